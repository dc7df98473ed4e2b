import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { categoryStore } from './category-store';
import { categories, sectionModerators, sections } from './section.tables';

export type SectionRow = Omit<Schema<'SectionDetail'>, 'moderators'>;
export type SectionValues = {
  name: string;
  description: string;
  icon: string;
  categoryId: number | null;
  postPermission: number;
  minRankId: number | null;
  reviewFirst: boolean;
  status: number;
  sort: number;
};

const columns = {
  id: sections.id,
  name: sections.name,
  description: sections.description,
  icon: sections.icon,
  categoryId: sections.categoryId,
  categoryName: sql<string>`coalesce(${categories.name}, '')`,
  postPermission: sections.postPermission,
  minRankId: sections.minRankId,
  minRankName: sql<string>`coalesce(${userRanks.name}, '')`,
  reviewFirst: sections.reviewFirst,
  status: sections.status,
  sort: sections.sort,
};

/** A screen's join: the category's and the rank's names (the rank table is the user-rank module's, read only). */
function selectSections(db: Executor, extra: Record<string, SQL> = {}) {
  return db
    .select({ ...columns, ...extra })
    .from(sections)
    .leftJoin(categories, and(eq(categories.siteId, sections.siteId), eq(categories.id, sections.categoryId)))
    .leftJoin(userRanks, and(eq(userRanks.siteId, sections.siteId), eq(userRanks.id, sections.minRankId)));
}

export interface SectionFilter extends PageRequest {
  namePattern?: string;
  categoryId?: number;
  status?: number;
}

export async function listSections(db: Executor, siteId: number, filter: SectionFilter) {
  const where = and(
    eq(sections.siteId, siteId),
    filter.namePattern ? ilike(sections.name, filter.namePattern) : undefined,
    filter.categoryId !== undefined ? eq(sections.categoryId, filter.categoryId) : undefined,
    filter.status !== undefined ? eq(sections.status, filter.status) : undefined,
  );
  const count = db.select({ n: countRows() }).from(sections).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      selectSections(db, { total: totalColumn(count) })
        .where(where)
        .orderBy(asc(sections.sort), asc(sections.id))
        .limit(limit)
        .offset(offset) as unknown as PromiseLike<(SectionRow & { total: number })[]>,
    () => count,
  );
}

export async function findSection(db: Executor, siteId: number, id: number): Promise<SectionRow | undefined> {
  const [row] = await selectSections(db).where(and(eq(sections.siteId, siteId), eq(sections.id, id)));
  return row as SectionRow | undefined;
}

/** The moderators of these sections with their names, by section. */
export async function moderatorsOf(db: Executor, siteId: number, sectionIds: readonly number[]) {
  const bySection = new Map<number, Schema<'SectionModerator'>[]>();
  if (sectionIds.length === 0) return bySection;
  const rows = await db
    .select({ sectionId: sectionModerators.sectionId, userId: sectionModerators.userId, userName: siteUsers.userName })
    .from(sectionModerators)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, sectionModerators.siteId), eq(siteUsers.id, sectionModerators.userId)))
    .where(and(eq(sectionModerators.siteId, siteId), inArray(sectionModerators.sectionId, [...sectionIds])))
    .orderBy(asc(sectionModerators.userId));
  for (const { sectionId, ...moderator } of rows) bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), moderator]);
  return bySection;
}

export async function countSections(db: Executor, siteId: number) {
  const [row] = await db.select({ n: countRows() }).from(sections).where(eq(sections.siteId, siteId));
  return row.n;
}

export async function nextSort(db: Executor, siteId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${sections.sort}), 0)::int` })
    .from(sections)
    .where(eq(sections.siteId, siteId));
  return Math.min(row.n + 10, 100000);
}

export async function sectionNameTaken(db: Executor, siteId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.name, name), exceptId ? sql`${sections.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertSection(db: Executor, siteId: number, values: SectionValues) {
  const [row] = await db
    .insert(sections)
    .values({ siteId, ...values })
    .returning({ id: sections.id });
  return row.id;
}

/** A new site's sections. */
export async function insertSections(tx: Executor, siteId: number, rows: readonly { name: string; description: string; sort: number }[]) {
  await tx.insert(sections).values(rows.map((row) => ({ siteId, ...row })));
}

export async function updateSection(db: Executor, siteId: number, id: number, values: Partial<SectionValues>) {
  await db
    .update(sections)
    .set(values)
    .where(and(eq(sections.siteId, siteId), eq(sections.id, id)));
}

export async function deleteSection(db: Executor, siteId: number, id: number) {
  const rows = await db
    .delete(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.id, id)))
    .returning({ id: sections.id });
  return rows.length > 0;
}

/** The sort values of these sections, locked so that two reorders of the same sections happen one after the other. */
export async function lockSorts(tx: Executor, siteId: number, ids: readonly number[]) {
  return tx
    .select({ id: sections.id, sort: sections.sort })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), inArray(sections.id, [...ids])))
    .orderBy(asc(sections.sort), asc(sections.id))
    .for('update');
}

export async function setSort(tx: Executor, siteId: number, id: number, sort: number) {
  await tx
    .update(sections)
    .set({ sort })
    .where(and(eq(sections.siteId, siteId), eq(sections.id, id)));
}

export async function replaceModerators(tx: Executor, siteId: number, sectionId: number, userIds: readonly number[]) {
  await tx.delete(sectionModerators).where(and(eq(sectionModerators.siteId, siteId), eq(sectionModerators.sectionId, sectionId)));
  if (userIds.length > 0) await tx.insert(sectionModerators).values(userIds.map((userId) => ({ siteId, sectionId, userId })));
}

/** Members of the site among `userIds` (never the built-in anonymous user). */
export async function countMembers(db: Executor, siteId: number, userIds: readonly number[]) {
  const [row] = await db
    .select({ n: countRows() })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.id, [...userIds]), eq(siteUsers.isAnonymous, false)));
  return row.n;
}

export async function rankExists(db: Executor, siteId: number, rankId: number) {
  const rows = await db
    .select({ id: userRanks.id })
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, rankId)))
    .limit(1);
  return rows.length > 0;
}

// Categories of kind 'section' (the shared table's other kinds are invisible here).
const KIND = 'section';
const ofKind = (siteId: number) => and(eq(categories.siteId, siteId), eq(categories.kind, KIND));
const store = categoryStore(
  KIND,
  sql<number>`(select count(*)::int from ${sections} s where s.site_id = "categories"."site_id" and s.category_id = "categories"."id")`,
);
const asSectionCategory = ({ id, name, sort, used }: { id: number; name: string; sort: number; used: number }) => ({
  id,
  name,
  sort,
  sectionCount: used,
});

export async function listCategories(db: Executor, siteId: number, limit: number) {
  return (await store.list(db, siteId, limit)).map(asSectionCategory);
}

export async function findCategory(db: Executor, siteId: number, id: number) {
  const row = await store.find(db, siteId, id);
  return row && asSectionCategory(row);
}

export const lockCategory = store.lock;
export const countCategories = store.count;
export const nextCategorySort = store.nextSort;
export const categoryNameTaken = store.nameTaken;
export const insertCategory = store.insert;
export const updateCategory = store.update;

/** The sort values of these categories, locked so that two reorders happen one after the other. */
export async function lockCategorySorts(tx: Executor, siteId: number, ids: readonly number[]) {
  return tx
    .select({ id: categories.id, sort: categories.sort })
    .from(categories)
    .where(and(ofKind(siteId), inArray(categories.id, [...ids])))
    .orderBy(asc(categories.sort), asc(categories.id))
    .for('update');
}

export async function setCategorySort(tx: Executor, siteId: number, id: number, sort: number) {
  await tx
    .update(categories)
    .set({ sort })
    .where(and(ofKind(siteId), eq(categories.id, id)));
}

export async function deleteCategory(db: Executor, siteId: number, id: number) {
  await store.remove(db, siteId, id);
}

export function searchSections(db: Executor, siteId: number, namePattern: string | undefined, limit: number) {
  return db
    .select({ id: sections.id, name: sections.name, description: sections.description, parentId: sections.parentId, sort: sections.sort })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), namePattern ? ilike(sections.name, namePattern) : undefined))
    .orderBy(asc(sections.sort), asc(sections.id))
    .limit(limit);
}
