import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { type DiffLine, htmlLines, lineDiff } from '#kit/diff/lineDiff';
import { formatDateTime } from '#kit/format/time';
import type { Schema } from '#sdk';

type Revision = Schema<'ContentRevision'>;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyle: 'none' },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  when: { color: tokens.colorNeutralForeground3 },
  diff: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  line: { display: 'block', paddingInline: tokens.spacingHorizontalS },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground2 },
  spoken: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2 },
  // On the text alone: struck through, the 「- 」 mark before it read as a long dash.
  struck: { textDecoration: 'line-through' },
});

/** What a version reads as, line by line: its title (posts) first, then its text. */
export function revisionLines(revision: Revision): string[] {
  return [...(revision.title ? [`标题：${revision.title}`] : []), ...htmlLines(revision.content)];
}

/** Each version against the one before it (newest first, as the list comes); the first version against nothing. */
export function revisionDiffs(list: Revision[]): { revision: Revision; diff: DiffLine[] }[] {
  return list.map((revision, index) => {
    const previous = list[index + 1];
    return { revision, diff: lineDiff(previous ? revisionLines(previous) : [], revisionLines(revision)) };
  });
}

const MARK: Record<DiffLine['kind'], string> = { same: '  ', added: '+ ', removed: '- ' };
const SPOKEN: Record<DiffLine['kind'], string> = { same: '', added: '新增：', removed: '删除：' };

function Diff({ lines }: { lines: DiffLine[] }) {
  const styles = useStyles();
  return (
    <pre className={styles.diff}>
      {lines.map((line, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff never reorder
          key={i}
          className={mergeClasses(styles.line, line.kind === 'added' && styles.added, line.kind === 'removed' && styles.removed)}
          data-kind={line.kind}
        >
          <span aria-hidden="true">{MARK[line.kind]}</span>
          {SPOKEN[line.kind] && <span className={styles.spoken}>{SPOKEN[line.kind]}</span>}
          {line.kind === 'removed' ? <span className={styles.struck}>{line.text}</span> : line.text}
        </span>
      ))}
    </pre>
  );
}

export interface RevisionDialogProps {
  open: boolean;
  /** What the history is of: 「帖子」, 「评论」, 「回答」. */
  noun: string;
  revisions: Revision[] | undefined;
  loading: boolean;
  onClose(): void;
}

/** 编辑历史: every version of a post, comment or answer, newest first, each with the lines it changed. */
export function RevisionDialog({ open, noun, revisions, loading, onClose }: RevisionDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{`${noun}编辑历史`}</DialogTitle>
          <DialogContent>
            {loading || !revisions ? (
              <Spinner size="tiny" label="加载中…" />
            ) : revisions.length === 0 ? (
              <Text>{`这条${noun}没有修改过`}</Text>
            ) : (
              <ol className={styles.list} aria-label={`${noun}的各个版本`}>
                {revisionDiffs(revisions).map(({ revision, diff }) => (
                  <li key={revision.version}>
                    <div className={styles.head}>
                      <Text weight="semibold">{revision.version === 1 ? '第 1 版（最初发表）' : `第 ${revision.version} 版`}</Text>
                      <Text>{revision.editor.name}</Text>
                      <Text size={200} className={styles.when}>
                        {formatDateTime(revision.createdAt)}
                      </Text>
                    </div>
                    <Diff lines={diff} />
                  </li>
                ))}
              </ol>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * 「编辑历史」 and its dialog. The app reads the versions with its own operation, only while `open`:
 * `api.useGetPostRevisionListQuery({ query: { postId } }, { skip: !open })`.
 */
export function RevisionButton({
  noun,
  open,
  onOpenChange,
  revisions,
  loading,
}: {
  noun: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  revisions: Revision[] | undefined;
  loading: boolean;
}) {
  return (
    <>
      <Button size="small" icon={<HistoryRegular />} onClick={() => onOpenChange(true)}>
        编辑历史
      </Button>
      <RevisionDialog open={open} noun={noun} revisions={revisions} loading={loading} onClose={() => onOpenChange(false)} />
    </>
  );
}
