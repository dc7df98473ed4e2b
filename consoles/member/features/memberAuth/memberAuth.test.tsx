import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { fail, ok } from '#kit/test/fixtures';
import { memberMine } from '../../routes';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

const TOKEN = MEMBER_TOKEN;

describe('login', () => {
  it('signs in and goes back where the reader came from', async () => {
    const view = renderMember('/login?redirect=%2Fpost%2F7', {
      getMemberSite: ok(memberSite),
      memberLogin: ok({ token: TOKEN, user: memberProfile }),
      getMemberProfile: ok(memberProfile),
    });
    fireEvent.change(await screen.findByLabelText('登录名或手机号'), { target: { value: 'reader1' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/post/7'));
    expect(view.callsOf('memberLogin')[0].body).toEqual({ account: 'reader1', password: 'demo123456' });
    expect(view.cookies.values.get('member-Token')).toBe(TOKEN);
  });

  it('shows the form messages before sending and the server description as a Chinese toast', async () => {
    const view = renderMember('/login', { getMemberSite: ok(memberSite), memberLogin: fail(400, 2, '账号或密码错误') });
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(view.callsOf('memberLogin')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('登录名或手机号'), { target: { value: 'reader1' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(view.router.state.location.pathname).toBe('/login');
  });
});

describe('register', () => {
  it('sends the SMS code, registers and signs in', async () => {
    const view = renderMember('/register', {
      getMemberSite: ok(memberSite),
      sendMemberRegisterSms: ok({ cooldownSeconds: 60, expiresInSeconds: 300 }, '验证码已发送'),
      memberRegister: ok({ token: TOKEN, user: memberProfile }),
      getMemberProfile: ok(memberProfile),
    });
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900000031' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(view.callsOf('sendMemberRegisterSms')[0].body).toEqual({ mobile: '13900000031' });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '246810' } });
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '林间读书人' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'qinghe2026' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(view.callsOf('memberRegister')[0].body).toEqual({
      mobile: '13900000031',
      code: '246810',
      userName: '林间读书人',
      password: 'qinghe2026',
    });
  });

  it('says registration is closed when the site has it off', async () => {
    renderMember('/register', { getMemberSite: ok({ ...memberSite, registerStatus: 0 }) });
    expect(await screen.findByText('本站暂未开放注册')).toBeInTheDocument();
    expect(screen.queryByLabelText('手机号')).toBeNull();
  });
});

describe('我的', () => {
  it('sends a signed-out reader to the login page and back', async () => {
    const view = renderMember('/me', { getMemberSite: ok(memberSite) });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fme');
  });

  it('shows the profile, the console link for administrators, and signs out', async () => {
    const view = renderMember(
      '/me',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok({ ...memberProfile, isAdmin: true }),
        memberLogout: ok(null, '已退出'),
        getPostList: ok({ list: [], nextCursor: null }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('林间读书人')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '管理后台' })[0]).toHaveAttribute('href', '/console/');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(view.router.state.location.pathname + view.router.state.location.search).toBe('/'));
    expect(view.cookies.values.has('member-Token')).toBe(false);
    expect(view.callsOf('memberLogout')).toHaveLength(1);
  });
});

describe('forgotten password', () => {
  it('sends the code, trades it for a ticket, sets the new password and goes to login', async () => {
    const view = renderMember('/login', {
      getMemberSite: ok(memberSite),
      sendMemberForgetSms: ok({ cooldownSeconds: 60, expiresInSeconds: 300 }, '如果该手机号已注册，验证码已发送'),
      verifyMemberResetCode: ok({ resetToken: 'Zr8kP2mW5qT1xY7cN4vB9hJ3dL6fS0aG2eU5iO8', expiresInSeconds: 600 }),
      resetMemberPassword: ok(null, '密码已重置，请用新密码登录'),
    });
    fireEvent.click(await screen.findByRole('link', { name: '忘记密码？' }));
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900000031' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(view.callsOf('sendMemberForgetSms')[0].body).toEqual({ mobile: '13900000031' });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '246810' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass2026' } });
    fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: 'newpass2025' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(view.callsOf('verifyMemberResetCode')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: 'newpass2026' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.callsOf('verifyMemberResetCode')[0].body).toEqual({ mobile: '13900000031', code: '246810' });
    expect(view.callsOf('resetMemberPassword')[0].body).toEqual({
      resetToken: 'Zr8kP2mW5qT1xY7cN4vB9hJ3dL6fS0aG2eU5iO8',
      newPassword: 'newpass2026',
    });
  });
});

describe('change password', () => {
  it('is reached from 我的, needs the old password and says the server’s refusal', async () => {
    const view = renderMember(
      '/me',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyPostList: ok({ list: [], nextCursor: null }),
        getMyNotificationCount: ok({ unread: 0 }),
        getMyMedalList: ok([]),
        changeMemberPassword: fail(400, 2, '原密码错误'),
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('link', { name: '修改密码' }));
    fireEvent.click(await screen.findByRole('button', { name: '保存新密码' }));
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(view.callsOf('changeMemberPassword')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('原密码'), { target: { value: 'notmypass' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'qinghe2026' } });
    fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: 'qinghe2026' } });
    fireEvent.click(screen.getByRole('button', { name: '保存新密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('原密码错误');
    expect(view.callsOf('changeMemberPassword')[0].body).toEqual({ oldPassword: 'notmypass', newPassword: 'qinghe2026' });
    expect(view.router.state.location.pathname).toBe('/me/password');
  });
});

describe('我的', () => {
  const me = (site: Omit<typeof memberSite, 'workOrderFunctionStatus'> & { workOrderFunctionStatus: 0 | 1 }) =>
    renderMember(
      '/me',
      {
        getMemberSite: ok(site),
        getMemberProfile: ok(memberProfile),
        getMyPostList: ok({ list: [], nextCursor: null }),
        getMyNotificationCount: ok({ unread: 0 }),
        getMyMedalList: ok([]),
      },
      { token: TOKEN },
    );

  it('shows what the features’ manifests put there, in the app’s order', async () => {
    const site = { ...memberSite, workOrderFunctionStatus: 1 as const };
    me(site);
    const nav = await screen.findByRole('navigation', { name: '我的功能' });
    // Every feature's link in the app's order, worked out from the manifests (a feature adding one adds no line here).
    const expected = memberMine.links.filter((link) => !link.when || link.when(site)).map((link) => [link.label, link.to]);
    expect(expected).toContainEqual(['我的工单 · 联系客服', '/workorders']);
    expect(expected.slice(0, 3)).toEqual([
      ['我的积分 · 签到', '/points'],
      ['积分商城', '/mall'],
      ['我的兑换', '/mall/orders'],
    ]);
    await waitFor(() => expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expected));
    expect(screen.getByRole('link', { name: '个人信息（下载我的数据 · 注销账号）' })).toHaveAttribute('href', '/me/privacy');
    expect(await screen.findByRole('heading', { name: '我的勋章' })).toBeInTheDocument();
  });

  it('leaves out an entry whose feature the site has off', async () => {
    me(memberSite);
    expect(await screen.findByRole('link', { name: '我的兑换' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '我的工单 · 联系客服' })).toBeNull();
  });
});
