import { Badge, Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EditRegular, PersonAddRegular, PersonDeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { CheckboxGroup } from '#kit/form/CheckboxGroup';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { useKitSelector } from '#kit/store/hooks';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { ConsoleRoleLabels, type Schema, SiteAdminRoleLabels, SiteAdminRoleValues } from '#sdk';
import { MemberPicker } from '#shared/members/MemberPicker';
import { type AdminValues, adminRules, assignableRoles, blankAdminValues, toAdminInput } from './siteAdminRequests';

const useStyles = makeStyles({
  table: { minWidth: '760px' },
  time: { width: '150px' },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

type Admin = Schema<'SiteAdmin'>;
/** null: appointing a new administrator. */
type Target = Admin | null;

/** 管理员 (`/user/manageAdmins`): the owner and the administrators with their console roles; appoint, change, remove. */
export function AdminPage() {
  const styles = useStyles();
  const held = useKitSelector((s) => s.session.roles);
  const me = useKitSelector((s) => s.session.user) as { id?: number } | null;
  const mine = assignableRoles(held);
  const { data, isFetching, error } = api.useGetSiteAdminListQuery({ query: {} });
  const [revoke, revoking] = api.useRevokeSiteAdminMutation();
  const [removing, setRemoving] = useState<Admin | null>(null);
  const dialog = useEditDialog({
    operation: (t: Target | 'new') => (t === 'new' ? 'grantSiteAdmin' : 'updateSiteAdmin'),
    blank: blankAdminValues,
    values: (t: Target | 'new'): AdminValues =>
      t === 'new' || t === null
        ? blankAdminValues
        : { members: [{ id: t.id, text: t.userName || t.account }], roles: t.roles.filter((r) => r !== 'admin') as AdminValues['roles'] },
    rules: adminRules,
    toInput: (values: AdminValues) => toAdminInput(values),
    success: (t) => (t === 'new' ? '已任命为管理员' : '权限已修改'),
  });
  const { form, shown } = dialog;

  const changeable = (a: Admin) => a.userType !== 1 && a.id !== me?.id && a.roles.every((r) => mine.includes(r as never));

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await revoke({ body: { userId: removing.id } });
    setRemoving(null);
    if (result.data) notify.success(result.data.description || '已撤销管理员');
  };

  const columns: Column<Admin>[] = [
    {
      key: 'name',
      title: '管理员',
      render: (a) => (
        <div>
          <Text weight="semibold">{a.userName || a.account}</Text>
          <div className={styles.sub}>{a.account}</div>
        </div>
      ),
    },
    {
      key: 'roles',
      title: '权限',
      render: (a) => (
        <div className={styles.roles}>
          {a.roles.map((r) => (
            <Badge key={r} appearance="tint" color={r === 'admin' ? 'brand' : 'informative'}>
              {ConsoleRoleLabels[r]}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      key: 'lastLoginAt',
      title: '最近登录',
      className: styles.time,
      render: (a) => (a.lastLoginAt ? <DateTimeCell time={a.lastLoginAt} /> : '从未登录'),
    },
    {
      key: 'actions',
      title: '操作',
      render: (a) =>
        a.userType === 1 ? (
          <Text className={styles.sub}>站长不能修改</Text>
        ) : changeable(a) ? (
          <div className={styles.actions}>
            <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => dialog.open(a)}>
              修改权限
            </Button>
            <Button size="small" appearance="subtle" icon={<PersonDeleteRegular />} onClick={() => setRemoving(a)}>
              撤销
            </Button>
          </div>
        ) : (
          <Text className={styles.sub}>{a.id === me?.id ? '不能修改自己' : '含有你没有的权限'}</Text>
        ),
    },
  ];

  const appointing = shown === 'new';
  return (
    <Panel title="管理员" description="管理员只能授予或收回自己拥有的权限；站长拥有全部权限，不能修改。修改在对方的下一次操作时生效。">
      <div>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => dialog.open('new')} disabled={!mine.length}>
          任命管理员
        </Button>
      </div>
      <DataTable
        stacked
        label="管理员"
        className={styles.table}
        columns={columns}
        rowKey={(a) => a.id}
        rows={data?.list}
        loading={isFetching}
        error={error ? '读取失败' : undefined}
        empty="还没有管理员"
      />
      <FormDialog title={appointing ? '任命管理员' : '修改权限'} submitText="保存" {...dialog.props}>
        {appointing ? (
          <Field label="成员" required hint="输入昵称、登录名或手机号搜索" {...form.field('members')}>
            <MemberPicker
              picked={form.values.members}
              onChange={(m) => form.set('members', m.slice(-1))}
              max={1}
              tagsLabel="已选成员"
              emptyText="还没有选择成员"
            />
          </Field>
        ) : (
          shown && <Text>{`管理员：${shown.userName || shown.account}`}</Text>
        )}
        <Field label="权限" required hint="只能选择你自己拥有的权限" {...form.field('roles')}>
          <CheckboxGroup
            label="权限"
            className={styles.checks}
            options={SiteAdminRoleValues.map((role) => ({ value: role, label: SiteAdminRoleLabels[role], disabled: !mine.includes(role) }))}
            value={form.values.roles}
            onChange={(roles) => form.set('roles', roles)}
          />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title="撤销管理员"
        confirmText="撤销"
        danger
        busy={revoking.isLoading}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing && <Text>{`确定撤销「${removing.userName || removing.account}」的全部控制台权限吗？他仍是本站成员。`}</Text>}
      </ConfirmDialog>
    </Panel>
  );
}
