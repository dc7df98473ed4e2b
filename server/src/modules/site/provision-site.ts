import type { Executor } from '../../db/database';
import { insertBasicLicense } from '../license/license-repository';
import { insertCategories, insertItems } from '../point/point-repository';
import { insertSections } from '../section/section-repository';
import { insertSiteSetting } from '../site-console/site-setting-repository';
import { insertRanks, joinRank } from '../user-rank/user-rank-repository';
import { sites, siteUsers } from './site.tables';
import { defaultAgreement, defaultPointCategories, defaultPointItems, defaultRanks, defaultSections } from './site-defaults';

export interface NewSite {
  name: string;
  slug: string;
  description?: string;
  categoryId: number;
  owner: { accountId: number; mobile: string; userName: string };
}

/**
 * Creates a site with everything it needs to run, inside the caller's transaction: basic licence, settings, ranks,
 * points, sections (each written by the module that owns it), its built-in anonymous user and its owner. The owner's
 * site user is linked to their SaaS account and holds no password of its own: they sign in to the site console with
 * the account's mobile and password, and the account's status and revocations apply there too.
 */
export async function provisionSite(tx: Executor, input: NewSite): Promise<number> {
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
  const agreement = defaultAgreement(input.name);
  await insertBasicLicense(tx, siteId);
  await insertSiteSetting(tx, siteId, {
    basic: { faviconUrl: '', logoUrl: '', giftStatus: 0, watermarkType: 0, watermarkText: input.name, icpNumber: '' },
    agreementTitle: agreement.title,
    agreementContent: agreement.content,
  });
  const ranks = await insertRanks(tx, siteId, defaultRanks);
  const categories = await insertCategories(tx, siteId, defaultPointCategories);
  const categoryId = (code: string) => categories.find((c) => c.code === code)!.id;
  await insertItems(
    tx,
    siteId,
    defaultPointItems.map((item, index) => ({
      code: item.code,
      name: item.name,
      categoryId: categoryId(item.category),
      points: item.points,
      dailyLimit: item.dailyLimit,
      sort: index * 10,
    })),
  );
  await insertSections(tx, siteId, defaultSections);
  const baseRank = ranks.find((r) => r.minPoints === 0)!.id;
  await tx.insert(siteUsers).values([
    // The anonymous user only carries anonymous posts: it holds no rank and no points.
    { siteId, account: 'anonymous', userName: '匿名用户', isAnonymous: true },
    {
      siteId,
      account: input.owner.mobile,
      mobile: input.owner.mobile,
      userName: input.owner.userName,
      userType: 1,
      saasAccountId: input.owner.accountId,
      rankId: baseRank,
    },
  ]);
  await joinRank(tx, siteId, baseRank);
  return siteId;
}
