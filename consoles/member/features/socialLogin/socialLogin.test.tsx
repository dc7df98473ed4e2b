import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';
import { rememberFlow, safeBack, shownProviders } from './socialFlow';

const TOKEN = MEMBER_TOKEN;
const STATE = 'q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V';
const options = {
  providers: [
    { provider: 'wechat', name: '微信登录', sandbox: true },
    { provider: 'wechatMp', name: '微信登录', sandbox: true },
    { provider: 'qq', name: 'QQ登录', sandbox: true },
  ],
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('the buttons on 登录 and 注册', () => {
  it('shows the enabled providers (the website WeChat login outside WeChat) and starts the flow', async () => {
    const view = renderMember('/login?redirect=%2Fpost%2F7', {
      getMemberSite: ok(memberSite),
      getSocialLoginOptions: ok(options),
      startSocialLogin: ok({
        authorizeUrl: 'http://127.0.0.1:9/wechat-open/connect/qrconnect?state=x',
        state: STATE,
        expiresInSeconds: 600,
      }),
    });
    const box = within(await screen.findByRole('region', { name: '第三方账号登录' }));
    expect(box.getAllByRole('button').map((b) => b.textContent)).toEqual(['微信登录（模拟）', 'QQ登录（模拟）']);
    fireEvent.click(box.getByRole('button', { name: '微信登录（模拟）' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/wechat-open/connect/qrconnect?state=x'));
    const body = view.callsOf('startSocialLogin')[0].body as { provider: string; verifier: string };
    expect(body.provider).toBe('wechat');
    expect(body.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(sessionStorage.getItem(`commune.social.${STATE}`)!)).toEqual({
      verifier: body.verifier,
      provider: 'wechat',
      mode: 'login',
      back: '/post/7',
    });
  });

  it('shows them on 注册 too, and nothing when the site enabled none', async () => {
    renderMember('/register', { getMemberSite: ok(memberSite), getSocialLoginOptions: ok({ providers: [options.providers[2]] }) });
    expect(await screen.findByRole('button', { name: 'QQ登录（模拟）' })).toBeInTheDocument();
  });

  it('uses the 公众号 login inside WeChat, and keeps redirects on this site', () => {
    const enabled = options.providers as { provider: 'wechat' | 'wechatMp' | 'qq'; name: string; sandbox: boolean }[];
    expect(shownProviders(enabled, true).map((p) => p.provider)).toEqual(['wechatMp', 'qq']);
    expect(shownProviders(enabled, false).map((p) => p.provider)).toEqual(['wechat', 'qq']);
    expect(safeBack('//evil.example')).toBe('/');
    expect(safeBack('/me')).toBe('/me');
  });
});

describe('the callback page', () => {
  it('asks for a phone when the site requires one, proves it by SMS and signs in', async () => {
    rememberFlow(STATE, { verifier: 'v'.repeat(43), provider: 'wechat', mode: 'login', back: '/post/7' });
    const view = renderMember(`/auth/social/callback/wechat?code=CODE1&state=${STATE}`, {
      getMemberSite: ok(memberSite),
      completeSocialLogin: ok({ outcome: 'needPhone', provider: 'wechat', nickname: '青禾书友', avatar: '', ticket: STATE }),
      sendSocialPhoneSms: ok({ cooldownSeconds: 60, expiresInSeconds: 300 }, '验证码已发送'),
      bindSocialPhone: ok({ outcome: 'signedIn', provider: 'wechat', nickname: '青禾书友', avatar: '', token: TOKEN, user: memberProfile }),
      getMemberProfile: ok(memberProfile),
    });
    expect(await screen.findByRole('heading', { name: '绑定手机号' })).toBeInTheDocument();
    expect(view.callsOf('completeSocialLogin')).toHaveLength(1);
    expect(view.callsOf('completeSocialLogin')[0].body).toEqual({
      provider: 'wechat',
      code: 'CODE1',
      state: STATE,
      verifier: 'v'.repeat(43),
    });
    expect(screen.getByText(/青禾书友/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000031' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(view.callsOf('sendSocialPhoneSms')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/post/7'));
    expect(view.callsOf('bindSocialPhone')[0].body).toEqual({ ticket: STATE, mobile: '13900000031', code: '246810' });
    expect(view.cookies.values.get('member-Token')).toBe(TOKEN);
  });

  it('refuses a state this tab did not start, without asking the server', async () => {
    const view = renderMember(`/auth/social/callback/wechat?code=CODE1&state=${STATE}`, { getMemberSite: ok(memberSite) });
    expect(await screen.findByText('登录请求已失效，请回到登录页重新开始')).toBeInTheDocument();
    expect(view.callsOf('completeSocialLogin')).toHaveLength(0);
  });
});

describe('我的 › 账号绑定', () => {
  it('lists the bindings, binds QQ and unbinds', async () => {
    vi.stubGlobal('confirm', () => true);
    const view = renderMember(
      '/me/social',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getSocialLoginOptions: ok(options),
        getMySocialBindingList: ok({
          hasPassword: true,
          list: [{ id: 3, provider: 'wechat', nickname: '青禾书友', avatar: '', boundAt: '2026-11-18T08:40:00.000Z' }],
        }),
        startSocialBinding: ok({ authorizeUrl: 'http://127.0.0.1:9/qq/oauth2.0/authorize', state: STATE, expiresInSeconds: 600 }),
        unbindSocialAccount: ok({ hasPassword: true, list: [] }, '已解绑'),
      },
      { token: TOKEN },
    );
    const list = within(await screen.findByRole('list', { name: '已绑定的账号' }));
    expect(await list.findByText('青禾书友')).toBeInTheDocument();
    // WeChat is bound already: only QQ is offered.
    fireEvent.click(screen.getByRole('button', { name: '绑定QQ（模拟）' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/qq/oauth2.0/authorize'));
    expect(JSON.parse(sessionStorage.getItem(`commune.social.${STATE}`)!).mode).toBe('bind');
    fireEvent.click(list.getByRole('button', { name: '解绑' }));
    await waitFor(() => expect(view.callsOf('unbindSocialAccount')).toHaveLength(1));
    expect(new URL(view.callsOf('unbindSocialAccount')[0].request.url).searchParams.get('id')).toBe('3');
  });
});
