import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../sdk';
import { createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const pending: Schema<'SiteDomain'> = {
  id: 4,
  siteId: 1,
  hostname: 'bbs.example.com',
  status: 'pending',
  method: 'dns',
  token: '3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b',
  txtName: '_commune-verify.bbs.example.com',
  txtValue: 'commune-verify=3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b',
  fileUrl: 'http://bbs.example.com/.well-known/commune-verify.txt',
  primary: false,
  checkedAt: null,
  error: null,
  verifiedAt: null,
  createdAt: '2026-11-24T02:00:00.000Z',
};
const verified = { ...pending, status: 'verified', primary: true, checkedAt: pending.createdAt, verifiedAt: pending.createdAt } as const;

describe('commctl sites domain', () => {
  it('adds a domain and prints the TXT record to create', async () => {
    const { fetch, calls } = fakeApi({ addSiteDomain: () => ok(pending) });
    expect(await h.run(['sites', 'domain', 'add', 'BBS.example.com', '--site', '1'], { fetch, tty: true })).toBe(0);
    expect(calls[0].url.pathname).toBe('/api/saas/site-domain');
    expect(calls[0].body).toEqual({ siteId: 1, hostname: 'bbs.example.com' });
    expect(h.stdout).toContain('_commune-verify.bbs.example.com');
    expect(h.stdout).toContain('commune-verify=3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b');
    expect(h.stdout).toContain('commctl sites domain verify bbs.example.com --site 1');
  });

  it('refuses an unknown method before any request', async () => {
    const { fetch, calls } = fakeApi({});
    expect(await h.run(['sites', 'domain', 'add', 'bbs.example.com', '--site', '1', '--method', 'ftp'], { fetch })).toBe(2);
    expect(h.stderr).toContain('验证方式必须是 dns（DNS TXT 记录）、http（HTTP 文件） 之一');
    expect(calls).toHaveLength(0);
  });

  it('verifies a domain named by host, and exits 1 with the reason when the check fails', async () => {
    const good = fakeApi({ getSiteDomainList: () => ok([pending]), verifySiteDomain: () => ok(verified) });
    expect(await h.run(['sites', 'domain', 'verify', 'bbs.example.com', '--site', '1'], { fetch: good.fetch, tty: true })).toBe(0);
    expect(good.calls[1].body).toEqual({ siteId: 1, id: 4 });
    expect(h.stdout).toContain('已验证（主域名）');
    h.reset();
    const bad = fakeApi({ verifySiteDomain: () => fail(409, 6, '域名验证未通过：未找到 TXT 记录 _commune-verify.bbs.example.com') });
    expect(await h.run(['sites', 'domain', 'verify', '4', '--site', '1'], { fetch: bad.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：域名验证未通过：未找到 TXT 记录 _commune-verify.bbs.example.com\n');
  });

  it('lists the domains with their state', async () => {
    const { fetch, calls } = fakeApi({ getSiteDomainList: () => ok([verified, { ...pending, id: 5, hostname: 'forum.example.org' }]) });
    expect(await h.run(['sites', 'domain', 'list', '--site', '1'], { fetch, tty: true })).toBe(0);
    expect(calls[0].url.search).toBe('?siteId=1');
    expect(h.stdout).toMatch(/bbs\.example\.com\s+已验证（主域名）\s+DNS TXT 记录/);
    expect(h.stdout).toMatch(/forum\.example\.org\s+待验证/);
  });
});
