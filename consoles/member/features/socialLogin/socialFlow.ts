import type { Schema } from '#sdk';

type Provider = Schema<'SocialProvider'>;

/** What the browser keeps between leaving for the provider and coming back (this tab only). */
export interface PendingFlow {
  verifier: string;
  provider: Provider;
  mode: 'login' | 'bind';
  back: string;
}

const KEY = (state: string) => `commune.social.${state}`;

/** A random verifier only this tab knows: the server completes the flow only with it (no one else's browser can). */
export function newVerifier(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function rememberFlow(state: string, flow: PendingFlow, storage: Storage = sessionStorage) {
  storage.setItem(KEY(state), JSON.stringify(flow));
}

/** The flow of this state, once: read and forgotten. */
export function takeFlow(state: string, storage: Storage = sessionStorage): PendingFlow | undefined {
  const text = storage.getItem(KEY(state));
  storage.removeItem(KEY(state));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PendingFlow;
  } catch {
    return undefined;
  }
}

/** Inside WeChat (its in-app browser) the 公众号 authorisation is used; elsewhere the website QR login. */
export const inWechat = (userAgent: string = navigator.userAgent) => /MicroMessenger/i.test(userAgent);

/** The buttons to show: one WeChat button (the in-app one inside WeChat when enabled), QQ, Weibo. */
export function shownProviders<T extends { provider: Provider }>(enabled: readonly T[], wechatApp: boolean): T[] {
  const has = (p: Provider) => enabled.some((e) => e.provider === p);
  return enabled.filter((e) => {
    // The 公众号 authorisation works only inside WeChat.
    if (e.provider === 'wechatMp') return wechatApp;
    if (e.provider === 'wechat') return !(wechatApp && has('wechatMp'));
    return true;
  });
}

/** Where to go after: a path of this site only. */
export function safeBack(path: string | null | undefined): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}
