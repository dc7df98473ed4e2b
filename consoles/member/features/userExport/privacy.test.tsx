import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

const TOKEN = MEMBER_TOKEN;
const answers = {
  getMemberSite: ok(memberSite),
  getMemberProfile: ok(memberProfile),
  getMyNotificationCount: ok({ unread: 0 }),
  exportMyData: ok({ url: '/downloads/abc', fileName: '我的数据-20261121.xlsx', expiresAt: '2026-11-21T10:05:00.000Z' }),
  eraseMyAccount: ok(
    {
      id: 5,
      kind: 'erasure',
      userId: 12,
      userName: '林间读书人',
      format: '',
      content: 'remove',
      summary: '账号已注销',
      createdAt: '2026-11-21T10:00:00.000Z',
      completedAt: '2026-11-21T10:00:01.000Z',
    },
    '账号已注销',
  ),
};

describe('个人信息', () => {
  it('downloads my data in the format chosen', async () => {
    const view = renderMember('/me/privacy', answers, { token: TOKEN });
    fireEvent.click(await screen.findByRole('radio', { name: 'Excel' }));
    fireEvent.click(screen.getByRole('button', { name: '下载我的数据' }));
    await waitFor(() => expect(view.callsOf('exportMyData')[0]?.body).toEqual({ format: 'xlsx' }));
  });

  it('erases the account after the password and a second confirmation, then leaves', async () => {
    const view = renderMember('/me/privacy', answers, { token: TOKEN });
    fireEvent.click(await screen.findByRole('button', { name: '注销账号' }));
    expect(await screen.findByText('请输入登录密码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'demo123456' } });
    fireEvent.click(screen.getByRole('radio', { name: '删除' }));
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    expect(view.callsOf('eraseMyAccount')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(view.callsOf('eraseMyAccount')[0]?.body).toEqual({ password: 'demo123456', content: 'remove' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });
});
