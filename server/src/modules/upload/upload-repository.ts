import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploads } from './upload.tables';

export async function countRecentUploads(db: Executor, siteId: number, siteUserId: number, seconds: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(
      and(
        eq(uploads.siteId, siteId),
        eq(uploads.siteUserId, siteUserId),
        gt(uploads.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row.n;
}

export async function insertUploadClaim(
  db: Executor,
  values: { siteId: number; uploaderKind: 'console' | 'member'; siteUserId: number; purpose: string; storageKey: string },
) {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return row.id;
}

export async function completeUpload(db: Executor, siteId: number, id: number, image: { bytes: number; width: number; height: number }) {
  await db
    .update(uploads)
    .set(image)
    .where(and(eq(uploads.siteId, siteId), eq(uploads.id, id)));
}
