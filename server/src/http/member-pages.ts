import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PostPage } from '../modules/post/post-page';
import type { SiteRef } from '../tenancy/site-resolver';

/** The member site's page, as the build wrote it: served at every path of a site's host but /console and /api. */
export const MEMBER_INDEX = 'member/index.html';

const POST_PATH = /^\/post\/([1-9]\d{0,14})\/?$/;
const DESCRIPTION_CHARS = 150;

/** Text for HTML, in text and in double-quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A post's id from its page's path (`/post/12`), or undefined for any other path. */
export function postIdOfPath(path: string): number | undefined {
  const match = POST_PATH.exec(path);
  return match ? Number(match[1]) : undefined;
}

export interface PostHead {
  siteName: string;
  /** `{protocol}://{host}{port}/post/{id}`. */
  canonical: string;
}

/**
 * The member page with the post written in: title, description, canonical address and Open Graph in the head, the
 * title and the stored (sanitised) content in `<article id="ssr-post">` inside the root, which the app replaces
 * when it mounts. Search engines and link previews read it without running the app.
 */
export function renderPostPage(template: string, post: PostPage, head: PostHead): string {
  const title = escapeHtml(`${post.title} - ${head.siteName}`);
  const description = escapeHtml(post.excerpt.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_CHARS));
  const canonical = escapeHtml(head.canonical);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:title" content="${escapeHtml(post.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
  ].join('');
  const article = `<article id="ssr-post"><h1>${escapeHtml(post.title)}</h1><div class="ssr-content">${post.content}</div></article>`;
  const withHead = /<title>[\s\S]*?<\/title>/.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => tags)
    : template.replace('</head>', () => `${tags}</head>`);
  return withHead.replace(/<div id="root"><\/div>/, () => `<div id="root">${article}</div>`);
}

/** The page of a site's host whose title names the site, for paths with nothing of their own to say. */
function renderSitePage(template: string, siteName: string): string {
  return template.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(siteName)}</title>`);
}

export interface MemberPagesOptions {
  staticDir: string;
  readPost(siteId: number, postId: number): Promise<PostPage | undefined>;
}

/**
 * Answers a page request on a site's host with the member app. `/post/:id` of a post anyone may read carries the
 * post itself; any other post id answers 404 with the app (which shows its own 不存在 page).
 */
export function createMemberPages({ staticDir, readPost }: MemberPagesOptions) {
  let template: Promise<string> | undefined;
  const load = () => {
    template ??= readFile(join(staticDir, MEMBER_INDEX), 'utf8').catch((error) => {
      template = undefined;
      throw error;
    });
    return template;
  };
  return async function serveMemberPage(request: FastifyRequest, reply: FastifyReply, site: SiteRef, path: string) {
    const html = await load();
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const postId = postIdOfPath(path);
    if (postId === undefined) return reply.send(renderSitePage(html, site.name));
    const post = await readPost(site.id, postId);
    if (!post) return reply.status(404).send(renderSitePage(html, site.name));
    const canonical = `${request.protocol}://${request.host}/post/${post.id}`;
    return reply.send(renderPostPage(html, post, { siteName: site.name, canonical }));
  };
}
