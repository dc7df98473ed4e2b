// Rebuilding a site's search vectors in the background. DESIGN puts background work on a job queue, which does not
// exist yet, so the rebuild runs in this process: chunks of rows, each in its own statement, with setImmediate between
// them so requests keep being served; one per site at a time (claimBuild); stopped when the app closes.
import type { ModuleDeps } from '../deps';
import { addProgress, finishBuild, reindexComments, reindexPosts } from '../post/search-index-store';

export const REBUILD_CHUNK = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchIndexRebuilder {
  /** Runs the rebuild of a site whose build was just claimed; answers at once. */
  start(siteId: number): void;
  /** Resolves when every rebuild started so far has finished (tests). */
  idle(): Promise<void>;
}

export function createSearchIndexRebuilder(
  { db, log, onClose }: Pick<ModuleDeps, 'db' | 'log' | 'onClose'>,
  chunk = REBUILD_CHUNK,
): SearchIndexRebuilder {
  let closing = false;
  const running = new Set<Promise<void>>();

  async function rebuild(siteId: number) {
    try {
      for (const reindex of [reindexPosts, reindexComments]) {
        let after = 0;
        for (;;) {
          if (closing) {
            await finishBuild(db, siteId, { state: 'failed', error: '服务器停止，重建未完成，请重新开始' });
            return;
          }
          const { count, lastId } = await reindex(db, siteId, after, chunk);
          if (!count) break;
          await addProgress(db, siteId, count);
          after = lastId;
          await nextTurn();
        }
      }
      await finishBuild(db, siteId, { state: 'done' });
    } catch (error) {
      log.error({ err: error, siteId }, 'search index rebuild failed');
      await finishBuild(db, siteId, { state: 'failed', error: '重建出错，请稍后重试' }).catch(() => undefined);
    }
  }

  onClose(async () => {
    closing = true;
    await Promise.allSettled([...running]);
  });

  return {
    start(siteId) {
      const run = rebuild(siteId).finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
