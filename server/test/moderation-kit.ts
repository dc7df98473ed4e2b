// Content for tests that need posts and comments before members can write them through the API: rows inserted the
// way the post module stores them (search vector, counters of published content kept right).
import type { Executor } from '../src/db/database';
import { countComment, countPostInSection } from '../src/modules/post/content-transitions';
import { comments, posts } from '../src/modules/post/post.tables';
import { searchVector } from '../src/search/chinese-search';

export interface PostSeed {
  siteId: number;
  sectionId: number;
  authorId: number;
  title: string;
  content?: string;
  status?: number;
  pinned?: boolean;
}

export async function insertPost(db: Executor, seed: PostSeed): Promise<number> {
  const content = seed.content ?? `<p>${seed.title}的正文</p>`;
  const status = seed.status ?? 20;
  const text = content.replace(/<[^>]*>/g, '');
  const [row] = await db
    .insert(posts)
    .values({
      siteId: seed.siteId,
      sectionId: seed.sectionId,
      authorId: seed.authorId,
      title: seed.title,
      content,
      excerpt: text.slice(0, 200),
      status,
      pinned: seed.pinned ?? false,
      searchVector: searchVector(`${seed.title} ${text}`),
    })
    .returning({ id: posts.id });
  await countPostInSection(db, seed.siteId, seed.sectionId, null, status);
  return row.id;
}

export interface CommentSeed {
  siteId: number;
  postId: number;
  authorId: number;
  content: string;
  status?: number;
  parentId?: number;
}

export async function insertComment(db: Executor, seed: CommentSeed): Promise<number> {
  const status = seed.status ?? 20;
  const parentId = seed.parentId ?? null;
  const [row] = await db
    .insert(comments)
    .values({
      siteId: seed.siteId,
      postId: seed.postId,
      parentId,
      authorId: seed.authorId,
      content: seed.content,
      status,
      searchVector: searchVector(seed.content.replace(/<[^>]*>/g, '')),
    })
    .returning({ id: comments.id });
  await countComment(db, seed.siteId, { postId: seed.postId, parentId }, null, status);
  return row.id;
}
