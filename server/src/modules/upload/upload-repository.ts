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

export async function insertUpload(
  db: Executor,
  values: {
    siteId: number;
    uploaderKind: 'console' | 'member';
    siteUserId: number;
    purpose: string;
    storageKey: string;
    bytes: number;
    width: number;
    height: number;
  },
) {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return row.id;
}

export async function deleteUpload(db: Executor, siteId: number, id: number) {
  await db.delete(uploads).where(and(eq(uploads.siteId, siteId), eq(uploads.id, id)));
}
