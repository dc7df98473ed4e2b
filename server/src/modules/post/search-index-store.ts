// The search vectors of posts and comments, recomputed in chunks by the search index rebuild, and the record of each
// site's last rebuild (search_index_builds). The post module owns these tables; the content-oversight module drives
// the rebuild through these functions.
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { sites } from '../site/site.tables';
import { comments, posts, searchIndexBuilds } from './post.tables';
import { commentSearchVector, postSearchVector } from './post-search-vector';
import { plainText } from './post-text';

/** A build left 'running' this long was cut off (the process died without marking it); a new one may start. */
const STALE_BUILD = sql`interval '6 hours'`;

const emptyVector = sql`''::tsvector`;

/** Posts and comments of the site, and those with text but no indexed word (written before indexing, or never reached). */
const documentsOf = (siteId: SQL | number) =>
  sql<number>`((select count(*) from ${posts} where ${posts.siteId} = ${siteId}) + (select count(*) from ${comments} where ${comments.siteId} = ${siteId}))::int`;
const unindexedOf = (siteId: SQL | number) =>
  sql<number>`((select count(*) from ${posts} where ${posts.siteId} = ${siteId} and ${posts.searchVector} = ${emptyVector} and (${posts.title} <> '' or ${posts.content} <> ''))
    + (select count(*) from ${comments} where ${comments.siteId} = ${siteId} and ${comments.searchVector} = ${emptyVector} and ${comments.content} <> ''))::int`;

export async function listSearchIndexes(db: Executor, filter: PageRequest & { sitePattern?: string }) {
  const where = filter.sitePattern
    ? sql`(${sites.name} ilike ${filter.sitePattern} or ${sites.slug} ilike ${filter.sitePattern})`
    : undefined;
  const count = db.select({ n: countRows() }).from(sites).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          siteId: sites.id,
          siteName: sites.name,
          documents: documentsOf(sql`${sites.id}`).mapWith(Number),
          unindexed: unindexedOf(sql`${sites.id}`).mapWith(Number),
          startedAt: searchIndexBuilds.startedAt,
          state: searchIndexBuilds.state,
          buildTotal: searchIndexBuilds.total,
          buildDone: searchIndexBuilds.done,
          error: searchIndexBuilds.error,
          total: totalColumn(count),
        })
        .from(sites)
        .leftJoin(searchIndexBuilds, eq(searchIndexBuilds.siteId, sites.id))
        .where(where)
        .orderBy(asc(sites.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function findBuild(db: Executor, siteId: number) {
  const [row] = await db.select().from(searchIndexBuilds).where(eq(searchIndexBuilds.siteId, siteId));
  return row;
}

/**
 * Starts the site's rebuild unless one is running: one statement, so two managers pressing at once start it once.
 * Answers whether this call started it.
 */
export async function claimBuild(db: Executor, siteId: number): Promise<boolean> {
  const total = documentsOf(siteId);
  const rows = await db
    .insert(searchIndexBuilds)
    .values({ siteId, state: 'running', total: sql`${total}`, done: 0 })
    .onConflictDoUpdate({
      target: searchIndexBuilds.siteId,
      set: { state: 'running', total: sql`${total}`, done: 0, startedAt: sql`now()`, finishedAt: null, error: '' },
      setWhere: sql`${searchIndexBuilds.state} <> 'running' or ${searchIndexBuilds.startedAt} < now() - ${STALE_BUILD}`,
    })
    .returning({ siteId: searchIndexBuilds.siteId });
  return rows.length > 0;
}

export async function addProgress(db: Executor, siteId: number, done: number) {
  await db
    .update(searchIndexBuilds)
    .set({ done: sql`${searchIndexBuilds.done} + ${done}` })
    .where(eq(searchIndexBuilds.siteId, siteId));
}

export async function finishBuild(db: Executor, siteId: number, outcome: { state: 'done' } | { state: 'failed'; error: string }) {
  await db
    .update(searchIndexBuilds)
    .set({
      state: outcome.state,
      finishedAt: sql`now()`,
      error: outcome.state === 'failed' ? outcome.error.slice(0, 200) : '',
      ...(outcome.state === 'done' ? { total: sql`greatest(${searchIndexBuilds.total}, ${searchIndexBuilds.done})` } : {}),
    })
    .where(and(eq(searchIndexBuilds.siteId, siteId), eq(searchIndexBuilds.state, 'running')));
}

/**
 * Recomputes the vectors of the next `limit` posts after `afterId` in one statement; answers how many and the last id
 * (0 rows: the site's posts are done). The text is the one the post module indexes on write (post-search-vector.ts, post-text.ts).
 */
export async function reindexPosts(db: Executor, siteId: number, afterId: number, limit: number) {
  const rows = await db
    .select({ id: posts.id, title: posts.title, content: posts.content })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), gt(posts.id, afterId)))
    .orderBy(asc(posts.id))
    .limit(limit);
  if (rows.length) {
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::bigint, ${postSearchVector(row.title, plainText(row.content))})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${posts} set search_vector = v.vector from (values ${values}) as v(id, vector) where ${posts.siteId} = ${siteId} and ${posts.id} = v.id`,
    );
  }
  return { count: rows.length, lastId: rows.at(-1)?.id ?? afterId };
}

export async function reindexComments(db: Executor, siteId: number, afterId: number, limit: number) {
  const rows = await db
    .select({ id: comments.id, content: comments.content })
    .from(comments)
    .where(and(eq(comments.siteId, siteId), gt(comments.id, afterId)))
    .orderBy(asc(comments.id))
    .limit(limit);
  if (rows.length) {
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::bigint, ${commentSearchVector(plainText(row.content))})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${comments} set search_vector = v.vector from (values ${values}) as v(id, vector) where ${comments.siteId} = ${siteId} and ${comments.id} = v.id`,
    );
  }
  return { count: rows.length, lastId: rows.at(-1)?.id ?? afterId };
}
