// What every social-login provider adapter does: the authorise URL the browser goes to, and the code's exchange for
// the identity (openid, unionid when the provider gives one, nickname, avatar). Each adapter is a thin client over
// fetch with a configurable base URL (SocialLoginConfig); its quirks stay inside its own file.
import type { Schema } from '../../../../../sdk';
import { SocialProviderValues } from '../../../../../sdk/generated/enums';

export type SocialProviderName = Schema<'SocialProvider'>;

/**
 * Whose openid an identity is: a provider a site configures and a member signs in with on the web (the contract's
 * SocialProvider), or `wechatApplet`, the site's own mini-program (the applet module's appletLogin through the WeChat
 * third-party platform), which no site configures here and no binding list shows. Its unionid is WeChat's, so it is
 * one family with the two WeChat web logins.
 */
export type IdentityProvider = SocialProviderName | 'wechatApplet';
export const IDENTITY_PROVIDER_VALUES: readonly IdentityProvider[] = [...SocialProviderValues, 'wechatApplet'];

export interface ProviderApp {
  appId: string;
  secret: string;
}

export interface ProviderIdentity {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

export interface ProviderClient {
  authorizeUrl(input: { appId: string; redirectUri: string; state: string }): string;
  fetchIdentity(app: ProviderApp, input: { code: string; redirectUri: string }): Promise<ProviderIdentity>;
}

/** The provider refused (or answered what we cannot read): `detail` is its own code and text, for the log only. */
export class ProviderError extends Error {
  constructor(
    readonly provider: SocialProviderName,
    readonly detail: string,
    /** The code was already used or has expired (a replay, or the visitor came back too late). */
    readonly codeRefused = false,
  ) {
    super(`${provider}: ${detail}`);
  }
}

const TIMEOUT_MS = 10_000;

/** GET or POST with a timeout; answers the body text (every provider's error handling reads the text itself). */
export async function providerFetch(
  provider: SocialProviderName,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(provider, `unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (text.length > 100_000) throw new ProviderError(provider, 'answer too large');
  return { status: response.status, text };
}

export function parseJson(provider: SocialProviderName, text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderError(provider, `unreadable answer: ${text.slice(0, 120)}`);
}

export const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
