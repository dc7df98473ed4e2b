// The sandbox process's settings from its environment (README: "WeChat sandbox"). Durations in seconds.

import type { WechatSandboxOptions } from './wechat-sandbox';
import { DEMO_WECHAT_COMPONENT } from './wechat-sandbox-state';

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value?.trim() && Number.isFinite(n) && n >= 0 ? n * 1000 : fallback;
};
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function wechatSandboxOptionsFromEnv(env: NodeJS.ProcessEnv): WechatSandboxOptions {
  const port = Number(env.WECHAT_SANDBOX_PORT ?? 0);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 0,
    host: env.WECHAT_SANDBOX_HOST?.trim() || '127.0.0.1',
    component: {
      appId: env.WECHAT_COMPONENT_APPID?.trim() || DEMO_WECHAT_COMPONENT.appId,
      secret: env.WECHAT_COMPONENT_SECRET?.trim() || DEMO_WECHAT_COMPONENT.secret,
      token: env.WECHAT_COMPONENT_TOKEN?.trim() || DEMO_WECHAT_COMPONENT.token,
      encodingAesKey: env.WECHAT_COMPONENT_AES_KEY?.trim() || DEMO_WECHAT_COMPONENT.encodingAesKey,
    },
    authEventUrl: env.WECHAT_SANDBOX_AUTH_EVENT_URL?.trim() ?? '',
    messageEventUrl: env.WECHAT_SANDBOX_MESSAGE_EVENT_URL?.trim() ?? '',
    ticketIntervalMs: seconds(env.WECHAT_SANDBOX_TICKET_SECONDS, 600_000),
    tokenTtlSeconds: seconds(env.WECHAT_SANDBOX_TOKEN_SECONDS, 7_200_000) / 1000,
    auditDelayMs: seconds(env.WECHAT_SANDBOX_AUDIT_SECONDS, 60_000),
    registrationDelayMs: seconds(env.WECHAT_SANDBOX_REGISTRATION_SECONDS, 30_000),
    reviewDelayMs: seconds(env.WECHAT_SANDBOX_REVIEW_SECONDS, 30_000),
    ipWhitelist: list(env.WECHAT_SANDBOX_IP_WHITELIST),
    rejectExtJson: list(env.WECHAT_SANDBOX_REJECT_EXT_JSON),
  };
}
