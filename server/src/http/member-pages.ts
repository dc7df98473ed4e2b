import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteRef } from '../tenancy/site-resolver';
import type { AppPage } from './app-routes';
import {
  escapeHtml,
  homeMain,
  jsonLdScript,
  type PostLink,
  type PostPage,
  postArticle,
  postJsonLd,
  type QuestionPage,
  questionJsonLd,
  questionMain,
  type SectionLink,
  sectionMain,
} from './member-page-html';
import { applyMemberPageParts, type MemberPageParts } from './member-page-parts';
import { type ProfilePage, profileDescription, profileJsonLd, profileMain } from './member-page-profile';

export type { AnswerText, PostLink, PostPage, QuestionPage, SectionLink } from './member-page-html';
export type { ProfilePage } from './member-page-profile';
export { escapeHtml, postArticle };

/** The member site's page, as the build wrote it: served at every path of a site's host but /console and /api. */
export const MEMBER_INDEX = 'member/index.html';

const POST_PATH = /^\/post\/([1-9]\d{0,14})\/?$/;
const SECTION_PATH = /^\/section\/([^/]+)\/?$/;
const QUESTION_PATH = /^\/question\/([^/]+)\/?$/;
const USER_PATH = /^\/user\/([^/]+)\/?$/;
const ID = /^[1-9]\d{0,14}$/;
const DESCRIPTION_CHARS = 150;
/** Posts on the home page and on each page of a section's list. */
export const LIST_POSTS = 20;

/**
 * Pages a search engine should not keep even though a visitor may open them (sign-in, registration, search results);
 * every page the route table does not mark `public` is kept out as well, and every 404.
 */
const NOINDEX_PATHS = /^\/(login|register|forgot-password|search|me|write|notifications|workorders|ask|my-questions|points)(\/|$)/i;

/** A post's id from its page's path (`/post/12`), or undefined for any other path. */
export function postIdOfPath(path: string): number | undefined {
  const match = POST_PATH.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The id in `/section/:id`, `/question/:id` or `/user/:id`: a number, else null (no such object); undefined for other paths. */
function idOf(pattern: RegExp, path: string): number | null | undefined {
  const match = pattern.exec(path);
  if (!match) return undefined;
  return ID.test(match[1]) ? Number(match[1]) : null;
}

/** One line of plain text of at most DESCRIPTION_CHARS characters. */
function summary(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, DESCRIPTION_CHARS).join('');
}

/** What a page says of itself in its head; every value is plain text (escaped here). */
export interface PageHead {
  title: string;
  description: string;
  /** `{protocol}://{host}{port}{path}`, for pages with content of their own. */
  canonical?: string;
  /** Open Graph for link previews: `article` pages give their own title. */
  og?: { type: string; title: string; siteName: string };
  /** `<meta name="robots" content="noindex">`: private pages, search results, pages that do not exist. */
  noindex?: boolean;
  /** schema.org structured data, written as JSON-LD. */
  jsonLd?: object;
}

/** The template with its `<title>` replaced by the page's title, description, canonical address and Open Graph. */
export function renderHead(template: string, head: PageHead): string {
  const description = escapeHtml(summary(head.description));
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${description}">`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.og) {
    tags.push(
      `<meta property="og:type" content="${escapeHtml(head.og.type)}">`,
      `<meta property="og:title" content="${escapeHtml(head.og.title)}">`,
      `<meta property="og:description" content="${description}">`,
      '<meta property="og:locale" content="zh_CN">',
    );
    if (head.canonical) tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
    tags.push(`<meta property="og:site_name" content="${escapeHtml(head.og.siteName)}">`);
  }
  if (head.jsonLd) tags.push(jsonLdScript(head.jsonLd));
  const html = tags.join('');
  // The build's template says `lang="zh-CN"` (consoles/template.html); a page from an older build says it here.
  const page = template.replace(/<html(?![^>]*\slang=)([^>]*)>/i, (_, rest: string) => `<html lang="zh-CN"${rest}>`);
  return /<title>[\s\S]*?<\/title>/.test(page)
    ? page.replace(/<title>[\s\S]*?<\/title>/, () => html)
    : page.replace('</head>', () => `${html}</head>`);
}

export interface PostHead {
  siteName: string;
  /** `{protocol}://{host}{port}/post/{id}`. */
  canonical: string;
}

/**
 * The member page with the post written in: title, description, canonical address, Open Graph and JSON-LD in the
 * head, the title and the stored (sanitised) content in `<article id="ssr-post">` inside the root, which the app
 * replaces when it mounts. Search engines and link previews read it without running the app.
 */
export function renderPostPage(template: string, post: PostPage, head: PostHead, parts: MemberPagePartsList = []): string {
  const withHead = renderHead(template, {
    title: `${post.title} - ${head.siteName}`,
    description: post.excerpt,
    canonical: head.canonical,
    og: { type: 'article', title: post.title, siteName: head.siteName },
    jsonLd: postJsonLd(post, head.canonical),
  });
  return applyMemberPageParts(withHead, parts, postArticle(post));
}

type MemberPagePartsList = Parameters<typeof applyMemberPageParts>[1];

/** A section anyone may open: visible, of this site. */
export interface SectionPage {
  id: number;
  name: string;
  description: string;
}

/** What the member site's server-written pages read; each answers undefined for what a reader may not see. */
export interface MemberPageData {
  readPost(siteId: number, postId: number): Promise<PostPage | undefined>;
  readSection(siteId: number, sectionId: number): Promise<SectionPage | undefined>;
  /** A page of a site's (or one section's) newest public posts, before post `beforeId` when given. */
  readPostLinks(
    siteId: number,
    options: { sectionId?: number; beforeId?: number; limit: number },
  ): Promise<{ posts: PostLink[]; nextBeforeId?: number }>;
  /** The site's visible sections, in their order. */
  readSections(siteId: number): Promise<SectionLink[]>;
  readQuestion(siteId: number, questionId: number): Promise<QuestionPage | undefined>;
  /** A member's public home; undefined for another site's, an erased or disabled member, as for a missing one. */
  readMember(siteId: number, memberId: number): Promise<ProfilePage | undefined>;
  /** The site's description (介绍), '' when it has none. */
  readSiteDescription(siteId: number): Promise<string>;
  /** The signed value the page's view beacon sends back (recordPageView counts only pages the server served). */
  viewToken(siteId: number): Promise<string>;
}

/** The name of the meta tag that carries the page-view value; the member app reads it (consoles/member/shell/pageView.ts). */
export const VIEW_META = 'commune-view';

/** The page with its page-view value in the head. */
export function withViewToken(html: string, token: string): string {
  return html.replace('</head>', () => `<meta name="${VIEW_META}" content="${escapeHtml(token)}"></head>`);
}

export interface MemberPagesOptions extends MemberPageData {
  staticDir: string;
  /** What the modules add to every page (their manifests' `memberPage`). */
  parts?: MemberPageParts;
}

/** `?before=<id>` of a section's next pages: a post id, else the first page. */
function beforeOf(query: string): number | undefined {
  const before = new URLSearchParams(query).get('before');
  return before && ID.test(before) ? Number(before) : undefined;
}

/**
 * Answers a page request on a site's host with the member app, its head and content written for the page: the home
 * page (the site, its latest posts and sections), a section's list, a post and a question with their text, and a
 * member's public home, each with canonical address, Open Graph and JSON-LD; other pages their title, and `noindex`
 * unless public. A path the app has no page for, and a post, section, question or member a reader may not see,
 * answer 404 with the app (its own 不存在 page).
 */
export function createMemberPages({ staticDir, parts: gatherParts, ...data }: MemberPagesOptions) {
  let template: Promise<string> | undefined;
  const load = () => {
    template ??= readFile(join(staticDir, MEMBER_INDEX), 'utf8').catch((error) => {
      template = undefined;
      throw error;
    });
    return template;
  };
  /** `page` is the app's page at `path` (app-routes.ts), null when it has none, undefined when that is not known. */
  return async function serveMemberPage(
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteRef,
    path: string,
    page: AppPage | null | undefined,
  ) {
    const origin = `${request.protocol}://${request.host}`;
    const [template, siteDescription, token, parts] = await Promise.all([
      load(),
      data.readSiteDescription(site.id),
      data.viewToken(site.id),
      gatherParts ? gatherParts({ site, path, origin, query: new URLSearchParams(request.url.split('?')[1] ?? '') }) : [],
    ]);
    const html = withViewToken(template, token);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    /** The page: its head, then every module's part around `main` (the page's own content, HTML). */
    const render = (head: PageHead, main = '') => applyMemberPageParts(renderHead(html, head), parts, main);
    const titled = (title: string) => (title ? `${title} - ${site.name}` : site.name);
    const missing = (what: string) =>
      reply.status(404).send(render({ title: titled(`${what}不存在`), description: siteDescription || site.name, noindex: true }));
    if (page === null) return missing('页面');
    const og = (title: string, type = 'article') => ({ type, title, siteName: site.name });

    const postId = postIdOfPath(path);
    if (postId !== undefined) {
      const post = await data.readPost(site.id, postId);
      if (!post) return missing('帖子');
      return reply.send(renderPostPage(html, post, { siteName: site.name, canonical: `${origin}/post/${post.id}` }, parts));
    }
    const sectionId = idOf(SECTION_PATH, path);
    if (sectionId !== undefined) {
      const section = sectionId === null ? undefined : await data.readSection(site.id, sectionId);
      if (!section) return missing('版块');
      const beforeId = beforeOf(request.url.split('?')[1] ?? '');
      const list = await data.readPostLinks(site.id, { sectionId: section.id, beforeId, limit: LIST_POSTS });
      // Each page of the list is its own address; the first is the section's.
      const canonical = `${origin}/section/${section.id}${beforeId === undefined ? '' : `?before=${beforeId}`}`;
      const head = {
        title: titled(section.name),
        description: section.description || section.name,
        canonical,
        og: og(section.name, 'website'),
      };
      return reply.send(render(head, sectionMain(section, list.posts, list.nextBeforeId)));
    }
    const questionId = idOf(QUESTION_PATH, path);
    if (questionId !== undefined) {
      const question = questionId === null ? undefined : await data.readQuestion(site.id, questionId);
      if (!question) return missing('问题');
      const canonical = `${origin}/question/${question.id}`;
      return reply.send(
        render(
          {
            title: titled(question.title),
            description: question.excerpt || question.title,
            canonical,
            og: og(question.title),
            jsonLd: questionJsonLd(question, canonical),
          },
          questionMain(question),
        ),
      );
    }
    const memberId = idOf(USER_PATH, path);
    if (memberId !== undefined) {
      const member = memberId === null ? undefined : await data.readMember(site.id, memberId);
      if (!member) return missing('成员');
      const canonical = `${origin}/user/${member.id}`;
      const head = {
        title: titled(member.nickname),
        description: profileDescription(member),
        canonical,
        og: og(member.nickname, 'profile'),
        jsonLd: profileJsonLd(member, canonical, origin),
      };
      return reply.send(render(head, profileMain(member)));
    }
    const description = siteDescription || site.name;
    if (path === '/') {
      const [latest, sections] = await Promise.all([data.readPostLinks(site.id, { limit: LIST_POSTS }), data.readSections(site.id)]);
      const head = { title: site.name, description, canonical: `${origin}/`, og: og(site.name, 'website') };
      return reply.send(render(head, homeMain({ name: site.name, description: siteDescription }, latest.posts, sections)));
    }
    // Any other page is the route table's title on the site; kept out of search engines unless anyone may open it.
    const noindex = NOINDEX_PATHS.test(path) || page?.public === false;
    return reply.send(
      render({ title: titled(page?.title ?? ''), description, noindex, canonical: noindex ? undefined : `${origin}${path}` }),
    );
  };
}
