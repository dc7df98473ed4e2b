import { bodyRules } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';

type MemberState = Schema<'MemberState'>;
export type SanctionKind = Schema<'SanctionKind'>;

export interface MemberFilters {
  keyword: string;
  /** `''` for all, otherwise a `MemberState`. */
  state: string;
}

export const emptyMemberFilters: MemberFilters = { keyword: '', state: '' };

/** `getConsoleUserList`: the page and only the filters that are set. */
export function toMemberListInput(filters: MemberFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getConsoleUserList'> } {
  const query: OperationQuery<'getConsoleUserList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.state) query.state = filters.state as MemberState;
  return { query };
}

export interface SanctionValues {
  days: string;
  reason: string;
}

export const blankSanctionValues: SanctionValues = { days: '3', reason: '' };

export const sanctionRules = bodyRules('banSiteUser', ['days', 'reason']);

/** `banSiteUser` / `muteSiteUser` for one member. */
export function toSanctionInput(userId: number, values: SanctionValues): { body: OperationBody<'banSiteUser'> } {
  return { body: { userId, days: Number(values.days.trim()), reason: values.reason.trim() } };
}

export function toLiftInput(userId: number, kind: SanctionKind): { body: OperationBody<'liftSiteUserSanction'> } {
  return { body: { userId, kind } };
}
