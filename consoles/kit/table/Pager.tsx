import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZES, pageCount, pageItems } from './paging';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
  },
  total: { color: tokens.colorNeutralForeground2, marginInlineEnd: tokens.spacingHorizontalS },
  size: { minWidth: '104px' },
  page: { minWidth: '32px', paddingInline: tokens.spacingHorizontalXS },
  gap: { minWidth: '24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (TotalCapped): shown as 「1000+」. */
  more?: boolean;
  onChange: (page: number, pageSize?: number) => void;
  pageSizes?: readonly number[];
}

/** 共 N 条, page size, previous, page numbers, next: the pager under a list. */
export function Pager({ page, pageSize, total, more = false, onChange, pageSizes = PAGE_SIZES }: PagerProps) {
  const styles = useStyles();
  const count = pageCount(total, pageSize);
  return (
    <nav className={styles.pager} aria-label="分页">
      <Text className={styles.total}>{`共 ${total}${more ? '+' : ''} 条`}</Text>
      <Dropdown
        className={styles.size}
        aria-label="每页条数"
        value={`${pageSize} 条/页`}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_, data) => data.optionValue && onChange(1, Number(data.optionValue))}
      >
        {pageSizes.map((size) => (
          <Option key={size} value={String(size)}>{`${size} 条/页`}</Option>
        ))}
      </Dropdown>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label="上一页"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      />
      {pageItems(page, count).map((item, index) =>
        item === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps differ only by position.
          <span key={`gap-${index}`} className={styles.gap}>
            …
          </span>
        ) : (
          <Button
            key={item}
            className={styles.page}
            appearance={item === page ? 'primary' : 'subtle'}
            aria-label={`第 ${item} 页`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label="下一页"
        disabled={page >= count}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  );
}
