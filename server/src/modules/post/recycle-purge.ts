import { and, eq, lt, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Database } from '../../db/database';
import { type ContentActor, transitionComments, transitionPosts } from './content-transitions';
import { comments, posts } from './post.tables';

const BATCH = 200;
const actor: ContentActor = { realm: 'saas', name: '系统任务（回收站保留期）' };

/**
 * Purges posts and comments that have been in a recycle bin longer than `keepDays`, through the post module's own
 * transition (counters follow, each purge is in the site's audit trail as `contentPurged` by the system task), a
 * batch of one site per transaction.
 */
export async function purgeOldRecycleBin(db: Database, keepDays: number) {
  let purged = 0;
  for (const [table, transition] of [
    [posts, transitionPosts],
    [comments, transitionComments],
  ] as const) {
    for (;;) {
      const due = await db
        .select({ siteId: table.siteId, id: table.id })
        .from(table)
        .where(and(eq(table.status, ContentStatus.deleted), lt(table.deletedAt, sql`now() - make_interval(days => ${keepDays})`)))
        .orderBy(table.siteId, table.id)
        .limit(BATCH);
      if (due.length === 0) break;
      const siteId = due[0].siteId;
      const ids = due.filter((row) => row.siteId === siteId).map((row) => row.id);
      const result = await db.transaction((tx) => transition(tx, siteId, { ids, action: 'purge', actor, from: null }));
      purged += result.changed.length;
      if (result.changed.length === 0) break;
    }
  }
  return { purged };
}
