import { messages } from '#kit/form/messages';
import { maxLength, pattern, required } from '#kit/form/rules';
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

/** `ManagedAccountInput.accountEmail`: empty clears it. */
export const EMAIL_PATTERN = /^$|^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const accountMessages = {
  accountEmail: { pattern: '邮箱格式不正确' },
  /** `ManagedAccountInput` needs one change besides the id. */
  minProperties: '请至少修改一项',
} as const;

export const accountEditRules: Rules<AccountEditValues> = {
  userName: [required(messages.userName.required), maxLength(32, '姓名不能超过 32 个字')],
  accountEmail: [pattern(EMAIL_PATTERN, accountMessages.accountEmail.pattern), maxLength(128, '邮箱不能超过 128 个字符')],
};

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
export function toAccountStatusInput(id: number, status: 1 | 2): { body: Schema<'ManagedAccountInput'> } {
  return { body: { id, status } };
}
