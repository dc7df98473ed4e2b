import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ChatOffRegular,
  HistoryRegular,
  KeyResetRegular,
  LockClosedRegular,
  LockOpenRegular,
  PersonInfoRegular,
} from '@fluentui/react-icons';
import { RouteLink } from '#kit/pages/RouteLink';
import { useCan } from '#kit/permission/useCan';
import { DateTimeCell } from '#kit/table/cells';
import type { Column } from '#kit/table/DataTable';
import { formatBeijingDateTime } from '#sdk/format';
import { LabelChips } from './LabelChips';
import type { Member, SanctionTarget } from './memberPicks';

const useStyles = makeStyles({
  time: { width: '150px' },
  rank: { width: '96px' },
  points: { width: '64px' },
  actionsColumn: { width: '240px' },
  name: { display: 'flex', flexDirection: 'column' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  states: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, '& button': { whiteSpace: 'nowrap' } },
});

/** The member table's columns: who, rank, labels, points, state, dates and the per-member actions. */
export function useMemberColumns({
  selectionColumn,
  onSanction,
  onLift,
  onHistory,
  onReset,
}: {
  selectionColumn: Column<Member>;
  onSanction: (target: SanctionTarget) => void;
  onLift: (target: SanctionTarget) => void;
  onHistory: (member: Member) => void;
  onReset: (member: Member) => void;
}): Column<Member>[] {
  const styles = useStyles();
  const canSanction = useCan('banSiteUser');
  const canReset = useCan('resetSiteUserPassword');
  return [
    selectionColumn,
    {
      key: 'name',
      title: '成员',
      render: (m) => (
        <div className={styles.name}>
          <RouteLink to={`/user/manageUserInfo?userId=${m.id}`}>
            <Text weight="semibold">{m.userName || '—'}</Text>
          </RouteLink>
          <Text className={styles.sub}>{`${m.account}${m.mobile ? ` · ${m.mobile}` : ''}`}</Text>
        </div>
      ),
    },
    { key: 'rank', title: '等级', className: styles.rank, render: (m) => m.rankName || '—' },
    { key: 'labels', title: '标签', render: (m) => <LabelChips labels={m.labels} /> },
    { key: 'points', title: '声望', className: styles.points, render: (m) => m.points },
    {
      key: 'state',
      title: '状态',
      render: (m) => (
        <div className={styles.states}>
          {m.bannedUntil && (
            <>
              <Badge color="danger" appearance="tint">
                封禁中
              </Badge>
              <Text className={styles.sub}>{`至 ${formatBeijingDateTime(m.bannedUntil)}`}</Text>
            </>
          )}
          {m.mutedUntil && (
            <>
              <Badge color="warning" appearance="tint">
                禁言中
              </Badge>
              <Text className={styles.sub}>{`至 ${formatBeijingDateTime(m.mutedUntil)}`}</Text>
            </>
          )}
          {!m.bannedUntil && !m.mutedUntil && (
            <Badge color="success" appearance="tint">
              正常
            </Badge>
          )}
        </div>
      ),
    },
    { key: 'createdAt', title: '注册时间', className: styles.time, render: (m) => <DateTimeCell time={m.createdAt} /> },
    {
      key: 'lastLoginAt',
      title: '最近登录',
      className: styles.time,
      render: (m) => (m.lastLoginAt ? <DateTimeCell time={m.lastLoginAt} /> : '从未登录'),
    },
    {
      key: 'actions',
      title: '操作',
      className: styles.actionsColumn,
      render: (m) => (
        <div className={styles.actions}>
          {canSanction &&
            (m.mutedUntil ? (
              <Button size="small" appearance="subtle" icon={<ChatOffRegular />} onClick={() => onLift({ member: m, kind: 'mute' })}>
                解除禁言
              </Button>
            ) : (
              <Button size="small" appearance="subtle" icon={<ChatOffRegular />} onClick={() => onSanction({ member: m, kind: 'mute' })}>
                禁言
              </Button>
            ))}
          {canSanction &&
            (m.bannedUntil ? (
              <Button size="small" appearance="subtle" icon={<LockOpenRegular />} onClick={() => onLift({ member: m, kind: 'ban' })}>
                解除封禁
              </Button>
            ) : (
              <Button size="small" appearance="subtle" icon={<LockClosedRegular />} onClick={() => onSanction({ member: m, kind: 'ban' })}>
                封禁
              </Button>
            ))}
          <Button size="small" appearance="subtle" icon={<HistoryRegular />} onClick={() => onHistory(m)}>
            处罚记录
          </Button>
          {canReset && (
            <Button size="small" appearance="subtle" icon={<KeyResetRegular />} onClick={() => onReset(m)}>
              重置密码
            </Button>
          )}
          <RouteLink to={`/user/manageUserInfo?userId=${m.id}`}>
            <Button size="small" appearance="subtle" icon={<PersonInfoRegular />}>
              档案
            </Button>
          </RouteLink>
        </div>
      ),
    },
  ];
}
