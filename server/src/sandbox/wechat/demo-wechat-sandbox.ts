// How `npm start` runs the WeChat sandbox (like the social-login sandbox, but as a process of its own): on by itself in
// the embedded demo, off in production or when a real component is configured (WECHAT_COMPONENT_APPID), forced with
// WECHAT_SANDBOX=1|0. Started before the server reads its configuration, it fills in the component's settings the
// server reads — the demo component's credentials and the sandbox's base URLs — wherever they are not already set; once
// the server listens, it is told where to push (the server's own callback URLs).

import { spawnWechatSandbox, type WechatSandboxProcess } from './spawn-wechat-sandbox';
import { DEMO_WECHAT_COMPONENT } from './wechat-sandbox-state';

/**
 * Where the server receives WeChat's pushes, on its own origin (the mini-program module's routes; WECHAT_SANDBOX_AUTH_EVENT_URL
 * and WECHAT_SANDBOX_MESSAGE_EVENT_URL override them).
 */
export const DEMO_PUSH_PATHS = { authEvent: '/wechat/component/event', messageEvent: '/wechat/$APPID$/event' };

export function wechatSandboxWanted(env: NodeJS.ProcessEnv): boolean {
  const setting = env.WECHAT_SANDBOX?.trim();
  if (setting) return setting === '1' || setting === 'true';
  const production = env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL);
  return !production && !env.WECHAT_COMPONENT_APPID?.trim();
}

/** The settings the server's component client reads, pointing at the sandbox (only those not set already). */
export function wechatSandboxServerEnv(sandbox: Pick<WechatSandboxProcess, 'apiBaseUrl' | 'mpBaseUrl' | 'openBaseUrl'>) {
  return {
    WECHAT_COMPONENT_APPID: DEMO_WECHAT_COMPONENT.appId,
    WECHAT_COMPONENT_SECRET: DEMO_WECHAT_COMPONENT.secret,
    WECHAT_COMPONENT_TOKEN: DEMO_WECHAT_COMPONENT.token,
    WECHAT_COMPONENT_AES_KEY: DEMO_WECHAT_COMPONENT.encodingAesKey,
    WECHAT_COMPONENT_BASE_URL: sandbox.apiBaseUrl,
    WECHAT_COMPONENT_MP_BASE_URL: sandbox.mpBaseUrl,
  };
}

export async function startDemoWechatSandbox(env: NodeJS.ProcessEnv): Promise<WechatSandboxProcess | undefined> {
  if (!wechatSandboxWanted(env)) return undefined;
  const sandbox = await spawnWechatSandbox({
    WECHAT_COMPONENT_APPID: DEMO_WECHAT_COMPONENT.appId,
    WECHAT_COMPONENT_SECRET: DEMO_WECHAT_COMPONENT.secret,
    WECHAT_COMPONENT_TOKEN: DEMO_WECHAT_COMPONENT.token,
    WECHAT_COMPONENT_AES_KEY: DEMO_WECHAT_COMPONENT.encodingAesKey,
  });
  for (const [name, value] of Object.entries(wechatSandboxServerEnv(sandbox))) if (!env[name]?.trim()) env[name] = value;
  return sandbox;
}

/** Tells the sandbox where the server's push URLs are (授权事件接收URL, and 消息与事件接收URL with `$APPID$`). */
export async function connectWechatSandbox(
  sandbox: Pick<WechatSandboxProcess, 'origin'>,
  urls: { authEventUrl: string; messageEventUrl: string },
) {
  const response = await fetch(`${sandbox.origin}/__sandbox/settings`, { method: 'POST', body: JSON.stringify(urls) });
  if (!response.ok) throw new Error(`WeChat sandbox refused its push URLs (${response.status})`);
}
