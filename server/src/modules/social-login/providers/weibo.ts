// Weibo. The code is exchanged by a form POST to oauth2/access_token (→ access_token, expires_in, uid); the profile is
// 2/users/show.json?uid (→ screen_name, avatar_large). Errors are HTTP 4xx {error, error_code, request}: 21325 an
// invalid or used code, 21324 a wrong client secret, 21322 a redirect URI that differs. Weibo has no unionid.
import { type ProviderClient, ProviderError, parseJson, providerFetch, str } from './provider';

function check(status: number, body: Record<string, unknown>) {
  if (body.error_code !== undefined || body.error !== undefined || status >= 400) {
    const code = Number(body.error_code ?? 0);
    throw new ProviderError('weibo', `error_code ${code} ${str(body.error)} (${str(body.request)})`, code === 21325);
  }
  return body;
}

export function weiboClient(base: { baseUrl: string }): ProviderClient {
  return {
    authorizeUrl({ appId, redirectUri, state }) {
      const params = new URLSearchParams({ client_id: appId, redirect_uri: redirectUri, response_type: 'code', state });
      return `${base.baseUrl}/oauth2/authorize?${params}`;
    },

    async fetchIdentity(app, { code, redirectUri }) {
      const tokenAnswer = await providerFetch('weibo', `${base.baseUrl}/oauth2/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: app.appId,
          client_secret: app.secret,
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        }).toString(),
      });
      const token = check(tokenAnswer.status, parseJson('weibo', tokenAnswer.text));
      const accessToken = str(token.access_token);
      const uid = str(token.uid);
      if (!accessToken || !uid) throw new ProviderError('weibo', 'no access_token/uid');
      const shown = await providerFetch(
        'weibo',
        `${base.baseUrl}/2/users/show.json?${new URLSearchParams({ access_token: accessToken, uid })}`,
      );
      const user = check(shown.status, parseJson('weibo', shown.text));
      if (str(user.idstr || user.id) !== uid) throw new ProviderError('weibo', 'profile of another uid');
      return { openid: uid, unionid: null, nickname: str(user.screen_name), avatar: str(user.avatar_large) || str(user.profile_image_url) };
    },
  };
}
