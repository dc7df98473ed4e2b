import type { Rules } from '#kit/form/useForm';
import type { OperationQuery, Schema } from '#sdk';
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

export const REPUTATION_DELTA_LIMIT = 1_000_000;
export const REASON_MAX = 100;

/** `ReputationPointsInput`'s messages (the contract's `x-messages`, kept in step by a unit test). */
export const reputationMessages = {
  delta: { not: '调整值不能为 0' },
  reason: { required: '请填写调整原因', minLength: '请填写调整原因' },
} as const;

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

export const reputationRules: Rules<ReputationValues> = {
  delta: [
    (v) => {
      const delta = parseDelta(v);
      if (!v.trim()) return '请输入调整值';
      if (Number.isNaN(delta)) return '调整值须为整数，正数增加、负数扣除';
      if (delta === 0) return reputationMessages.delta.not;
      if (Math.abs(delta) > REPUTATION_DELTA_LIMIT) return `调整值须在 ±${REPUTATION_DELTA_LIMIT.toLocaleString('en-US')} 之间`;
      return undefined;
    },
  ],
  reason: [
    (v) => (v.trim() ? undefined : reputationMessages.reason.required),
    (v) => (v.trim().length > REASON_MAX ? `原因不能超过 ${REASON_MAX} 个字` : undefined),
  ],
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
