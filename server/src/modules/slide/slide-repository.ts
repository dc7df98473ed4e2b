import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { slides } from './slide.tables';

export type SlideRow = typeof slides.$inferSelect;
export type SlideValues = Partial<Omit<typeof slides.$inferInsert, 'siteId' | 'id' | 'createdAt'>>;

/** One position: the home page's top, or the top of one section. */
export interface SlidePlace {
  position: string;
  sectionId: number | null;
}

const placeIs = (siteId: number, place: SlidePlace): SQL =>
  and(
    eq(slides.siteId, siteId),
    eq(slides.position, place.position),
    place.sectionId === null ? isNull(slides.sectionId) : eq(slides.sectionId, place.sectionId),
  ) as SQL;

export async function listSlides(db: Executor, siteId: number, place: SlidePlace) {
  return db.select().from(slides).where(placeIs(siteId, place)).orderBy(asc(slides.sort), asc(slides.id)).limit(50);
}

/** What shows at `now`: enabled, started (or no start) and not ended (or no end), in order. */
export async function showingSlides(db: Executor, siteId: number, place: SlidePlace, now: Date) {
  return db
    .select({ id: slides.id, image: slides.image, title: slides.title, link: slides.link })
    .from(slides)
    .where(
      and(
        placeIs(siteId, place),
        eq(slides.status, Switch.on),
        or(isNull(slides.startTime), lte(slides.startTime, now)),
        or(isNull(slides.endTime), gt(slides.endTime, now)),
      ),
    )
    .orderBy(asc(slides.sort), asc(slides.id))
    .limit(50);
}

export async function findSlide(db: Executor, siteId: number, id: number): Promise<SlideRow | undefined> {
  const [row] = await db
    .select()
    .from(slides)
    .where(and(eq(slides.siteId, siteId), eq(slides.id, id)));
  return row;
}

export async function countSlides(db: Executor, siteId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(slides).where(eq(slides.siteId, siteId));
  return row.n;
}

/** After the last slide of the place. */
export async function nextSort(db: Executor, siteId: number, place: SlidePlace) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${slides.sort}), 0)::int` })
    .from(slides)
    .where(placeIs(siteId, place));
  return Math.min(row.n + 10, 100000);
}

export async function insertSlide(
  db: Executor,
  siteId: number,
  values: SlideValues & Pick<SlideRow, 'position' | 'image' | 'title' | 'sort'>,
) {
  const [row] = await db
    .insert(slides)
    .values({ ...values, siteId })
    .returning();
  return row;
}

export async function updateSlide(db: Executor, siteId: number, id: number, values: SlideValues) {
  const [row] = await db
    .update(slides)
    .set(values)
    .where(and(eq(slides.siteId, siteId), eq(slides.id, id)))
    .returning();
  return row as SlideRow | undefined;
}

export async function deleteSlide(db: Executor, siteId: number, id: number) {
  const rows = await db
    .delete(slides)
    .where(and(eq(slides.siteId, siteId), eq(slides.id, id)))
    .returning({ id: slides.id });
  return rows.length > 0;
}

/** The slides' places and sort values, locked so that two reorders happen one after the other. */
export async function lockSorts(tx: Executor, siteId: number, ids: readonly number[]) {
  return tx
    .select({ id: slides.id, sort: slides.sort, position: slides.position, sectionId: slides.sectionId })
    .from(slides)
    .where(and(eq(slides.siteId, siteId), inArray(slides.id, [...ids])))
    .orderBy(asc(slides.sort), asc(slides.id))
    .for('update');
}

export async function setSort(tx: Executor, siteId: number, id: number, sort: number) {
  await tx
    .update(slides)
    .set({ sort })
    .where(and(eq(slides.siteId, siteId), eq(slides.id, id)));
}
