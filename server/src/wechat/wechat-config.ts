// The third-party platform (第三方平台) the server acts as: its credentials and where WeChat is. Read from the environment
// by config.ts (README "Configuration"), checked at start: a half-configured platform stops the server there rather
// than at the first push or call. The demo and the tests point the base URLs at the WeChat sandbox
// (server/src/sandbox/wechat); production leaves them at WeChat's hosts, so reaching the real WeChat is configuration only.

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

export interface WechatSettings {
  /** The platform; undefined when no component appid is set (mini-programs off: 409 未配置, push URLs 404). */
  wechatComponent?: WechatComponentConfig;
  /** WECHAT_SANDBOX: `npm start` runs the WeChat sandbox beside the server and points the platform at it. */
  wechatSandbox: boolean;
  /** Where the sandbox pushes instead of the server's own push routes (WECHAT_SANDBOX_AUTH_EVENT_URL, _MESSAGE_EVENT_URL). */
  wechatSandboxPushUrls: { authEventUrl?: string; messageEventUrl?: string };
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** `npm start`'s default: the sandbox in the embedded demo, never in production or beside a real component appid. */
export function wechatSandboxWanted(env: NodeJS.ProcessEnv): boolean {
  const setting = trimmed(env.WECHAT_SANDBOX);
  if (setting) {
    if (!['1', 'true', '0', 'false'].includes(setting)) throw new Error(`WECHAT_SANDBOX must be 1 or 0, not ${JSON.stringify(setting)}`);
    return setting === '1' || setting === 'true';
  }
  const production = env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL);
  return !production && !trimmed(env.WECHAT_COMPONENT_APPID);
}

function baseUrl(name: string, text: string, fallback: string): string {
  if (!text) return fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(text)}`);
  return text.replace(/\/+$/, '');
}

/** WeChat's EncodingAESKey: 43 characters of base64 (the 44th, `=`, is implied). */
function aesKey(name: string, text: string): string {
  if (!/^[A-Za-z0-9+/]{43}$/.test(text)) throw new Error(`${name} must be the 43-character EncodingAESKey from the Open Platform`);
  return text;
}

/**
 * The platform's settings from `env` (process.env with, in the demo, the sandbox's values filled in where unset).
 * Every credential is required once WECHAT_COMPONENT_APPID is set.
 */
export function loadWechatConfig(env: NodeJS.ProcessEnv): WechatSettings {
  const wechatSandbox = wechatSandboxWanted(env);
  const pushUrl = (name: string) => (trimmed(env[name]) ? baseUrl(name, trimmed(env[name]), '') : undefined);
  const wechatSandboxPushUrls = {
    authEventUrl: pushUrl('WECHAT_SANDBOX_AUTH_EVENT_URL'),
    messageEventUrl: pushUrl('WECHAT_SANDBOX_MESSAGE_EVENT_URL'),
  };
  const appId = trimmed(env.WECHAT_COMPONENT_APPID);
  if (!appId) return { wechatSandbox, wechatSandboxPushUrls };
  if (!/^wx[0-9a-z]{8,30}$/.test(appId))
    throw new Error(`WECHAT_COMPONENT_APPID must be a component appid (wx…), not ${JSON.stringify(appId)}`);
  const need = (name: string) => {
    const value = trimmed(env[name]);
    if (!value) throw new Error(`WECHAT_COMPONENT_APPID needs ${name}`);
    return value;
  };
  const secret = need('WECHAT_COMPONENT_SECRET');
  const token = need('WECHAT_COMPONENT_TOKEN');
  if (!/^[A-Za-z0-9]{3,32}$/.test(token))
    throw new Error('WECHAT_COMPONENT_TOKEN must be 3–32 letters or digits (the Open Platform’s rule)');
  const previous = trimmed(env.WECHAT_COMPONENT_PREVIOUS_AES_KEY);
  const marginText = trimmed(env.WECHAT_COMPONENT_REFRESH_MARGIN_SECONDS);
  if (marginText && !/^\d+$/.test(marginText))
    throw new Error(`WECHAT_COMPONENT_REFRESH_MARGIN_SECONDS must be a whole number, not ${JSON.stringify(marginText)}`);
  const margin = marginText ? Number(marginText) : 600;
  // Tokens live two hours; a margin of an hour or more would refresh on every call.
  if (margin >= 3600) throw new Error('WECHAT_COMPONENT_REFRESH_MARGIN_SECONDS must be under 3600 (tokens live 7200 s)');
  return {
    wechatSandbox,
    wechatSandboxPushUrls,
    wechatComponent: {
      appId,
      secret,
      token,
      encodingAesKeys: [
        aesKey('WECHAT_COMPONENT_AES_KEY', need('WECHAT_COMPONENT_AES_KEY')),
        ...(previous ? [aesKey('WECHAT_COMPONENT_PREVIOUS_AES_KEY', previous)] : []),
      ],
      apiBaseUrl: baseUrl('WECHAT_COMPONENT_BASE_URL', trimmed(env.WECHAT_COMPONENT_BASE_URL), 'https://api.weixin.qq.com'),
      mpBaseUrl: baseUrl('WECHAT_COMPONENT_MP_BASE_URL', trimmed(env.WECHAT_COMPONENT_MP_BASE_URL), 'https://mp.weixin.qq.com'),
      refreshMarginMs: margin * 1000,
    },
  };
}
