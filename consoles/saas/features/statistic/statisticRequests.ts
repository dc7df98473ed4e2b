import { fieldCheck, fieldRule } from '#kit/form/fieldRules';
import type { OpArg } from '#kit/request/api';

/** The quota field's problem by the contract's rules (`setSmsQuota`'s monthlyQuota), or null. */
export function quotaProblem(text: string): string | null {
  if (!/^\d+$/.test(text.trim())) return '额度应为整数';
  return fieldCheck(fieldRule('setSmsQuota', 'body', 'monthlyQuota'))(Number(text.trim())) ?? null;
}

export const toQuotaInput = (siteId: number, text: string): OpArg<'setSmsQuota'> => ({
  body: { siteId, monthlyQuota: Number(text.trim()) },
});
