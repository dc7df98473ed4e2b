// Demo medals beyond the hand-granted ones of demo-seed.ts: automatic medals on each site (awarded by their rules
// once the site's posts and answers exist, as switching them on would) and the platform's medal library, two of
// whose medals the first demo site has adopted.
import { and, eq } from 'drizzle-orm';
import { type Schema, Switch } from '../../../sdk';
import type { Executor } from '../db/database';
import { libraryMedals, medals } from '../modules/medal/medal.tables';
import { awardMedalByRule } from '../modules/medal/medal-award';
import { memberNotifications, notificationSends } from '../modules/notification/notification.tables';
import { pointCategories } from '../modules/point/point.tables';

type LibraryRule = Schema<'LibraryMedalRule'>;

/** The platform's medal library (站点内容 › 勋章监管). */
export const demoLibraryMedals: { name: string; description: string; color: string; rule: LibraryRule | null }[] = [
  { name: '活跃作者', description: '发布 5 篇以上帖子的成员', color: '#409EFF', rule: { kind: 'posts', threshold: 5 } },
  { name: '解题能手', description: '有 3 个以上回答被采纳的成员', color: '#F56C6C', rule: { kind: 'acceptedAnswers', threshold: 3 } },
  { name: '一周年', description: '加入社区满一年的成员', color: '#E6A23C', rule: { kind: 'memberDays', threshold: 365 } },
  {
    name: '声望之星',
    description: '声望达到 500 的成员',
    color: '#9B59B6',
    rule: { kind: 'points', threshold: 500, pointCategoryCode: 'reputation' },
  },
  {
    name: '金币富翁',
    description: '金币余额达到 1000 的成员',
    color: '#1ABC9C',
    rule: { kind: 'points', threshold: 1000, pointCategoryCode: 'coin' },
  },
  { name: '社区之友', description: '为社区做出特别贡献的成员，由管理员授予', color: '#67C23A', rule: null },
];

/** Automatic medals each demo site has: switched on, so their holders are whoever the rules admit. */
const siteAutomatic = [
  { library: '活跃作者', name: '活跃作者', rule: { kind: 'posts', threshold: 5 } },
  { library: '声望之星', name: '声望之星', rule: { kind: 'points', threshold: 200, category: 'reputation' } },
  { library: null, name: '老书友', rule: { kind: 'memberDays', threshold: 30 } },
] as const;

export async function seedLibraryMedals(tx: Executor) {
  const now = Date.now();
  const ids = new Map<string, number>();
  for (const [i, medal] of demoLibraryMedals.entries()) {
    const [row] = await tx
      .insert(libraryMedals)
      .values({ ...medal, createdAt: new Date(now - (60 - i) * 86_400_000) })
      .returning({ id: libraryMedals.id });
    ids.set(medal.name, row.id);
  }
  return ids;
}

/** The site's automatic medals, awarded now by their rules (the site's first one adopted from the library). */
export async function seedAutomaticMedals(tx: Executor, siteId: number, library: Map<string, number>, adopt: boolean) {
  for (const medal of siteAutomatic) {
    let rule: Schema<'MedalRule'> = { kind: medal.rule.kind, threshold: medal.rule.threshold };
    if ('category' in medal.rule) {
      const [category] = await tx
        .select({ id: pointCategories.id })
        .from(pointCategories)
        .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.code, medal.rule.category)));
      if (!category) continue;
      rule = { ...rule, pointCategoryId: category.id };
    }
    const source = adopt && medal.library ? library.get(medal.library) : undefined;
    const libraryEntry = demoLibraryMedals.find((m) => m.name === medal.library);
    const [row] = await tx
      .insert(medals)
      .values({
        siteId,
        name: medal.name,
        description: libraryEntry?.description ?? '注册满 30 天的成员',
        color: libraryEntry?.color ?? '#303133',
        status: Switch.on,
        autoAward: 1,
        rule,
        libraryMedalId: source ?? null,
      })
      .returning({ id: medals.id });
    await awardMedalByRule(tx, siteId, { id: row.id, name: medal.name, rule });
  }
  // The rules were switched on yesterday: their notices sit behind the demo's own sends, which show every channel.
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await tx
    .update(memberNotifications)
    .set({ createdAt: yesterday })
    .where(and(eq(memberNotifications.siteId, siteId), eq(memberNotifications.kind, 'medalEarned')));
  await tx
    .update(notificationSends)
    .set({ createdAt: yesterday, sentAt: yesterday })
    .where(and(eq(notificationSends.siteId, siteId), eq(notificationSends.template, 'medalEarned')));
}
