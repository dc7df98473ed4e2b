import { cacheKeys } from '../../cache/cache';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import * as repo from './user-rank-repository';

export const MAX_RANKS_PER_SITE = 100;
const RANKS_CACHE_SECONDS = 300;
const NOT_FOUND = '等级不存在';
const NAME_TAKEN = '等级名称已存在，请换一个名称';
const POINTS_TAKEN = '已有等级使用该所需声望，请换一个数值';

type RankInput = { name: string; minPoints: number; color: string };

export type UserRankService = ReturnType<typeof createUserRankService>;

export function createUserRankService({ db, cache }: ModuleDeps) {
  const forget = (siteId: number) => cache.del(cacheKeys.userRanks(siteId));

  function cleaned(input: RankInput): RankInput {
    const name = input.name.trim();
    if (!name) throw badRequest('请输入等级名称');
    return { ...input, name, color: input.color.toUpperCase() };
  }

  function clashMessage(clash: { name: string; minPoints: number }, input: RankInput) {
    return clash.name === input.name ? NAME_TAKEN : POINTS_TAKEN;
  }

  /** Two writers racing past the friendly check still meet the unique indexes; answer them the same way. */
  function translateUnique(error: unknown): never {
    if (isUniqueViolation(error, 'user_ranks_name_key')) throw conflict(NAME_TAKEN);
    if (isUniqueViolation(error, 'user_ranks_min_points_key')) throw conflict(POINTS_TAKEN);
    throw error;
  }

  return {
    /** The hot path: one cache read once warm. */
    async list(siteId: number): Promise<repo.RankRow[]> {
      const key = cacheKeys.userRanks(siteId);
      const cached = await cache.get<repo.RankRow[]>(key);
      if (cached) return cached;
      const ranks = await repo.listRanks(db, siteId);
      await cache.set(key, ranks, RANKS_CACHE_SECONDS);
      return ranks;
    },

    async create(siteId: number, raw: RankInput) {
      const input = cleaned(raw);
      const rank = await db
        .transaction(async (tx) => {
          await repo.lockSiteRanks(tx, siteId);
          if ((await repo.countRanks(tx, siteId)) >= MAX_RANKS_PER_SITE) throw conflict(`每个站点最多 ${MAX_RANKS_PER_SITE} 个等级`);
          const clash = await repo.findClash(tx, siteId, input);
          if (clash) throw conflict(clashMessage(clash, input));
          return repo.insertRank(tx, siteId, input);
        })
        .catch(translateUnique);
      await forget(siteId);
      return rank;
    },

    async update(siteId: number, id: number, raw: RankInput) {
      const input = cleaned(raw);
      const rank = await db
        .transaction(async (tx) => {
          if (!(await repo.findRank(tx, siteId, id))) throw notFound(NOT_FOUND);
          const clash = await repo.findClash(tx, siteId, input, id);
          if (clash) throw conflict(clashMessage(clash, input));
          const updated = await repo.updateRank(tx, siteId, id, input);
          if (!updated) throw notFound(NOT_FOUND);
          return updated;
        })
        .catch(translateUnique);
      await forget(siteId);
      return rank;
    },

    async remove(siteId: number, id: number) {
      await db.transaction(async (tx) => {
        await repo.lockSiteRanks(tx, siteId);
        if (!(await repo.findRank(tx, siteId, id))) throw notFound(NOT_FOUND);
        if ((await repo.countRanks(tx, siteId)) <= 1) throw conflict('站点至少要保留一个等级');
        await repo.deleteRank(tx, siteId, id);
      });
      await forget(siteId);
    },

    async refresh(siteId: number) {
      const result = await db.transaction(async (tx) => {
        await repo.lockSiteRanks(tx, siteId);
        return repo.recomputeRanks(tx, siteId);
      });
      await forget(siteId);
      return result;
    },
  };
}
