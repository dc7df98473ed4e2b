import { describe, expect, it } from 'vitest';
import {
  type CookieAttributes,
  type CookieJar,
  documentCookies,
  parentDomain,
  readTokenCookie,
  removeTokenCookie,
  writeTokenCookie,
} from './cookies';

/** A jar that behaves like a browser on `host`: it refuses a Domain the host is not inside, and public suffixes. */
function browserJar(host: string, secure = false, publicSuffixes = ['localhost', 'com.cn', 'com', 'cn']) {
  const cookies = new Map<string, { value: string; attributes: CookieAttributes }>();
  const key = (name: string, domain?: string) => `${name}@${domain ?? host}`;
  const jar: CookieJar = {
    secure,
    get: (name) => [...cookies.entries()].find(([k]) => k.startsWith(`${name}@`))?.[1].value,
    set(name, value, attributes = {}) {
      const domain = attributes.domain;
      if (domain && (publicSuffixes.includes(domain) || !`.${host}`.endsWith(`.${domain}`))) return;
      cookies.set(key(name, domain), { value, attributes });
    },
    remove(name, attributes = {}) {
      cookies.delete(key(name, attributes.domain));
    },
  };
  return { jar, cookies };
}

/** `document.cookie` as the browser takes it: what was written, one string per assignment. */
function fakeDocument(protocol: 'http:' | 'https:') {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('parentDomain', () => {
  it('drops the first label when two remain', () => {
    expect(parentDomain('demo.example.com')).toBe('example.com');
    expect(parentDomain('bbs.qinghe.com.cn')).toBe('qinghe.com.cn');
  });
  it('knows none for two-label hosts, IPs and single names', () => {
    expect(parentDomain('demo.localhost')).toBeUndefined();
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
    expect(parentDomain('::1')).toBeUndefined();
  });
});

// Before: the site console's token went to the parent domain, so every tenant's host (and on a custom domain every
// *.customer.com host) received it.
describe('token cookie', () => {
  const site = { name: 'user-Token', days: 30 };
  const saas = { name: 'saas-Token', days: 30 };

  it('keeps the site console token host-only, for 30 days', () => {
    const { jar, cookies } = browserJar('demo.example.com');
    writeTokenCookie(jar, site, 'tok', 'demo.example.com');
    expect([...cookies.entries()]).toEqual([['user-Token@demo.example.com', { value: 'tok', attributes: { days: 30 } }]]);
    expect(readTokenCookie(jar, site)).toBe('tok');
  });

  it('over https takes the __Host- prefix, so a sibling host can neither read nor plant it', () => {
    const { jar, cookies } = browserJar('demo.example.com', true);
    // What another host under example.com could set for every host of the domain.
    jar.set('user-Token', 'planted', { domain: 'example.com' });
    expect(readTokenCookie(jar, site)).toBeUndefined();
    writeTokenCookie(jar, site, 'tok', 'demo.example.com');
    expect([...cookies.keys()]).toEqual(['__Host-user-Token@demo.example.com']);
    expect(readTokenCookie(jar, site)).toBe('tok');
  });

  it('keeps the SaaS cookie host-only, under its own name', () => {
    const { jar, cookies } = browserJar('saas.example.com');
    writeTokenCookie(jar, saas, 'tok', 'saas.example.com');
    expect([...cookies.keys()]).toEqual(['saas-Token@saas.example.com']);
    expect(readTokenCookie(jar, site)).toBeUndefined();
  });

  it('removes the token, and what an older version left on the parent domain', () => {
    const { jar, cookies } = browserJar('demo.example.com');
    jar.set('user-Token', 'old', { domain: 'example.com' });
    writeTokenCookie(jar, site, 'tok', 'demo.example.com');
    expect([...cookies.keys()]).toEqual(['user-Token@demo.example.com']);
    removeTokenCookie(jar, site, 'demo.example.com');
    expect(cookies.size).toBe(0);
  });

  it('writes document.cookie without Domain, SameSite=Strict, and Secure over https', () => {
    const https = fakeDocument('https:');
    writeTokenCookie(documentCookies(https.doc), site, 'tok', 'demo.example.com');
    expect(https.written.at(-1)).toBe('__Host-user-Token=tok; path=/; SameSite=Strict; max-age=2592000; Secure');
    removeTokenCookie(documentCookies(https.doc), site, 'demo.example.com');
    expect(https.written).toContain('__Host-user-Token=; path=/; SameSite=Strict; max-age=0; Secure');

    const http = fakeDocument('http:');
    writeTokenCookie(documentCookies(http.doc), site, 'tok', 'demo.localhost');
    expect(http.written).toEqual(['user-Token=tok; path=/; SameSite=Strict; max-age=2592000']);
    for (const line of [...https.written, ...http.written].filter((l) => !l.includes('max-age=0'))) expect(line).not.toMatch(/domain=/i);
  });
});
