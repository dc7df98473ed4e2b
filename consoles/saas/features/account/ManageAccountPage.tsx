import { Field, Input, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { AccountStatusLabels, type Schema } from '../../../../sdk';
import { Panel } from '../../../kit/app/Panel';
import { ConfirmDialog } from '../../../kit/dialog/ConfirmDialog';
import { formatDateTime } from '../../../kit/format';
import { notify } from '../../../kit/notify/notify';
import { errorText } from '../../../kit/request/errors';
import { type Column, DataTable } from '../../../kit/table/DataTable';
import { EnumDropdown } from '../../../kit/table/EnumDropdown';
import { FilterBar } from '../../../kit/table/FilterBar';
import { Pager } from '../../../kit/table/Pager';
import { usePaging } from '../../../kit/table/usePaging';
import { AccountNameCell, AccountStatusBadge, AccountTypeBadge, LastLoginCell } from './AccountCells';
import { type AccountFilters, accountTypeLabels, emptyAccountFilters, toAccountListInput, toAccountStatusInput } from './accountRequests';
import { EditAccountDialog } from './EditAccountDialog';
import { manageAccountApi } from './manageAccountApi';

type Account = Schema<'AccountSummary'>;

const useStyles = makeStyles({
  keyword: { minWidth: '220px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  table: { minWidth: '960px' },
  email: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
  narrow: { width: '88px' },
  login: { width: '100px' },
  date: { width: '150px' },
  actionColumn: { width: '110px' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** 账号管理: every account of the site management centre; edit name and e-mail, disable or enable (admin / Account). */
export function ManageAccountPage() {
  const styles = useStyles();
  const paging = usePaging(emptyAccountFilters);
  const [draft, setDraft] = useState(emptyAccountFilters);
  const [editing, setEditing] = useState<Account | null>(null);
  const [disabling, setDisabling] = useState<Account | null>(null);
  const accounts = manageAccountApi.useGetAccountListQuery(toAccountListInput(paging.filters, paging.page, paging.pageSize));
  const [update, { isLoading: saving }] = manageAccountApi.useUpdateManagedAccountMutation();

  const edit = <K extends keyof AccountFilters>(key: K, value: AccountFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const setStatus = async (account: Account, status: 1 | 2) => {
    const result = await update(toAccountStatusInput(account.id, status));
    // A refusal (the main manager, oneself) has been toasted with the server's words.
    if (result.data) notify.success(result.data.description || (status === 2 ? '账号已停用' : '账号已启用'));
    setDisabling(null);
  };

  const columns: Column<Account>[] = [
    { key: 'name', title: '账号', render: (a) => <AccountNameCell account={a} /> },
    { key: 'email', title: '邮箱', render: (a) => a.accountEmail || '未设置' },
    { key: 'type', title: '类型', className: styles.narrow, render: (a) => <AccountTypeBadge account={a} /> },
    { key: 'sites', title: '站点数', className: styles.narrow, render: (a) => a.siteCount },
    { key: 'status', title: '状态', className: styles.narrow, render: (a) => <AccountStatusBadge account={a} /> },
    { key: 'created', title: '注册时间', className: styles.date, render: (a) => formatDateTime(a.createdAt) },
    { key: 'login', title: '最近登录', className: styles.narrow, render: (a) => <LastLoginCell at={a.lastLoginAt} /> },
    {
      key: 'actions',
      title: '操作',
      className: styles.narrow,
      render: (a) => (
        <div className={styles.actions}>
          <Link as="button" onClick={() => setEditing(a)}>
            编辑
          </Link>
          {a.status === 1 ? (
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
      <FilterBar
        label="筛选账号"
        onSearch={() => paging.setFilters(draft)}
        onReset={() => {
          setDraft(emptyAccountFilters);
          paging.setFilters(emptyAccountFilters);
        }}
      >
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder="姓名、手机号或邮箱"
            maxLength={40}
          />
        </Field>
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
        rows={accounts.data?.list}
        rowKey={(a) => a.id}
        loading={accounts.isFetching}
        error={accounts.error ? errorText(accounts.error) : undefined}
        onRetry={accounts.refetch}
        empty="没有符合条件的账号"
      />
      <Pager page={paging.page} pageSize={paging.pageSize} total={accounts.data?.total ?? 0} onChange={paging.setPage} />
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
