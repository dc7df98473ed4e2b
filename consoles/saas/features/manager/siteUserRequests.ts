import { bodyRules, fieldRule, maxLengthOf } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import { type OperationQuery, type Schema, violationMessage } from '#sdk';
import { positiveId } from '../../shared/site/siteListQuery';

type SiteUser = Schema<'SiteUserSummary'>;

export interface UserListFilters {
  /** A site id, empty for every site. */
  siteId: string;
  keyword: string;
  /** `1` 正常, `2` 已禁用, empty for both. */
  status: string;
}

export const emptyUserListFilters: UserListFilters = { siteId: '', keyword: '', status: '' };

/** `getUserList`: only the filters that are set. */
export function toUserListInput(filters: UserListFilters, page: number, pageSize: number): { query: OperationQuery<'getUserList'> } {
  const query: OperationQuery<'getUserList'> = { page, pageSize };
  const siteId = positiveId(filters.siteId);
  if (siteId) query.siteId = siteId;
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.status === '1' || filters.status === '2') query.status = Number(filters.status) as 1 | 2;
  return { query };
}

export const REASON_MAX = maxLengthOf('updateUserReputationPoints', 'body', 'reason');

export interface ReputationValues {
  /** As typed: `+50`, `-20`, `50`. */
  delta: string;
  reason: string;
}

export const emptyReputation: ReputationValues = { delta: '', reason: '' };

/** The typed adjustment as an integer, or NaN when it is not one. */
export function parseDelta(value: string): number {
  const text = value.trim().replace(/^\+/, '');
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

const reputation = bodyRules('updateUserReputationPoints', ['delta', 'reason']);
// `not: { const: 0 }` is one rule the generic field checks leave to the form.
const delta = fieldRule('updateUserReputationPoints', 'body', 'delta');
const zeroDelta = delta.messages?.not ?? violationMessage('not', delta.title ?? '');

export const reputationRules: Rules<ReputationValues> = {
  delta: [...reputation.delta, (v) => (parseDelta(v) === 0 ? zeroDelta : undefined)],
  reason: reputation.reason,
};

/** `updateUserReputationPoints` for a user of a site. */
export function toReputationInput(
  user: Pick<SiteUser, 'id' | 'siteId'>,
  values: ReputationValues,
): { body: Schema<'ReputationPointsInput'> } {
  return { body: { siteId: user.siteId, userId: user.id, delta: parseDelta(values.delta), reason: values.reason.trim() } };
}

/** `deleteSiteUser`. */
export function toDeleteSiteUserInput(user: Pick<SiteUser, 'id' | 'siteId'>): { body: Schema<'SiteUserRef'> } {
  return { body: { siteId: user.siteId, id: user.id } };
}
