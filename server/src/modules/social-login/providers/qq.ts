// QQ Connect (QQ 互联). The token endpoint answers form-encoded text (`access_token=…&expires_in=…`) and /oauth2.0/me
// JSONP (`callback( {"client_id":"…","openid":"…"} );`) unless fmt=json; errors come in the same wrappers as
// {error, error_description}. We ask without fmt=json and read both shapes, as the documented default is what
// deployed apps meet. unionid=1 adds the unionid. get_user_info answers {ret, msg, nickname, figureurl_qq_2, …}.
import { type ProviderClient, ProviderError, parseJson, providerFetch, str } from './provider';

const CODE_REFUSED = new Set([100019, 100020]);

/** Reads `callback( {...} );`, plain JSON, or form-encoded text into one object. */
export function parseQqAnswer(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  const jsonp = /^callback\(\s*([\s\S]*?)\s*\);?$/.exec(trimmed);
  if (jsonp) return parseJson('qq', jsonp[1]);
  if (trimmed.startsWith('{')) return parseJson('qq', trimmed);
  return Object.fromEntries(new URLSearchParams(trimmed));
}

function check(body: Record<string, unknown>) {
  if (body.error !== undefined) {
    const code = Number(body.error);
    throw new ProviderError('qq', `error ${code} ${str(body.error_description)}`, CODE_REFUSED.has(code));
  }
  return body;
}

export function qqClient(base: { baseUrl: string }): ProviderClient {
  const get = async (path: string, params: Record<string, string>) =>
    (await providerFetch('qq', `${base.baseUrl}${path}?${new URLSearchParams(params)}`)).text;

  return {
    authorizeUrl({ appId, redirectUri, state }) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: appId,
        redirect_uri: redirectUri,
        state,
        scope: 'get_user_info',
      });
      return `${base.baseUrl}/oauth2.0/authorize?${params}`;
    },

    async fetchIdentity(app, { code, redirectUri }) {
      const token = check(
        parseQqAnswer(
          await get('/oauth2.0/token', {
            grant_type: 'authorization_code',
            client_id: app.appId,
            client_secret: app.secret,
            code,
            redirect_uri: redirectUri,
          }),
        ),
      );
      const accessToken = str(token.access_token);
      if (!accessToken) throw new ProviderError('qq', 'no access_token');
      const me = check(parseQqAnswer(await get('/oauth2.0/me', { access_token: accessToken, unionid: '1' })));
      const openid = str(me.openid);
      if (!openid || str(me.client_id) !== app.appId) throw new ProviderError('qq', 'openid for another app');
      const info = parseJson('qq', await get('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: app.appId, openid }));
      if (Number(info.ret) !== 0) throw new ProviderError('qq', `ret ${str(info.ret)} ${str(info.msg)}`);
      return {
        openid,
        unionid: str(me.unionid) || null,
        nickname: str(info.nickname),
        avatar: str(info.figureurl_qq_2) || str(info.figureurl_qq_1) || str(info.figureurl_2),
      };
    },
  };
}
