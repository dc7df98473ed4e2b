import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { licenses, pointCategories, pointItems, sections, siteSettings, sites, siteUsers, userRanks } from '../../db/schema';
import { defaultAgreement, defaultPointCategories, defaultPointItems, defaultRanks, defaultSections } from './site-defaults';

export interface NewSite {
  name: string;
  slug: string;
  description?: string;
  categoryId: number;
  owner: { accountId: number; mobile: string; userName: string; passwordHash: string };
}

/**
 * Creates a site with everything it needs to run, inside the caller's transaction: basic licence, settings, ranks,
 * points, sections, its built-in anonymous user and its owner. The owner signs in to the site console with the same
 * mobile number and their current password; from then on the two passwords are kept separately (spec §5).
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
  await tx.insert(licenses).values({ siteId, licenseType: 1 });
  await tx.insert(siteSettings).values({
    siteId,
    basic: { faviconUrl: '', logoUrl: '', giftStatus: 0, watermarkType: 0, watermarkText: input.name, icpNumber: '' },
    agreementTitle: agreement.title,
    agreementContent: agreement.content,
  });
  const ranks = await tx
    .insert(userRanks)
    .values(defaultRanks.map((r) => ({ siteId, ...r })))
    .returning({ id: userRanks.id, minPoints: userRanks.minPoints });
  const categories = await tx
    .insert(pointCategories)
    .values(defaultPointCategories.map((c) => ({ siteId, ...c })))
    .returning({ id: pointCategories.id, code: pointCategories.code });
  const categoryId = (code: string) => categories.find((c) => c.code === code)!.id;
  await tx.insert(pointItems).values(
    defaultPointItems.map((item, index) => ({
      siteId,
      code: item.code,
      name: item.name,
      categoryId: categoryId(item.category),
      points: item.points,
      dailyLimit: item.dailyLimit,
      sort: index * 10,
    })),
  );
  await tx.insert(sections).values(defaultSections.map((s) => ({ siteId, ...s })));
  const baseRank = ranks.find((r) => r.minPoints === 0)!.id;
  await tx.insert(siteUsers).values([
    // The anonymous user only carries anonymous posts: it holds no rank and no points.
    { siteId, account: 'anonymous', userName: '匿名用户', isAnonymous: true },
    {
      siteId,
      account: input.owner.mobile,
      mobile: input.owner.mobile,
      passwordHash: input.owner.passwordHash,
      userName: input.owner.userName,
      userType: 1,
      saasAccountId: input.owner.accountId,
      rankId: baseRank,
    },
  ]);
  await tx
    .update(userRanks)
    .set({ memberCount: 1 })
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, baseRank)));
  return siteId;
}
