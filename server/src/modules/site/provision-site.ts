import type { Executor } from '../../db/database';
import type { ServerModule } from '../module';
import { sites, siteUsers } from './site.tables';

export interface NewSite {
  name: string;
  slug: string;
  description?: string;
  categoryId: number;
  owner: { accountId: number; mobile: string; userName: string };
}

/**
 * Creates a site with everything it needs to run, inside the caller's transaction: its built-in anonymous user and its
 * owner, then each module's defaults (basic licence, settings, ranks — the owner's among them —, points, sections),
 * written by the module that owns them (its manifest's provisionSite). The owner's site user is linked to their SaaS
 * account and holds no password of its own: they sign in to the site console with the account's mobile and password,
 * and the account's status and revocations apply there too.
 */
export async function provisionSite(tx: Executor, input: NewSite, modules: readonly ServerModule[]): Promise<number> {
  const [site] = await tx
    .insert(sites)
    .values({
      name: input.name,
      slug: input.slug,
      description: input.description ?? '',
      categoryId: input.categoryId,
      ownerAccountId: input.owner.accountId,
    })
    .returning({ id: sites.id });
  const siteId = site.id;
  const [, owner] = await tx
    .insert(siteUsers)
    .values([
      // The anonymous user only carries anonymous posts: it holds no rank and no points.
      { siteId, account: 'anonymous', userName: '匿名用户', isAnonymous: true },
      {
        siteId,
        account: input.owner.mobile,
        mobile: input.owner.mobile,
        userName: input.owner.userName,
        userType: 1,
        saasAccountId: input.owner.accountId,
      },
    ])
    .returning({ id: siteUsers.id });
  for (const module of modules) await module.provisionSite?.(tx, { siteId, name: input.name, ownerId: owner.id });
  return siteId;
}
