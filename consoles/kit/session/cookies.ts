/** The little the console needs from cookies; `documentCookies()` in the browser, a map in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: Pick<CookieAttributes, 'domain' | 'path'>): void;
  /** The page is served over https: cookies are then `Secure`, and the token cookie takes the `__Host-` prefix. */
  readonly secure?: boolean;
}

export interface CookieAttributes {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  /** Only to remove a cookie an older version scoped to the parent domain; tokens are never written with one. */
  domain?: string;
  path?: string;
  secure?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain of a host, when it has one (`demo.example.com` → `example.com`): where versions before issue 9
 * scoped the site console's token cookie, so that it is cleaned up there.
 */
export function parentDomain(hostname: string): string | undefined {
  if (!hostname || IPV4.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.').filter(Boolean);
  if (labels.length < 3) return undefined;
  return labels.slice(1).join('.');
}

function serialize(name: string, value: string, attributes: CookieAttributes): string {
  // Strict: the server reads the token from the Authorization header only, so the cookie never needs to travel.
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`, 'SameSite=Strict'];
  if (attributes.days !== undefined) parts.push(`max-age=${Math.round(attributes.days * 86_400)}`);
  if (attributes.domain) parts.push(`domain=${attributes.domain}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Cookies of the current document. */
export function documentCookies(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:';
  return {
    secure,
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
      doc.cookie = serialize(name, '', { secure, ...attributes, days: 0 });
    },
  };
}

export interface TokenCookie {
  /** `saas-Token` (SaaS console) or `user-Token` (site console). */
  name: string;
  /** §9: login cookie lifetime 30 days. */
  days?: number;
}

/**
 * The token cookie's name in this jar: over https `__Host-{name}`, which browsers accept only host-only, Secure and on
 * path `/`, so that no other host under the same domain (another tenant, `evil.customer.com`) can plant a token in it.
 */
export function tokenCookieName(jar: CookieJar, cookie: TokenCookie): string {
  return jar.secure ? `__Host-${cookie.name}` : cookie.name;
}

/**
 * Stores the token host-only (no Domain: §4's parent-domain scope sent one tenant's token to every other host under
 * the domain), and removes what an older version left on the parent domain.
 */
export function writeTokenCookie(jar: CookieJar, cookie: TokenCookie, token: string, hostname: string): void {
  removeLegacyCookie(jar, cookie, hostname);
  jar.set(tokenCookieName(jar, cookie), token, { days: cookie.days });
}

export function readTokenCookie(jar: CookieJar, cookie: TokenCookie): string | undefined {
  return jar.get(tokenCookieName(jar, cookie)) || undefined;
}

export function removeTokenCookie(jar: CookieJar, cookie: TokenCookie, hostname: string): void {
  jar.remove(tokenCookieName(jar, cookie));
  removeLegacyCookie(jar, cookie, hostname);
}

function removeLegacyCookie(jar: CookieJar, cookie: TokenCookie, hostname: string) {
  const domain = parentDomain(hostname);
  if (domain) jar.remove(cookie.name, { domain });
  if (jar.secure) jar.remove(cookie.name);
}
