import { bodyRules, fieldRule, maxLengthOf } from '#kit/form/fieldRules';
import { required } from '#kit/form/rules';
import type { Rules } from '#kit/form/useForm';
import { formatFen, parseYuan } from '#kit/format/money';
import type { OperationBody } from '#sdk';

const amountFen = fieldRule('createOfflineOrder', 'body', 'amountFen');
const months = fieldRule('createOfflineOrder', 'body', 'months');

/** The contract's bounds the form shows: the most an order may cost (in fen), months, the note's length. */
export const offlineOrderLimits = {
  maxAmountFen: amountFen.maximum ?? Number.MAX_SAFE_INTEGER,
  minMonths: months.minimum,
  maxMonths: months.maximum,
  noteMax: maxLengthOf('createOfflineOrder', 'body', 'note'),
};

/** 创建线下订单 as typed: the site (its id as text), plan, months, amount in yuan, note, paid. */
export interface OfflineOrderValues {
  siteId: string;
  /** `NO_PLAN` until chosen. */
  licenseType: number;
  months: string;
  amountYuan: string;
  note: string;
  paid: boolean;
}

/** No plan chosen yet (not a LicenseType). */
export const NO_PLAN = 0;

export const emptyOfflineOrder: OfflineOrderValues = {
  siteId: '',
  licenseType: NO_PLAN,
  months: '12',
  amountYuan: '',
  note: '',
  paid: true,
};

const contract = bodyRules('createOfflineOrder', ['siteId', 'licenseType', 'months', 'note']);

/**
 * The contract's rules, with the page's own words where its field is not the contract's: the site is chosen (or its
 * number typed), and the amount is typed in yuan and sent in fen.
 */
export const offlineOrderRules: Rules<OfflineOrderValues> = {
  ...contract,
  siteId: [required('请选择站点'), ...contract.siteId],
  amountYuan: [
    required('请输入金额'),
    (v) => (parseYuan(v) === null ? '金额应为数字，最多两位小数' : undefined),
    (v) =>
      (parseYuan(v) ?? 0) > offlineOrderLimits.maxAmountFen ? `金额不能超过 ${formatFen(offlineOrderLimits.maxAmountFen)}` : undefined,
  ],
};

/** 创建线下订单: yuan typed by the manager → integer fen; call only after the rules pass. */
export function toOfflineOrderInput(values: OfflineOrderValues): { body: OperationBody<'createOfflineOrder'> } {
  const amountFen = parseYuan(values.amountYuan);
  if (amountFen === null) throw new Error('toOfflineOrderInput: the amount did not pass its rule');
  return {
    body: {
      siteId: Number(values.siteId.trim()),
      licenseType: values.licenseType as OperationBody<'createOfflineOrder'>['licenseType'],
      months: Number(values.months.trim()),
      amountFen,
      note: values.note.trim(),
      paid: values.paid,
    },
  };
}
