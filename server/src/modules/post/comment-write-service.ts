// A member comments on a published post, replies to a comment, and deletes their own comments.

import { and, eq, ne } from 'drizzle-orm';
import { type OperationBody, type Schema, Switch } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, notFound, notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { linkMentions, noticeWritten } from '../notification/mentions';
import { pointsForCommentState } from '../point/content-points';
import { sections } from '../section/section.tables';
import { countComment, transitionComments } from './content-transitions';
import { comments, posts } from './post.tables';
import { findPostingMember } from './post-members';
import { commentPublished } from './post-published';
import { commentSearchVector } from './post-search-vector';
import { cleanContent, excerptOf } from './post-text';
import type { MemberRef } from './post-write-service';
import { findSensitiveWord } from './sensitive-words';

type ContentSaved = Schema<'ContentSaved'>;

const MAX_STORED_HTML = 10_000;

export function createCommentWriteService(deps: Pick<ModuleDeps, 'db' | 'cache'>) {
  const { db } = deps;
  return {
    async create(member: MemberRef, body: OperationBody<'createComment'>): Promise<ContentSaved> {
      const { siteId, siteUserId } = member;
      const content = cleanContent(body.content);
      if (!content) throw badRequest('评论内容不能为空');
      if (content.html.length > MAX_STORED_HTML) throw badRequest('评论过长，请删减后再发');
      const hit = await findSensitiveWord(deps, siteId, content.text);
      const status = hit ? ContentStatus.pending : ContentStatus.published;
      const mentioned = await linkMentions(db, siteId, content.html);
      return db.transaction(async (tx) => {
        // The post's row is locked for the count, so a comment never lands on a post being hidden or locked meanwhile.
        const [post] = await tx
          .select({
            status: posts.status,
            locked: posts.locked,
            sectionStatus: sections.status,
            authorId: posts.authorId,
            title: posts.title,
          })
          .from(posts)
          .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
          .where(and(eq(posts.siteId, siteId), eq(posts.id, body.postId)))
          .for('update', { of: posts });
        if (!post || post.status !== ContentStatus.published || post.sectionStatus !== Switch.on) throw notFound('帖子不存在');
        if (post.locked) throw conflict('帖子已锁定，不能评论');
        let parentId: number | null = null;
        let replyToUserId: number | null = null;
        let repliedAuthorId: number | null = null;
        if (body.parentId !== undefined) {
          const [parent] = await tx
            .select({ id: comments.id, parentId: comments.parentId, authorId: comments.authorId, status: comments.status })
            .from(comments)
            .where(and(eq(comments.siteId, siteId), eq(comments.id, body.parentId), eq(comments.postId, body.postId)));
          const replyable =
            parent &&
            (parent.status === ContentStatus.published || (parent.authorId === siteUserId && parent.status !== ContentStatus.deleted));
          if (!replyable) throw notFound('评论不存在');
          // One level of nesting: a reply to a reply goes under the same top-level comment and names whom it answers.
          parentId = parent.parentId ?? parent.id;
          replyToUserId = parent.parentId !== null ? parent.authorId : null;
          repliedAuthorId = parent.authorId;
        }
        const [row] = await tx
          .insert(comments)
          .values({
            siteId,
            postId: body.postId,
            parentId,
            replyToUserId,
            authorId: siteUserId,
            content: mentioned.html,
            status,
            searchVector: commentSearchVector(content.text),
          })
          .returning({ id: comments.id });
        await countComment(tx, siteId, { postId: body.postId, parentId }, null, status);
        await pointsForCommentState(tx, siteId, { id: row.id, authorId: siteUserId }, null, status);
        if (status === ContentStatus.published) commentPublished(siteId, row.id);
        // `reply` to the post's author (or the comment's answered), `mention` to those named: notification/mentions.ts.
        if (status === ContentStatus.published)
          await noticeWritten(tx, {
            siteId,
            actorId: siteUserId,
            replyTo:
              repliedAuthorId === null ? { ownerIds: [post.authorId], target: 'post' } : { ownerIds: [repliedAuthorId], target: 'comment' },
            written: 'comment',
            mentionIds: mentioned.memberIds,
            title: post.title,
            excerpt: excerptOf(content.text),
            link: `/post/${body.postId}`,
          });
        return { id: row.id, status };
      });
    },

    async deleteMine(member: MemberRef, id: number, from: RequestInfo): Promise<void> {
      const { siteId, siteUserId } = member;
      const who = await findPostingMember(db, siteId, siteUserId);
      if (!who) throw notLoggedIn();
      await db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: comments.id })
          .from(comments)
          .where(
            and(
              eq(comments.siteId, siteId),
              eq(comments.id, id),
              eq(comments.authorId, siteUserId),
              ne(comments.status, ContentStatus.deleted),
            ),
          );
        if (!own) throw notFound('评论不存在');
        const result = await transitionComments(tx, siteId, {
          ids: [id],
          action: 'delete',
          actor: { realm: 'member', siteUserId, name: who.name },
          from,
        });
        if (!result.changed.length) throw notFound('评论不存在');
      });
    },
  };
}
