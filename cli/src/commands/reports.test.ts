import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const item = {
  id: 31,
  targetType: 'post',
  targetId: 1024,
  title: '低价代写论文，加微信',
  excerpt: '专业代写',
  link: '/post/1024',
  author: { id: 20, name: '广告小号', avatar: '' },
  reportCount: 2,
  reasons: [
    { reason: '垃圾广告', count: 1 },
    { reason: '其他', count: 1 },
  ],
  reporters: [],
  firstReportedAt: '2026-11-20T08:30:00.000Z',
  lastReportedAt: '2026-11-21T09:00:00.000Z',
  state: 'open',
  action: null,
  handledBy: '',
  handledAt: null,
  note: '',
};

const consoleProfile = () => h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
const saasProfile = () => h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });

describe('commctl reports', () => {
  it('lists the site’s reports with the filters, types and states by their Chinese labels', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ getImpeachList: () => ok({ list: [item], total: 1 }) });
    expect(await h.run(['reports', 'list', '--type', '帖子', '--sort', 'count'], { fetch })).toBe(0);
    expect(calls[0].url.pathname + calls[0].url.search).toBe('/api/console/impeach-list?targetType=post&sort=count');
    expect(h.stdout).toBe('31\t帖子\t低价代写论文，加微信\t2\t垃圾广告×1、其他×1\t2026-11-20 16:30\t待处理\n');
  });

  it('lists every site’s open reports on a SaaS profile, naming the site', async () => {
    await saasProfile();
    const { fetch, calls } = fakeApi({ getSaasImpeachList: () => ok({ list: [{ ...item, siteId: 2, siteName: '读书会' }], total: 1 }) });
    expect(await h.run(['reports', 'list', '--site-id', '2', '--reason', '垃圾广告'], { fetch })).toBe(0);
    expect(calls[0].url.pathname + calls[0].url.search).toBe(`/api/saas/impeach-list?reason=${encodeURIComponent('垃圾广告')}&siteId=2`);
    expect(h.stdout).toContain('31\t读书会（2）\t帖子');
  });

  it('resolves in the site console and on a site’s behalf from the SaaS console', async () => {
    await consoleProfile();
    const site = fakeApi({ handleImpeach: () => ok({ changed: 1, skipped: 1 }) });
    expect(await h.run(['reports', 'resolve', '31', '32', '--action', '屏蔽', '--note', '广告'], { fetch: site.fetch })).toBe(0);
    expect(site.calls[0].body).toEqual({ ids: [31, 32], action: 'hide', note: '广告' });
    expect(h.stdout).toBe('已处理 1 个被举报对象，1 个已处理过，已跳过\n');
    await saasProfile();
    const saas = fakeApi({ handleSaasImpeach: () => ok({ changed: 1, skipped: 0 }) });
    expect(
      await h.run(['reports', 'resolve', '31', '--action', 'keep', '--site-id', '2', '--ban', '30', '--author-reason', '冒充官方'], {
        fetch: saas.fetch,
      }),
    ).toBe(0);
    expect(saas.calls[0].body).toEqual({
      siteId: 2,
      ids: [31],
      action: 'keep',
      authorAction: { kind: 'ban', days: 30, reason: '冒充官方' },
    });
  });

  it('refuses a SaaS resolve without --site-id, and a delete without --yes off a terminal', async () => {
    await saasProfile();
    expect(await h.run(['reports', 'resolve', '31', '--action', 'hide'])).toBe(2);
    await consoleProfile();
    expect(await h.run(['reports', 'resolve', '31', '--action', 'delete'])).toBe(2);
    expect(h.stderr).toContain('--yes');
    expect(await h.run(['reports', 'resolve', '31', '--action', 'hide', '--mute', '3'])).toBe(2);
    expect(h.stderr).toContain('--author-reason');
  });
});
