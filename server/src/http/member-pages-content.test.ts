import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { type SeoSite, seedSeoSite } from '../../test/seo-kit';
import { ROUTE_MANIFEST } from './app-routes';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>社区</title><script defer src="/static/js/member.js"></script></head><body><div id="root"></div></body></html>';

const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).not.toContain('<');
  return JSON.parse(scripts[0]);
};

describe('member pages written for search engines', () => {
  let server: TestServer;
  let staticDir: string;
  let site: SeoSite;
  const host = 'seo.localhost:8080';
  const origin = `http://${host}`;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'commune-seo-pages-'));
    mkdirSync(join(staticDir, 'member'));
    writeFileSync(join(staticDir, 'index.html'), '<html><head><title>站点管理中心</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(staticDir, 'member/index.html'), TEMPLATE);
    const page = (path: string, title: string, isPublic: boolean) => ({ path, title, public: isPublic });
    const member = [
      page('/', '首页', true),
      page('/section/:id', '版块', true),
      page('/post/:id', '帖子', true),
      page('/search', '搜索', true),
      page('/questions', '问答', true),
      page('/question/:id', '问题', true),
      page('/user/:id', '成员', true),
      page('/login', '登录', true),
      page('/register', '注册', true),
      page('/write', '发帖', false),
      page('/me', '个人中心', false),
      page('/notifications', '通知', false),
      page('/workorders', '工单', false),
    ];
    writeFileSync(join(staticDir, ROUTE_MANIFEST), JSON.stringify({ saas: [], console: [], member }));
    server = await startTestServer({ config: { staticDir } });
    site = await seedSeoSite(server, 'seo');
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('writes the home page: the site, its latest public posts and visible sections as links, escaped', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<title>读书会</title>');
    expect(body).toContain(`<link rel="canonical" href="${origin}/">`);
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body).toContain('<main id="ssr-home"><h1>读书会</h1><p>一起读书，&#60;慢慢&#62;聊</p>');
    const newest = site.published.at(-1);
    expect(body).toContain(`<a href="/post/${newest}">第22帖 &#60;读&#62;</a>`);
    // The newest 20 of 22: the two oldest are on the next page of the section.
    expect(body.match(/<a href="\/post\//g)).toHaveLength(20);
    expect(body).not.toContain(`/post/${site.published[0]}"`);
    expect(body).toContain(`<a href="/section/${site.section}">闲聊&#60;区&#62;</a>`);
    for (const hidden of [
      `/post/${site.pending}"`,
      `/post/${site.deleted}"`,
      `/post/${site.inHiddenSection}"`,
      `/post/${site.otherSitePost}"`,
    ]) {
      expect(body).not.toContain(hidden);
    }
    expect(body).not.toContain(`/section/${site.hiddenSection}"`);
    expect(body).not.toContain('noindex');
  });

  it('writes a section’s page of posts with a next-page link that leads to the rest', async () => {
    const first = await get(`/section/${site.section}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<link rel="canonical" href="${origin}/section/${site.section}">`);
    expect(first.body).toContain('<h1>闲聊&#60;区&#62;</h1><p>什么都可以聊</p>');
    const next = /<a rel="next" href="([^"]+)">下一页<\/a>/.exec(first.body)?.[1];
    expect(next).toBe(`/section/${site.section}?before=${site.published[2]}`);
    const second = await get(next!);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<link rel="canonical" href="${origin}${next!.replace('&', '&#38;')}">`);
    const links = [...second.body.matchAll(/<a href="\/post\/(\d+)">/g)].map((m) => Number(m[1]));
    expect(links).toEqual([site.published[1], site.published[0]]);
    expect(second.body).not.toContain('rel="next"');
  });

  it('writes a post with its DiscussionForumPosting', async () => {
    const id = site.published[0];
    const response = await get(`/post/${id}`);
    expect(response.body).toContain('<div class="ssr-content"><p>黑暗森林里的<strong>善意</strong></p></div>');
    expect(response.body).toContain(`<p><a href="/user/${site.author}" rel="author">author</a></p>`);
    const data = jsonLdOf(response.body);
    expect(data).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: '第1帖 <读>',
      url: `${origin}/post/${id}`,
      author: { '@type': 'Person', name: 'author', url: `${origin}/user/${site.author}` },
      text: '黑暗森林里的善意',
    });
    expect(data.datePublished).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.interactionStatistic.map((s: { userInteractionCount: number }) => s.userInteractionCount)).toEqual([0, 0]);
  });

  it('writes a question with its published answers’ stored text and a QAPage', async () => {
    const response = await get(`/question/${site.question}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<h1>有什么好看的科幻小说？</h1>');
    expect(body).toContain('<div class="ssr-content"><p>求推荐<em>宇宙</em></p></div>');
    expect(body).toContain(
      `<article id="answer-${site.answers.accepted}"><p><a href="/user/${site.author}" rel="author">author</a> · 已采纳</p><div class="ssr-content"><p>《三体》</p></div>`,
    );
    expect(body).toContain('<p>《基地》&lt;系列&gt;</p>');
    expect(body).not.toContain('待审核的回答');
    const data = jsonLdOf(body);
    expect(data['@type']).toBe('QAPage');
    expect(data.mainEntity).toMatchObject({
      '@type': 'Question',
      name: '有什么好看的科幻小说？',
      text: '求推荐宇宙',
      answerCount: 2,
      acceptedAnswer: {
        '@type': 'Answer',
        text: '《三体》',
        upvoteCount: 3,
        url: `${origin}/question/${site.question}#answer-${site.answers.accepted}`,
      },
    });
    expect(data.mainEntity.suggestedAnswer).toEqual([expect.objectContaining({ '@type': 'Answer', text: '《基地》<系列>' })]);
    expect((await get(`/question/${site.pendingQuestion}`)).statusCode).toBe(404);
  });

  it('writes a member’s public home with its ProfilePage, and 404 for another site’s or a missing member', async () => {
    const response = await get(`/user/${site.author}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<title>author - 读书会</title>');
    expect(body).toContain(`<link rel="canonical" href="${origin}/user/${site.author}">`);
    expect(body).toContain('<meta property="og:type" content="profile">');
    expect(body).toContain('<meta name="description" content="author，发帖 22 篇，回答 2 个">');
    expect(body.match(/<h1>/g)).toHaveLength(1);
    expect(body).toContain('<main id="ssr-profile"><h1>author</h1>');
    expect(body).toContain('<h2>最近的帖子</h2>');
    // The newest public posts, escaped; never the pending, deleted or hidden section's.
    expect(body).toContain(`<a href="/post/${site.published.at(-1)}">第22帖 &#60;读&#62;</a>`);
    expect(body).not.toContain(`/post/${site.pending}"`);
    expect(body).not.toContain(`/post/${site.inHiddenSection}"`);
    expect(body).toContain(`<a href="/question/${site.question}#answer-${site.answers.suggested}">有什么好看的科幻小说？</a>`);
    expect(body).not.toContain(`#answer-${site.answers.pending}"`);
    const data = jsonLdOf(body);
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: `${origin}/user/${site.author}`,
      mainEntity: { '@type': 'Person', name: 'author', identifier: String(site.author) },
    });
    expect(data.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.mainEntity.agentInteractionStatistic).toEqual([
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: 22 },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReplyAction', userInteractionCount: 2 },
    ]);
    for (const url of [`/user/${site.otherAuthor}`, '/user/999999', '/user/abc']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<title>成员不存在 - 读书会</title>');
      expect(missing.body, url).toContain('<meta name="robots" content="noindex">');
      expect(missing.body, url).not.toContain('ProfilePage');
    }
  });

  it('says noindex on private pages, sign-in, search results and 404s, and not on public lists', async () => {
    for (const url of [
      '/write',
      '/me',
      '/notifications',
      '/workorders',
      '/login',
      '/register',
      '/search?keyword=书',
      '/no/such',
      `/post/${site.pending}`,
    ]) {
      const response = await get(url);
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      expect(response.body, url).not.toContain('rel="canonical"');
    }
    for (const url of ['/', '/questions', `/section/${site.section}`, `/post/${site.published[0]}`, `/question/${site.question}`]) {
      expect((await get(url)).body, url).not.toContain('noindex');
    }
    expect((await get('/questions')).body).toContain(`<link rel="canonical" href="${origin}/questions">`);
  });
});
