// A site's own sensitive words (the post module's table), as the site console lists and changes them. Whoever changes
// them drops cacheKeys.sensitiveWords(siteId) after the transaction.
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { sensitiveWords } from './post.tables';

export async function listSiteSensitiveWords(db: Executor, siteId: number, filter: PageRequest & { keyword?: string }) {
  const keyword = filter.keyword?.trim();
  const where = and(eq(sensitiveWords.siteId, siteId), keyword ? ilike(sensitiveWords.word, containsPattern(keyword)) : undefined);
  const count = db.select({ n: countRows() }).from(sensitiveWords).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          id: sensitiveWords.id,
          word: sensitiveWords.word,
          createdAt: sql<string>`to_char(${sensitiveWords.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          total: totalColumn(count),
        })
        .from(sensitiveWords)
        .where(where)
        .orderBy(desc(sensitiveWords.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

/** Adds the words a site does not have yet (case-insensitively); answers the words added. */
export async function addSiteSensitiveWords(db: Executor, siteId: number, words: string[]) {
  if (!words.length) return [];
  const rows = await db
    .insert(sensitiveWords)
    .values(words.map((word) => ({ siteId, word })))
    .onConflictDoNothing()
    .returning({ word: sensitiveWords.word });
  return rows.map((r) => r.word);
}

/** Removes the words when every id is the site's; answers how many it found (the caller refuses a partial batch). */
export async function removeSiteSensitiveWords(db: Executor, siteId: number, ids: number[]) {
  const where = and(eq(sensitiveWords.siteId, siteId), inArray(sensitiveWords.id, ids));
  const found = await db.select({ id: sensitiveWords.id, word: sensitiveWords.word }).from(sensitiveWords).where(where).for('update');
  if (found.length === ids.length) await db.delete(sensitiveWords).where(where);
  return found;
}
