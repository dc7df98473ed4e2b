// A member writes posts: create, edit, delete their own. Content is sanitised here, never trusted; the state a post
// takes follows the section's review-first setting and the sensitive words.

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { OperationBody, Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { badRequest, conflict, forbidden, notFound, notLoggedIn, tooManyRequests } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { linkedMentionIds, linkMentions, noticeMentions } from '../notification/mentions';
import { pointsForPostState, postPointsDue } from '../point/content-points';
import { sections } from '../section/section.tables';
import { countPostInSection, transitionPosts } from './content-transitions';
import { findForumSection } from './forum-sections';
import { posts } from './post.tables';
import { findPostingMember, mayPost, moderates } from './post-members';
import { postPublished } from './post-published';
import { postSearchVector } from './post-search-vector';
import { type CleanContent, cleanContent, excerptOf, imagesOf } from './post-text';
import { recordEdit } from './revisions';
import { sectionCountChange } from './section-post-count';
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

/**
 * Writes a new post and, when it is published, counts it in its section: one statement, so it is whole even outside a
 * transaction, and one round trip to the database.
 */
async function insertPost(
  db: Executor,
  values: PgInsertValue<typeof posts> & { siteId: number; sectionId: number; status: number },
): Promise<number> {
  const insert = db.insert(posts).values(values).returning({ id: posts.id });
  if (values.status !== ContentStatus.published) return (await insert)[0].id;
  const counted = sectionCountChange(db, values.siteId, values.sectionId, 1);
  const { rows } = (await db.execute(sql`with p as ${insert}, c as ${counted} select id::int as id from p`)) as unknown as {
    rows: { id: number }[];
  };
  return rows[0].id;
}

export function createPostWriteService(deps: Pick<ModuleDeps, 'db' | 'cache' | 'config' | 'modules'>) {
  const { db } = deps;
  /** Hands a post's attachmentIds to the module that keeps attachments (its manifest's postAttachments). */
  async function attach(tx: Executor, post: { siteId: number; postId: number; authorId: number; created: boolean }, ids?: number[]) {
    if (ids === undefined || (post.created && ids.length === 0)) return;
    for (const module of deps.modules) if (module.postAttachments) await module.postAttachments(tx, post, ids);
  }
  const interval = deps.config.postIntervalSeconds;
  return {
    async create(member: MemberRef, body: OperationBody<'createPost'>): Promise<ContentSaved> {
      const { siteId, siteUserId } = member;
      const { title, content } = cleanPost(body);
      const [section, who, pointsDue, hit] = await Promise.all([
        findForumSection(db, siteId, body.sectionId),
        findPostingMember(db, siteId, siteUserId),
        postPointsDue(db, siteId),
        findSensitiveWord(deps, siteId, `${title}\n${content.text}`),
      ]);
      if (!section) throw notFound('版块不存在');
      if (!who) throw notLoggedIn();
      if (!mayPost(who, section)) throw forbidden('你没有在这个版块发帖的权限');
      // A section's moderators are trusted with their own section: review-first holds their posts no more (sensitive words still do).
      const status = (section.reviewFirst && !moderates(who, section.id)) || hit ? ContentStatus.pending : ContentStatus.published;
      // @mentions linked (notification/mentions.ts); the members told once the post is published.
      const mentioned = await linkMentions(db, siteId, content.html);
      const values = {
        siteId,
        sectionId: section.id,
        authorId: siteUserId,
        status,
        ...postValues(title, { ...content, html: mentioned.html }),
      };
      const pays = pointsDue && status === ContentStatus.published;
      const tells = status === ContentStatus.published && mentioned.memberIds.some((id) => id !== siteUserId);
      // Nothing to check, pay, attach or tell beside the post itself: its one statement needs no transaction around it.
      const saved =
        interval === 0 && !pays && !tells && !body.attachmentIds?.length
          ? { id: await insertPost(db, values), status }
          : await db.transaction(async (tx) => {
              const recent = interval > 0 && (await postedWithin(tx, member, interval));
              if (recent) throw tooManyRequests(`发帖太频繁，请 ${interval} 秒后再试`);
              const id = await insertPost(tx, values);
              if (pays) await pointsForPostState(tx, siteId, { id, authorId: siteUserId }, null, status);
              await attach(tx, { siteId, postId: id, authorId: siteUserId, created: true }, body.attachmentIds);
              if (tells)
                await noticeMentions(tx, {
                  siteId,
                  actorId: siteUserId,
                  memberIds: mentioned.memberIds,
                  target: 'post',
                  title,
                  excerpt: excerptOf(content.text),
                  link: `/post/${id}`,
                });
              return { id, status };
            });
      if (status === ContentStatus.published) postPublished(siteId, saved.id);
      return saved;
    },

    async update(member: MemberRef, body: OperationBody<'updatePost'>): Promise<ContentSaved> {
      const { siteId, siteUserId } = member;
      const { title, content } = cleanPost(body);
      const hit = await findSensitiveWord(deps, siteId, `${title}\n${content.text}`);
      const mentioned = await linkMentions(db, siteId, content.html);
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({
            content: posts.content,
            id: posts.id,
            status: posts.status,
            locked: posts.locked,
            sectionId: posts.sectionId,
            reviewFirst: sections.reviewFirst,
            title: posts.title,
            at: sql<Date>`coalesce(${posts.editedAt}, ${posts.createdAt})`.mapWith(posts.createdAt),
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
          .set({ ...postValues(title, { ...content, html: mentioned.html }), status: next, updatedAt: sql`now()`, editedAt: sql`now()` })
          .where(and(eq(posts.siteId, siteId), eq(posts.id, post.id)));
        await recordEdit(
          tx,
          siteId,
          'post',
          post.id,
          { ...post, editorId: siteUserId },
          { title, content: content.html, editorId: siteUserId },
        );
        await countPostInSection(tx, siteId, post.sectionId, post.status, next);
        await attach(tx, { siteId, postId: post.id, authorId: siteUserId, created: false }, body.attachmentIds);
        // Only the members this edit mentions for the first time are told.
        if (next === ContentStatus.published) {
          const [excerpt, except] = [excerptOf(content.text), linkedMentionIds(post.content)];
          await noticeMentions(tx, {
            siteId,
            actorId: siteUserId,
            memberIds: mentioned.memberIds,
            except,
            target: 'post',
            title,
            excerpt,
            link: `/post/${post.id}`,
          });
        }
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
