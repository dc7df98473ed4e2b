import { defineModule } from '../module';
import { refreshAllRanks } from './rank-refresh';
import * as tables from './user-rank.tables';
import { userRankHandlers } from './user-rank-handlers';
import { leaveRank, provisionRanks } from './user-rank-repository';

export const userRankModule = defineModule({
  name: 'user-rank',
  handlers: { userRank: userRankHandlers },
  tables,
  tasks: [
    {
      name: 'rankRefresh',
      label: '刷新会员等级',
      cron: '30 3 * * *',
      enabledByDefault: true,
      retryLimit: 2,
      expireInSeconds: 3600,
      run: ({ db }) => refreshAllRanks(db),
    },
  ],
  erasure: {
    stage: 'activity',
    async erase(tx, { siteId, rankId }) {
      if (rankId) await leaveRank(tx, siteId, rankId);
    },
  },
  provisionSite: (tx, { siteId, ownerId }) => provisionRanks(tx, siteId, ownerId),
});
