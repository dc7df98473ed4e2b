// The member filter of an export, as one condition over site_users (the built-in anonymous user never included). The
// filter's names match the member list's (keyword, state, rankId, registered…/active… dates) so that the two can be
// unified into one function later.
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { beijingDayEnd, beijingDayStart, DATE_RANGE_MESSAGE, isReversedRange } from '../../../../sdk/format';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import { memberSanctions } from '../member/member.tables';
import { siteUsers } from '../site/site.tables';

type Filters = Schema<'UserExportFilters'>;

const activeSanction = (kind: 'mute' | 'ban') => sql`exists (
  select 1 from ${memberSanctions}
  where ${memberSanctions.siteId} = ${siteUsers.siteId} and ${memberSanctions.userId} = ${siteUsers.id}
    and ${memberSanctions.kind} = ${kind} and ${memberSanctions.liftedAt} is null and ${memberSanctions.endsAt} > now())`;

function dayRange(column: typeof siteUsers.createdAt, from: string | undefined, to: string | undefined): SQL[] {
  if (isReversedRange(from, to)) throw badRequest(DATE_RANGE_MESSAGE);
  const start = from ? beijingDayStart(from) : null;
  const end = to ? beijingDayEnd(to) : null;
  if ((from && !start) || (to && !end)) throw badRequest('日期格式应为 YYYY-MM-DD');
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}

/** Checks the filter's dates (400 in Chinese) and answers the condition over site_users for one site. */
export function userExportFilterWhere(siteId: number, filters: Filters = {}): SQL {
  const conditions: SQL[] = [eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, false)];
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const p = containsPattern(keyword);
    conditions.push(or(ilike(siteUsers.account, p), ilike(siteUsers.userName, p), ilike(siteUsers.mobile, p))!);
  }
  if (filters.state === 'muted') conditions.push(activeSanction('mute'));
  else if (filters.state === 'banned') conditions.push(activeSanction('ban'));
  else if (filters.state === 'normal') conditions.push(sql`not ${activeSanction('mute')} and not ${activeSanction('ban')}`);
  if (filters.rankId) conditions.push(eq(siteUsers.rankId, filters.rankId));
  conditions.push(...dayRange(siteUsers.createdAt, filters.registeredFrom, filters.registeredTo));
  conditions.push(...dayRange(siteUsers.lastLoginAt as unknown as typeof siteUsers.createdAt, filters.activeFrom, filters.activeTo));
  return and(...conditions)!;
}
