// The third-party platform (第三方平台) the server acts as: its credentials and where WeChat is. The demo and the tests
// point the base URLs at the WeChat sandbox (server/src/sandbox/wechat); production leaves them at WeChat's hosts, so
// reaching the real WeChat is configuration only.

export interface WechatComponentConfig {
  /** component_appid */
  appId: string;
  /** component_appsecret */
  secret: string;
  /** The token both push URLs sign with. */
  token: string;
  /** The 43-character EncodingAESKey; while it is being changed, the previous one is tried too. */
  encodingAesKeys: string[];
  /** api.weixin.qq.com */
  apiBaseUrl: string;
  /** mp.weixin.qq.com (componentloginpage, fastregisterauth) */
  mpBaseUrl: string;
  /** Refresh component_access_token this long before it expires (WeChat's guidance: ~10 minutes of 2 hours). */
  refreshMarginMs: number;
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** The platform's settings from the environment; undefined when no component appid is set (mini-programs off). */
export function wechatComponentConfigFromEnv(env: NodeJS.ProcessEnv): WechatComponentConfig | undefined {
  const appId = trimmed(env.WECHAT_COMPONENT_APPID);
  if (!appId) return undefined;
  const margin = Number(env.WECHAT_COMPONENT_REFRESH_MARGIN_SECONDS ?? 600);
  return {
    appId,
    secret: trimmed(env.WECHAT_COMPONENT_SECRET),
    token: trimmed(env.WECHAT_COMPONENT_TOKEN),
    encodingAesKeys: [trimmed(env.WECHAT_COMPONENT_AES_KEY), trimmed(env.WECHAT_COMPONENT_PREVIOUS_AES_KEY)].filter(Boolean),
    apiBaseUrl: trimmed(env.WECHAT_COMPONENT_BASE_URL) || 'https://api.weixin.qq.com',
    mpBaseUrl: trimmed(env.WECHAT_COMPONENT_MP_BASE_URL) || 'https://mp.weixin.qq.com',
    refreshMarginMs: (Number.isFinite(margin) && margin >= 0 ? margin : 600) * 1000,
  };
}
