// Reading the members of an export a page at a time (keyset by id), with the columns the chosen fields need.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { formatBeijingDateTime } from '../../../../sdk/format';
import { ContentStatus, UserExportFieldLabels } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { maskMobile } from '../../lib/text';
import { memberSanctions } from '../member/member.tables';
import { pointCategories, userPoints } from '../point/point.tables';
import { comments, posts } from '../post/post.tables';
import { answers } from '../question/question.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';

type Field = Schema<'UserExportField'>;
export const EXPORT_PAGE_SIZE = 200;

const sanctionEnd = (kind: 'mute' | 'ban') => sql<Date | null>`(
  select max(${memberSanctions.endsAt}) from ${memberSanctions}
  where ${memberSanctions.siteId} = ${siteUsers.siteId} and ${memberSanctions.userId} = ${siteUsers.id}
    and ${memberSanctions.kind} = ${kind} and ${memberSanctions.liftedAt} is null and ${memberSanctions.endsAt} > now())`;
const published = (table: typeof posts | typeof comments | typeof answers) => sql<number>`(
  select count(*)::int from ${table}
  where ${table.siteId} = ${siteUsers.siteId} and ${table.authorId} = ${siteUsers.id} and ${table.status} = ${ContentStatus.published})`;

export interface ExportColumn {
  header: string;
  width: number;
}

/** The site's enabled point categories, one column each when `points` is chosen. */
export async function pointColumns(db: Executor, siteId: number) {
  return db
    .select({ id: pointCategories.id, name: pointCategories.name })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.enabled, 1)))
    .orderBy(asc(pointCategories.id));
}

/** The header row: the fields in the order chosen, `points` spread over the categories. */
export function exportHeader(fields: readonly Field[], categories: { name: string }[]): ExportColumn[] {
  return fields.flatMap((field) =>
    field === 'points'
      ? categories.map((c) => ({ header: c.name, width: 10 }))
      : [{ header: UserExportFieldLabels[field], width: field === 'createdAt' || field === 'lastLoginAt' ? 20 : 14 }],
  );
}

/** One page of members after `afterId`, each as the row of cells the header describes. */
export async function exportPage(
  db: Executor,
  where: ReturnType<typeof and>,
  options: { siteId: number; afterId: number; fields: readonly Field[]; mobile: Schema<'UserExportMobile'>; categories: { id: number }[] },
): Promise<{ lastId: number; rows: (string | number)[][] }> {
  const { fields, categories } = options;
  const members = await db
    .select({
      id: siteUsers.id,
      account: siteUsers.account,
      userName: siteUsers.userName,
      mobile: siteUsers.mobile,
      createdAt: siteUsers.createdAt,
      lastLoginAt: siteUsers.lastLoginAt,
      rank: sql<
        string | null
      >`(select ${userRanks.name} from ${userRanks} where ${userRanks.siteId} = ${siteUsers.siteId} and ${userRanks.id} = ${siteUsers.rankId})`,
      posts: fields.includes('posts') ? published(posts) : sql<number>`0`,
      comments: fields.includes('comments') ? published(comments) : sql<number>`0`,
      answers: fields.includes('answers') ? published(answers) : sql<number>`0`,
      mutedUntil: fields.includes('state') ? sanctionEnd('mute') : sql<null>`null`,
      bannedUntil: fields.includes('state') ? sanctionEnd('ban') : sql<null>`null`,
    })
    .from(siteUsers)
    .where(and(where, gt(siteUsers.id, options.afterId)))
    .orderBy(asc(siteUsers.id))
    .limit(EXPORT_PAGE_SIZE);
  const balances = new Map<string, number>();
  if (fields.includes('points') && members.length) {
    const rows = await db
      .select({ userId: userPoints.userId, categoryId: userPoints.categoryId, balance: userPoints.balance })
      .from(userPoints)
      .where(
        and(
          eq(userPoints.siteId, options.siteId),
          inArray(
            userPoints.userId,
            members.map((m) => m.id),
          ),
        ),
      );
    for (const r of rows) balances.set(`${r.userId}:${r.categoryId}`, r.balance);
  }
  const rows = members.map((m) =>
    fields.flatMap((field): (string | number)[] => {
      switch (field) {
        case 'id':
          return [m.id];
        case 'account':
          return [m.account];
        case 'userName':
          return [m.userName];
        case 'mobile':
          return [options.mobile === 'full' ? (m.mobile ?? '') : maskMobile(m.mobile)];
        case 'rank':
          return [m.rank ?? ''];
        case 'points':
          return categories.map((c) => balances.get(`${m.id}:${c.id}`) ?? 0);
        case 'posts':
          return [Number(m.posts)];
        case 'comments':
          return [Number(m.comments)];
        case 'answers':
          return [Number(m.answers)];
        case 'createdAt':
          return [formatBeijingDateTime(m.createdAt)];
        case 'lastLoginAt':
          return [formatBeijingDateTime(m.lastLoginAt)];
        case 'state':
          return [m.bannedUntil ? '封禁中' : m.mutedUntil ? '禁言中' : '正常'];
      }
      return [];
    }),
  );
  return { lastId: members.at(-1)?.id ?? options.afterId, rows };
}
