import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import type { ModuleDeps } from '../deps';
import { siteUsers } from '../site/site.tables';
import { listSiteUsers } from '../site/site-user-repository';
import { memberSanctions } from './member.tables';

type MemberState = Schema<'MemberState'>;

const activeOf = (kind: 'mute' | 'ban') => sql`exists (
  select 1 from ${memberSanctions}
  where ${memberSanctions.siteId} = ${siteUsers.siteId} and ${memberSanctions.userId} = ${siteUsers.id}
    and ${memberSanctions.kind} = ${kind} and ${memberSanctions.liftedAt} is null and ${memberSanctions.endsAt} > now())`;

/** The condition over site_users for a state filter. */
function stateCondition(state: MemberState | undefined): SQL | undefined {
  if (state === 'muted') return activeOf('mute');
  if (state === 'banned') return activeOf('ban');
  if (state === 'normal') return sql`not ${activeOf('mute')} and not ${activeOf('ban')}`;
  return undefined;
}

/** The end of each listed member's sanctions in force, by user and kind. */
async function activeEnds(db: Executor, siteId: number, userIds: number[]) {
  const ends = new Map<string, Date>();
  if (!userIds.length) return ends;
  const rows = await db
    .select({ userId: memberSanctions.userId, kind: memberSanctions.kind, endsAt: sql<Date>`max(${memberSanctions.endsAt})` })
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.siteId, siteId),
        inArray(memberSanctions.userId, userIds),
        isNull(memberSanctions.liftedAt),
        gt(memberSanctions.endsAt, sql`now()`),
      ),
    )
    .groupBy(memberSanctions.userId, memberSanctions.kind);
  for (const r of rows) ends.set(`${r.userId}:${r.kind}`, new Date(r.endsAt));
  return ends;
}

export function createMemberService({ db }: ModuleDeps) {
  return {
    /** The site's members as a site console lists them: the site module's list, scoped to this site, with their sanctions. */
    async list(siteId: number, query: OperationQuery<'getConsoleUserList'>): Promise<Schema<'MemberPage'>> {
      const { list, total } = await listSiteUsers(db, {
        ...paging(query),
        siteId,
        keyword: query.keyword,
        where: stateCondition(query.state),
      });
      const ends = await activeEnds(
        db,
        siteId,
        list.map((u) => u.id),
      );
      const until = (id: number, kind: string) => ends.get(`${id}:${kind}`)?.toISOString() ?? null;
      return {
        list: list.map(({ id, account, userName, mobile, status, points, rankName, createdAt, lastLoginAt }) => ({
          id,
          account,
          userName,
          mobile,
          status,
          points,
          rankName,
          createdAt,
          lastLoginAt,
          mutedUntil: until(id, 'mute'),
          bannedUntil: until(id, 'ban'),
        })),
        total,
      };
    },
  };
}
