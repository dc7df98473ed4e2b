import { Field, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { formatDateTime } from '#kit/format';
import { notify } from '#kit/notify/notify';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { AccountStatus, AccountStatusLabels, type Schema } from '#sdk';
import { AccountNameCell, AccountStatusBadge, AccountTypeBadge, LastLoginCell } from './AccountCells';
import { EditAccountDialog } from './EditAccountDialog';
import { accountTypeLabels, emptyAccountFilters, toAccountListInput, toAccountStatusInput } from './managedAccountRequests';
import { managerApi } from './managerApi';

type Account = Schema<'AccountSummary'>;

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  table: { minWidth: '960px' },
  emailColumn: { width: '210px' },
  email: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block', maxWidth: '200px' },
  narrow: { width: '88px' },
  login: { width: '100px' },
  date: { width: '150px' },
  actionColumn: { width: '110px' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** 账号管理: every account of the site management centre; edit name and e-mail, disable or enable (admin / Account). */
export function ManageAccountPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getAccountList',
    empty: emptyAccountFilters,
    toInput: (filters, at) => toAccountListInput(filters, at.page, at.pageSize),
  });
  const { draft, edit } = list;
  const [editing, setEditing] = useState<Account | null>(null);
  const [disabling, setDisabling] = useState<Account | null>(null);
  const [update, { isLoading: saving }] = managerApi.useUpdateManagedAccountMutation();

  const setStatus = async (account: Account, status: Schema<'AccountStatus'>) => {
    const result = await update(toAccountStatusInput(account.id, status));
    // A refusal (the main manager, oneself) has been toasted with the server's words.
    if (result.data) notify.success(result.data.description || (status === AccountStatus.disabled ? '账号已停用' : '账号已启用'));
    setDisabling(null);
  };

  const columns: Column<Account>[] = [
    { key: 'name', title: '账号', render: (a) => <AccountNameCell account={a} /> },
    {
      key: 'email',
      title: '邮箱',
      className: styles.emailColumn,
      render: (a) => (
        <Text className={styles.email} title={a.accountEmail}>
          {a.accountEmail || '未设置'}
        </Text>
      ),
    },
    { key: 'type', title: '类型', className: styles.narrow, render: (a) => <AccountTypeBadge account={a} /> },
    { key: 'sites', title: '站点数', className: styles.narrow, render: (a) => a.siteCount },
    { key: 'status', title: '状态', className: styles.narrow, render: (a) => <AccountStatusBadge account={a} /> },
    { key: 'created', title: '注册时间', className: styles.date, render: (a) => formatDateTime(a.createdAt) },
    { key: 'login', title: '最近登录', className: styles.login, render: (a) => <LastLoginCell at={a.lastLoginAt} /> },
    {
      key: 'actions',
      title: '操作',
      className: styles.actionColumn,
      render: (a) => (
        <div className={styles.actions}>
          <Link as="button" onClick={() => setEditing(a)}>
            编辑
          </Link>
          {a.status === AccountStatus.active ? (
            <Link as="button" className={styles.danger} onClick={() => setDisabling(a)}>
              停用
            </Link>
          ) : (
            <Link as="button" disabled={saving} onClick={() => setStatus(a, 1)}>
              启用
            </Link>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel>
      <FilterBar label="筛选账号" onSearch={list.search} onReset={list.reset}>
        <KeywordFilter value={draft.keyword} onChange={(v) => edit('keyword', v)} placeholder="姓名、手机号或邮箱" />
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={AccountStatusLabels} onChange={(v) => edit('status', v)} />
        </Field>
        <Field label="类型">
          <EnumDropdown label="类型" value={draft.userType} labels={accountTypeLabels} onChange={(v) => edit('userType', v)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="账号列表"
        className={styles.table}
        columns={columns}
        rowKey={(a) => a.id}
        {...list.table}
        empty="没有符合条件的账号"
      />
      <Pager {...list.pager} />
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={disabling !== null}
        title="停用账号"
        confirmText="停用"
        danger
        busy={saving}
        onConfirm={() => disabling && setStatus(disabling, 2)}
        onCancel={() => setDisabling(null)}
      >
        <Text>
          {`停用「${disabling?.userName ?? ''}」（${disabling?.accountMobile ?? ''}）后，该账号的所有登录立即失效，不能再登录站点管理中心。之后可以重新启用。`}
        </Text>
      </ConfirmDialog>
    </Panel>
  );
}
