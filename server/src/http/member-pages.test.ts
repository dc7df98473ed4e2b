import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../test/harness';
import * as schema from '../db/schema';
import { escapeHtml, postIdOfPath, renderPostPage } from './member-pages';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8"><title>前台</title><script defer src="/static/js/member.js"></script></head><body><div id="root"></div></body></html>';

describe('renderPostPage', () => {
  const post = { id: 7, title: '<b>"标题"</b> & 更多', content: '<p>正文 &lt;script&gt;</p>', excerpt: '摘要 "引号" <tag>' };
  const html = renderPostPage(TEMPLATE, post, { siteName: '读书<会>', canonical: 'http://demo.localhost:8080/post/7' });

  it('writes title, description, canonical and Open Graph into the head, escaped', () => {
    expect(html).toContain('<title>&#60;b&#62;&#34;标题&#34;&#60;/b&#62; &#38; 更多 - 读书&#60;会&#62;</title>');
    expect(html).toContain('<meta name="description" content="摘要 &#34;引号&#34; &#60;tag&#62;">');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:8080/post/7">');
    expect(html).toContain('<meta property="og:title" content="&#60;b&#62;&#34;标题&#34;&#60;/b&#62; &#38; 更多">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('puts the title and the stored content inside the root, and keeps the scripts', () => {
    expect(html).toContain('<div id="root"><article id="ssr-post"><h1>&#60;b&#62;');
    expect(html).toContain('<div class="ssr-content"><p>正文 &lt;script&gt;</p></div>');
    expect(html).toContain('src="/static/js/member.js"');
  });

  it('reads post ids only from /post/:id', () => {
    expect(postIdOfPath('/post/12')).toBe(12);
    expect(postIdOfPath('/post/12/')).toBe(12);
    expect(postIdOfPath('/post/12/edit')).toBeUndefined();
    expect(postIdOfPath('/post/0')).toBeUndefined();
    expect(postIdOfPath('/post/1e3')).toBeUndefined();
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('member pages on a site host', () => {
  let server: TestServer;
  let staticDir: string;
  const ids = { published: 0, pending: 0, hiddenSection: 0 };

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'commune-member-pages-'));
    mkdirSync(join(staticDir, 'member'));
    mkdirSync(join(staticDir, 'console'));
    writeFileSync(join(staticDir, 'index.html'), '<html><head><title>站点管理中心</title></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(staticDir, 'console/index.html'),
      '<html><head><title>站点控制台</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(staticDir, 'member/index.html'), TEMPLATE);
    server = await startTestServer({ config: { staticDir } });
    const { db } = server.database;
    const ownerId = await server.fixtures.account({ mobile: '13900001111' });
    const siteId = await server.fixtures.site({ ownerId, slug: 'reading', name: '读书会' });
    const authorId = await server.fixtures.siteUser({ siteId, account: 'author' });
    const [shown, hidden] = await db
      .insert(schema.sections)
      .values([
        { siteId, name: '闲聊' },
        { siteId, name: '隐藏', status: 0 },
      ])
      .returning({ id: schema.sections.id });
    const post = (sectionId: number, title: string, status: number) => ({
      siteId,
      sectionId,
      authorId,
      title,
      content: '<p>黑暗森林里的<strong>善意</strong></p>',
      excerpt: '黑暗森林里的善意',
      status,
    });
    const rows = await db
      .insert(schema.posts)
      .values([
        post(shown.id, '重读《三体》<上>', ContentStatus.published),
        post(shown.id, '待审核的帖子', ContentStatus.pending),
        post(hidden.id, '隐藏版块的帖子', ContentStatus.published),
      ])
      .returning({ id: schema.posts.id });
    [ids.published, ids.pending, ids.hiddenSection] = rows.map((r) => r.id);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, host = 'reading.localhost:8080') => server.app.inject({ method: 'GET', url, headers: { host } });

  it('serves a published post with its title, description, canonical address and text', async () => {
    const response = await get(`/post/${ids.published}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>重读《三体》&#60;上&#62; - 读书会</title>');
    expect(response.body).toContain('<meta name="description" content="黑暗森林里的善意">');
    expect(response.body).toContain(`<link rel="canonical" href="http://reading.localhost:8080/post/${ids.published}">`);
    expect(response.body).toContain('<p>黑暗森林里的<strong>善意</strong></p>');
  });

  it('answers 404 with the app for a pending post, a hidden section, a missing post and another host', async () => {
    for (const id of [ids.pending, ids.hiddenSection, 999_999]) {
      const response = await get(`/post/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('ssr-post');
    }
    expect((await get(`/post/${ids.published}`, 'nosuchsite.localhost')).statusCode).toBe(200);
    expect((await get(`/post/${ids.published}`, 'nosuchsite.localhost')).body).toContain('站点管理中心');
  });

  it('serves the member app at the root of a site host and keeps the console at /console/', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('/static/js/member.js');
    expect(root.body).toContain('<title>读书会</title>');
    expect((await get('/search?keyword=x')).body).toContain('/static/js/member.js');
    expect((await get('/console/')).body).toContain('站点控制台');
    expect((await get('/', 'localhost')).body).toContain('站点管理中心');
  });
});
