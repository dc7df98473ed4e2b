// The demo's edit history (npm start): on each demo site one of the first member's (reader1's) posts edited twice
// and one of their comments edited once, so 编辑历史 and 「已编辑」 have something to show.
import { and, asc, eq } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { comments, posts } from './post.tables';
import { commentSearchVector, postSearchVector } from './post-search-vector';
import { cleanContent, excerptOf } from './post-text';
import { recordEdit } from './revisions';

const plainText = (html: string) => cleanContent(html)?.text ?? '';

const MINUTE = 60_000;

export async function seedDemoRevisions(tx: Executor, site: DemoSite) {
  const author = site.memberIds[0];
  if (author === undefined) return;
  const [post] = await tx
    .select({ id: posts.id, title: posts.title, content: posts.content, createdAt: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.siteId, site.siteId), eq(posts.authorId, author), eq(posts.status, ContentStatus.published)))
    .orderBy(asc(posts.id))
    .limit(1);
  if (post) {
    const second = {
      title: `${post.title}（补充）`,
      content: `${post.content}<p>补充：评论区有书友提到了另一个版本的译本，读完后再来更新。</p>`,
    };
    const third = {
      title: `${post.title}（补充，已更新）`,
      content: `${post.content}<p>补充：对照读完了另一个译本，第二章的译法更贴近原文。</p><p>感谢评论区的书友推荐。</p>`,
    };
    const at = (minutes: number) => new Date(post.createdAt.getTime() + minutes * MINUTE);
    await recordEdit(
      tx,
      site.siteId,
      'post',
      post.id,
      { ...post, editorId: author, at: post.createdAt },
      { ...second, editorId: author, at: at(30) },
    );
    await recordEdit(
      tx,
      site.siteId,
      'post',
      post.id,
      { ...second, editorId: author, at: at(30) },
      { ...third, editorId: author, at: at(90) },
    );
    await tx
      .update(posts)
      .set({
        title: third.title,
        content: third.content,
        excerpt: excerptOf(plainText(third.content)),
        searchVector: postSearchVector(third.title, plainText(third.content)),
        editedAt: at(90),
      })
      .where(and(eq(posts.siteId, site.siteId), eq(posts.id, post.id)));
  }
  const [comment] = await tx
    .select({ id: comments.id, content: comments.content, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.siteId, site.siteId), eq(comments.authorId, author), eq(comments.status, ContentStatus.published)))
    .orderBy(asc(comments.id))
    .limit(1);
  if (comment) {
    const edited = `${comment.content}<p>（修改：补上了出处。）</p>`;
    const at = new Date(comment.createdAt.getTime() + 5 * MINUTE);
    await recordEdit(
      tx,
      site.siteId,
      'comment',
      comment.id,
      { ...comment, editorId: author, at: comment.createdAt },
      { content: edited, editorId: author },
    );
    await tx
      .update(comments)
      .set({ content: edited, searchVector: commentSearchVector(plainText(edited)), editedAt: at })
      .where(and(eq(comments.siteId, site.siteId), eq(comments.id, comment.id)));
  }
}
