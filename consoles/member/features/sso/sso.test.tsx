import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';
import { discourseNonce, rememberSso } from './ssoFlow';

const TOKEN = MEMBER_TOKEN;
const STATE = 'q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V';
const options = (passwordSignIn = true) => ({
  methods: [
    { method: 'oidc', name: '企业账号登录' },
    { method: 'discourse', name: '官网账号登录' },
  ],
  passwordSignIn,
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('the SSO buttons on 登录', () => {
  it('starts the flow with a verifier this tab keeps', async () => {
    const view = renderMember('/login?redirect=%2Fpost%2F7', {
      getMemberSite: ok(memberSite),
      getSsoOptions: ok(options()),
      startSsoLogin: ok({ authorizeUrl: 'https://id.example.com/auth?state=x', state: STATE, expiresInSeconds: 600 }),
    });
    const box = within(await screen.findByRole('region', { name: '单点登录' }));
    expect(box.getAllByRole('button').map((b) => b.textContent)).toEqual(['企业账号登录', '官网账号登录']);
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    fireEvent.click(box.getByRole('button', { name: '企业账号登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.com/auth?state=x'));
    const body = view.callsOf('startSsoLogin')[0].body as { method: string; verifier: string };
    expect(body.method).toBe('oidc');
    expect(JSON.parse(sessionStorage.getItem(`commune.sso.${STATE}`)!)).toEqual({
      verifier: body.verifier,
      method: 'oidc',
      back: '/post/7',
    });
  });

  it('hides the password form and registration in SSO-only mode', async () => {
    renderMember('/login', { getMemberSite: ok(memberSite), getSsoOptions: ok(options(false)) });
    expect(await screen.findByText('本站仅支持单点登录，请使用下方的按钮登录。')).toBeInTheDocument();
    expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '企业账号登录' })).toBeInTheDocument();
  });

  it('says registration happens through SSO in SSO-only mode', async () => {
    renderMember('/register', { getMemberSite: ok(memberSite), getSsoOptions: ok(options(false)) });
    expect(await screen.findByText('本站仅支持单点登录，首次登录时自动注册')).toBeInTheDocument();
    expect(screen.queryByLabelText('手机号')).not.toBeInTheDocument();
  });
});

describe('the callback pages', () => {
  it('completes an OpenID Connect sign-in with code, state, iss and the verifier', async () => {
    rememberSso(STATE, { verifier: 'v'.repeat(43), method: 'oidc', back: '/post/7' });
    const view = renderMember(`/auth/sso/callback?code=CODE1&state=${STATE}&iss=https%3A%2F%2Fid.example.com`, {
      getMemberSite: ok(memberSite),
      completeSsoLogin: ok({ token: TOKEN, nickname: '林工', created: true }),
      getMemberProfile: ok(memberProfile),
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/post/7'));
    expect(view.callsOf('completeSsoLogin')[0].body).toEqual({
      code: 'CODE1',
      state: STATE,
      iss: 'https://id.example.com',
      verifier: 'v'.repeat(43),
    });
    expect(view.cookies.values.get('member-Token')).toBe(TOKEN);
  });

  it('completes a DiscourseConnect sign-in found by the nonce inside the payload', async () => {
    rememberSso(STATE, { verifier: 'w'.repeat(43), method: 'discourse', back: '/' });
    const sso = btoa(`nonce=${STATE}&external_id=42`);
    expect(discourseNonce(sso)).toBe(STATE);
    const sig = 'a'.repeat(64);
    const view = renderMember(`/auth/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${sig}`, {
      getMemberSite: ok(memberSite),
      completeDiscourseLogin: ok({ token: TOKEN, nickname: '小李', created: false }),
      getMemberProfile: ok(memberProfile),
    });
    await waitFor(() => expect(view.callsOf('completeDiscourseLogin')).toHaveLength(1));
    expect(view.callsOf('completeDiscourseLogin')[0].body).toEqual({ sso, sig, verifier: 'w'.repeat(43) });
  });

  it('refuses a state this tab did not start, without asking the server', async () => {
    const view = renderMember(`/auth/sso/callback?code=CODE1&state=${STATE}`, { getMemberSite: ok(memberSite) });
    expect(await screen.findByText('登录请求已失效，请回到登录页重新开始')).toBeInTheDocument();
    expect(view.callsOf('completeSsoLogin')).toHaveLength(0);
  });
});

describe('signing out', () => {
  it('sends a member signed in through the provider to its end-session endpoint', async () => {
    const logoutUrl = 'https://id.example.com/session/end?id_token_hint=x&post_logout_redirect_uri=https%3A%2F%2Fdemo.example.com%2F';
    const view = renderMember(
      '/me',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getSsoLogoutUrl: ok({ logoutUrl }),
        memberLogout: ok(null, '已退出登录'),
        getPostList: ok({ list: [], nextCursor: null }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('林间读书人')).toBeInTheDocument();
    // Asked when the member signs out (while the session still stands), not on every visit to 我的.
    expect(view.callsOf('getSsoLogoutUrl')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(view.callsOf('getSsoLogoutUrl')).toHaveLength(1));
    await waitFor(() => expect(view.callsOf('memberLogout')).toHaveLength(1));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(logoutUrl));
  });
});
