import type { Executor } from '../../db/database';
import { findSiteUserRank, setSiteUserRank } from '../site/site-user-repository';
import { joinRank, leaveRank, rankForPoints } from './user-rank-repository';

/** Moves one user to the rank their reputation earns now, keeping the ranks' member counts right. */
export async function settleUserRank(tx: Executor, siteId: number, userId: number, reputation: number) {
  const rank = await rankForPoints(tx, siteId, reputation);
  const before = await findSiteUserRank(tx, siteId, userId);
  const newId = rank?.id ?? null;
  if (before && before.rankId !== newId) {
    await setSiteUserRank(tx, siteId, userId, newId);
    if (before.rankId) await leaveRank(tx, siteId, before.rankId);
    if (newId) await joinRank(tx, siteId, newId);
  }
  return rank;
}
