import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';
import { emailState } from './emailRequests';

const TOKEN = MEMBER_TOKEN;
const none = { email: '', verified: false, pending: false, digestEnabled: true, channelOn: true };
const pending = { ...none, email: '', pending: true };
const verified = { ...none, email: 'li****@example.com', verified: true };
const base = {
  getMemberSite: ok(memberSite),
  getMemberProfile: ok(memberProfile),
  getMyNotificationCount: ok({ unread: 0 }),
};

describe('我的 › 邮箱', () => {
  it('sends a code to the address given and verifies it', async () => {
    const view = renderMember(
      '/me/email',
      {
        ...base,
        getMemberEmail: ok(none),
        requestMemberEmailVerification: ok(pending, '验证码已发送到邮箱，15分钟内有效'),
        verifyMemberEmail: ok(verified, '邮箱已验证'),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('还没有绑定邮箱。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('邮箱地址'), { target: { value: 'lin@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(view.callsOf('requestMemberEmailVerification')[0]?.body).toEqual({ email: 'lin@example.com' }));
  });

  it('says the email channel is off when the server has no SMTP settings', async () => {
    renderMember('/me/email', { ...base, getMemberEmail: ok({ ...none, channelOn: false }) }, { token: TOKEN });
    expect(await screen.findByText(/本站暂未开启邮件功能/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送验证码' })).toBeNull();
  });

  it('turns the digest off for a verified address', async () => {
    const view = renderMember(
      '/me/email',
      { ...base, getMemberEmail: ok(verified), updateMemberEmailDigest: ok({ ...verified, digestEnabled: false }, '已保存') },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /每日摘要/ }));
    await waitFor(() => expect(view.callsOf('updateMemberEmailDigest')[0]?.body).toEqual({ digestEnabled: false }));
  });

  it('describes each state', () => {
    expect(emailState(verified)).toBe('已验证：li****@example.com');
    expect(emailState({ ...verified, pending: true })).toContain('新邮箱的验证码已发出');
  });
});
