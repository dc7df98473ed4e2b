// The search index page (搜索索引): each site's documents and what is not indexed, and rebuilds on demand.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { notFound } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { claimBuild, listSearchIndexes } from '../post/search-index-store';
import { allSiteIds, managerName, siteExists } from './oversight-repository';
import type { SearchIndexRebuilder } from './search-index-rebuild';

type SearchIndexSite = Schema<'SearchIndexSite'>;

export function createSearchIndexService({ db }: Pick<ModuleDeps, 'db'>, rebuilder: SearchIndexRebuilder) {
  return {
    async list(query: OperationQuery<'getSearchIndexList'>): Promise<Schema<'SearchIndexPage'>> {
      const keyword = query.keyword?.trim();
      const { list, total } = await listSearchIndexes(db, {
        sitePattern: keyword ? containsPattern(keyword) : undefined,
        ...paging(query),
      });
      return {
        list: list.map(
          (row): SearchIndexSite => ({
            siteId: row.siteId,
            siteName: row.siteName,
            documents: row.documents,
            unindexed: row.unindexed,
            lastBuiltAt: row.startedAt ? row.startedAt.toISOString() : null,
            state: (row.state ?? 'never') as SearchIndexSite['state'],
            progress: { total: row.buildTotal ?? 0, done: Math.min(row.buildDone ?? 0, row.buildTotal ?? 0) },
            error: row.error ?? '',
          }),
        ),
        total,
      };
    },

    /** Claims each site's build (one running per site) and starts it in the background; answers at once. */
    async rebuild(principal: SaasPrincipal, body: OperationBody<'rebuildSearchIndex'>, request: RequestInfo) {
      if (body.siteId !== undefined && !(await siteExists(db, body.siteId))) throw notFound('站点不存在');
      const siteIds = body.siteId !== undefined ? [body.siteId] : await allSiteIds(db);
      const actorName = await managerName(db, principal.accountId);
      let started = 0;
      for (const siteId of siteIds) {
        const claimed = await db.transaction(async (tx) => {
          if (!(await claimBuild(tx, siteId))) return false;
          await recordSecurityEvent(tx, request, {
            realm: 'saas',
            action: 'searchIndexRebuilt',
            siteId,
            actorAccountId: principal.accountId,
            actorName,
            targetType: 'site',
            targetId: siteId,
            detail: { scope: body.siteId === undefined ? 'all' : 'site' },
          });
          return true;
        });
        if (!claimed) continue;
        rebuilder.start(siteId);
        started += 1;
      }
      const alreadyRunning = siteIds.length - started;
      const description = started
        ? `已开始重建 ${started} 个站点的索引${alreadyRunning ? `，${alreadyRunning} 个站点已在重建中` : ''}`
        : '索引已在重建中';
      return { data: { started, alreadyRunning }, description };
    },
  };
}
