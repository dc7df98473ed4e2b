import { AccountStatus, type Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { findOwnerAccount } from '../account/account-repository';
import type { ModuleDeps } from '../deps';
import { settleUserRank } from '../user-rank/rank-membership';
import * as owners from './owner-repository';
import { requireSiteAccess } from './site-access';

/**
 * Hands a site to another registered account, in one transaction: the site's owner changes, the former owner's site
 * user stays on as an administrator (SiteManage + User), and the new owner's site user (theirs by mobile, or a new one)
 * becomes the owner, linked to their account: they sign in with the account's mobile and password. Both users' console
 * sessions end: the former owner's carried owner rights, and the reused user's were opened by whoever held its site
 * password, who must not become the owner with them. Returns the site's id.
 */
export async function transferSite(
  { db, sites, sessions }: ModuleDeps,
  principal: SaasPrincipal,
  input: Schema<'SiteTransferInput'>,
  request: RequestInfo,
) {
  const site = await db.transaction(async (tx) => {
    const site = await requireSiteAccess(tx, principal, input.siteId, ['Site'], true);
    const target = await findOwnerAccount(tx, { mobile: input.accountMobile });
    if (!target) throw notFound('该手机号尚未注册');
    if (target.id === site.ownerAccountId) throw conflict('该账号已是站长');
    if (target.status !== AccountStatus.active) throw conflict('该账号已停用，不能接收站点');
    const existing = await owners.findSiteUserByLogin(tx, site.id, target.mobile);
    if (!existing.id && existing.accountTaken) throw conflict(`站内登录名 ${target.mobile} 已被其他用户占用，无法转让`);
    const formerId = await owners.demoteOwner(tx, site.id);
    if (formerId) await sessions.revokeSiteUser(tx, site.id, formerId);
    if (existing.id) {
      await owners.promoteSiteUser(tx, site.id, existing.id, target.id);
      await sessions.revokeSiteUser(tx, site.id, existing.id);
    } else {
      const userId = await owners.insertOwner(tx, site.id, target);
      await settleUserRank(tx, site.id, userId, 0);
    }
    await owners.setSiteOwner(tx, site.id, target.id);
    await recordSecurityEvent(tx, request, {
      realm: 'saas',
      action: 'siteTransferred',
      siteId: site.id,
      actorAccountId: principal.accountId,
      targetType: 'site',
      targetId: site.id,
      detail: { fromAccountId: site.ownerAccountId, toAccountId: target.id },
    });
    return site;
  });
  // The cached site record names the owner.
  await sites.forget(site);
  return site.id;
}
