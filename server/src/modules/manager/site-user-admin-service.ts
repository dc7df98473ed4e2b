import type { OperationQuery, Schema } from '../../../../sdk';
import { cacheKeys } from '../../cache/cache';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { applyPointChange } from '../point/point-ledger';
import { deleteSiteUser, findSiteUser, listSiteUsers } from '../site/site-user-repository';
import { settleUserRank } from '../user-rank/rank-membership';
import { leaveRank } from '../user-rank/user-rank-repository';

const USER_NOT_FOUND = '用户不存在';

/** Site users across every site, for managers with SiteUser (spec §6: site users admin/SiteUser). */
export function createSiteUserAdminService({ db, cache, sessions }: ModuleDeps) {
  return {
    async list(query: OperationQuery<'getUserList'>) {
      return listSiteUsers(db, { ...query, ...paging(query) });
    },

    async remove(siteId: number, id: number) {
      await db.transaction(async (tx) => {
        const user = await findSiteUser(tx, siteId, id);
        if (!user) throw notFound(USER_NOT_FOUND);
        if (user.isAnonymous) throw conflict('匿名用户是站点内置用户，不能删除');
        if (user.userType === 1) throw conflict('站长不能删除，请先转让站点');
        await sessions.revokeSiteUser(tx, siteId, id);
        await deleteSiteUser(tx, siteId, id);
        if (user.rankId) await leaveRank(tx, siteId, user.rankId);
      });
      await cache.del(cacheKeys.userRanks(siteId));
    },

    async adjustReputation(input: Schema<'ReputationPointsInput'>): Promise<Schema<'ReputationPointsResult'>> {
      const reason = input.reason.trim();
      if (!reason) throw badRequest('请填写调整原因');
      const result = await db.transaction(async (tx) => {
        const user = await findSiteUser(tx, input.siteId, input.userId);
        if (!user) throw notFound(USER_NOT_FOUND);
        if (user.isAnonymous) throw conflict('匿名用户没有声望');
        const { balance } = await applyPointChange(tx, {
          siteId: input.siteId,
          userId: input.userId,
          category: 'reputation',
          delta: input.delta,
          reason,
        });
        const rank = await settleUserRank(tx, input.siteId, input.userId, balance);
        return { userId: input.userId, points: balance, rankName: rank?.name ?? '' };
      });
      await cache.del(cacheKeys.userRanks(input.siteId));
      return result;
    },
  };
}
