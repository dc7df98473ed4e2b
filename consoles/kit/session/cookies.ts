/** The little the console needs from cookies; `documentCookies()` in the browser, a map in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: Pick<CookieAttributes, 'domain' | 'path'>): void;
}

export interface CookieAttributes {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain a cookie may be scoped to, when it is known: the host without its first label, provided what
 * remains still has two labels (`demo.example.com` → `example.com`, `a.demo.localhost` → `demo.localhost`).
 * `demo.localhost` gets none: Chromium refuses `Domain=localhost` (checked in Chromium, like a public suffix),
 * and IP addresses and single names have no parent.
 */
export function parentDomain(hostname: string): string | undefined {
  if (!hostname || IPV4.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.').filter(Boolean);
  if (labels.length < 3) return undefined;
  return labels.slice(1).join('.');
}

function serialize(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`, 'SameSite=Lax'];
  if (attributes.days !== undefined) parts.push(`max-age=${Math.round(attributes.days * 86_400)}`);
  if (attributes.domain) parts.push(`domain=${attributes.domain}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Cookies of the current document. */
export function documentCookies(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:';
  return {
    get(name) {
      for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
        const index = pair.indexOf('=');
        if (pair.slice(0, index) === name) return decodeURIComponent(pair.slice(index + 1));
      }
      return undefined;
    },
    set(name, value, attributes = {}) {
      doc.cookie = serialize(name, value, { secure, ...attributes });
    },
    remove(name, attributes = {}) {
      doc.cookie = serialize(name, '', { ...attributes, days: 0 });
    },
  };
}

export interface TokenCookie {
  /** `saas-Token` (SaaS console) or `user-Token` (site console). */
  name: string;
  /** §9: login cookie lifetime 30 days. */
  days?: number;
  /** Scope the cookie to the parent domain when one is known (site console). */
  parentDomain?: boolean;
}

/**
 * Stores the token: scoped to the parent domain when asked and known, and host-only when the browser refuses that
 * scope (read back to check, as public suffixes are not knowable from here).
 */
export function writeTokenCookie(jar: CookieJar, cookie: TokenCookie, token: string, hostname: string): void {
  const domain = cookie.parentDomain ? parentDomain(hostname) : undefined;
  if (domain) {
    jar.set(cookie.name, token, { days: cookie.days, domain });
    if (jar.get(cookie.name) === token) return;
  }
  jar.set(cookie.name, token, { days: cookie.days });
}

export function readTokenCookie(jar: CookieJar, cookie: TokenCookie): string | undefined {
  return jar.get(cookie.name) || undefined;
}

/** Removes the token under both scopes it may have been written with. */
export function removeTokenCookie(jar: CookieJar, cookie: TokenCookie, hostname: string): void {
  jar.remove(cookie.name);
  const domain = cookie.parentDomain ? parentDomain(hostname) : undefined;
  if (domain) jar.remove(cookie.name, { domain });
}
