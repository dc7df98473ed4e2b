import { Badge, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatDateTime, thousands, timeAgo } from '#kit/format';
import { type Column, DataTable } from '#kit/table/DataTable';
import { ConsoleRoleLabels, type Schema, SiteUserStatusLabels, SiteUserStatus as UserStatus } from '#sdk';

type SiteUser = Schema<'SiteUserSummary'>;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  table: { minWidth: '1000px' },
  mobile: { width: '120px' },
  points: { width: '110px' },
  status: { width: '80px' },
  date: { width: '150px' },
  login: { width: '96px' },
});

export function SiteUserName({ user }: { user: SiteUser }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Text weight="semibold">{user.userName}</Text>
      <Caption1 className={styles.muted}>{user.account}</Caption1>
    </div>
  );
}

export function SiteUserRoles({ user }: { user: SiteUser }) {
  const styles = useStyles();
  if (user.userType === 1) {
    return (
      <Badge appearance="filled" color="brand">
        站长
      </Badge>
    );
  }
  if (user.roles.length === 0) return <Caption1 className={styles.muted}>普通用户</Caption1>;
  return (
    <div className={styles.roles}>
      {user.roles.map((role) => (
        <Badge key={role} appearance="tint" color="informative">
          {ConsoleRoleLabels[role]}
        </Badge>
      ))}
    </div>
  );
}

export function SiteUserPoints({ user }: { user: SiteUser }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Text>{thousands(user.points)}</Text>
      <Caption1 className={styles.muted}>{user.rankName || '未定级'}</Caption1>
    </div>
  );
}

export function SiteUserStatus({ user }: { user: SiteUser }) {
  return (
    <Badge appearance="tint" color={user.status === UserStatus.active ? 'success' : 'danger'}>
      {SiteUserStatusLabels[user.status]}
    </Badge>
  );
}

export function SiteUserLastLogin({ user }: { user: SiteUser }) {
  const styles = useStyles();
  if (!user.lastLoginAt) return <Caption1 className={styles.muted}>从未登录</Caption1>;
  return <Text title={formatDateTime(user.lastLoginAt)}>{timeAgo(user.lastLoginAt)}</Text>;
}

/** The columns both site-user lists show; the pages add their own (site, actions). */
function useSiteUserColumns(): Column<SiteUser>[] {
  const styles = useStyles();
  return [
    { key: 'user', title: '用户', render: (u) => <SiteUserName user={u} /> },
    { key: 'mobile', title: '手机号', className: styles.mobile, render: (u) => u.mobile || '未绑定' },
    { key: 'roles', title: '角色', render: (u) => <SiteUserRoles user={u} /> },
    { key: 'points', title: '声望 / 等级', className: styles.points, render: (u) => <SiteUserPoints user={u} /> },
    { key: 'status', title: '状态', className: styles.status, render: (u) => <SiteUserStatus user={u} /> },
    { key: 'created', title: '注册时间', className: styles.date, render: (u) => formatDateTime(u.createdAt) },
    { key: 'login', title: '最近登录', className: styles.login, render: (u) => <SiteUserLastLogin user={u} /> },
  ];
}

export interface SiteUserTableProps {
  rows: readonly SiteUser[] | undefined;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  /** Columns before and after the shared ones. */
  before?: Column<SiteUser>[];
  after?: Column<SiteUser>[];
  empty?: ReactNode;
}

export function SiteUserTable({ rows, loading, error, onRetry, before = [], after = [], empty }: SiteUserTableProps) {
  const styles = useStyles();
  const columns = useSiteUserColumns();
  return (
    <DataTable
      stacked
      label="站点用户"
      className={styles.table}
      columns={[...before, ...columns, ...after]}
      rows={rows}
      rowKey={(u) => `${u.siteId}-${u.id}`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={empty ?? '没有符合条件的用户'}
    />
  );
}
