import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import { LabelChip, LabelChips } from './LabelChips';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '220px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    minWidth: '240px',
  },
  fact: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The top of a member's record: who, state, rank, labels, medals, and the balances and counts. */
export function RecordHead({ record: r }: { record: Schema<'MemberRecord'> }) {
  const styles = useStyles();
  return (
    <div className={styles.head}>
      <div className={styles.who}>
        <Text size={500} weight="semibold">
          {r.userName || '—'}
        </Text>
        <Text className={styles.sub}>{`${r.account}${r.mobile ? ` · ${r.mobile}` : ''} · 编号 ${r.id}`}</Text>
        <div className={styles.row}>
          {r.bannedUntil && <Badge color="danger">{`封禁至 ${formatBeijingDateTime(r.bannedUntil)}`}</Badge>}
          {r.mutedUntil && <Badge color="warning">{`禁言至 ${formatBeijingDateTime(r.mutedUntil)}`}</Badge>}
          {!r.bannedUntil && !r.mutedUntil && <Badge color="success">正常</Badge>}
          {r.isAdmin && <Badge color="brand">管理员</Badge>}
          {r.rankName && <Badge appearance="outline">{r.rankName}</Badge>}
        </div>
        <Text className={styles.sub}>{`注册于 ${formatBeijingDateTime(r.createdAt)}`}</Text>
        <Text className={styles.sub}>{r.lastLoginAt ? `最近登录 ${formatBeijingDateTime(r.lastLoginAt)}` : '从未登录'}</Text>
        <div className={styles.row}>
          <Text>标签</Text>
          <LabelChips labels={r.labels} empty="无" />
        </div>
        <div className={styles.row}>
          <Text>勋章</Text>
          {r.medals.length ? r.medals.map((m) => <LabelChip key={m.id} name={m.name} color={m.color} />) : <span>无</span>}
        </div>
      </div>
      <div className={styles.facts}>
        {r.points.map((p) => (
          <div key={p.category} className={styles.fact}>
            <Text className={styles.sub}>{p.name}</Text>
            <Text className={styles.number}>{p.balance}</Text>
          </div>
        ))}
        {(
          [
            ['帖子', r.counts.posts],
            ['评论', r.counts.comments],
            ['提问', r.counts.questions],
            ['回答', r.counts.answers],
            ['举报他人', r.counts.reportsMade],
            ['被举报', r.counts.reportsReceived],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className={styles.fact}>
            <Text className={styles.sub}>{label}</Text>
            <Text className={styles.number}>{n}</Text>
          </div>
        ))}
      </div>
    </div>
  );
}
