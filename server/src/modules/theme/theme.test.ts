import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>前台</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let staticDir: string;

const dark = {
  palette: 'dark',
  brandColor: '#7AB8FF',
  logoUrl: '/uploads/logo.png',
  faviconUrl: 'https://cdn.example.com/f.ico',
  headerStyle: 'dark',
  density: 'compact',
  homeLayout: 'sectionGrid',
} as const;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'commune-theme-'));
  mkdirSync(join(staticDir, 'member'));
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  writeFileSync(join(staticDir, 'member/index.html'), TEMPLATE);
  server = await startTestServer({ config: { staticDir } });
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = async (host: string, url = '/') => (await server.app.inject({ method: 'GET', url, headers: { host } })).body;
const save = (site: ConsoleTestSite, body: unknown, token = site.tokens.owner) =>
  server.call('updateThemeSetting', { host: site.host, token, body });

describe('theme', () => {
  it('starts at today’s look, written into the member page', async () => {
    const res = await server.call('getThemeSetting', { host: a.host, token: a.tokens.siteManager });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      published: { palette: 'blue', brandColor: '#2d6fb2', headerStyle: 'light', density: 'comfortable', homeLayout: 'sectionGrid' },
      draft: null,
      previewToken: '',
      contrast: { passes: true, warnings: [] },
    });
    const html = await page(a.host);
    expect(html).toMatch(
      /<html lang="zh-CN" data-theme="blue" data-header="light" data-density="comfortable" data-home-layout="sectionGrid">/,
    );
    expect(html).toContain('<style id="m-theme">:root[data-theme]{color-scheme:light;--m-brand:#2d6fb2;');
    expect(html).toContain('<link rel="icon" href="/favicon.ico">');
  });

  it('saves a draft the public does not see, and shows it through the preview link only', async () => {
    const res = await save(a, { publish: false, theme: dark });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('草稿已保存，可预览后发布');
    const { draft, previewToken, published } = res.body.data;
    expect(draft).toEqual({ ...dark, brandColor: '#7ab8ff' });
    expect(published.palette).toBe('blue');
    expect(previewToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    expect(await page(a.host)).toContain('data-theme="blue"');
    const preview = await page(a.host, `/?themePreview=${previewToken}`);
    expect(preview).toContain(
      'data-theme="dark" data-header="dark" data-density="compact" data-home-layout="sectionGrid" data-theme-preview="true"',
    );
    expect(preview).toContain('--m-brand:#7ab8ff');
    expect(preview).toContain('<link rel="icon" href="https://cdn.example.com/f.ico">');
    expect(preview).toContain('<link rel="preload" as="image" href="/uploads/logo.png">');
    expect(await page(a.host, '/?themePreview=wrong')).toContain('data-theme="blue"');
    // Another site's host does not take site A's token.
    expect(await page(b.host, `/?themePreview=${previewToken}`)).toContain('data-theme="blue"');

    const member = await server.call('getMemberTheme', { host: a.host, query: { previewToken } });
    expect(member.body.data).toEqual({ theme: { ...dark, brandColor: '#7ab8ff' }, preview: true });
    const anyone = await server.call('getMemberTheme', { host: a.host });
    expect(anyone.body.data.preview).toBe(false);
    expect(anyone.body.data.theme.palette).toBe('blue');

    // A second save keeps the link the owner has open.
    const again = await save(a, { publish: false, theme: { ...dark, density: 'comfortable' } });
    expect(again.body.data.previewToken).toBe(previewToken);
  });

  it('gives the preview token only to those who run the site’s settings', async () => {
    for (const role of ['member', 'siteBase', 'moderator', 'userAdmin'] as const) {
      const read = await server.call('getThemeSetting', { host: a.host, token: a.tokens[role] });
      expect(read.status).toBe(403);
      expect((await save(a, { publish: true, theme: dark }, a.tokens[role])).status).toBe(403);
    }
    expect((await server.call('getThemeSetting', { host: a.host })).status).toBe(401);
  });

  it('publishes: the public sees it, the draft and its link end, the images go to the site settings', async () => {
    const before = (await server.call('getThemeSetting', { host: a.host, token: a.tokens.owner })).body.data.previewToken;
    const res = await save(a, { publish: true, theme: dark });
    expect(res.body.description).toBe('主题已发布，前台已生效');
    expect(res.body.data).toMatchObject({ draft: null, previewToken: '', published: { ...dark, brandColor: '#7ab8ff' } });
    expect(res.body.data.publishedAt).toEqual(expect.any(String));
    const html = await page(a.host, '/post/999999');
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('color-scheme:dark;--m-brand:#7ab8ff');
    expect(await page(a.host, `/?themePreview=${before}`)).not.toContain('data-theme-preview');
    const site = await server.call('getMemberSite', { host: a.host });
    expect(site.body.data).toMatchObject({ logoUrl: dark.logoUrl, faviconUrl: dark.faviconUrl });
    const setting = await server.call('getSiteSetting', { host: a.host, token: a.tokens.owner });
    expect(setting.body.data.siteBasicSetting).toMatchObject({ logoUrl: dark.logoUrl, faviconUrl: dark.faviconUrl, icpNumber: '' });
  });

  it('answers the contrast check, with a Chinese warning for colours that fail AA', async () => {
    const res = await save(a, { publish: false, theme: { ...dark, palette: 'blue', brandColor: '#ffd700' } });
    expect(res.status).toBe(200);
    expect(res.body.data.contrast.passes).toBe(false);
    expect(res.body.data.contrast.warnings.join()).toMatch(/品牌色上的文字对比度为 [\d.]+:1，低于 WCAG AA/);
    expect(res.body.data.contrast.warnings.join()).toMatch(/链接与背景的对比度/);
  });

  it.each([
    [{ ...dark, brandColor: 'red' }, '品牌色应为 #RRGGBB 格式的颜色，例如 #2d6fb2'],
    [{ ...dark, brandColor: '#12345g' }, '品牌色应为 #RRGGBB 格式的颜色，例如 #2d6fb2'],
    [{ ...dark, palette: 'neon' }, /配色方案/],
    [{ ...dark, logoUrl: 'javascript:alert(1)' }, '地址应以 http://、https:// 或 / 开头'],
  ])('refuses bad input with a Chinese 400 (%#)', async (theme, message) => {
    const res = await save(a, { publish: true, theme });
    expect(res.status).toBe(400);
    expect(res.body.description).toMatch(message);
  });

  it('keeps sites apart: site B’s administrator reads and changes only site B', async () => {
    const read = await server.call('getThemeSetting', { host: b.host, token: b.tokens.owner });
    expect(read.body.data.published.palette).toBe('blue');
    // Site B's token on site A's host is not a session there.
    expect((await server.call('getThemeSetting', { host: a.host, token: b.tokens.owner })).status).toBe(401);
    expect((await save(a, { publish: true, theme: { ...dark, palette: 'teal' } }, b.tokens.owner)).status).toBe(401);
    expect((await server.call('getThemeSetting', { host: a.host, token: a.tokens.owner })).body.data.published.palette).toBe('dark');
  });
});
