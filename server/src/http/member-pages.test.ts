import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../test/harness';
import { posts } from '../modules/post/post.tables';
import { questions, questionTypes } from '../modules/question/question.tables';
import { openQa } from '../modules/question/question-kit';
import { sections } from '../modules/section/section.tables';
import { sites } from '../modules/site/site.tables';
import { ROUTE_MANIFEST } from './app-routes';
import { escapeHtml, postIdOfPath, renderPostPage } from './member-pages';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8"><title>前台</title><script defer src="/static/js/member.js"></script></head><body><div id="root"></div></body></html>';

describe('renderPostPage', () => {
  const post = {
    id: 7,
    title: '<b>"标题"</b> & 更多',
    content: '<p>正文 &lt;script&gt;</p>',
    excerpt: '摘要 "引号" </script><tag>',
    authorName: '作者<1>',
    authorId: null,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    updatedAt: new Date('2026-01-03T03:04:05Z'),
    commentCount: 4,
    likeCount: 9,
  };
  const html = renderPostPage(TEMPLATE, post, { siteName: '读书<会>', canonical: 'http://demo.localhost:8080/post/7' });

  it('writes title, description, canonical and Open Graph into the head, escaped', () => {
    expect(html).toContain('<title>&#60;b&#62;&#34;标题&#34;&#60;/b&#62; &#38; 更多 - 读书&#60;会&#62;</title>');
    expect(html).toContain('<meta name="description" content="摘要 &#34;引号&#34; &#60;/script&#62;&#60;tag&#62;">');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:8080/post/7">');
    expect(html).toContain('<meta property="og:title" content="&#60;b&#62;&#34;标题&#34;&#60;/b&#62; &#38; 更多">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<html lang="zh-CN">');
  });

  it('writes a DiscussionForumPosting as JSON-LD whose text cannot close its script element', () => {
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script>');
    expect(JSON.parse(script)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      '@id': 'http://demo.localhost:8080/post/7',
      url: 'http://demo.localhost:8080/post/7',
      mainEntityOfPage: 'http://demo.localhost:8080/post/7',
      headline: '<b>"标题"</b> & 更多',
      text: '摘要 "引号" </script><tag>',
      author: { '@type': 'Person', name: '作者<1>' },
      datePublished: '2026-01-02T03:04:05.000Z',
      dateModified: '2026-01-03T03:04:05.000Z',
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: 4 },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: 9 },
      ],
    });
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
  const ids = { published: 0, pending: 0, hiddenSection: 0, section: 0, hiddenSectionId: 0, question: 0, pendingQuestion: 0 };

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
    // The build's manifest of each app's pages (scripts/route-manifest.mjs), a few of each.
    const page = (path: string, title: string) => ({ path, title });
    writeFileSync(
      join(staticDir, ROUTE_MANIFEST),
      JSON.stringify({
        saas: [page('/login', '登录'), page('/404', '页面不存在'), page('/site', '站点'), page('/site/siteList', '站点列表')],
        console: [page('/login', '登录'), page('/404', '页面不存在'), page('/managePost', '帖子管理'), page('/redirect/*', '')],
        member: [
          page('/', '首页'),
          page('/section/:id', '版块'),
          page('/post/:id', '帖子'),
          page('/search', '搜索'),
          page('/question/:id', '问题'),
        ],
      }),
    );
    server = await startTestServer({ config: { staticDir } });
    const { db } = server.database;
    const ownerId = await server.fixtures.account({ mobile: '13900001111' });
    const siteId = await server.fixtures.site({ ownerId, slug: 'reading', name: '读书会' });
    await db.update(sites).set({ description: '一起读书，<慢慢>聊' }).where(eq(sites.id, siteId));
    await openQa(server, siteId);
    const authorId = await server.fixtures.siteUser({ siteId, account: 'author' });
    const [shown, hidden] = await db
      .insert(sections)
      .values([
        { siteId, name: '闲聊', description: '什么都可以聊' },
        { siteId, name: '隐藏', status: 0 },
      ])
      .returning({ id: sections.id });
    [ids.section, ids.hiddenSectionId] = [shown.id, hidden.id];
    const [type] = await db.insert(questionTypes).values({ siteId, name: '求书' }).returning({ id: questionTypes.id });
    const question = (title: string, status: number) => ({
      siteId,
      typeId: type.id,
      authorId,
      title,
      content: '<p>求推荐</p>',
      excerpt: '想找一本讲宇宙的书',
      status,
    });
    const asked = await db
      .insert(questions)
      .values([question('有什么好看的科幻小说？', ContentStatus.published), question('待审核的问题', ContentStatus.pending)])
      .returning({ id: questions.id });
    [ids.question, ids.pendingQuestion] = asked.map((q) => q.id);
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
      .insert(posts)
      .values([
        post(shown.id, '重读《三体》<上>', ContentStatus.published),
        post(shown.id, '待审核的帖子', ContentStatus.pending),
        post(hidden.id, '隐藏版块的帖子', ContentStatus.published),
      ])
      .returning({ id: posts.id });
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
      // Nothing of the post: the root holds at most the modules' parts (the site's navigation).
      expect(response.body).toMatch(/<div id="root">(<nav class="m-ssr-nav"[\s\S]*?<\/nav>)?<\/div>/);
      expect(response.body).toContain('<title>帖子不存在 - 读书会</title>');
      expect(response.body).not.toContain('ssr-post');
    }
    // Another host is the platform's: its console has no such page.
    const elsewhere = await get(`/post/${ids.published}`, 'nosuchsite.localhost');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('站点管理中心');
  });

  it('serves the member app at the root of a site host and keeps the console at /console/', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('/static/js/member.js');
    expect(root.body).toContain('<title>读书会</title>');
    expect(root.body).toContain('<meta name="description" content="一起读书，&#60;慢慢&#62;聊">');
    // The theme module writes its attributes after the language (modules/theme/theme-page.ts).
    expect(root.body).toMatch(/<html lang="zh-CN"[ >]/);
    expect((await get('/search?keyword=x')).body).toContain('<title>搜索 - 读书会</title>');
    expect((await get('/search?keyword=x')).body).toContain('/static/js/member.js');
    expect((await get('/console/')).body).toContain('站点控制台');
    expect((await get('/', 'localhost')).body).toContain('站点管理中心');
  });

  it('writes a section’s name and introduction, and a question’s title and excerpt, into the head', async () => {
    const section = await get(`/section/${ids.section}`);
    expect(section.statusCode).toBe(200);
    expect(section.body).toContain('<title>闲聊 - 读书会</title>');
    expect(section.body).toContain('<meta name="description" content="什么都可以聊">');
    const question = await get(`/question/${ids.question}`);
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain('<title>有什么好看的科幻小说？ - 读书会</title>');
    expect(question.body).toContain('<meta name="description" content="想找一本讲宇宙的书">');
    expect(question.body).toMatch(/<html lang="zh-CN"[ >]/);
  });

  it('answers 404 with the not-found title for a section or question a reader cannot open', async () => {
    for (const id of [ids.hiddenSectionId, 99_999, 'abc']) {
      const response = await get(`/section/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.body).toContain('<title>版块不存在 - 读书会</title>');
      expect(response.body).toContain('/static/js/member.js');
    }
    for (const id of [ids.pendingQuestion, 99_999]) {
      const response = await get(`/question/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.body).toContain('<title>问题不存在 - 读书会</title>');
    }
  });

  it('answers 404 with the app’s page for a path no app has, on every host', async () => {
    for (const url of ['/no/such/page', '/section/1/more', '/post/1/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>页面不存在 - 读书会</title>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      expect(response.body, url).toContain('/static/js/member.js');
    }
    for (const [url, status] of [
      ['/console/managePost', 200],
      ['/console/redirect/managePost', 200],
      ['/console/', 200],
      ['/console/nothing-here', 404],
      ['/console/404', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain('站点控制台');
    }
    for (const [url, status] of [
      ['/', 200],
      ['/site/siteList', 200],
      ['/SITE/siteList/', 200],
      ['/login?redirect=%2Fsite', 200],
      ['/site/nothing', 404],
    ] as const) {
      const response = await get(url, 'localhost');
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain('站点管理中心');
    }
    expect((await get('/api/member/no-such-path')).json()).toMatchObject({ description: '接口不存在' });
  });

  it('writes a page-view value into every page it serves, and a beacon with it counts while one without does not', async () => {
    const page = await get('/search');
    const view = /<meta name="commune-view" content="([^"]+)">/.exec(page.body)?.[1];
    expect(view).toMatch(/^\d+\.\d+\.[\w-]{32}$/);
    expect((await get(`/post/${ids.published}`)).body).toContain('<meta name="commune-view"');
    const siteId = Number(view!.split('.')[0]);
    const beacon = (value: string, path: string) => ({ siteId, ip: '10.88.0.1', userAgent: 'Mozilla/5.0 读者', view: value, path });
    expect(await server.deps.statistics.views.admit(beacon(view!, '/search'))).toBe(true);
    expect(await server.deps.statistics.views.admit(beacon(view!, '/search'))).toBe(false);
    const forged = `${view!.slice(0, -1)}${view!.endsWith('A') ? 'B' : 'A'}`;
    expect(await server.deps.statistics.views.admit(beacon(forged, '/questions'))).toBe(false);
  });
});
