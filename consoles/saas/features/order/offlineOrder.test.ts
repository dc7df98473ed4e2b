import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { emptyOfflineOrder, offlineOrderRules, toOfflineOrderInput } from './offlineOrder';

const valid = {
  ...emptyOfflineOrder,
  siteId: '3',
  licenseType: 3,
  months: '12',
  amountYuan: '8,000.50',
  note: ' 线下签约，合同编号 HT-2026-118 ',
  paid: true,
};

describe('创建线下订单', () => {
  it('sends yuan as integer fen, with the note trimmed', () => {
    expect(toOfflineOrderInput(valid)).toEqual({
      body: { siteId: 3, licenseType: 3, months: 12, amountFen: 800050, note: '线下签约，合同编号 HT-2026-118', paid: true },
    });
    expect(toOfflineOrderInput({ ...valid, amountYuan: '0.1', paid: false }).body).toMatchObject({ amountFen: 10, paid: false });
  });

  it('says what is wrong with each field', () => {
    const errors = (values: typeof valid) =>
      Object.fromEntries(
        (Object.keys(offlineOrderRules) as (keyof typeof offlineOrderRules)[]).map((key) => [
          key,
          check(values[key] as never, offlineOrderRules[key] as never),
        ]),
      );
    expect(errors(valid)).toEqual({ siteId: undefined, licenseType: undefined, months: undefined, amountYuan: undefined, note: undefined });
    expect(errors({ ...emptyOfflineOrder, months: '0' })).toEqual({
      siteId: '请选择站点',
      licenseType: '请选择专业版或旗舰版',
      months: '时长（月）不能小于1',
      amountYuan: '请输入金额',
      note: '请填写备注（如合同编号）',
    });
    expect(errors({ ...valid, siteId: 'abc', months: '61', amountYuan: '12.345', note: '   ' })).toMatchObject({
      siteId: '站点必须是整数',
      months: '时长（月）不能大于60',
      amountYuan: '金额应为数字，最多两位小数',
      note: '请填写备注（如合同编号）',
    });
    expect(errors({ ...valid, amountYuan: '1000000.01', note: 'x'.repeat(201) })).toMatchObject({
      amountYuan: '金额不能超过 ¥1,000,000.00',
      note: '备注不能超过200个字符',
    });
  });
});
