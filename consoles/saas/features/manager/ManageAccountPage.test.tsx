import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import { callsOf, dialogButton, dialogGone, findDialog, queryOf, type Replies, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManageAccountPage } from './ManageAccountPage';

const holder: Schema<'AccountSummary'> = {
  id: 3,
  accountMobile: '13800000002',
  userName: '陈思远',
  accountEmail: 'chensy@example.cn',
  userType: 0,
  isMainManager: 0,
  status: 1,
  siteCount: 2,
  createdAt: '2026-03-02T01:30:00.000Z',
  lastLoginAt: null,
};
const main: Schema<'AccountSummary'> = {
  ...holder,
  id: 1,
  accountMobile: '13800000000',
  userName: '刘建国',
  userType: 1,
  isMainManager: 1,
};

const rowOf = async (text: string) =>
  (await within(screen.getByRole('table', { name: '账号列表' })).findByText(text)).closest('tr') as HTMLElement;

function setup(update: Replies = {}) {
  return renderSignedIn(<ManageAccountPage />, {
    roles: ['Account'],
    replies: { getAccountList: ok({ list: [holder, main], total: 2 }), ...update },
  });
}

describe('账号管理', { timeout: 20_000 }, () => {
  it('lists accounts with type and status, and filters them', async () => {
    const { calls, user } = setup();
    expect(await rowOf('13800000002')).toHaveTextContent('客户');
    expect(await rowOf('13800000000')).toHaveTextContent('主管理员');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '陈');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已停用' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(callsOf(calls, 'getAccountList')).toHaveLength(2));
    expect(queryOf(callsOf(calls, 'getAccountList')[1].request)).toEqual({ page: '1', pageSize: '20', keyword: '陈', status: '2' });
  });

  it('asks before disabling; cancel sends nothing, confirm sends status 2', async () => {
    const { calls, user } = setup({ updateManagedAccount: ok({ ...holder, status: 2 }, '账号已停用') });
    await user.click(within(await rowOf('13800000002')).getByRole('button', { name: '停用' }));
    let confirm = await findDialog('停用账号');
    expect(confirm).toHaveTextContent('所有登录立即失效');
    await user.click(dialogButton(confirm, '取消'));
    await dialogGone('停用账号');
    expect(callsOf(calls, 'updateManagedAccount')).toHaveLength(0);
    await user.click(within(await rowOf('13800000002')).getByRole('button', { name: '停用' }));
    confirm = await findDialog('停用账号');
    await user.click(dialogButton(confirm, '停用'));
    await waitFor(() => expect(callsOf(calls, 'updateManagedAccount')).toHaveLength(1));
    expect(callsOf(calls, 'updateManagedAccount')[0].body).toEqual({ id: 3, status: 2 });
    expect((await screen.findAllByText('账号已停用')).length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal to disable the main manager', async () => {
    const { user } = setup({ updateManagedAccount: fail(409, 6, '不能停用主管理员') });
    await user.click(within(await rowOf('13800000000')).getByRole('button', { name: '停用' }));
    await user.click(dialogButton(await findDialog('停用账号'), '停用'));
    expect((await screen.findAllByText('不能停用主管理员')).length).toBeGreaterThan(0);
  });

  it('enables a disabled account without asking', async () => {
    const { calls, user } = renderSignedIn(<ManageAccountPage />, {
      roles: ['Account'],
      replies: { getAccountList: ok({ list: [{ ...holder, status: 2 }], total: 1 }), updateManagedAccount: ok(holder, '账号已启用') },
    });
    await user.click(within(await rowOf('13800000002')).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(callsOf(calls, 'updateManagedAccount')).toHaveLength(1));
    expect(callsOf(calls, 'updateManagedAccount')[0].body).toEqual({ id: 3, status: 1 });
  });

  it('edits name and e-mail: checks the e-mail, asks for a change, sends only what changed', async () => {
    const { calls, user } = setup({ updateManagedAccount: ok({ ...holder, userName: '陈思远（改）' }, '账号已修改') });
    await user.click(within(await rowOf('13800000002')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑账号 13800000002');
    expect(within(dialog).getByLabelText(/^姓名/)).toHaveValue('陈思远');
    await user.click(dialogButton(dialog, '保存'));
    expect(await within(dialog).findByText('请至少修改一项')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^邮箱/));
    await user.type(within(dialog).getByLabelText(/^邮箱/), 'chensy@');
    await user.click(dialogButton(dialog, '保存'));
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^邮箱/));
    await user.type(within(dialog).getByLabelText(/^姓名/), '（改）');
    await user.click(dialogButton(dialog, '保存'));
    await waitFor(() => expect(callsOf(calls, 'updateManagedAccount')).toHaveLength(1));
    expect(callsOf(calls, 'updateManagedAccount')[0].body).toEqual({ id: 3, userName: '陈思远（改）', accountEmail: '' });
    await dialogGone('编辑账号 13800000002');
  });
});
