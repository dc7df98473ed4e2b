import { parseYuan } from '#kit/format/money';
import type { OperationBody } from '#sdk';
import { wholeNumberIn } from '../../shared/wholeNumberIn';

/** The most an order may cost (the contract's `amountFen` maximum): ¥1,000,000.00. */
export const MAX_AMOUNT_FEN = 100_000_000;
export const MAX_MONTHS = 60;
export const NOTE_MAX = 200;

/** 创建线下订单 as typed: the site (its id as text), plan, months, amount in yuan, note, paid. */
export interface OfflineOrderValues {
  siteId: string;
  /** 0 until chosen. */
  licenseType: number;
  months: string;
  amountYuan: string;
  note: string;
  paid: boolean;
}

export const emptyOfflineOrder: OfflineOrderValues = { siteId: '', licenseType: 0, months: '12', amountYuan: '', note: '', paid: true };

// The words of the contract's x-messages where it has them (offlineOrder.test.ts keeps them in step).
export const offlineOrderMessages = {
  siteId: { required: '请选择站点', pattern: '站点编号应为正整数' },
  licenseType: { enum: '请选择专业版或旗舰版' },
  months: { range: `时长应为 1 到 ${MAX_MONTHS} 个月` },
  amount: { required: '请输入金额', pattern: '金额应为数字，最多两位小数', maximum: '金额不能超过 ¥1,000,000.00' },
  note: { required: '请填写备注（如合同编号）', maxLength: `备注不能超过 ${NOTE_MAX} 个字` },
} as const;

export const offlineOrderRules = {
  siteId: [
    (v: string) => (v.trim() ? undefined : offlineOrderMessages.siteId.required),
    (v: string) => (/^[1-9][0-9]{0,15}$/.test(v.trim()) ? undefined : offlineOrderMessages.siteId.pattern),
  ],
  licenseType: [(v: number) => (v === 2 || v === 3 ? undefined : offlineOrderMessages.licenseType.enum)],
  months: [wholeNumberIn(1, MAX_MONTHS, offlineOrderMessages.months.range)],
  amountYuan: [
    (v: string) => (v.trim() ? undefined : offlineOrderMessages.amount.required),
    (v: string) => (parseYuan(v) === null ? offlineOrderMessages.amount.pattern : undefined),
    (v: string) => ((parseYuan(v) ?? 0) > MAX_AMOUNT_FEN ? offlineOrderMessages.amount.maximum : undefined),
  ],
  note: [
    (v: string) => (v.trim() ? undefined : offlineOrderMessages.note.required),
    (v: string) => (v.trim().length > NOTE_MAX ? offlineOrderMessages.note.maxLength : undefined),
  ],
};

/** 创建线下订单: yuan typed by the manager → integer fen; call only after the rules pass. */
export function toOfflineOrderInput(values: OfflineOrderValues): { body: OperationBody<'createOfflineOrder'> } {
  const amountFen = parseYuan(values.amountYuan);
  if (amountFen === null) throw new Error('toOfflineOrderInput: the amount did not pass its rule');
  return {
    body: {
      siteId: Number(values.siteId.trim()),
      licenseType: values.licenseType as 2 | 3,
      months: Number(values.months.trim()),
      amountFen,
      note: values.note.trim(),
      paid: values.paid,
    },
  };
}
