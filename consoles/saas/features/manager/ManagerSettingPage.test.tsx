import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import { callsOf, dialogButton, dialogGone, findDialog, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManagerSettingPage } from './ManagerSettingPage';

const mainManager: Schema<'Manager'> = {
  id: 1,
  accountMobile: '13800000000',
  userName: '刘建国',
  permissionList: ['admin'],
  isMainManager: 1,
  createdAt: '2026-01-05T01:00:00.000Z',
};
const zhou: Schema<'Manager'> = {
  id: 2,
  accountMobile: '13800000001',
  userName: '周敏',
  permissionList: ['Site', 'Order', 'ContentAudit'],
  isMainManager: 0,
  createdAt: '2026-02-11T02:00:00.000Z',
};
const catalogue = [
  { name: 'AccountManager', title: '管理员设置', description: '添加、删除管理员并分配权限' },
  { name: 'Site', title: '站点管理', description: '查看与管理所有客户的站点与授权' },
  { name: 'Order', title: '订单管理', description: '查看与处理所有客户的订单' },
  { name: 'ContentAudit', title: '内容审核', description: '审核各站点的内容' },
];

const rowOf = async (text: string) =>
  (await within(screen.getByRole('table', { name: '管理员列表' })).findByText(text)).closest('tr') as HTMLElement;

function setup(me: { id: number; isMainManager: 0 | 1 }, roles: string[], replies = {}) {
  return renderSignedIn(<ManagerSettingPage />, {
    roles,
    account: { ...me, userType: 1 },
    replies: { getManagerList: ok([mainManager, zhou]), getManagerPermissionList: ok(catalogue), ...replies },
  });
}

describe('管理员设置', { timeout: 20_000 }, () => {
  it('offers the main-manager transfer only to the main manager, and no edits of the main manager or oneself', async () => {
    setup({ id: 1, isMainManager: 1 }, ['admin']);
    const row = await rowOf('13800000001');
    expect(within(row).getByRole('button', { name: '转让主管理员' })).toBeInTheDocument();
    expect(await rowOf('13800000000')).toHaveTextContent('主管理员拥有全部权限');
    expect(within(await rowOf('13800000000')).queryByRole('button', { name: '编辑权限' })).not.toBeInTheDocument();
  });

  it('hides the transfer from other managers; they cannot edit themselves', async () => {
    setup({ id: 2, isMainManager: 0 }, ['AccountManager', 'Site']);
    const row = await rowOf('13800000001');
    expect(row).toHaveTextContent('周敏（我）');
    expect(row).toHaveTextContent('不能修改自己的权限');
    expect(screen.queryByRole('button', { name: '转让主管理员' })).not.toBeInTheDocument();
  });

  it('adds a manager: mobile and at least one permission, with what each allows', async () => {
    const { calls, user } = setup({ id: 1, isMainManager: 1 }, ['admin'], {
      createManager: ok({ ...zhou, id: 7, accountMobile: '13900000005', permissionList: ['Site'] }, '管理员已添加'),
    });
    await rowOf('13800000001');
    await user.click(screen.getByRole('button', { name: '添加管理员' }));
    const dialog = await findDialog('添加管理员');
    expect(dialog).toHaveTextContent('查看与处理所有客户的订单');
    await user.click(dialogButton(dialog, '添加'));
    expect(await within(dialog).findByText('请输入手机号')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少选择一项权限')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^手机号/), '13900000005');
    await user.click(within(dialog).getByLabelText('站点管理'));
    await user.click(within(dialog).getByLabelText('内容审核'));
    await user.click(within(dialog).getByLabelText('内容审核'));
    await user.click(dialogButton(dialog, '添加'));
    await waitFor(() => expect(callsOf(calls, 'createManager')).toHaveLength(1));
    expect(callsOf(calls, 'createManager')[0].body).toEqual({ accountMobile: '13900000005', permissionList: ['Site'] });
    await dialogGone('添加管理员');
  });

  it('edits the permissions, starting from the ones held', async () => {
    const { calls, user } = setup({ id: 1, isMainManager: 1 }, ['admin'], {
      updateManager: ok({ ...zhou, permissionList: ['Site'] }, '权限已更新'),
    });
    await user.click(within(await rowOf('13800000001')).getByRole('button', { name: '编辑权限' }));
    const dialog = await findDialog('编辑权限 · 周敏');
    expect(within(dialog).getByLabelText('订单管理')).toBeChecked();
    await user.click(within(dialog).getByLabelText('订单管理'));
    await user.click(within(dialog).getByLabelText('内容审核'));
    await user.click(dialogButton(dialog, '保存'));
    await waitFor(() => expect(callsOf(calls, 'updateManager')).toHaveLength(1));
    expect(callsOf(calls, 'updateManager')[0].body).toEqual({ id: 2, permissionList: ['Site'] });
  });

  it('removes a manager after a confirmation', async () => {
    const { calls, user } = setup({ id: 1, isMainManager: 1 }, ['admin'], { deleteManager: ok(undefined, '管理员已删除') });
    await user.click(within(await rowOf('13800000001')).getByRole('button', { name: '删除' }));
    let confirm = await findDialog('删除管理员');
    await user.click(dialogButton(confirm, '取消'));
    await dialogGone('删除管理员');
    expect(callsOf(calls, 'deleteManager')).toHaveLength(0);
    await user.click(within(await rowOf('13800000001')).getByRole('button', { name: '删除' }));
    confirm = await findDialog('删除管理员');
    await user.click(dialogButton(confirm, '删除'));
    await waitFor(() => expect(callsOf(calls, 'deleteManager')).toHaveLength(1));
    expect(new URL(callsOf(calls, 'deleteManager')[0].request.url).searchParams.get('id')).toBe('2');
  });

  it('hands on the main role after a confirmation and reloads the session so the roles follow', async () => {
    const { calls, user, store } = setup({ id: 1, isMainManager: 1 }, ['admin'], {
      transferMainManager: ok(undefined, '主管理员已转让'),
      getTokenAccount: ok({ id: 1, accountMobile: '13800000000', userName: '刘建国', userType: 1, isMainManager: 0 }),
      getPermissionList: ok(['AccountManager', 'Account', 'Site']),
    });
    await user.click(within(await rowOf('13800000001')).getByRole('button', { name: '转让主管理员' }));
    const confirm = await findDialog('转让主管理员');
    expect(confirm).toHaveTextContent('你保留为拥有全部可分配权限的管理员');
    await user.click(dialogButton(confirm, '确认转让'));
    await waitFor(() => expect(callsOf(calls, 'transferMainManager')).toHaveLength(1));
    expect(callsOf(calls, 'transferMainManager')[0].body).toEqual({ id: 2 });
    await waitFor(() => expect(store.getState().session.roles).toEqual(['AccountManager', 'Account', 'Site']));
    await waitFor(() => expect(screen.queryByRole('button', { name: '转让主管理员' })).not.toBeInTheDocument());
  });

  it('shows what a manager may not grant as disabled boxes with the rule, so a 403 is not the first word of it', async () => {
    const { calls, user } = setup({ id: 3, isMainManager: 0 }, ['AccountManager', 'Site', 'Order'], {
      createManager: ok({ ...zhou, id: 7, accountMobile: '13900000005', permissionList: ['Site'] }, '管理员已添加'),
    });
    await rowOf('13800000001');
    await user.click(screen.getByRole('button', { name: '添加管理员' }));
    const dialog = await findDialog('添加管理员');
    expect(dialog).toHaveTextContent('只能授予自己拥有的权限；“管理员设置”权限只能由主管理员授予');
    expect(within(dialog).getByLabelText('管理员设置')).toBeDisabled();
    expect(within(dialog).getByLabelText('内容审核')).toBeDisabled();
    expect(within(dialog).getByLabelText('站点管理')).toBeEnabled();
    expect(within(dialog).getByLabelText('订单管理')).toBeEnabled();
    await user.type(within(dialog).getByLabelText(/^手机号/), '13900000005');
    await user.click(within(dialog).getByLabelText('站点管理'));
    await user.click(dialogButton(dialog, '添加'));
    await waitFor(() => expect(callsOf(calls, 'createManager')).toHaveLength(1));
    expect(callsOf(calls, 'createManager')[0].body).toEqual({ accountMobile: '13900000005', permissionList: ['Site'] });
  });

  it('leaves a permission the edited manager holds free to take away, though the signed-in manager lacks it', async () => {
    const { user } = setup({ id: 3, isMainManager: 0 }, ['AccountManager', 'Site']);
    await user.click(within(await rowOf('13800000001')).getByRole('button', { name: '编辑权限' }));
    const dialog = await findDialog('编辑权限 · 周敏');
    // 周敏 holds Order and ContentAudit, which the signed-in manager does not: taking them away is allowed.
    expect(within(dialog).getByLabelText('订单管理')).toBeEnabled();
    expect(within(dialog).getByLabelText('内容审核')).toBeEnabled();
    expect(within(dialog).getByLabelText('管理员设置')).toBeDisabled();
    expect(dialog).toHaveTextContent('“管理员设置”权限只能由主管理员授予');
  });

  it('offers the main manager every permission, without the note', async () => {
    const { user } = setup({ id: 1, isMainManager: 1 }, ['admin']);
    await rowOf('13800000001');
    await user.click(screen.getByRole('button', { name: '添加管理员' }));
    const dialog = await findDialog('添加管理员');
    for (const item of catalogue) expect(within(dialog).getByLabelText(item.title)).toBeEnabled();
    expect(dialog).not.toHaveTextContent('只能授予自己拥有的权限');
  });

  it('locks every box of a manager who manages managers: only the main manager changes those', async () => {
    const lead: Schema<'Manager'> = {
      ...zhou,
      id: 4,
      accountMobile: '13800000009',
      userName: '王芳',
      permissionList: ['AccountManager', 'Site'],
    };
    const { user } = setup({ id: 3, isMainManager: 0 }, ['AccountManager', 'Site'], { getManagerList: ok([mainManager, zhou, lead]) });
    await user.click(within(await rowOf('13800000009')).getByRole('button', { name: '编辑权限' }));
    const dialog = await findDialog('编辑权限 · 王芳');
    for (const item of catalogue) expect(within(dialog).getByLabelText(item.title)).toBeDisabled();
    expect(dialog).toHaveTextContent('只有主管理员可以修改拥有“管理员设置”权限的管理员');
  });
});
