import { bodyRules, fieldCheck, fieldRule } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import { LicenseType, type OperationBody, type OperationQuery, type Schema } from '#sdk';

export type LicenseCodeStatus = Schema<'LicenseCodeStatus'>;

export function toLicenseCodeListInput(
  status: LicenseCodeStatus | '',
  page: number,
  pageSize: number,
): { query: OperationQuery<'getLicenseCodeList'> } {
  return { query: { ...(status ? { status } : {}), page, pageSize } };
}

/** 生成授权码 as typed. */
export interface LicenseCodeValues {
  /** 0 until chosen. */
  licenseType: number;
  months: string;
  quantity: string;
  note: string;
}

export const emptyLicenseCodeValues: LicenseCodeValues = { licenseType: LicenseType.professional, months: '12', quantity: '1', note: '' };

export const licenseCodeRules: Rules<LicenseCodeValues> = bodyRules('createLicenseCodes', ['licenseType', 'months', 'quantity', 'note']);

export function toCreateLicenseCodesInput(values: LicenseCodeValues): { body: OperationBody<'createLicenseCodes'> } {
  return {
    body: {
      licenseType: values.licenseType as 2 | 3,
      months: Number(values.months.trim()),
      quantity: Number(values.quantity.trim()),
      note: values.note.trim(),
    },
  };
}

export function toRevokeLicenseCodeInput(id: number): { query: OperationQuery<'revokeLicenseCode'> } {
  return { query: { id } };
}

/**
 * What was typed as a code → `XXXX-XXXX-XXXX-XXXX` in capitals: spaces dropped, and dashes put in when sixteen
 * letters and digits came without them (codes are read out or copied from messages).
 */
export function normalizeLicenseCode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z0-9]{16}$/.test(compact)) return compact.match(/.{4}/g)?.join('-') ?? compact;
  return compact;
}

/** 激活授权码 as typed: the chosen site (its id as text) and the code. */
export interface ActivateValues {
  siteId: string;
  code: string;
}

const codeCheck = fieldCheck(fieldRule('activateLicense', 'body', 'code'));

/** The code is checked as it will be sent: normalised (typed without dashes, in small letters, with spaces). */
export const activateRules: Rules<ActivateValues> = {
  ...bodyRules('activateLicense', ['siteId']),
  code: [(v) => codeCheck(normalizeLicenseCode(v))],
};

export function toActivateLicenseInput(values: ActivateValues): { body: OperationBody<'activateLicense'> } {
  return { body: { siteId: Number(values.siteId), code: normalizeLicenseCode(values.code) } };
}
