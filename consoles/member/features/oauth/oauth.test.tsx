import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { memberProfile, memberSite, renderMember } from '../../test/renderMember';

const TOKEN = 'k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm';
const UID = 'Qm3Zk9Yp2Qw9Er4Ty1Ui6';
const RESUME = `http://demo.localhost/oauth/auth/${UID}`;
const consent = { uid: UID, clientName: '书友 App', logoUrl: '', scopes: ['openid', 'profile'], granted: false };

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => vi.unstubAllGlobals());

describe('授权登录', () => {
  it('asks a signed-in member, names what the app reads, and goes back through the provider', async () => {
    const view = renderMember(
      `/oauth-consent/${UID}`,
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getOauthConsent: ok(consent),
        answerOauthConsent: ok({ redirectTo: RESUME }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText('书友 App')).toBeInTheDocument();
    const scopes = within(screen.getByRole('list', { name: '请求的权限' }));
    expect(scopes.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['识别你在本站的账号（用户编号）', '你的昵称与头像']);
    fireEvent.click(screen.getByRole('button', { name: '同意并登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RESUME));
    expect(view.callsOf('answerOauthConsent')[0].body).toEqual({ uid: UID, approve: true });
    expect(new URL(view.callsOf('getOauthConsent')[0].request.url).searchParams.get('uid')).toBe(UID);
  });

  it('sends the refusal back too', async () => {
    const view = renderMember(
      `/oauth-consent/${UID}`,
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getOauthConsent: ok(consent),
        answerOauthConsent: ok({ redirectTo: RESUME }),
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RESUME));
    expect(view.callsOf('answerOauthConsent')[0].body).toEqual({ uid: UID, approve: false });
  });

  it('sends a visitor to sign in first, and back here afterwards', async () => {
    const view = renderMember(`/oauth-consent/${UID}`, { getMemberSite: ok(memberSite), getOauthConsent: ok(consent) });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(view.router.state.location.search).get('redirect')).toBe(`/oauth-consent/${UID}`);
    expect(view.callsOf('getOauthConsent')).toHaveLength(0);
  });
});

describe('已授权的应用', () => {
  it('lists the apps and revokes one', async () => {
    const view = renderMember(
      '/me/oauth',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyOauthGrantList: ok({
          list: [{ id: 4, name: '书友 App', logoUrl: '', scopes: ['openid', 'profile'], grantedAt: '2026-11-20T08:00:00.000Z' }],
        }),
        revokeMyOauthGrant: ok({ list: [] }, '已取消授权'),
      },
      { token: TOKEN },
    );
    const list = within(await screen.findByRole('list', { name: '已授权的应用' }));
    expect(await list.findByText('书友 App')).toBeInTheDocument();
    fireEvent.click(list.getByRole('button', { name: '取消授权' }));
    await waitFor(() => expect(view.callsOf('revokeMyOauthGrant')).toHaveLength(1));
    expect(new URL(view.callsOf('revokeMyOauthGrant')[0].request.url).searchParams.get('id')).toBe('4');
  });
});
