import type { Schema } from '#sdk';

/** What the browser keeps between leaving for the identity provider and coming back (this tab only). */
export interface PendingSso {
  verifier: string;
  method: Schema<'SsoMethod'>;
  back: string;
}

const KEY = (state: string) => `commune.sso.${state}`;

/** A random verifier only this tab knows: the server completes the sign-in only with it. */
export function newVerifier(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function rememberSso(state: string, flow: PendingSso, storage: Storage = sessionStorage) {
  storage.setItem(KEY(state), JSON.stringify(flow));
}

/** The flow of this state, once: read and forgotten. */
export function takeSso(state: string, storage: Storage = sessionStorage): PendingSso | undefined {
  const text = storage.getItem(KEY(state));
  storage.removeItem(KEY(state));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PendingSso;
  } catch {
    return undefined;
  }
}

/** The nonce inside a DiscourseConnect answer (`sso` is base64 of a query string); the server checks the signature. */
export function discourseNonce(sso: string): string {
  try {
    return new URLSearchParams(atob(sso)).get('nonce') ?? '';
  } catch {
    return '';
  }
}

/** Where to go after: a path of this site only. */
export function safeBack(path: string | null | undefined): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}
