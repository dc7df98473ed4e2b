// SQL of the platform's side of medals: the medal library, every site's medals for oversight, and a member's own
// medals. The library is the platform's (no site); a site's copy of one lives in `medals` with `library_medal_id`.
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { sites } from '../site/site.tables';
import { libraryMedals, medalHolders, medals } from './medal.tables';

export type SaasMedalRow = Omit<Schema<'SaasMedal'>, 'createdAt'> & { createdAt: Date };
export type LibraryMedalRow = Omit<Schema<'LibraryMedal'>, 'createdAt'> & { createdAt: Date };
export type LibraryMedalValues = {
  name: string;
  description: string;
  icon: string;
  color: string;
  rule: Schema<'LibraryMedalRule'> | null;
};

const adoptedCount = sql<number>`(select count(*)::int from ${medals} m where m.library_medal_id = "library_medals"."id")`;

const libraryColumns = {
  id: libraryMedals.id,
  name: libraryMedals.name,
  description: libraryMedals.description,
  icon: libraryMedals.icon,
  color: libraryMedals.color,
  rule: libraryMedals.rule,
  createdAt: libraryMedals.createdAt,
};

export async function listLibrary(db: Executor, filter: PageRequest & { keyword?: string }) {
  const keyword = filter.keyword?.trim();
  const where = keyword ? ilike(libraryMedals.name, containsPattern(keyword)) : undefined;
  const count = db.select({ n: countRows() }).from(libraryMedals).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({ ...libraryColumns, adoptedCount, total: totalColumn(count) })
        .from(libraryMedals)
        .where(where)
        .orderBy(asc(libraryMedals.createdAt), asc(libraryMedals.id))
        .limit(limit)
        .offset(offset) as PromiseLike<(LibraryMedalRow & { total: number })[]>,
    () => count,
  );
}

export async function findLibraryMedal(db: Executor, id: number): Promise<LibraryMedalRow | undefined> {
  const [row] = await db
    .select({ ...libraryColumns, adoptedCount })
    .from(libraryMedals)
    .where(eq(libraryMedals.id, id));
  return row as LibraryMedalRow | undefined;
}

/** The whole library (at most 200) with whether this site adopted each one. */
export async function libraryForSite(db: Executor, siteId: number) {
  return db
    .select({
      ...libraryColumns,
      adopted: sql<boolean>`exists (select 1 from ${medals} m where m.site_id = ${siteId} and m.library_medal_id = "library_medals"."id")`,
    })
    .from(libraryMedals)
    .orderBy(asc(libraryMedals.createdAt), asc(libraryMedals.id))
    .limit(200);
}

export async function countLibrary(db: Executor) {
  const [row] = await db.select({ n: countRows() }).from(libraryMedals);
  return row.n;
}

export async function libraryNameTaken(db: Executor, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: libraryMedals.id })
    .from(libraryMedals)
    .where(and(sql`lower(${libraryMedals.name}) = lower(${name})`, exceptId ? sql`${libraryMedals.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertLibraryMedal(db: Executor, values: LibraryMedalValues) {
  const [row] = await db.insert(libraryMedals).values(values).returning({ id: libraryMedals.id });
  return row.id;
}

export async function updateLibraryMedal(db: Executor, id: number, values: Partial<LibraryMedalValues>) {
  const rows = await db.update(libraryMedals).set(values).where(eq(libraryMedals.id, id)).returning({ id: libraryMedals.id });
  return rows.length > 0;
}

export async function deleteLibraryMedal(db: Executor, id: number) {
  const rows = await db.delete(libraryMedals).where(eq(libraryMedals.id, id)).returning({ id: libraryMedals.id });
  return rows.length > 0;
}

export async function siteAdopted(db: Executor, siteId: number, libraryMedalId: number) {
  const rows = await db
    .select({ id: medals.id })
    .from(medals)
    .where(and(eq(medals.siteId, siteId), eq(medals.libraryMedalId, libraryMedalId)))
    .limit(1);
  return rows.length > 0;
}

const holderCount = sql<number>`(select count(*)::int from ${medalHolders} h where h.site_id = "medals"."site_id" and h.medal_id = "medals"."id")`;

/** Every site's medals, newest first, with the site's name: the platform's oversight list. */
export async function listSaasMedals(db: Executor, filter: PageRequest & { siteId?: number; keyword?: string; status?: number }) {
  const conditions: SQL[] = [];
  if (filter.siteId !== undefined) conditions.push(eq(medals.siteId, filter.siteId));
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(medals.name, containsPattern(keyword)));
  if (filter.status !== undefined) conditions.push(eq(medals.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const count = db.select({ n: countRows() }).from(medals).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          siteId: medals.siteId,
          siteName: sites.name,
          id: medals.id,
          name: medals.name,
          description: medals.description,
          icon: medals.icon,
          color: medals.color,
          status: medals.status,
          autoAward: medals.autoAward,
          holderCount,
          createdAt: medals.createdAt,
          total: totalColumn(count),
        })
        .from(medals)
        .innerJoin(sites, eq(sites.id, medals.siteId))
        .where(where)
        .orderBy(desc(medals.createdAt), desc(medals.id))
        .limit(limit)
        .offset(offset) as PromiseLike<(SaasMedalRow & { total: number })[]>,
    () => count,
  );
}

/** A member's medals that are switched on, newest grant first. */
export async function memberMedals(db: Executor, siteId: number, userId: number) {
  return db
    .select({
      id: medals.id,
      name: medals.name,
      description: medals.description,
      icon: medals.icon,
      color: medals.color,
      grantedAt: medalHolders.grantedAt,
    })
    .from(medalHolders)
    .innerJoin(medals, and(eq(medals.siteId, medalHolders.siteId), eq(medals.id, medalHolders.medalId)))
    .where(and(eq(medalHolders.siteId, siteId), eq(medalHolders.userId, userId), eq(medals.status, Switch.on)))
    .orderBy(desc(medalHolders.grantedAt), desc(medals.id))
    .limit(200);
}
