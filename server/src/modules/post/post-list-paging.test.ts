// The member site's post lists page by a cursor on (time, id): every published post comes exactly once, in order, for
// any times (fractions of a millisecond, several posts at one instant), pinned posts first on a section's first page.
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { posts } from './post.tables';
import { encodePlace } from './post-cursor';
import { createPost, type Member, member, postCast, section } from './post-test-kit';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let author: Member;
let open: number;
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
  author = await member(server, a, '翻页的人');
  open = await section(server, a, '翻页测试');
  for (let i = 0; i < 9; i++) ids.push((await createPost(server, author, open, `第 ${i + 1} 帖`)).id);
}, 60_000);
afterAll(() => server?.close());

type Listed = { id: number; pinned: boolean };

async function everyPage(query: Record<string, unknown>, limit: number) {
  const seen: Listed[][] = [];
  let cursor: string | undefined;
  do {
    const res = await server.call('getPostList', { host: a.host, query: { ...query, limit, ...(cursor ? { cursor } : {}) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(res.body.data.list);
    cursor = res.body.data.nextCursor ?? undefined;
  } while (cursor && seen.length < 20);
  return seen;
}

// Microseconds past 2026-03-01: several posts share an instant, many sit past the half millisecond.
const BASE = Date.UTC(2026, 2, 1) * 1000;
const instant = fc.constantFrom(0, 1, 499, 500, 501, 999, 1000, 1500, 2_000_000);

describe('paging the member site’s lists', () => {
  it('gives every post once, newest first by (time, id), whatever their times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(instant, { minLength: 9, maxLength: 9 }),
        fc.array(instant, { minLength: 9, maxLength: 9 }),
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 1, max: 4 }),
        async (active, created, pinned, limit) => {
          for (const [i, id] of ids.entries()) await place(id, BASE + active[i], BASE + created[i], pinned[i]);
          const byTime = (times: number[]) => [...ids.keys()].sort((x, y) => times[y] - times[x] || ids[y] - ids[x]).map((i) => ids[i]);

          const newest = (await everyPage({ sectionId: open, sort: 'new' }, limit)).flat().map((p) => p.id);
          expect(newest).toEqual(byTime(created));

          const pages = await everyPage({ sectionId: open }, limit);
          const pinnedIds = byTime(active).filter((id) => pinned[ids.indexOf(id)]);
          expect(pages[0].slice(0, pinnedIds.length).map((p) => p.id)).toEqual(pinnedIds);
          const rest = pages.flat().slice(pinnedIds.length);
          expect(rest.every((p) => !p.pinned)).toBe(true);
          expect(rest.map((p) => p.id)).toEqual(byTime(active).filter((id) => !pinned[ids.indexOf(id)]));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('still takes a cursor counted in milliseconds, as handed out before', async () => {
    // Whole milliseconds apart, newest first in the order of ids.
    for (const [i, id] of ids.entries()) await place(id, BASE, BASE + (ids.length - i) * 1000, false);
    const first = (await server.call('getPostList', { host: a.host, query: { sectionId: open, sort: 'new', limit: 3 } })).body.data;
    expect(first.list.map((p: Listed) => p.id)).toEqual(ids.slice(0, 3));
    const old = encodePlace({ at: (BASE + (ids.length - 2) * 1000) / 1000, id: ids[2] });
    const next = await server.call('getPostList', { host: a.host, query: { sectionId: open, sort: 'new', limit: 3, cursor: old } });
    expect(next.body.data.list.map((p: Listed) => p.id)).toEqual(ids.slice(3, 6));
  });

  it('shows a post’s first three images in the list, and fewer as they are', async () => {
    const pictures = ['/u/1.png', '/u/2.png', '/u/3.png', '/u/4.png', '/u/5.png'];
    const counts = [5, 3, 1, 0];
    for (const [i, n] of counts.entries())
      await server.database.db
        .update(posts)
        .set({ images: pictures.slice(0, n) })
        .where(and(eq(posts.siteId, a.id), eq(posts.id, ids[i])));
    const listed = (await everyPage({ sectionId: open }, 20)).flat() as (Listed & { images: string[] })[];
    for (const [i, n] of counts.entries()) expect(listed.find((p) => p.id === ids[i])?.images).toEqual(pictures.slice(0, Math.min(n, 3)));
  });

  it('answers a hidden, another site’s or missing section as 版块不存在, and an empty visible one as an empty page', async () => {
    // The list itself reads visible sections only; whether the section is there is asked when a page comes back empty.
    const list = (sectionId: number, host = a.host) => server.call('getPostList', { host, query: { sectionId } });
    const hidden = await section(server, a, '隐藏的版块');
    await createPost(server, author, hidden, '藏起来的帖子');
    const hide = await server.call('updateSection', { token: a.tokens.owner, host: a.host, body: { id: hidden, status: 0 } });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    for (const res of [await list(hidden), await list(open, b.host), await list(2_000_000_000)])
      expect([res.status, res.body.description]).toEqual([404, '版块不存在']);
    const empty = await list(await section(server, a, '空版块'));
    expect([empty.status, empty.body.data]).toEqual([200, { list: [], nextCursor: null }]);
  });
});

/** Sets a post's times to the microsecond (a Date holds milliseconds only) and whether it is pinned. */
function place(id: number, activeUs: number, createdUs: number, pinned: boolean) {
  const at = (us: number) => sql`'epoch'::timestamptz + ${us}::bigint * interval '1 microsecond'`;
  return server.database.db
    .update(posts)
    .set({ activeAt: at(activeUs), createdAt: at(createdUs), pinned })
    .where(and(eq(posts.siteId, a.id), eq(posts.id, id)));
}
