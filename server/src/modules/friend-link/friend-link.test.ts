import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import type { ModuleDeps } from '../deps';
import { friendLinksFooter, friendLinksPagePart } from './friend-link-page';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

async function createLink(site: ConsoleTestSite, name: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('createFriendLink', { ...asOwner(site), body: { name, url: 'https://example.com/', ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; placement: string; status: number };
}

const shownNames = async (site: ConsoleTestSite) => {
  const res = await server.call('getMemberFriendLinkList', { host: site.host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { name: string }[]).map((l) => l.name);
};

describe('friendly links', () => {
  it('shows visitors the enabled links in order, and reorders them', async () => {
    const x = await createLink(a, '甲站');
    const y = await createLink(a, '乙站', { placement: 'home' });
    await createLink(a, '停用站', { status: 0 });
    const z = await createLink(a, '丙站');
    expect(x).toMatchObject({ placement: 'all', status: 1 });
    expect(await shownNames(a)).toEqual(['甲站', '乙站', '丙站']);
    const sorted = await server.call('sortFriendLinks', { ...asOwner(a), body: { friendLinkIds: [z.id, y.id, x.id] } });
    expect(sorted.status, JSON.stringify(sorted.body)).toBe(200);
    expect(await shownNames(a)).toEqual(['丙站', '乙站', '甲站']);
  });

  it('rejects a javascript:, data: or bare address in Chinese and writes nothing', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'example.com', 'ftp://example.com/'])
      await expectRejected(server, 'createFriendLink', { ...asOwner(a), body: { name: '坏', url } }, '网址只能以 http:// 或 https:// 开头');
    await expectRejected(server, 'createFriendLink', { ...asOwner(a), body: { name: '', url: 'https://a.cn/' } }, '请输入名称');
  });

  it('answers 404 for another site’s link and changes nothing there', async () => {
    const theirs = await createLink(b, '别站链接');
    await expectRefused(server, 'updateFriendLink', { ...asOwner(a), body: { id: theirs.id, name: '改' } }, 404, '友情链接不存在');
    await expectRefused(server, 'deleteFriendLink', { ...asOwner(a), query: { id: theirs.id } }, 404, '友情链接不存在');
    const mine = await createLink(a, '本站链接');
    await expectRefused(server, 'sortFriendLinks', { ...asOwner(a), body: { friendLinkIds: [mine.id, theirs.id] } }, 404);
    expect(await shownNames(b)).toEqual(['别站链接']);
  });

  it('writes the links into a member page’s footer, escaped, home-only ones on the home page only', async () => {
    await createLink(b, '<b>读书</b>', { url: 'https://read.example/?a=1&b="2"', description: '说"明"', placement: 'home' });
    const deps = { db: server.database.db } as unknown as ModuleDeps;
    const site = { id: b.id, slug: b.slug, name: b.name, customDomain: null, ownerAccountId: 1 };
    const home = await friendLinksPagePart(deps, { site, path: '/', origin: 'http://x', query: new URLSearchParams() });
    expect(home?.footer).toContain(
      '<a href="https://read.example/?a=1&#38;b=&#34;2&#34;" title="说&#34;明&#34;" rel="noopener" target="_blank">&#60;b&#62;读书&#60;/b&#62;</a>',
    );
    const post = await friendLinksPagePart(deps, { site, path: '/post/1', origin: 'http://x', query: new URLSearchParams() });
    expect(post?.footer).toContain('别站链接');
    expect(post?.footer).not.toContain('读书');
    expect(friendLinksFooter([], '/')).toBe('');
    expect(friendLinksFooter([{ name: 'x', url: 'javascript:1', description: '', placement: 'all' }], '/')).not.toContain('javascript');
  });
});
