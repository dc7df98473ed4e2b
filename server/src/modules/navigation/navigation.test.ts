import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { as, createPost, giveRank, member, memberToken, postCast, section } from '../post/post-test-kit';
import { navigationModule } from './manifest';
import { navigationItems } from './navigation.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
});
afterAll(() => server?.close());

const owner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });
type Links = { name: string; href: string; children: { name: string; href: string }[] }[];
const names = (links: Links) => links.map((l) => l.name);

async function save(site: ConsoleTestSite, position: string, items: Record<string, unknown>[]) {
  const res = await server.call('saveNavigation', { ...owner(site), body: { position, items } as never });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function rankOf(site: ConsoleTestSite, minPoints: number) {
  const ranks = (await server.call('getUserRankList', owner(site))).body.data as { id: number; minPoints: number }[];
  return ranks.find((r) => r.minPoints === minPoints)!.id;
}

describe('navigation', () => {
  it('gives a site the menu it always had until it saves its own', async () => {
    const top = await server.call('getNavigationList', { ...owner(a), query: { position: 'top' } });
    expect(top.status).toBe(200);
    expect(names(top.body.data.list)).toEqual(['首页', '搜索', '问答', '发帖', '我的']);
    const footer = await server.call('getNavigationList', { ...owner(a), query: { position: 'footer' } });
    expect(footer.body.data.list).toEqual([]);
    const visitor = await server.call('getMemberNavigation', { host: a.host });
    expect(visitor.body.data.tabBar.map((l: { href: string }) => l.href)).toEqual(['/', '/search', '/questions', '/write', '/me']);
  });

  it('saves a position whole, in order, with a sub-menu, and shows each viewer what they may see', async () => {
    const open = await section(server, a, '导航版块');
    const writer = await member(server, a, '导航作者');
    const post = await createPost(server, writer, open, '站务公告');
    const rank = await rankOf(a, 500);
    const saved = await save(a, 'top', [
      { name: '首页&<b>', targetKind: 'home' },
      {
        name: '版块',
        targetKind: 'section',
        targetId: open,
        children: [
          { name: '公告', targetKind: 'post', targetId: post.id },
          { name: '会员区', targetKind: 'section', targetId: open, visibility: 'members' },
        ],
      },
      { name: '会员专区', targetKind: 'mall', visibility: 'members' },
      { name: '高阶', targetKind: 'search', visibility: 'rankAtLeast', rankId: rank },
      { name: '管理员', targetKind: 'external', url: 'https://example.com/a?b=1&c=2', visibility: 'admins', openInNewWindow: true },
      { name: '停用的', targetKind: 'home', enabled: false },
    ]);
    expect(names(saved.list)).toEqual(['首页&<b>', '版块', '会员专区', '高阶', '管理员', '停用的']);
    expect(saved.list[1]).toMatchObject({ targetName: '导航版块', children: [{ targetName: '站务公告' }, { name: '会员区' }] });
    expect(saved.list[3]).toMatchObject({ rankId: rank, rankName: expect.any(String) });

    const top = async (who: { token?: string; host: string }) => (await server.call('getMemberNavigation', who)).body.data.top as Links;
    const visitor = await top({ host: a.host });
    expect(names(visitor)).toEqual(['首页&<b>', '版块']);
    expect(visitor[1]).toMatchObject({ href: `/section/${open}`, children: [{ name: '公告', href: `/post/${post.id}` }] });

    const reader = await member(server, a, '导航读者');
    expect(names(await top(as(reader)))).toEqual(['首页&<b>', '版块', '会员专区']);
    expect((await top(as(reader)))[1].children.map((c) => c.name)).toEqual(['公告', '会员区']);
    await giveRank(server, a.id, reader.id, 2000);
    expect(names(await top(as(reader)))).toEqual(['首页&<b>', '版块', '会员专区', '高阶']);
    await giveRank(server, a.id, reader.id, 100);
    expect(names(await top(as(reader)))).not.toContain('高阶');

    const admin = { token: await memberToken(server, a.id, a.users.sectionAdmin), host: a.host };
    const adminTop = await top(admin);
    expect(names(adminTop)).toEqual(['首页&<b>', '版块', '会员专区', '高阶', '管理员']);
    expect(adminTop[4]).toMatchObject({ href: 'https://example.com/a?b=1&c=2', openInNewWindow: true, icon: 'link' });

    // A member token of site A on site B is a visitor there.
    expect(names((await server.call('getMemberNavigation', { token: reader.token, host: b.host })).body.data.top)).toEqual([
      '首页',
      '搜索',
      '问答',
      '发帖',
      '我的',
    ]);

    // The server-written pages carry the visitor's top navigation, escaped.
    const part = await navigationModule.memberPage!(server.deps, {
      site: { id: a.id, slug: a.slug, name: a.name, customDomain: null, ownerAccountId: 0 },
      path: '/',
      origin: `http://${a.host}`,
      query: new URLSearchParams(),
    });
    expect(part?.header).toContain('<a href="/">首页&#38;&#60;b&#62;</a>');
    expect(part?.header).toContain(`<a href="/section/${open}">版块</a>`);
    expect(part?.header).toContain(`<a href="/post/${post.id}">公告</a>`);
    expect(part?.header).not.toContain('会员专区');
    expect(part?.header).not.toContain('example.com');
  });

  it('offers the site’s own sections, ranks and posts to pick from', async () => {
    const mine = await section(server, a, '可选版块');
    const writer = await member(server, a);
    const post = await createPost(server, writer, mine, '可选的帖子');
    await section(server, b, '别站的版块');
    const res = await server.call('getNavigationTargetOptions', { ...owner(a), query: { keyword: '可选' } });
    expect(res.status).toBe(200);
    expect(res.body.data.sections.map((s: { name: string }) => s.name)).toContain('可选版块');
    expect(res.body.data.sections.map((s: { name: string }) => s.name)).not.toContain('别站的版块');
    expect(res.body.data.ranks.length).toBeGreaterThan(0);
    expect(res.body.data.posts).toEqual([{ id: post.id, title: '可选的帖子' }]);
    const byId = await server.call('getNavigationTargetOptions', { ...owner(a), query: { keyword: String(post.id) } });
    expect(byId.body.data.posts.map((p: { id: number }) => p.id)).toContain(post.id);
  });

  it('drops an item whose section was hidden', async () => {
    const gone = await section(server, a, '将隐藏的版块');
    await save(a, 'footer', [
      { name: '关于', targetKind: 'external', url: 'mailto:hi@example.com' },
      { name: '隐藏', targetKind: 'section', targetId: gone },
    ]);
    const shown = async () => names((await server.call('getMemberNavigation', { host: a.host })).body.data.footer);
    expect(await shown()).toEqual(['关于', '隐藏']);
    const res = await server.call('updateSection', { ...owner(a), body: { id: gone, status: 0 } as never });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await shown()).toEqual(['关于']);
  });

  it('refuses bad items in Chinese and writes nothing', async () => {
    const before = await server.database.db.select().from(navigationItems).where(eq(navigationItems.siteId, a.id));
    const reject = (items: Record<string, unknown>[], description: string, position = 'top') =>
      expectRejected(server, 'saveNavigation', { ...owner(a), body: { position, items } as never }, description);
    await reject(
      [{ name: '外链', targetKind: 'external', url: 'javascript:alert(1)' }],
      '链接地址应以 http://、https://、mailto: 或 tel: 开头',
    );
    await reject([{ name: '外链', targetKind: 'external' }], '“外链”请输入链接地址');
    await reject([{ name: '版块', targetKind: 'section' }], '“版块”请选择版块');
    await reject([{ name: '等级', targetKind: 'home', visibility: 'rankAtLeast' }], '“等级”请选择最低等级');
    await reject([{ name: '一二三四五六七八九十一二三四五六七', targetKind: 'home' }], '导航名称不能超过 16 个字');
    await reject(
      [{ name: '首页', targetKind: 'home', children: [{ name: '子', targetKind: 'home' }] }],
      '只有顶部导航可以有子菜单',
      'tabBar',
    );
    await reject([], '顶部导航与手机底部标签栏至少保留一项（不想显示的项可以停用）');
    const many = Array.from({ length: 31 }, () => ({ name: '首页', targetKind: 'home' }));
    await reject(many, '一个位置最多 30 个导航项');
    const after = await server.database.db.select().from(navigationItems).where(eq(navigationItems.siteId, a.id));
    expect(after).toEqual(before);
  });

  it('answers another site’s section, post or rank exactly like a missing one', async () => {
    const theirs = await section(server, b, '别站版块');
    const writer = await member(server, b);
    const theirPost = await createPost(server, writer, theirs, '别站帖子');
    const theirRank = await rankOf(b, 500);
    const body = (item: Record<string, unknown>) => ({ ...owner(a), body: { position: 'footer', items: [item] } as never });
    for (const [item, missing, description] of [
      [{ name: 'x', targetKind: 'section', targetId: theirs }, { name: 'x', targetKind: 'section', targetId: 2 ** 31 }, '版块不存在'],
      [{ name: 'x', targetKind: 'post', targetId: theirPost.id }, { name: 'x', targetKind: 'post', targetId: 2 ** 31 }, '帖子不存在'],
      [
        { name: 'x', targetKind: 'home', visibility: 'rankAtLeast', rankId: theirRank },
        { name: 'x', targetKind: 'home', visibility: 'rankAtLeast', rankId: 2 ** 31 },
        '等级不存在',
      ],
    ] as const) {
      await expectRefused(server, 'saveNavigation', body(item), 404, description);
      await expectRefused(server, 'saveNavigation', body(missing), 404, description);
    }
  });

  it('keeps each site’s navigation to itself, and to the role that runs settings', async () => {
    await save(b, 'top', [{ name: '乙站首页', targetKind: 'home' }]);
    const mine = await server.call('getNavigationList', { ...owner(a), query: { position: 'top' } });
    expect(names(mine.body.data.list)).not.toContain('乙站首页');
    // A's token on B's host is refused; a console user without SiteManage is refused.
    await expectRefused(server, 'getNavigationList', { token: a.tokens.owner, host: b.host, query: { position: 'top' } }, 401);
    await expectRefused(
      server,
      'saveNavigation',
      { token: a.tokens.owner, host: b.host, body: { position: 'top', items: [{ name: '劫持', targetKind: 'home' }] } },
      401,
    );
    await expectRefused(
      server,
      'saveNavigation',
      { token: a.tokens.sectionAdmin, host: a.host, body: { position: 'top', items: [{ name: '越权', targetKind: 'home' }] } },
      403,
    );
    const theirs = await server.call('getNavigationList', { ...owner(b), query: { position: 'top' } });
    expect(names(theirs.body.data.list)).toEqual(['乙站首页']);
  });
});
