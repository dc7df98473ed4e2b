// A member edits their own comment within the site's edit window (站点设置 › 评论编辑时限, `commentEditMinutes`):
// sanitised and checked for sensitive words as a new comment is, the version before kept in the edit history. Mentions
// are linked as in a new comment; only the members this edit mentions for the first time are told.
import { and, eq, sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { linkedMentionIds, linkMentions, noticeMentions } from '../notification/mentions';
import { findCommentEditMinutes } from '../site-console/site-setting-repository';
import { countComment } from './content-transitions';
import { comments, posts } from './post.tables';
import { commentSearchVector } from './post-search-vector';
import { cleanContent, excerptOf } from './post-text';
import { type MemberRef, statusAfterEdit } from './post-write-service';
import { recordEdit } from './revisions';
import { findSensitiveWord } from './sensitive-words';

const MAX_STORED_HTML = 10_000;

export function createCommentEditService(deps: Pick<ModuleDeps, 'db' | 'cache'>) {
  const { db } = deps;
  return {
    async update(member: MemberRef, body: OperationBody<'updateComment'>): Promise<Schema<'ContentSaved'>> {
      const { siteId, siteUserId } = member;
      const content = cleanContent(body.content);
      if (!content) throw badRequest('评论内容不能为空');
      if (content.html.length > MAX_STORED_HTML) throw badRequest('评论过长，请删减后再发');
      const [minutes, hit, mentioned] = await Promise.all([
        findCommentEditMinutes(db, siteId),
        findSensitiveWord(deps, siteId, content.text),
        linkMentions(db, siteId, content.html),
      ]);
      return db.transaction(async (tx) => {
        const [comment] = await tx
          .select({
            id: comments.id,
            postId: comments.postId,
            parentId: comments.parentId,
            authorId: comments.authorId,
            status: comments.status,
            content: comments.content,
            at: sql<Date>`coalesce(${comments.editedAt}, ${comments.createdAt})`.mapWith(comments.createdAt),
            inWindow: sql<boolean>`${comments.createdAt} > now() - make_interval(mins => ${minutes})`,
            postLocked: posts.locked,
            postTitle: posts.title,
          })
          .from(comments)
          .innerJoin(posts, and(eq(posts.siteId, comments.siteId), eq(posts.id, comments.postId)))
          .where(and(eq(comments.siteId, siteId), eq(comments.id, body.id)))
          .for('update', { of: comments });
        if (!comment) throw notFound('评论不存在');
        if (comment.authorId !== siteUserId) throw forbidden('只能修改自己的评论');
        if (comment.status === ContentStatus.deleted) throw conflict('评论已删除，不能修改');
        if (comment.status === ContentStatus.hidden) throw conflict('评论已被屏蔽，不能修改');
        if (comment.postLocked) throw conflict('帖子已锁定，不能修改评论');
        if (minutes === 0) throw conflict('本站不允许修改已发表的评论');
        if (!comment.inWindow) throw conflict(`评论发表已超过 ${minutes} 分钟，不能再修改`);
        const next = statusAfterEdit(comment.status, hit !== null);
        await tx
          .update(comments)
          .set({
            content: mentioned.html,
            searchVector: commentSearchVector(content.text),
            status: next,
            updatedAt: sql`now()`,
            editedAt: sql`now()`,
          })
          .where(and(eq(comments.siteId, siteId), eq(comments.id, comment.id)));
        await countComment(tx, siteId, comment, comment.status, next);
        await recordEdit(
          tx,
          siteId,
          'comment',
          comment.id,
          { ...comment, editorId: siteUserId },
          { content: mentioned.html, editorId: siteUserId },
        );
        if (next === ContentStatus.published)
          await noticeMentions(tx, {
            siteId,
            actorId: siteUserId,
            memberIds: mentioned.memberIds,
            except: linkedMentionIds(comment.content),
            target: 'comment',
            title: comment.postTitle,
            excerpt: excerptOf(content.text),
            link: `/post/${comment.postId}`,
          });
        return { id: comment.id, status: next };
      });
    },
  };
}
