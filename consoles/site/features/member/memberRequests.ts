import { bodyRules } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';

type MemberState = Schema<'MemberState'>;
export type SanctionKind = Schema<'SanctionKind'>;

export interface MemberFilters {
  keyword: string;
  /** `''` for all, otherwise a `MemberState`. */
  state: string;
  /** Ids as text, `''` for all. */
  rankId: string;
  labelId: string;
  /** YYYY-MM-DD or `''`. */
  createdFrom: string;
  createdTo: string;
  activeFrom: string;
  activeTo: string;
}

export const emptyMemberFilters: MemberFilters = {
  keyword: '',
  state: '',
  rankId: '',
  labelId: '',
  createdFrom: '',
  createdTo: '',
  activeFrom: '',
  activeTo: '',
};

/** Whether any filter is set (the empty list then says 没有符合条件的成员). */
export const isFiltered = (f: MemberFilters) => Object.values(f).some((v) => v.trim() !== '');

/** `getConsoleUserList`: the page and only the filters that are set. */
export function toMemberListInput(filters: MemberFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getConsoleUserList'> } {
  const query: OperationQuery<'getConsoleUserList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.state) query.state = filters.state as MemberState;
  if (filters.rankId) query.rankId = Number(filters.rankId);
  if (filters.labelId) query.labelId = Number(filters.labelId);
  for (const key of ['createdFrom', 'createdTo', 'activeFrom', 'activeTo'] as const) if (filters[key]) query[key] = filters[key];
  return { query };
}

/** `getLabelUserList`: one label's members. */
export function toLabelUserListInput(labelId: number, keyword: string, { page, pageSize }: PageAt) {
  const query: OperationQuery<'getLabelUserList'> = { labelId, page, pageSize };
  if (keyword.trim()) query.keyword = keyword.trim();
  return { query };
}

/** The member id of `/user/manageUserInfo?userId=12`, or null. */
export function userIdFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('userId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type LabelMode = Schema<'MemberLabelMode'>;

/** `setSiteUserLabels` for the picked members. */
export function toLabelAssignInput(userIds: number[], labelIds: number[], mode: LabelMode): { body: OperationBody<'setSiteUserLabels'> } {
  return { body: { userIds, labelIds, mode } };
}

/** `sanctionSiteUsers` for the picked members. */
export function toBatchSanctionInput(
  userIds: number[],
  kind: SanctionKind,
  values: SanctionValues,
): { body: OperationBody<'sanctionSiteUsers'> } {
  return { body: { userIds, kind, days: Number(values.days.trim()), reason: values.reason.trim() } };
}

export interface PointsValues {
  category: string;
  delta: string;
  reason: string;
}

export const blankPointsValues: PointsValues = { category: 'coin', delta: '', reason: '' };

export const pointsRules = bodyRules('adjustSiteUserPoints', ['category', 'delta', 'reason']);

export function toPointsInput(userIds: number[], values: PointsValues): { body: OperationBody<'adjustSiteUserPoints'> } {
  return {
    body: {
      userIds,
      category: values.category as OperationBody<'adjustSiteUserPoints'>['category'],
      delta: Number(values.delta.trim()),
      reason: values.reason.trim(),
    },
  };
}

export interface LabelValues {
  name: string;
  color: string;
  description: string;
}

export const blankLabelValues: LabelValues = { name: '', color: '#409EFF', description: '' };

export const labelRules = bodyRules('createMemberLabel', ['name', 'color', 'description']);

export function toCreateLabelInput(values: LabelValues): { body: OperationBody<'createMemberLabel'> } {
  return { body: { name: values.name.trim(), color: values.color.trim(), description: values.description.trim() } };
}

export function toUpdateLabelInput(id: number, values: LabelValues): { body: OperationBody<'updateMemberLabel'> } {
  return { body: { id, name: values.name.trim(), color: values.color.trim(), description: values.description.trim() } };
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
