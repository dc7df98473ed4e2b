import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { formatDateTime } from '#kit/format';
import type { Schema } from '#sdk';
import { Images } from './WorkOrderImages';

const useStyles = makeStyles({
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  staff: { backgroundColor: tokens.colorBrandBackground2 },
  note: { backgroundColor: tokens.colorPaletteYellowBackground1, borderLeft: `3px solid ${tokens.colorPaletteYellowBorderActive}` },
  event: { backgroundColor: 'transparent', padding: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The thread of one work order: replies, internal notes and records, oldest first. */
export function WorkOrderThread({ entries }: { entries: Schema<'WorkOrderEntry'>[] }) {
  const styles = useStyles();
  return (
    <Panel title="处理记录">
      {entries.length ? (
        <ol className={styles.thread} aria-label="处理记录">
          {entries.map((e) => (
            <li
              key={e.id}
              className={mergeClasses(
                styles.entry,
                e.author === 'staff' && e.kind === 'reply' && styles.staff,
                e.kind === 'note' && styles.note,
                e.kind === 'event' && styles.event,
              )}
            >
              <span className={styles.head}>
                <Text weight="semibold">{e.authorName || '—'}</Text>
                {e.kind === 'note' ? (
                  <Badge appearance="outline" color="warning" size="small">
                    内部备注
                  </Badge>
                ) : null}
                <Text className={styles.label}>{formatDateTime(e.createdAt)}</Text>
              </span>
              <Text className={styles.body}>{e.content}</Text>
              <Images urls={e.images} />
            </li>
          ))}
        </ol>
      ) : (
        <Text className={styles.label}>还没有回复</Text>
      )}
    </Panel>
  );
}
