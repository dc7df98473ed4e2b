// A member writes posts: create, edit, delete their own. Content is sanitised here, never trusted; the state a post
// takes follows the section's review-first setting and the sensitive words.

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { badRequest, conflict, forbidden, notFound, notLoggedIn, tooManyRequests } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { pointsForPostState } from '../point/content-points';
import { sections } from '../section/section.tables';
import { countPostInSection, transitionPosts } from './content-transitions';
import { findForumSection } from './forum-sections';
import { posts } from './post.tables';
import { findPostingMember, mayPost, moderates } from './post-members';
import { postSearchVector } from './post-search-vector';
import { type CleanContent, cleanContent, excerptOf, imagesOf } from './post-text';
import { findSensitiveWord } from './sensitive-words';

type Status = (typeof ContentStatus)[keyof typeof ContentStatus];
type ContentSaved = Schema<'ContentSaved'>;

/** What a reader may be sent back: sanitising adds attributes (rel on links), so the stored HTML is capped apart from the input. */
const MAX_STORED_HTML = 100_000;

export interface MemberRef {
  siteId: number;
  siteUserId: number;
}

function cleanPost(input: { title: string; content: string }): { title: string; content: CleanContent } {
  const title = input.title.trim();
  if (!title) throw badRequest('请输入标题');
  const content = cleanContent(input.content);
  if (!content) throw badRequest('正文不能为空');
  if (content.html.length > MAX_STORED_HTML) throw badRequest('正文过长，请删减后再发');
  return { title, content };
}

function postValues(title: string, content: CleanContent) {
  return {
    title,
    content: content.html,
    excerpt: excerptOf(content.text),
    images: imagesOf(content.html),
    searchVector: postSearchVector(title, content.text),
  };
}

/** After an edit: published stays published unless it must be looked at again; rejected or hidden content goes back to review. */
export function statusAfterEdit(status: number, needsReview: boolean): Status {
  switch (status) {
    case ContentStatus.published:
      return needsReview ? ContentStatus.resubmitted : ContentStatus.published;
    case ContentStatus.rejected:
    case ContentStatus.hidden:
      return ContentStatus.resubmitted;
    default:
      return status as Status;
  }
}

/** Serialises one member's posting, so that the interval holds under concurrent requests. */
async function lockAuthor(tx: Executor, member: MemberRef) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`post:${member.siteId}:${member.siteUserId}`}, 0))`);
}

/** Whether the member posted within the interval; holds the member's lock until the transaction ends. */
async function postedWithin(tx: Executor, member: MemberRef, seconds: number): Promise<boolean> {
  await lockAuthor(tx, member);
  const [recent] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.siteId, member.siteId),
        eq(posts.authorId, member.siteUserId),
        gt(posts.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

export function createPostWriteService(deps: Pick<ModuleDeps, 'db' | 'cache' | 'config'>) {
  const { db } = deps;
  const interval = deps.config.postIntervalSeconds;
  return {
    async create(member: MemberRef, body: OperationBody<'createPost'>): Promise<ContentSaved> {
      const { siteId, siteUserId } = member;
      const { title, content } = cleanPost(body);
      const section = await findForumSection(db, siteId, body.sectionId);
      if (!section) throw notFound('版块不存在');
      const who = await findPostingMember(db, siteId, siteUserId);
      if (!who) throw notLoggedIn();
      if (!mayPost(who, section)) throw forbidden('你没有在这个版块发帖的权限');
      const hit = await findSensitiveWord(deps, siteId, `${title}\n${content.text}`);
      // A section's moderators are trusted with their own section: review-first holds their posts no more (sensitive words still do).
      const status = (section.reviewFirst && !moderates(who, section.id)) || hit ? ContentStatus.pending : ContentStatus.published;
      return db.transaction(async (tx) => {
        const recent = interval > 0 && (await postedWithin(tx, member, interval));
        if (recent) throw tooManyRequests(`发帖太频繁，请 ${interval} 秒后再试`);
        const [row] = await tx
          .insert(posts)
          .values({ siteId, sectionId: section.id, authorId: siteUserId, status, ...postValues(title, content) })
          .returning({ id: posts.id });
        await pointsForPostState(tx, siteId, { id: row.id, authorId: siteUserId }, null, status);
        // Last before the commit: every post of the section waits for this row's lock, so it is held the shortest.
        await countPostInSection(tx, siteId, section.id, null, status);
        return { id: row.id, status };
      });
    },

    async update(member: MemberRef, body: OperationBody<'updatePost'>): Promise<ContentSaved> {
      const { siteId, siteUserId } = member;
      const { title, content } = cleanPost(body);
      const hit = await findSensitiveWord(deps, siteId, `${title}\n${content.text}`);
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({
            id: posts.id,
            status: posts.status,
            locked: posts.locked,
            sectionId: posts.sectionId,
            reviewFirst: sections.reviewFirst,
          })
          .from(posts)
          .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
          .where(and(eq(posts.siteId, siteId), eq(posts.id, body.id), eq(posts.authorId, siteUserId)))
          .for('update', { of: posts });
        if (!post) throw notFound('帖子不存在');
        if (post.status === ContentStatus.deleted) throw conflict('帖子已删除，不能修改');
        if (post.locked) throw conflict('帖子已锁定，不能修改');
        const next = statusAfterEdit(post.status, post.reviewFirst || hit !== null);
        await tx
          .update(posts)
          .set({ ...postValues(title, content), status: next, updatedAt: sql`now()` })
          .where(and(eq(posts.siteId, siteId), eq(posts.id, post.id)));
        await countPostInSection(tx, siteId, post.sectionId, post.status, next);
        return { id: post.id, status: next };
      });
    },

    async deleteMine(member: MemberRef, id: number, from: RequestInfo): Promise<void> {
      const { siteId, siteUserId } = member;
      const who = await findPostingMember(db, siteId, siteUserId);
      if (!who) throw notLoggedIn();
      await db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.siteId, siteId), eq(posts.id, id), eq(posts.authorId, siteUserId), ne(posts.status, ContentStatus.deleted)));
        if (!own) throw notFound('帖子不存在');
        const result = await transitionPosts(tx, siteId, {
          ids: [id],
          action: 'delete',
          actor: { realm: 'member', siteUserId, name: who.name },
          from,
        });
        // Deleted meanwhile by someone else: to the author it is gone either way.
        if (!result.changed.length) throw notFound('帖子不存在');
      });
    },
  };
}
