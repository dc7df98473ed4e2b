import { and, asc, eq, inArray } from 'drizzle-orm';
import { SectionPostPermission, Switch } from '../../../sdk';
import type { Executor } from '../db/database';
import { categories, sectionModerators, sections } from '../modules/section/section.tables';
import { userRanks } from '../modules/user-rank/user-rank.tables';

/**
 * Dresses a demo site's sections as an administrator would have: two categories (站务中心 for the provisioned
 * notice and newcomer boards, the site's own for the rest), who may post, review first, moderators and one hidden
 * section, so that 版块管理 shows every kind of setting.
 */
export async function seedDemoSections(
  tx: Executor,
  siteId: number,
  site: { sectionCategory: string; sections: readonly (readonly [string, string])[] },
  memberIds: readonly number[],
) {
  const [office, community] = await tx
    .insert(categories)
    .values([
      { siteId, kind: 'section', name: '站务中心', sort: 10 },
      { siteId, kind: 'section', name: site.sectionCategory, sort: 20 },
    ])
    .returning({ id: categories.id });
  const rows = await tx
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(eq(sections.siteId, siteId))
    .orderBy(asc(sections.sort), asc(sections.id));
  const id = (name: string) => rows.find((row) => row.name === name)!.id;
  const own = site.sections.map(([name]) => id(name));
  const set = (ids: number[], values: Partial<typeof sections.$inferInsert>) =>
    tx
      .update(sections)
      .set(values)
      .where(and(eq(sections.siteId, siteId), inArray(sections.id, ids)));

  await set([id('站务公告'), id('新手报到')], { categoryId: office.id });
  await set([id('站务公告')], { postPermission: SectionPostPermission.admins });
  await set([id('新手报到')], { reviewFirst: true });
  await set([id('综合讨论'), ...own], { categoryId: community.id });
  const [, secondRank] = await tx
    .select({ id: userRanks.id })
    .from(userRanks)
    .where(eq(userRanks.siteId, siteId))
    .orderBy(asc(userRanks.minPoints));
  if (secondRank) await set([own[1]], { postPermission: SectionPostPermission.rank, minRankId: secondRank.id, reviewFirst: true });
  await set([own[own.length - 1]], { status: Switch.off });
  await tx.insert(sectionModerators).values([
    { siteId, sectionId: own[0], userId: memberIds[0] },
    { siteId, sectionId: own[0], userId: memberIds[1] },
    { siteId, sectionId: id('综合讨论'), userId: memberIds[2] },
  ]);
}
