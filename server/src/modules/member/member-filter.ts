// The one translation of the member list's filters into SQL over site_users: the member list (用户管理), the members of
// a label and the member export all read members through `memberFilterWhere`, so a filter means the same everywhere.
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Schema } from '../../../../sdk';
import { beijingDayEnd, beijingDayStart, DATE_RANGE_MESSAGE, isReversedRange } from '../../../../sdk/format';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import { siteUsers } from '../site/site.tables';
import { memberLabelUsers, memberSanctions } from './member.tables';

export interface MemberFilter {
  /** Part of the login name, the nickname or the mobile number. */
  keyword?: string;
  rankId?: number;
  labelId?: number;
  state?: Schema<'MemberState'>;
  /** Beijing dates, YYYY-MM-DD, both ends included. */
  createdFrom?: string;
  createdTo?: string;
  /** Last sign-in between these Beijing dates (members who never signed in never match). */
  activeFrom?: string;
  activeTo?: string;
}

const activeSanction = (kind: 'mute' | 'ban') => sql`exists (
  select 1 from ${memberSanctions}
  where ${memberSanctions.siteId} = ${siteUsers.siteId} and ${memberSanctions.userId} = ${siteUsers.id}
    and ${memberSanctions.kind} = ${kind} and ${memberSanctions.liftedAt} is null and ${memberSanctions.endsAt} > now())`;

function dayRange(column: AnyPgColumn, from: string | undefined, to: string | undefined): SQL[] {
  if (isReversedRange(from, to)) throw badRequest(DATE_RANGE_MESSAGE);
  const start = from ? beijingDayStart(from) : null;
  const end = to ? beijingDayEnd(to) : null;
  if ((from && !start) || (to && !end)) throw badRequest('日期格式应为 YYYY-MM-DD');
  const out: SQL[] = [];
  if (start) out.push(gte(column, start));
  if (end) out.push(lt(column, end));
  return out;
}

/**
 * The condition selecting this site's members (never its anonymous user) that match the filter. Throws 400 for a
 * reversed or malformed date range. An unknown rank or label (or another site's) simply matches nobody.
 */
export function memberFilterWhere(siteId: number, filter: MemberFilter): SQL {
  const conditions: SQL[] = [eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, false)];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(siteUsers.account, pattern), ilike(siteUsers.userName, pattern), ilike(siteUsers.mobile, pattern))!);
  }
  if (filter.rankId) conditions.push(eq(siteUsers.rankId, filter.rankId));
  if (filter.labelId)
    conditions.push(sql`exists (
      select 1 from ${memberLabelUsers}
      where ${memberLabelUsers.siteId} = ${siteUsers.siteId} and ${memberLabelUsers.userId} = ${siteUsers.id}
        and ${memberLabelUsers.labelId} = ${filter.labelId})`);
  if (filter.state === 'muted') conditions.push(activeSanction('mute'));
  else if (filter.state === 'banned') conditions.push(activeSanction('ban'));
  else if (filter.state === 'normal') conditions.push(sql`not ${activeSanction('mute')} and not ${activeSanction('ban')}`);
  conditions.push(...dayRange(siteUsers.createdAt, filter.createdFrom, filter.createdTo));
  conditions.push(...dayRange(siteUsers.lastLoginAt, filter.activeFrom, filter.activeTo));
  return and(...conditions)!;
}
