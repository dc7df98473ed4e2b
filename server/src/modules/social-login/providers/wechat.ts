// WeChat: website QR login (网站应用, qrconnect, snsapi_login) and, inside WeChat, the 公众号 web authorisation
// (connect/oauth2/authorize, snsapi_userinfo). Both exchange the code at sns/oauth2/access_token (appid, secret, code,
// grant_type) and read sns/userinfo. Errors come as HTTP 200 {errcode, errmsg}: 40029 invalid code, 40163 code been
// used, 40125 invalid appsecret, 40013 invalid appid.
import { type ProviderClient, ProviderError, parseJson, providerFetch, str } from './provider';

const CODE_REFUSED = new Set([40029, 40163]);

export function wechatClient(base: { openBaseUrl: string; apiBaseUrl: string }, kind: 'wechat' | 'wechatMp'): ProviderClient {
  async function call(path: string, params: Record<string, string>) {
    const { text } = await providerFetch(kind, `${base.apiBaseUrl}${path}?${new URLSearchParams(params)}`);
    const body = parseJson(kind, text);
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) throw new ProviderError(kind, `errcode ${errcode} ${str(body.errmsg)}`, CODE_REFUSED.has(errcode));
    return body;
  }

  return {
    authorizeUrl({ appId, redirectUri, state }) {
      const params = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: kind === 'wechat' ? 'snsapi_login' : 'snsapi_userinfo',
        state,
      });
      const path = kind === 'wechat' ? '/connect/qrconnect' : '/connect/oauth2/authorize';
      return `${base.openBaseUrl}${path}?${params}#wechat_redirect`;
    },

    async fetchIdentity(app, { code }) {
      const token = await call('/sns/oauth2/access_token', {
        appid: app.appId,
        secret: app.secret,
        code,
        grant_type: 'authorization_code',
      });
      const accessToken = str(token.access_token);
      const openid = str(token.openid);
      if (!accessToken || !openid) throw new ProviderError(kind, 'no access_token/openid');
      const info = await call('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
      if (str(info.openid) !== openid) throw new ProviderError(kind, 'userinfo for another openid');
      return {
        openid,
        unionid: str(info.unionid) || str(token.unionid) || null,
        nickname: str(info.nickname),
        avatar: str(info.headimgurl),
      };
    },
  };
}
