// With no posting interval (POST_INTERVAL_SECONDS=0) and no 发表主题 points, a new post is one statement without a
// transaction around it; it must count, pay and hold back exactly as the transaction does.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { pointItems, pointRecords } from '../point/point.tables';
import { posts } from './post.tables';
import { as, type Member, member, postCast, section } from './post-test-kit';
import { readSectionCount } from './section-post-count';

let server: TestServer;
let a: ConsoleTestSite;
let author: Member;

beforeAll(async () => {
  server = await startTestServer({ config: { postIntervalSeconds: 0 } });
  ({ a } = await postCast(server));
  author = await member(server, a, '快手作者');
});
afterAll(() => server?.close());

const write = (m: Member, sectionId: number, title: string) =>
  server.call('createPost', { ...as(m), body: { sectionId, title, content: `<p>${title}的正文</p>` } });

const paidFor = async (postId: number) =>
  (
    await server.database.db
      .select({ delta: pointRecords.delta })
      .from(pointRecords)
      .where(and(eq(pointRecords.siteId, a.id), eq(pointRecords.eventKey, `post_create:post:${postId}`)))
  ).map((r) => r.delta);

const setPostRule = (enabled: number) =>
  server.database.db
    .update(pointItems)
    .set({ enabled })
    .where(and(eq(pointItems.siteId, a.id), eq(pointItems.code, 'post_create')));

describe('a new post without a posting interval', () => {
  it('publishes and counts many posts of one member sent at once, each searchable', async () => {
    await setPostRule(0);
    const open = await section(server, a, '快速发帖');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => write(author, open, `同时写的第${i}篇`)));
    expect(results.map((r) => [r.status, r.body.data.status])).toEqual(results.map(() => [200, 20]));
    expect(await readSectionCount(server.database.db, a.id, open)).toBe(10);
    const [row] = await server.database.db
      .select({ vector: posts.searchVector })
      .from(posts)
      .where(and(eq(posts.siteId, a.id), eq(posts.id, results[0].body.data.id)));
    expect(row.vector).not.toBe('');
    expect(await paidFor(results[0].body.data.id)).toEqual([]);
  });

  it('pays 发表主题 when the rule is on, and counts nothing for a post held for review', async () => {
    await setPostRule(1);
    const open = await section(server, a, '有积分的版块');
    const paid = await write(author, open, '这篇有积分');
    expect(paid.body.data.status).toBe(20);
    expect(await paidFor(paid.body.data.id)).toEqual([5]);
    expect(await readSectionCount(server.database.db, a.id, open)).toBe(1);
    const review = await section(server, a, '先审后发的版块', { reviewFirst: true });
    const held = await write(author, review, '等待审核的帖子');
    expect(held.body.data.status).toBe(10);
    expect(await readSectionCount(server.database.db, a.id, review)).toBe(0);
    expect(await paidFor(held.body.data.id)).toEqual([]);
  });
});
