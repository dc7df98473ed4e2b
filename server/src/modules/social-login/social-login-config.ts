// Where the social-login providers are (base URLs, the real hosts by default) and the key the providers' secrets are
// stored under. Read from the environment by config.ts. The sandbox (server/src/sandbox/social) is the same endpoints
// on loopback: main.ts starts it and points these URLs at it when SOCIAL_LOGIN_SANDBOX is on and none is set.
import { isProductionStart } from '../order/payment-config';

export interface SocialLoginConfig {
  /** open.weixin.qq.com: qrconnect and the 公众号 authorize page (the browser goes there). */
  wechatOpenBaseUrl: string;
  /** api.weixin.qq.com: sns/oauth2/access_token, sns/userinfo. */
  wechatApiBaseUrl: string;
  /** graph.qq.com: authorize, token, me, user/get_user_info. */
  qqBaseUrl: string;
  /** api.weibo.com: oauth2/authorize, oauth2/access_token, 2/users/show.json. */
  weiboBaseUrl: string;
  /** Start the sandbox provider on loopback and use it (unless base URLs are given). */
  sandbox: boolean;
  /** Loopback port of the sandbox provider; 0: any free port. */
  sandboxPort: number;
  /** 32-byte key (hex) the providers' secrets are encrypted with; empty: a key file in DATA_DIR. */
  secretKey: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadSocialLoginConfig(env: NodeJS.ProcessEnv): { socialLogin: SocialLoginConfig } {
  const sandboxSetting = env.SOCIAL_LOGIN_SANDBOX?.trim();
  const sandbox = sandboxSetting ? sandboxSetting === '1' || sandboxSetting === 'true' : !isProductionStart(env);
  const secretKey = env.SETTINGS_SECRET_KEY?.trim() ?? '';
  if (secretKey && !/^[0-9a-fA-F]{64}$/.test(secretKey)) {
    throw new Error(
      'SETTINGS_SECRET_KEY 须是 64 位十六进制（生成：openssl rand -hex 32）/ SETTINGS_SECRET_KEY must be 64 hex digits (openssl rand -hex 32)',
    );
  }
  const port = Number(env.SOCIAL_SANDBOX_PORT ?? 0);
  return {
    socialLogin: {
      wechatOpenBaseUrl: trimSlash(env.WECHAT_OPEN_BASE_URL?.trim() || 'https://open.weixin.qq.com'),
      wechatApiBaseUrl: trimSlash(env.WECHAT_API_BASE_URL?.trim() || 'https://api.weixin.qq.com'),
      qqBaseUrl: trimSlash(env.QQ_CONNECT_BASE_URL?.trim() || 'https://graph.qq.com'),
      weiboBaseUrl: trimSlash(env.WEIBO_BASE_URL?.trim() || 'https://api.weibo.com'),
      sandbox,
      sandboxPort: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 0,
      secretKey,
    },
  };
}

/** Whether any base URL was set by hand (then the sandbox is not put in front of it). */
export function socialBaseUrlsGiven(env: NodeJS.ProcessEnv): boolean {
  return ['WECHAT_OPEN_BASE_URL', 'WECHAT_API_BASE_URL', 'QQ_CONNECT_BASE_URL', 'WEIBO_BASE_URL'].some((k) => env[k]?.trim());
}
