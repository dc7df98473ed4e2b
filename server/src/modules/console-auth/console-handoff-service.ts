import { createHash, timingSafeEqual } from 'node:crypto';
import type { OperationBody } from '../../../../sdk';
import type { SaasPrincipal } from '../../auth/principal';
import { hashToken, newToken } from '../../auth/secrets';
import type { RequestInfo } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import { requireSiteAccess } from '../site/site-access';
import { findOwnerUserOf } from '../site/site-user-login-repository';
import * as repo from './console-handoff-repository';

const INVALID = '登录链接无效或已过期，请从站点管理中心重新进入';

/**
 * The centre's jump into a site console, for the site's owner (one identity: the SaaS account), without a bearer token
 * in any URL. The site console starts it, keeping a random verifier in this browser's sessionStorage and sending only
 * its SHA-256 (the challenge) to the centre; the centre asks for a one-time code bound to the site and the challenge,
 * and hands it back in the fragment; the site console claims it with a POST, presenting the verifier. A code planted
 * by someone else fails for want of the verifier, so nobody can sign a victim in to their own account.
 */
export function createConsoleHandoffService({ db, sites }: ModuleDeps) {
  return {
    async issue(principal: SaasPrincipal, input: OperationBody<'createConsoleHandoff'>, request: RequestInfo) {
      const site = await requireSiteAccess(db, principal, input.siteId, ['Site']);
      if (site.ownerAccountId !== principal.accountId) throw forbidden('只有站长本人可以从站点管理中心直接进入站点控制台');
      const code = newToken();
      await repo.insertHandoff(db, {
        codeHash: hashToken(code),
        siteId: site.id,
        accountId: principal.accountId,
        challenge: Buffer.from(input.challenge, 'base64url'),
      });
      const consoleUrl = `${request.protocol}://${sites.hostOf(site)}${request.portSuffix}/console/`;
      return { code, consoleUrl, expiresInSeconds: repo.HANDOFF_TTL_SECONDS };
    },

    /** The owner's site user the code signs in, once; any failure reads the same. */
    async claim(site: SiteRef, input: OperationBody<'claimConsoleHandoff'>): Promise<{ siteUserId: number; accountId: number }> {
      const handoff = await repo.takeHandoff(db, hashToken(input.code));
      const proof = createHash('sha256').update(input.verifier, 'utf8').digest();
      const bound =
        handoff?.live &&
        handoff.siteId === site.id &&
        handoff.challenge.length === proof.length &&
        timingSafeEqual(handoff.challenge, proof);
      if (!handoff || !bound) throw badRequest(INVALID);
      // Since the code was issued the account may have been disabled or the site given away.
      const owner = await findOwnerUserOf(db, site.id, handoff.accountId);
      if (!owner) throw badRequest(INVALID);
      return { siteUserId: owner.id, accountId: handoff.accountId };
    },
  };
}
