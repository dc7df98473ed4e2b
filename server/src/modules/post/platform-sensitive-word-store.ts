// The platform's sensitive word list (kept in the SaaS console, applied on every site): the post module owns the
// table; the content-oversight module changes it through these.
import { desc, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { platformSensitiveWords } from './post.tables';

export async function listPlatformWords(db: Executor, filter: PageRequest & { wordPattern?: string }) {
  const where = filter.wordPattern ? ilike(platformSensitiveWords.word, filter.wordPattern) : undefined;
  const count = db.select({ n: countRows() }).from(platformSensitiveWords).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          id: platformSensitiveWords.id,
          word: platformSensitiveWords.word,
          createdAt: sql<string>`to_char(${platformSensitiveWords.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          total: totalColumn(count),
        })
        .from(platformSensitiveWords)
        .where(where)
        .orderBy(desc(platformSensitiveWords.createdAt), desc(platformSensitiveWords.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

/** Adds the words the list does not have yet (case-insensitively); answers the words added. */
export async function insertPlatformWords(db: Executor, words: readonly string[]): Promise<string[]> {
  if (!words.length) return [];
  const rows = await db
    .insert(platformSensitiveWords)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing()
    .returning({ word: platformSensitiveWords.word });
  return rows.map((row) => row.word);
}

/** Removes the words with these ids; answers the words removed (unknown ids are ignored). */
export async function deletePlatformWords(db: Executor, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .delete(platformSensitiveWords)
    .where(inArray(platformSensitiveWords.id, [...ids]))
    .returning({ word: platformSensitiveWords.word });
  return rows.map((row) => row.word);
}
