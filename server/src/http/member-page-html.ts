// The content of the member site's server-written pages, for search engines and readers before the app mounts (the
// app replaces the root when it does): the home page, a section's list, a post, a question with its answers, and
// their schema.org JSON-LD. Every value from the database is escaped here, but the stored content of posts, questions
// and answers, which was sanitised when it was written (sanitize-html.ts).
import { plainText } from '../../../sdk/format/html-text';

/** Text for HTML, in text and in double-quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Data for a `<script type="application/ld+json">`: JSON with `<` written `\u003c`, so no text in it can close the
 * element (`</script>`) or open a comment. The CSP's script-src does not apply: browsers never run this type.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** A post in a list of links. */
export interface PostLink {
  id: number;
  title: string;
  excerpt: string;
  createdAt: Date;
}

/** A section in the home page's list. */
export interface SectionLink {
  id: number;
  name: string;
  description: string;
}

/** A post anyone may read, as its page shows it. */
export interface PostPage {
  id: number;
  title: string;
  /** Sanitised HTML, as stored. */
  content: string;
  excerpt: string;
  authorName: string;
  /** The author's id where they have a public home (`/user/:id`), else null (the anonymous user, a disabled member). */
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
  commentCount: number;
  likeCount: number;
}

/** A published answer, its content sanitised HTML as stored. */
export interface AnswerText {
  id: number;
  content: string;
  authorName: string;
  authorId: number | null;
  createdAt: Date;
  upCount: number;
  accepted: boolean;
}

/** A question anyone may read: published, on a site whose Q&A is open; its content sanitised HTML as stored. */
export interface QuestionPage {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  authorName: string;
  authorId: number | null;
  createdAt: Date;
  answerCount: number;
  answers: AnswerText[];
}

const postLinks = (posts: readonly PostLink[]) =>
  posts.length
    ? `<ul class="ssr-list">${posts
        .map((p) => `<li><a href="/post/${p.id}">${escapeHtml(p.title)}</a>${p.excerpt ? `<p>${escapeHtml(p.excerpt)}</p>` : ''}</li>`)
        .join('')}</ul>`
    : '<p>暂无帖子</p>';

/** The home page: the site's name and description, its latest public posts and its visible sections, as links. */
export function homeMain(site: { name: string; description: string }, posts: readonly PostLink[], sections: readonly SectionLink[]) {
  const sectionList = sections
    .map(
      (s) => `<li><a href="/section/${s.id}">${escapeHtml(s.name)}</a>${s.description ? `<p>${escapeHtml(s.description)}</p>` : ''}</li>`,
    )
    .join('');
  return (
    `<main id="ssr-home"><h1>${escapeHtml(site.name)}</h1>${site.description ? `<p>${escapeHtml(site.description)}</p>` : ''}` +
    `<section><h2>最新帖子</h2>${postLinks(posts)}</section>` +
    (sectionList ? `<nav aria-label="版块"><h2>版块</h2><ul class="ssr-list">${sectionList}</ul></nav>` : '') +
    '</main>'
  );
}

/** A section's page: its name, introduction and a page of its latest posts, with the next page's link. */
export function sectionMain(section: { id: number; name: string; description: string }, posts: readonly PostLink[], nextBeforeId?: number) {
  const next = nextBeforeId === undefined ? '' : `<a rel="next" href="/section/${section.id}?before=${nextBeforeId}">下一页</a>`;
  return (
    `<main id="ssr-section"><h1>${escapeHtml(section.name)}</h1>` +
    `${section.description ? `<p>${escapeHtml(section.description)}</p>` : ''}${postLinks(posts)}${next}</main>`
  );
}

/** An author's name, a link to their home where they have one. */
const authorHtml = (name: string, id: number | null) =>
  id === null ? escapeHtml(name) : `<a href="/user/${id}" rel="author">${escapeHtml(name)}</a>`;

/** The post itself: its title, its author and stored (sanitised) content. */
export function postArticle(post: Pick<PostPage, 'title' | 'content' | 'authorName' | 'authorId'>): string {
  return (
    `<article id="ssr-post"><h1>${escapeHtml(post.title)}</h1><p>${authorHtml(post.authorName, post.authorId)}</p>` +
    `<div class="ssr-content">${post.content}</div></article>`
  );
}

/** A question and its answers' stored (sanitised) content. */
export function questionMain(question: QuestionPage): string {
  const answers = question.answers
    .map(
      (a) =>
        `<article id="answer-${a.id}"><p>${authorHtml(a.authorName, a.authorId)}${a.accepted ? ' · 已采纳' : ''}</p>` +
        `<div class="ssr-content">${a.content}</div></article>`,
    )
    .join('');
  return (
    `<main id="ssr-question"><article><h1>${escapeHtml(question.title)}</h1><p>${authorHtml(question.authorName, question.authorId)}</p>` +
    `<div class="ssr-content">${question.content}</div></article>` +
    `<section><h2>${question.answerCount} 个回答</h2>${answers}</section></main>`
  );
}

/** The author as a schema.org Person, with their home's address (on the page's host) where they have one. */
const person = (name: string, id: number | null, pageUrl: string) =>
  id === null ? { '@type': 'Person', name } : { '@type': 'Person', name, url: new URL(`/user/${id}`, pageUrl).href };
/** A schema.org InteractionCounter of `count` actions of `type` (CommentAction, WriteAction …). */
export const counter = (type: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${type}`,
  userInteractionCount: count,
});
/** JSON-LD texts are the content's plain text, at most this long (a search result shows far less). */
const JSON_LD_TEXT_CHARS = 5_000;
const textOf = (html: string) => [...plainText(html)].slice(0, JSON_LD_TEXT_CHARS).join('');

/** schema.org DiscussionForumPosting of a post's page. */
export function postJsonLd(post: PostPage, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    text: post.excerpt || textOf(post.content),
    author: person(post.authorName, post.authorId, url),
    datePublished: post.createdAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    interactionStatistic: [counter('CommentAction', post.commentCount), counter('LikeAction', post.likeCount)],
  };
}

/** schema.org QAPage of a question's page: the accepted answer and the others as suggested ones. */
export function questionJsonLd(question: QuestionPage, url: string): object {
  const answer = (a: AnswerText) => ({
    '@type': 'Answer',
    text: textOf(a.content),
    author: person(a.authorName, a.authorId, url),
    datePublished: a.createdAt.toISOString(),
    upvoteCount: a.upCount,
    url: `${url}#answer-${a.id}`,
  });
  const accepted = question.answers.find((a) => a.accepted);
  const suggested = question.answers.filter((a) => !a.accepted);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: textOf(question.content) || question.title,
      author: person(question.authorName, question.authorId, url),
      datePublished: question.createdAt.toISOString(),
      answerCount: question.answerCount,
      ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
      ...(suggested.length ? { suggestedAnswer: suggested.map(answer) } : {}),
    },
  };
}
