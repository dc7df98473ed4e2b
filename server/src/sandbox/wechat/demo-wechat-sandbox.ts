// How `npm start` runs the WeChat sandbox (like the social-login sandbox, but as a process of its own): on when the
// configuration says so (`config.wechatSandbox`, WECHAT_SANDBOX; by default in the embedded demo only, off in
// production or when a real component is configured). Started after the configuration is read, it gives the server
// the platform to use — the demo component's credentials and the sandbox's base URLs wherever the environment does not
// set them, checked by the same loader as any other setting; once the server listens, it is told where to push (the
// server's own callback URLs).

import { loadWechatConfig, type WechatComponentConfig } from '../../wechat/wechat-config';
import { spawnWechatSandbox, type WechatSandboxProcess } from './spawn-wechat-sandbox';
import { DEMO_WECHAT_COMPONENT } from './wechat-sandbox-state';

/**
 * Where the server receives WeChat's pushes, on its own origin (the mini-program module's routes; WECHAT_SANDBOX_AUTH_EVENT_URL
 * and WECHAT_SANDBOX_MESSAGE_EVENT_URL override them).
 */
export const DEMO_PUSH_PATHS = { authEvent: '/wechat/component/event', messageEvent: '/wechat/$APPID$/event' };

/** The component settings pointing at the sandbox, as environment variables. */
export function wechatSandboxServerEnv(sandbox: Pick<WechatSandboxProcess, 'apiBaseUrl' | 'mpBaseUrl'>) {
  return {
    WECHAT_COMPONENT_APPID: DEMO_WECHAT_COMPONENT.appId,
    WECHAT_COMPONENT_SECRET: DEMO_WECHAT_COMPONENT.secret,
    WECHAT_COMPONENT_TOKEN: DEMO_WECHAT_COMPONENT.token,
    WECHAT_COMPONENT_AES_KEY: DEMO_WECHAT_COMPONENT.encodingAesKey,
    WECHAT_COMPONENT_BASE_URL: sandbox.apiBaseUrl,
    WECHAT_COMPONENT_MP_BASE_URL: sandbox.mpBaseUrl,
  };
}

/** The platform the server uses beside the sandbox: the sandbox's values, under any the environment sets. */
export function wechatComponentBeside(
  sandbox: Pick<WechatSandboxProcess, 'apiBaseUrl' | 'mpBaseUrl'>,
  env: NodeJS.ProcessEnv,
): WechatComponentConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('WECHAT_COMPONENT_') && value?.trim()));
  return loadWechatConfig({ ...wechatSandboxServerEnv(sandbox), ...given }).wechatComponent as WechatComponentConfig;
}

/** Starts the sandbox process with the component the server will use (the demo's unless the environment names one). */
export async function startDemoWechatSandbox(
  env: NodeJS.ProcessEnv,
): Promise<{ sandbox: WechatSandboxProcess; component: WechatComponentConfig }> {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const sandbox = await spawnWechatSandbox({
    WECHAT_COMPONENT_APPID: pick('WECHAT_COMPONENT_APPID', DEMO_WECHAT_COMPONENT.appId),
    WECHAT_COMPONENT_SECRET: pick('WECHAT_COMPONENT_SECRET', DEMO_WECHAT_COMPONENT.secret),
    WECHAT_COMPONENT_TOKEN: pick('WECHAT_COMPONENT_TOKEN', DEMO_WECHAT_COMPONENT.token),
    WECHAT_COMPONENT_AES_KEY: pick('WECHAT_COMPONENT_AES_KEY', DEMO_WECHAT_COMPONENT.encodingAesKey),
  });
  try {
    return { sandbox, component: wechatComponentBeside(sandbox, env) };
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}

/** Tells the sandbox where the server's push URLs are (授权事件接收URL, and 消息与事件接收URL with `$APPID$`). */
export async function connectWechatSandbox(
  sandbox: Pick<WechatSandboxProcess, 'origin'>,
  urls: { authEventUrl: string; messageEventUrl: string },
) {
  const response = await fetch(`${sandbox.origin}/__sandbox/settings`, { method: 'POST', body: JSON.stringify(urls) });
  if (!response.ok) throw new Error(`WeChat sandbox refused its push URLs (${response.status})`);
}
