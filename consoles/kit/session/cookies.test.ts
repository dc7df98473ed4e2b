import { describe, expect, it } from 'vitest';
import { type CookieAttributes, type CookieJar, parentDomain, readTokenCookie, removeTokenCookie, writeTokenCookie } from './cookies';

/** A jar that behaves like a browser on `host`: it refuses a Domain the host is not inside, and public suffixes. */
function browserJar(host: string, publicSuffixes = ['localhost', 'com.cn', 'com', 'cn']) {
  const cookies = new Map<string, { value: string; attributes: CookieAttributes }>();
  const key = (name: string, domain?: string) => `${name}@${domain ?? host}`;
  const jar: CookieJar = {
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

describe('parentDomain', () => {
  it('drops the first label when two remain', () => {
    expect(parentDomain('demo.example.com')).toBe('example.com');
    expect(parentDomain('bbs.qinghe.com.cn')).toBe('qinghe.com.cn');
    expect(parentDomain('a.demo.localhost')).toBe('demo.localhost');
  });
  it('knows none for two-label hosts (Chromium refuses Domain=localhost on demo.localhost), IPs and single names', () => {
    expect(parentDomain('demo.localhost')).toBeUndefined();
    expect(parentDomain('example.com')).toBeUndefined();
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
    expect(parentDomain('::1')).toBeUndefined();
  });
});

describe('token cookie', () => {
  const site = { name: 'user-Token', days: 30, parentDomain: true };
  const saas = { name: 'saas-Token', days: 30 };

  it('scopes the site console cookie to the parent domain, for 30 days', () => {
    const { jar, cookies } = browserJar('demo.example.com');
    writeTokenCookie(jar, site, 'tok', 'demo.example.com');
    expect(cookies.get('user-Token@example.com')).toEqual({ value: 'tok', attributes: { days: 30, domain: 'example.com' } });
    expect(readTokenCookie(jar, site)).toBe('tok');
  });

  it('falls back to host-only when the browser refuses the parent domain', () => {
    const { jar, cookies } = browserJar('bbs.com.cn');
    writeTokenCookie(jar, site, 'tok', 'bbs.com.cn');
    expect([...cookies.keys()]).toEqual(['user-Token@bbs.com.cn']);
    expect(readTokenCookie(jar, site)).toBe('tok');
  });

  it('keeps the SaaS cookie host-only, under its own name', () => {
    const { jar, cookies } = browserJar('saas.example.com');
    writeTokenCookie(jar, saas, 'tok', 'saas.example.com');
    expect([...cookies.keys()]).toEqual(['saas-Token@saas.example.com']);
    expect(readTokenCookie(jar, site)).toBeUndefined();
  });

  it('removes the token under both scopes', () => {
    const { jar, cookies } = browserJar('demo.example.com');
    writeTokenCookie(jar, site, 'tok', 'demo.example.com');
    jar.set('user-Token', 'old');
    removeTokenCookie(jar, site, 'demo.example.com');
    expect(cookies.size).toBe(0);
  });
});
