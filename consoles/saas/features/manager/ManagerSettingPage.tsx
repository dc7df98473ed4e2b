import { Badge, Button, Caption1, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { formatDateTime } from '#kit/format';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import { loadSession } from '#kit/session/thunks';
import { useKitDispatch } from '#kit/store/hooks';
import { type Column, DataTable } from '#kit/table/DataTable';
import { SaasRoleLabels, type Schema } from '#sdk';
import { useSaasAccount } from '../../shared/useSaasAccount';
import { ManagerDialog } from './ManagerDialog';
import { managerApi } from './managerApi';
import {
  assignedRoles,
  canReceiveMain,
  emptyManager,
  isEditableManager,
  type ManagerValues,
  managerRules,
  toCreateManagerInput,
  toDeleteManagerInput,
  toTransferMainInput,
  toUpdateManagerInput,
} from './managerRequests';

type Manager = Schema<'Manager'>;

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
  stack: { display: 'flex', flexDirection: 'column', gap: '2px' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  links: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: '2px', alignItems: 'center' },
  permissions: { width: '45%' },
  date: { width: '150px' },
  actions: { width: '210px' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

function PermissionBadges({ manager }: { manager: Manager }) {
  const styles = useStyles();
  return (
    <div className={styles.badges}>
      {manager.permissionList.map((role) => (
        <Badge key={role} appearance={role === 'admin' ? 'filled' : 'tint'} color={role === 'admin' ? 'brand' : 'informative'}>
          {SaasRoleLabels[role]}
        </Badge>
      ))}
    </div>
  );
}

/**
 * 管理员设置 (admin / AccountManager): managers and their permissions; add, edit, remove; the main manager hands
 * the role on to another manager and keeps every assignable permission.
 */
export function ManagerSettingPage() {
  const styles = useStyles();
  const dispatch = useKitDispatch();
  const me = useSaasAccount();
  const managers = managerApi.useGetManagerListQuery();
  const catalogue = managerApi.useGetManagerPermissionListQuery().data;
  const editor = useEditDialog<'new' | Manager, ManagerValues, 'createManager' | 'updateManager'>({
    operation: (target) => (target === 'new' ? 'createManager' : 'updateManager'),
    values: (target) => (target === 'new' ? emptyManager : { accountMobile: target.accountMobile, permissionList: assignedRoles(target) }),
    blank: emptyManager,
    rules: managerRules,
    toInput: (values, target) => (target === 'new' ? toCreateManagerInput(values) : toUpdateManagerInput(target.id, values.permissionList)),
    success: (target) => (target === 'new' ? '管理员已添加' : '权限已更新'),
  });
  const [removing, setRemoving] = useState<Manager | null>(null);
  const [heir, setHeir] = useState<Manager | null>(null);
  const [deleteManager, { isLoading: deleting }] = managerApi.useDeleteManagerMutation();
  const [transferMain, { isLoading: transferring }] = managerApi.useTransferMainManagerMutation();

  const remove = async () => {
    if (!removing) return;
    const result = await deleteManager(toDeleteManagerInput(removing.id));
    if (result.error) return;
    notify.success(result.data.description || '管理员已删除');
    setRemoving(null);
  };

  const transfer = async () => {
    if (!heir) return;
    const result = await transferMain(toTransferMainInput(heir.id));
    if (result.error) return;
    notify.success(result.data.description || '主管理员已转让');
    setHeir(null);
    // Our own roles changed (admin → every assignable permission): the menu and the guard follow the new ones.
    await dispatch(loadSession());
  };

  const columns: Column<Manager>[] = [
    {
      key: 'name',
      title: '管理员',
      render: (m) => (
        <div className={styles.stack}>
          <Text weight="semibold">{m.id === me?.id ? `${m.userName}（我）` : m.userName}</Text>
          <Caption1 className={styles.note}>{m.accountMobile}</Caption1>
        </div>
      ),
    },
    { key: 'permissions', title: '权限', className: styles.permissions, render: (m) => <PermissionBadges manager={m} /> },
    { key: 'created', title: '添加时间', className: styles.date, render: (m) => formatDateTime(m.createdAt) },
    {
      key: 'actions',
      title: '操作',
      className: styles.actions,
      render: (m) => (
        <div className={styles.links}>
          {isEditableManager(m, me?.id) ? (
            <>
              <Link as="button" onClick={() => editor.open(m)}>
                编辑权限
              </Link>
              <Link as="button" className={styles.danger} onClick={() => setRemoving(m)}>
                删除
              </Link>
            </>
          ) : (
            <Caption1 className={styles.note}>{m.isMainManager === 1 ? '主管理员拥有全部权限' : '不能修改自己的权限'}</Caption1>
          )}
          {canReceiveMain(m, me) && (
            <Link as="button" onClick={() => setHeir(m)}>
              转让主管理员
            </Link>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel>
      <div className={styles.head}>
        <Text className={styles.note}>管理员由已注册的账号设置而来；主管理员拥有全部权限，只能由本人转让给另一位管理员。</Text>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => editor.open('new')}>
          添加管理员
        </Button>
      </div>
      <DataTable
        stacked
        label="管理员列表"
        columns={columns}
        rows={managers.data}
        rowKey={(m) => m.id}
        loading={managers.isFetching}
        error={managers.error ? errorText(managers.error) : undefined}
        onRetry={managers.refetch}
        empty="还没有管理员"
      />
      <ManagerDialog dialog={editor} catalogue={catalogue} />
      <ConfirmDialog
        open={removing !== null}
        title="删除管理员"
        confirmText="删除"
        danger
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <Text>
          {`取消「${removing?.userName ?? ''}」（${removing?.accountMobile ?? ''}）的管理员身份？其管理权限立即失效，账号保留为普通客户账号。`}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={heir !== null}
        title="转让主管理员"
        confirmText="确认转让"
        danger
        busy={transferring}
        onConfirm={transfer}
        onCancel={() => setHeir(null)}
      >
        <Text>
          {`将主管理员身份转让给「${heir?.userName ?? ''}」（${heir?.accountMobile ?? ''}）？转让后对方拥有全部权限；你保留为拥有全部可分配权限的管理员，不能再转让主管理员，也不能修改自己的权限。`}
        </Text>
      </ConfirmDialog>
    </Panel>
  );
}
