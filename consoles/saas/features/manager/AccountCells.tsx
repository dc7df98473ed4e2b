import { Badge, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDateTime, timeAgo } from '#kit/format';
import { AccountStatus, AccountStatusLabels, type Schema } from '#sdk';
import { accountTypeLabels } from './managedAccountRequests';

type Account = Schema<'AccountSummary'>;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function AccountNameCell({ account }: { account: Account }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Text weight="semibold">{account.userName}</Text>
      <Caption1 className={styles.muted}>{account.accountMobile}</Caption1>
    </div>
  );
}

export function AccountTypeBadge({ account }: { account: Account }) {
  if (account.isMainManager === 1) {
    return (
      <Badge appearance="filled" color="brand">
        主管理员
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color={account.userType === 1 ? 'brand' : 'subtle'}>
      {accountTypeLabels[account.userType]}
    </Badge>
  );
}

export function AccountStatusBadge({ account }: { account: Account }) {
  return (
    <Badge appearance="tint" color={account.status === AccountStatus.active ? 'success' : 'danger'}>
      {AccountStatusLabels[account.status]}
    </Badge>
  );
}

export function LastLoginCell({ at }: { at: string | null }) {
  const styles = useStyles();
  if (!at) return <Caption1 className={styles.muted}>从未登录</Caption1>;
  return <Text title={formatDateTime(at)}>{timeAgo(at)}</Text>;
}
