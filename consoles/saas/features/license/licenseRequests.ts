import type { Rules } from '#kit/form/useForm';
import type { OperationBody, OperationQuery, Schema } from '#sdk';
import { wholeNumberIn } from '../../shared/wholeNumberIn';

export type LicenseCodeStatus = Schema<'LicenseCodeStatus'>;

export const CODE_QUANTITY_MAX = 50;
export const CODE_MONTHS_MAX = 60;
export const CODE_NOTE_MAX = 200;
export const LICENSE_CODE_PATTERN = /^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/;

// The contract's x-messages where it has them (licenseRequests.test.ts keeps them in step).
export const licenseMessages = {
  licenseType: { enum: '请选择专业版或旗舰版' },
  months: { range: `时长应为 1 到 ${CODE_MONTHS_MAX} 个月` },
  quantity: { range: `数量应为 1 到 ${CODE_QUANTITY_MAX} 个` },
  note: { maxLength: `备注不能超过 ${CODE_NOTE_MAX} 个字` },
  siteId: { required: '请选择要激活的站点' },
  code: { required: '请输入授权码', pattern: '授权码格式应为 XXXX-XXXX-XXXX-XXXX' },
} as const;

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

export const emptyLicenseCodeValues: LicenseCodeValues = { licenseType: 2, months: '12', quantity: '1', note: '' };

export const licenseCodeRules: Rules<LicenseCodeValues> = {
  licenseType: [(v) => (v === 2 || v === 3 ? undefined : licenseMessages.licenseType.enum)],
  months: [wholeNumberIn(1, CODE_MONTHS_MAX, licenseMessages.months.range)],
  quantity: [wholeNumberIn(1, CODE_QUANTITY_MAX, licenseMessages.quantity.range)],
  note: [(v) => (v.trim().length > CODE_NOTE_MAX ? licenseMessages.note.maxLength : undefined)],
};

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

export const activateRules: Rules<ActivateValues> = {
  siteId: [(v) => (v ? undefined : licenseMessages.siteId.required)],
  code: [
    (v) => (v.trim() ? undefined : licenseMessages.code.required),
    (v) => (LICENSE_CODE_PATTERN.test(normalizeLicenseCode(v)) ? undefined : licenseMessages.code.pattern),
  ],
};

export function toActivateLicenseInput(values: ActivateValues): { body: OperationBody<'activateLicense'> } {
  return { body: { siteId: Number(values.siteId), code: normalizeLicenseCode(values.code) } };
}
