import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  extra: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginInlineStart: 'auto' },
});

export interface FilterBarProps {
  /** The filter fields (Fluent `Field`s). */
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  /** Buttons on the right (创建 …). */
  extra?: ReactNode;
  label?: string;
}

/** The filters above a list: fields, 搜索 (also Enter) and 重置, and the page's own buttons on the right. */
export function FilterBar({ children, onSearch, onReset, extra, label = '筛选' }: FilterBarProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <search aria-label={label}>
      <form className={styles.bar} onSubmit={submit} noValidate>
        {children}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={<SearchRegular />}>
            搜索
          </Button>
          <Button icon={<ArrowResetRegular />} onClick={onReset}>
            重置
          </Button>
        </div>
        {extra && <div className={styles.extra}>{extra}</div>}
      </form>
    </search>
  );
}
