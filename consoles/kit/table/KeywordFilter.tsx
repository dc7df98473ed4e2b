import { Field, Input, makeStyles } from '@fluentui/react-components';
import { maxLengthOf } from '#kit/form/fieldRules';

const useStyles = makeStyles({ input: { minWidth: '200px' } });

/** The contract's shared `Keyword` query parameter (the same on every list that takes one). */
export const KEYWORD_MAX = maxLengthOf('getSiteList', 'query', 'keyword');

export interface KeywordFilterProps {
  value: string;
  onChange: (value: string) => void;
  /** What may be typed, e.g. 姓名、手机号或邮箱. */
  placeholder: string;
  label?: string;
}

/** The 关键词 field of a filter bar. */
export function KeywordFilter({ value, onChange, placeholder, label = '关键词' }: KeywordFilterProps) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <Input
        className={styles.input}
        value={value}
        onChange={(_, d) => onChange(d.value)}
        placeholder={placeholder}
        maxLength={KEYWORD_MAX}
      />
    </Field>
  );
}
