// What both report queues (the site console's and the platform's) show of one reported object: the object, its
// reasons and reporters, how long it has waited, and how it was handled.
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDateTime, timeAgo } from '#kit/format';
import { ImpeachActionLabels, ImpeachTargetTypeLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  target: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, textDecorationLine: 'none' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  reporters: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200 },
  waiting: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

type Item = Schema<'ImpeachItem'>;

/** The reported object; `linked` opens it on the member site (only where the page is on the site's own host). */
export function TargetCell({ item, linked = true }: { item: Item; linked?: boolean }) {
  const styles = useStyles();
  const gone = !item.title && !item.author;
  return (
    <div className={styles.target}>
      <div className={styles.head}>
        <Badge appearance="tint" color="informative">
          {ImpeachTargetTypeLabels[item.targetType]}
        </Badge>
        {item.link && linked ? (
          <a className={styles.title} href={item.link} target="_blank" rel="noreferrer">
            {item.title || `编号 ${item.targetId}`}
          </a>
        ) : (
          <Text className={styles.title}>{gone ? `编号 ${item.targetId}（已不存在）` : item.title}</Text>
        )}
      </div>
      {item.excerpt && item.excerpt !== item.title && <Text className={styles.muted}>{item.excerpt.slice(0, 80)}</Text>}
      {item.author && item.targetType !== 'user' && (
        <Text className={styles.muted}>{`${item.targetType === 'message' ? '发送人' : '作者'}：${item.author.name}`}</Text>
      )}
    </div>
  );
}

export function ReasonsCell({ item }: { item: Item }) {
  const styles = useStyles();
  return (
    <div className={styles.target}>
      <Text weight="semibold">{`${item.reportCount} 人举报`}</Text>
      <div className={styles.chips}>
        {item.reasons.map((r) => (
          <Badge key={r.reason} appearance="outline" color={r.reason === '其他' ? 'informative' : 'danger'}>
            {`${r.reason} ×${r.count}`}
          </Badge>
        ))}
      </div>
    </div>
  );
}

export function ReportersCell({ item }: { item: Item }) {
  const styles = useStyles();
  const shown = item.reporters.slice(0, 3);
  return (
    <div className={styles.reporters}>
      {shown.map((r) => (
        <Text key={r.id} size={200}>
          {`${r.name}：${r.reason}${r.reasonText ? `（${r.reasonText}）` : ''}`}
        </Text>
      ))}
      {item.reportCount > shown.length && <Text className={styles.muted}>{`等 ${item.reportCount} 人`}</Text>}
    </div>
  );
}

/** How long the oldest report has waited (open), or who handled it and how (handled). */
export function StateCell({ item, now }: { item: Item; now?: number }) {
  const styles = useStyles();
  if (item.state === 'open')
    return (
      <div className={styles.target}>
        <Text className={styles.waiting}>{`已等待 ${waitingText(item.firstReportedAt, now)}`}</Text>
        <Text className={styles.muted}>{`最近举报 ${timeAgo(item.lastReportedAt, now)}`}</Text>
      </div>
    );
  return (
    <div className={styles.target}>
      <Text weight="semibold">{item.action ? ImpeachActionLabels[item.action] : '已处理'}</Text>
      <Text className={styles.muted}>{`${item.handledBy} ${formatDateTime(item.handledAt)}`}</Text>
      {item.note && <Text className={styles.muted}>{`说明：${item.note}`}</Text>}
    </div>
  );
}

/** 3 分钟, 5 小时, 2 天 4 小时: how long since `from`. */
export function waitingText(from: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(from)) / 60_000));
  if (minutes < 1) return '不到 1 分钟';
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} 小时`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} 天 ${hours % 24} 小时` : `${days} 天`;
}
