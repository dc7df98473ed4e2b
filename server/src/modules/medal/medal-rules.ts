// Automatic medals: which members a rule admits, counted (the dry run) and awarded (the task, and a medal switched on)
// with the same SQL, so the count the console shows is exactly what an award inserts. Reads other modules' tables
// (balances, posts, answers, ranks) for this one guard and never writes them.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { ContentStatus, MedalAutoAward, MedalRuleKind, SiteUserStatus, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { pointCategories, userPoints } from '../point/point.tables';
import { posts } from '../post/post.tables';
import { answers } from '../question/question.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { medalHolders, medals } from './medal.tables';

export type MedalRule = Schema<'MedalRule'>;

const LABELS: Record<MedalRule['kind'], (rule: MedalRule, names: { category?: string; rank?: string }) => string> = {
  points: (r, n) => `${n.category ?? '积分'} ≥ ${r.threshold}`,
  posts: (r) => `发帖 ≥ ${r.threshold}`,
  acceptedAnswers: (r) => `被采纳回答 ≥ ${r.threshold}`,
  memberDays: (r) => `注册满 ${r.threshold} 天`,
  rank: (_r, n) => `等级达到${n.rank ? `「${n.rank}」` : ''}`,
};

/** How a rule reads in a notification and a holder's reason: 「发帖 ≥ 5」. */
export function describeRule(rule: MedalRule, names: { category?: string; rank?: string } = {}) {
  return LABELS[rule.kind](rule, names);
}

/**
 * The rule as stored: only the fields its kind uses, each one it needs present (400 otherwise), and the category or
 * rank checked to be this site's (404 as if missing otherwise).
 */
export async function normalizeRule(db: Executor, siteId: number, input: MedalRule): Promise<MedalRule> {
  const needThreshold = () => {
    if (input.threshold === undefined) throw badRequest('请输入达标数值');
    return input.threshold;
  };
  switch (input.kind) {
    case MedalRuleKind.points: {
      if (input.pointCategoryId === undefined) throw badRequest('请选择积分类别');
      const threshold = needThreshold();
      const [category] = await db
        .select({ id: pointCategories.id })
        .from(pointCategories)
        .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.id, input.pointCategoryId)));
      if (!category) throw notFound('积分类别不存在');
      return { kind: input.kind, threshold, pointCategoryId: input.pointCategoryId };
    }
    case MedalRuleKind.rank: {
      if (input.userRankId === undefined) throw badRequest('请选择等级');
      const [rank] = await db
        .select({ id: userRanks.id })
        .from(userRanks)
        .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, input.userRankId)));
      if (!rank) throw notFound('等级不存在');
      return { kind: input.kind, userRankId: input.userRankId };
    }
    default:
      return { kind: input.kind, threshold: needThreshold() };
  }
}

/** The names a rule's text uses (its category's or rank's), read once. */
export async function ruleNames(db: Executor, siteId: number, rule: MedalRule) {
  if (rule.kind === MedalRuleKind.points && rule.pointCategoryId) {
    const [row] = await db
      .select({ name: pointCategories.name })
      .from(pointCategories)
      .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.id, rule.pointCategoryId)));
    return { category: row?.name };
  }
  if (rule.kind === MedalRuleKind.rank && rule.userRankId) {
    const [row] = await db
      .select({ name: userRanks.name })
      .from(userRanks)
      .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, rule.userRankId)));
    return { rank: row?.name };
  }
  return {};
}

/** The condition on `site_users` (aliased as the table itself) that admits a member under the rule. */
function ruleCondition(siteId: number, rule: MedalRule): SQL {
  const n = rule.threshold ?? 1;
  switch (rule.kind) {
    case MedalRuleKind.points:
      return sql`exists (select 1 from ${userPoints} p where p.site_id = ${siteId} and p.user_id = ${siteUsers.id}
        and p.category_id = ${rule.pointCategoryId ?? 0} and p.balance >= ${n})`;
    case MedalRuleKind.posts:
      return sql`${siteUsers.id} in (select p.author_id from ${posts} p where p.site_id = ${siteId}
        and p.status = ${ContentStatus.published} group by p.author_id having count(*) >= ${n})`;
    case MedalRuleKind.acceptedAnswers:
      return sql`${siteUsers.id} in (select a.author_id from ${answers} a where a.site_id = ${siteId} and a.accepted
        and a.status = ${ContentStatus.published} group by a.author_id having count(*) >= ${n})`;
    case MedalRuleKind.memberDays:
      return sql`${siteUsers.createdAt} <= statement_timestamp() - make_interval(days => ${n}::int)`;
    case MedalRuleKind.rank:
      return sql`${siteUsers.rankId} in (select r.id from ${userRanks} r where r.site_id = ${siteId} and r.min_points >=
        (select t.min_points from ${userRanks} t where t.site_id = ${siteId} and t.id = ${rule.userRankId ?? 0}))`;
  }
}

/** Members of the site the rule admits now: active, never the anonymous user. */
function qualifying(siteId: number, rule: MedalRule): SQL {
  return and(
    eq(siteUsers.siteId, siteId),
    eq(siteUsers.isAnonymous, false),
    eq(siteUsers.status, SiteUserStatus.active),
    ruleCondition(siteId, rule),
  ) as SQL;
}

const lacking = (siteId: number, medalId: number) =>
  sql`not exists (select 1 from ${medalHolders} h where h.site_id = ${siteId} and h.medal_id = ${medalId} and h.user_id = ${siteUsers.id})`;

/** The dry run: one query, no writes. `toAward` leaves out the medal's holders when a medal is named. */
export async function countRule(db: Executor, siteId: number, rule: MedalRule, medalId?: number) {
  const [row] = await db
    .select({
      qualifying: sql<number>`count(*)::int`,
      toAward: medalId ? sql<number>`(count(*) filter (where ${lacking(siteId, medalId)}))::int` : sql<number>`count(*)::int`,
    })
    .from(siteUsers)
    .where(qualifying(siteId, rule));
  return row;
}

/** Gives the medal to every member the rule admits who lacks it (one insert … select); returns who got it. */
export async function awardRule(tx: Executor, siteId: number, medalId: number, rule: MedalRule, reason: string) {
  const result = await tx.execute(sql`
    insert into ${medalHolders} (site_id, medal_id, user_id, granted_by, reason)
    select ${siteId}, ${medalId}, ${siteUsers.id}, null, ${reason} from ${siteUsers} where ${qualifying(siteId, rule)}
    on conflict do nothing
    returning user_id`);
  return (result as unknown as { rows: { user_id: number | string }[] }).rows.map((r) => Number(r.user_id));
}

/** Every site's medals that award themselves now: switched on and automatic, with a rule. */
export async function automaticMedals(db: Executor, siteId?: number) {
  return db
    .select({ siteId: medals.siteId, id: medals.id, name: medals.name, rule: medals.rule })
    .from(medals)
    .where(
      and(
        eq(medals.autoAward, MedalAutoAward.on),
        eq(medals.status, Switch.on),
        sql`${medals.rule} is not null`,
        siteId === undefined ? undefined : eq(medals.siteId, siteId),
      ),
    )
    .orderBy(medals.siteId, medals.id);
}
