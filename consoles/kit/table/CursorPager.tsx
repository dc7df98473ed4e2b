import { Button, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ChevronDoubleLeftRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  pageNo: { color: tokens.colorNeutralForeground2, marginInlineEnd: tokens.spacingHorizontalS },
});

export interface CursorPagerProps {
  /** 1-based number of the page shown. */
  page: number;
  pageSize: number;
  /** Whether the answer carried a `nextCursor`. */
  hasNext: boolean;
  busy: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onRefresh: () => void;
}

/** The pager of a list read by cursor (newest first): 第 N 页, 第一页, 上一页, 下一页 and 重新读取. */
export function CursorPager({ page, pageSize, hasNext, busy, onFirst, onPrevious, onNext, onRefresh }: CursorPagerProps) {
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label="翻页">
      <Text className={styles.pageNo}>{`第 ${page} 页 · 每页 ${pageSize} 条`}</Text>
      <Button icon={<ChevronDoubleLeftRegular />} onClick={onFirst} disabled={busy}>
        第一页
      </Button>
      <Button icon={<ChevronLeftRegular />} onClick={onPrevious} disabled={page === 1 || busy}>
        上一页
      </Button>
      <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={onNext} disabled={!hasNext || busy}>
        下一页
      </Button>
      <Tooltip content="重新读取当前页" relationship="label">
        <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={onRefresh} disabled={busy} />
      </Tooltip>
    </nav>
  );
}
