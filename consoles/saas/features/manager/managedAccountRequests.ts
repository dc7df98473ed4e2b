import { bodyRules } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import type { OperationQuery, Schema } from '#sdk';

type Account = Schema<'AccountSummary'>;

export interface AccountFilters {
  keyword: string;
  /** `1` 正常, `2` 已停用, empty for both. */
  status: string;
  /** `0` 客户, `1` 管理员, empty for both. */
  userType: string;
}

export const emptyAccountFilters: AccountFilters = { keyword: '', status: '', userType: '' };

/** What `userType` means on this page (the contract: 0 客户账号, 1 管理员). */
export const accountTypeLabels = { 0: '客户', 1: '管理员' } as const;

/** `getAccountList`: only the filters that are set. */
export function toAccountListInput(filters: AccountFilters, page: number, pageSize: number): { query: OperationQuery<'getAccountList'> } {
  const query: OperationQuery<'getAccountList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.status === '1' || filters.status === '2') query.status = Number(filters.status) as 1 | 2;
  if (filters.userType === '0' || filters.userType === '1') query.userType = Number(filters.userType) as 0 | 1;
  return { query };
}

export interface AccountEditValues {
  userName: string;
  accountEmail: string;
}

/**
 * `ManagedAccountInput`'s own message when nothing but the id would be sent (its schema-level `x-messages`, which the
 * generated field rules do not carry; requests.test.ts keeps it in step).
 */
export const NOTHING_CHANGED = '请至少修改一项';

/** The name is always sent when it changed, so it may not be emptied; an empty e-mail clears it. */
export const accountEditRules: Rules<AccountEditValues> = bodyRules('updateManagedAccount', ['userName', 'accountEmail'], {
  required: ['userName'],
});

export function accountEditValues(account: Account): AccountEditValues {
  return { userName: account.userName, accountEmail: account.accountEmail };
}

/** `updateManagedAccount` with the fields that changed; `null` when nothing did. */
export function toAccountEditInput(account: Account, values: AccountEditValues): { body: Schema<'ManagedAccountInput'> } | null {
  const body: Schema<'ManagedAccountInput'> = { id: account.id };
  const userName = values.userName.trim();
  const accountEmail = values.accountEmail.trim();
  if (userName !== account.userName) body.userName = userName;
  if (accountEmail !== account.accountEmail) body.accountEmail = accountEmail;
  return Object.keys(body).length > 1 ? { body } : null;
}

/** `updateManagedAccount`: enable (1) or disable (2). */
export function toAccountStatusInput(id: number, status: Schema<'AccountStatus'>): { body: Schema<'ManagedAccountInput'> } {
  return { body: { id, status } };
}
