import { ContentStatus } from '../../sdk/generated/enums';
import type { Database } from '../src/db/database';
import { comments, posts } from '../src/modules/post/post.tables';
import { commentSearchVector, postSearchVector } from '../src/modules/post/post-search-vector';
import { plainText } from '../src/modules/post/post-text';
import { addToSectionCount } from '../src/modules/post/section-post-count';
import { sections } from '../src/modules/section/section.tables';

type Status = (typeof ContentStatus)[keyof typeof ContentStatus];

export async function insertSection(db: Database, siteId: number, name: string) {
  const [row] = await db.insert(sections).values({ siteId, name }).returning({ id: sections.id });
  return row.id;
}

export async function insertPost(
  db: Database,
  input: {
    siteId: number;
    sectionId: number;
    authorId: number;
    title: string;
    html: string;
    status?: Status;
    indexed?: boolean;
    createdAt?: Date;
  },
) {
  const status = input.status ?? ContentStatus.published;
  const [row] = await db
    .insert(posts)
    .values({
      siteId: input.siteId,
      sectionId: input.sectionId,
      authorId: input.authorId,
      title: input.title,
      content: input.html,
      excerpt: plainText(input.html).slice(0, 200),
      status,
      ...(input.createdAt ? { createdAt: input.createdAt, activeAt: input.createdAt } : {}),
      ...(input.indexed === false ? {} : { searchVector: postSearchVector(input.title, plainText(input.html)) }),
    })
    .returning({ id: posts.id });
  if (status === ContentStatus.published) await addToSectionCount(db, input.siteId, input.sectionId, 1);
  return row.id;
}

export async function insertComment(
  db: Database,
  input: { siteId: number; postId: number; authorId: number; html: string; status?: Status; indexed?: boolean },
) {
  const [row] = await db
    .insert(comments)
    .values({
      siteId: input.siteId,
      postId: input.postId,
      authorId: input.authorId,
      content: input.html,
      status: input.status ?? ContentStatus.published,
      ...(input.indexed === false ? {} : { searchVector: commentSearchVector(plainText(input.html)) }),
    })
    .returning({ id: comments.id });
  return row.id;
}
