// commctl site-setup against the real server: a site's look exported from one site and imported into another reads back
// the same, section targets are left out with a warning, and a bad file changes nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli';
import { startTestServer, type TestServer } from '../../test/harness';
import { multipartBody, TINY_PNG } from '../../test/multipart';

let server: TestServer;
let base: string;
let dir: string;
let sourceToken: string;
let targetToken: string;
let images: string[];
const SOURCE = 'demo.localhost';
const TARGET = 'demo2.localhost';

async function commctl(...argv: string[]) {
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: { write: (t: string) => (out.stdout += t) },
    stderr: { write: (t: string) => (out.stderr += t) },
    stdoutIsTTY: false,
    stdinIsTTY: false,
  };
  const refuse = async () => {
    throw new Error('commctl asked a question in a non-interactive test');
  };
  const code = await runCli(argv, {
    env: { XDG_CONFIG_HOME: dir, HOME: dir },
    io,
    prompt: { text: refuse, password: refuse, confirm: refuse },
    readStdin: async () => '',
  });
  return { code, ...out };
}

/** An image uploaded to the source site, as the console's slide form does. */
async function uploadToSource() {
  const { payload, contentType } = multipartBody([
    { name: 'file', value: TINY_PNG, filename: 'slide.png', contentType: 'image/png' },
    { name: 'purpose', value: 'section' },
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { host: SOURCE, authorization: sourceToken, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data.url as string;
}

async function call(operationId: Parameters<TestServer['call']>[0], token: string, host: string, input: object) {
  const res = await server.call(operationId, { token, host, ...input });
  expect(res.status, `${operationId}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

/** What an import could have touched on the target site. */
async function targetLook() {
  const get = (operationId: Parameters<TestServer['call']>[0], query?: object) => call(operationId, targetToken, TARGET, { query });
  return {
    top: await get('getNavigationList', { position: 'top' }),
    footer: await get('getNavigationList', { position: 'footer' }),
    slides: await get('getSlideList', { position: 'home' }),
    links: await get('getFriendLinkList'),
    theme: await get('getThemeSetting'),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const holder = await server.fixtures.account({ mobile: '13800000002', userName: '陈思远' });
  await server.fixtures.site({ ownerId: holder, slug: 'demo', name: '青禾读书会' });
  await server.fixtures.site({ ownerId: holder, slug: 'demo2', name: '山海摄影社' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://localhost:${(server.app.server.address() as { port: number }).port}`;
  dir = await mkdtemp(join(tmpdir(), 'commctl-site-setup-'));
  sourceToken = await server.fixtures.loginConsole('demo', '13800000002');
  targetToken = await server.fixtures.loginConsole('demo2', '13800000002');

  // The source site's look: a section target in the top navigation and a section slide, which cannot travel by id.
  const section = await call('createSection', sourceToken, SOURCE, { body: { name: '科幻小说' } });
  const nav = (position: string, items: object[]) => call('saveNavigation', sourceToken, SOURCE, { body: { position, items } });
  await nav('top', [
    { name: '首页', targetKind: 'home', icon: 'home' },
    { name: '科幻', targetKind: 'section', targetId: section.id },
    {
      name: '更多',
      targetKind: 'questionList',
      children: [
        { name: '帮助', targetKind: 'external', url: 'https://example.com/help', openInNewWindow: true },
        { name: '科幻版', targetKind: 'section', targetId: section.id },
      ],
    },
    { name: '商城', targetKind: 'mall', visibility: 'members', enabled: false },
  ]);
  await nav('footer', [{ name: '关于我们', targetKind: 'external', url: 'https://example.com/about' }]);
  const slide = (body: object) => call('createSlide', sourceToken, SOURCE, { body });
  images = [await uploadToSource(), await uploadToSource()];
  await slide({ position: 'home', image: images[0], title: '读书月', link: '/post/12', startTime: '2026-12-01T00:00:00+08:00' });
  await slide({ position: 'home', image: images[1], title: '新书上架', status: 0 });
  await slide({ position: 'section', sectionId: section.id, image: images[0], title: '科幻专题' });
  const link = (body: object) => call('createFriendLink', sourceToken, SOURCE, { body });
  await link({ name: '豆瓣读书', url: 'https://book.douban.com/', description: '发现好书', logo: 'https://img.example.com/d.png' });
  await link({ name: '图书馆', url: 'https://lib.example.org/', placement: 'home', status: 0 });
  const theme = {
    palette: 'teal',
    brandColor: '#0f766e',
    logoUrl: 'https://cdn.example.com/logo.png',
    faviconUrl: '',
    headerStyle: 'brand',
    density: 'compact',
    homeLayout: 'latestPosts',
  };
  await call('updateThemeSetting', sourceToken, SOURCE, { body: { theme, publish: true } });
  // Something of the target's own for --replace to remove.
  await call('createFriendLink', targetToken, TARGET, { body: { name: '旧链接', url: 'https://old.example.com/' } });

  for (const [slug, profile] of [
    ['demo', 'source'],
    ['demo2', 'target'],
  ]) {
    const login = await commctl(
      'login',
      '--site',
      slug,
      '--account',
      '13800000002',
      '--password',
      'demo123456',
      '--server',
      base,
      '--profile',
      profile,
    );
    expect(login.stderr).not.toContain('错误');
    expect(login.code).toBe(0);
  }
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('commctl site-setup', () => {
  it('exports the look in order without ids, and names on stderr what points at the site’s own sections', async () => {
    const exported = await commctl('site-setup', 'export', '--profile', 'source');
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain('已略过（加 --keep-ids 保留）');
    expect(exported.stderr).toContain('顶部导航「科幻」（版块「科幻小说」）');
    expect(exported.stderr).toContain('顶部导航「更多」的子菜单「科幻版」（版块「科幻小说」）');
    expect(exported.stderr).toContain('幻灯片「科幻专题」（版块「科幻小说」顶部）');
    const doc = JSON.parse(exported.stdout);
    expect(doc.version).toBe(1);
    expect(doc.navigation.top.map((i: { name: string }) => i.name)).toEqual(['首页', '更多', '商城']);
    expect(doc.navigation.top[1].children).toEqual([
      {
        name: '帮助',
        targetKind: 'external',
        url: 'https://example.com/help',
        icon: null,
        openInNewWindow: true,
        visibility: 'everyone',
        enabled: true,
      },
    ]);
    expect(doc.navigation.top[2]).toMatchObject({ targetKind: 'mall', visibility: 'members', enabled: false });
    // The site's own pictures travel as full addresses on its host.
    const sourceBase = base.replace('localhost', SOURCE);
    expect(doc.slides).toEqual([
      {
        position: 'home',
        image: `${sourceBase}${images[0]}`,
        title: '读书月',
        link: '/post/12',
        startTime: expect.stringMatching(/^2026-1[12]-/),
        status: 1,
      },
      { position: 'home', image: `${sourceBase}${images[1]}`, title: '新书上架', link: '', status: 0 },
    ]);
    expect(doc.friendLinks.map((l: { name: string }) => l.name)).toEqual(['豆瓣读书', '图书馆']);
    expect(doc.friendLinks[0]).not.toHaveProperty('id');
    expect(doc.theme).toMatchObject({ palette: 'teal', brandColor: '#0f766e', logoUrl: 'https://cdn.example.com/logo.png' });

    const kept = await commctl('site-setup', 'export', '--profile', 'source', '--keep-ids');
    expect(kept.stderr).toBe('');
    expect(JSON.parse(kept.stdout).navigation.top[1]).toMatchObject({ name: '科幻', targetKind: 'section', targetId: expect.any(Number) });
  });

  it('refuses a bad file with a Chinese reason and writes nothing', async () => {
    const before = await server.tableCounts();
    const look = await targetLook();
    const bad = join(dir, 'bad.json');
    for (const [content, reason] of [
      ['{"version":2}', '文件版本应为 1'],
      ['not json', '文件不是合法的 JSON'],
      ['{"version":1,"navigation":{"top":[{"name":"","targetKind":"home"}]}}', 'navigation.top[0].name：请输入导航名称'],
      ['{"version":1,"friendLinks":[{"name":"a","url":"ftp://x"}]}', 'friendLinks[0].url：网址只能以 http:// 或 https:// 开头'],
      ['{"version":1,"theme":{"palette":"blue"}}', 'theme.brandColor'],
    ]) {
      await writeFile(bad, content);
      const result = await commctl('site-setup', 'import', '--profile', 'target', '--file', bad, '--replace', '--publish');
      expect(result.code, content).toBe(2);
      expect(result.stderr).toContain(reason);
      expect(result.stderr).toContain('没有做任何修改');
    }
    expect(await server.tableCounts()).toEqual(before);
    expect(await targetLook()).toEqual(look);
  });

  it('imports into another site (dry run first) and reads back the same', async () => {
    const file = join(dir, 'look.json');
    const exported = await commctl('site-setup', 'export', '--profile', 'source', '--out', file);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('幻灯片 2 张');

    const look = await targetLook();
    const dry = await commctl('site-setup', 'import', '--profile', 'target', '--file', file, '--replace', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('试运行，没有修改');
    expect(dry.stdout).toContain('友情链接：删除原有 1 个，新增 2 个');
    expect(await targetLook()).toEqual(look);

    // Default: the theme is a draft, the published one stays until someone publishes it.
    const drafted = await commctl('site-setup', 'import', '--profile', 'target', '--file', file, '--replace', '--json');
    expect(drafted.stderr).toBe('');
    expect(drafted.code).toBe(0);
    expect(JSON.parse(drafted.stdout)).toMatchObject({ dryRun: false, theme: 'draft', friendLinks: { deleted: 1, created: 2 } });
    const theme = await call('getThemeSetting', targetToken, TARGET, {});
    expect(theme.published).toEqual(look.theme.published);
    expect(theme.draft).toMatchObject({ palette: 'teal', brandColor: '#0f766e' });

    const published = await commctl('site-setup', 'import', '--profile', 'target', '--file', file, '--replace', '--publish');
    expect(published.code).toBe(0);
    expect(published.stdout).toContain('主题：发布');
    const source = JSON.parse((await commctl('site-setup', 'export', '--profile', 'source')).stdout);
    const target = await commctl('site-setup', 'export', '--profile', 'target');
    expect(target.stderr).toBe('');
    const copy = JSON.parse(target.stdout);
    // Slide pictures were uploaded again to the target (the server takes no other site's), the same bytes under its own address.
    const targetBase = base.replace('localhost', TARGET);
    for (const [i, s] of copy.slides.entries()) {
      expect(s.image).toMatch(new RegExp(`^${targetBase}/files/\\d+/`));
      expect(s.image).not.toBe(source.slides[i].image);
      s.image = source.slides[i].image;
    }
    expect(copy).toEqual(source);

    // Without --replace the slides and links are appended after the ones already there.
    const appended = await commctl('site-setup', 'import', '--profile', 'target', '--file', file, '--json');
    expect(JSON.parse(appended.stdout).slides).toEqual({ deleted: 0, created: 2, kept: 2 });
    const links = await call('getFriendLinkList', targetToken, TARGET, {});
    expect(links.map((l: { name: string }) => l.name)).toEqual(['豆瓣读书', '图书馆', '豆瓣读书', '图书馆']);
  });
});
