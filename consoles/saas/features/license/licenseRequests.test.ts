import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import {
  activateRules,
  emptyLicenseCodeValues,
  licenseCodeRules,
  normalizeLicenseCode,
  toActivateLicenseInput,
  toCreateLicenseCodesInput,
  toLicenseCodeListInput,
  toRevokeLicenseCodeInput,
} from './licenseRequests';

describe('licence code requests', () => {
  it('generate, list and revoke', () => {
    expect(toCreateLicenseCodesInput({ licenseType: 3, months: ' 6 ', quantity: '20', note: ' 双十一 ' })).toEqual({
      body: { licenseType: 3, months: 6, quantity: 20, note: '双十一' },
    });
    expect(toLicenseCodeListInput('', 1, 20)).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toLicenseCodeListInput('unused', 2, 10)).toEqual({ query: { status: 'unused', page: 2, pageSize: 10 } });
    expect(toRevokeLicenseCodeInput(7)).toEqual({ query: { id: 7 } });
  });

  it('check the generate form with the contract’s rules and words', () => {
    expect(check(emptyLicenseCodeValues.licenseType, licenseCodeRules.licenseType ?? [])).toBeUndefined();
    expect(check(0, licenseCodeRules.licenseType ?? [])).toBe('请选择专业版或旗舰版');
    expect(check('51', licenseCodeRules.quantity ?? [])).toBe('数量不能大于50');
    expect(check('0', licenseCodeRules.quantity ?? [])).toBe('数量不能小于1');
    expect(check('1.5', licenseCodeRules.months ?? [])).toBe('时长（月）必须是整数');
    expect(check('60', licenseCodeRules.months ?? [])).toBeUndefined();
    expect(check('x'.repeat(201), licenseCodeRules.note ?? [])).toBe('备注不能超过200个字符');
    expect(check('', licenseCodeRules.note ?? [])).toBeUndefined();
  });

  it('accept a code however it was typed, and send it in the contract’s form', () => {
    expect(normalizeLicenseCode(' h7kd-2mpx-9qtr-7qk2 ')).toBe('H7KD-2MPX-9QTR-7QK2');
    expect(normalizeLicenseCode('H7KD 2MPX 9QTR 7QK2')).toBe('H7KD-2MPX-9QTR-7QK2');
    expect(normalizeLicenseCode('h7kd2mpx9qtr7qk2')).toBe('H7KD-2MPX-9QTR-7QK2');
    expect(toActivateLicenseInput({ siteId: '2', code: 'h7kd2mpx9qtr7qk2' })).toEqual({ body: { siteId: 2, code: 'H7KD-2MPX-9QTR-7QK2' } });
    expect(check('', activateRules.code ?? [])).toBe('请输入授权码');
    expect(check('H7KD-2MPX-9QTR', activateRules.code ?? [])).toBe('授权码格式应为 XXXX-XXXX-XXXX-XXXX');
    expect(check('', activateRules.siteId ?? [])).toBe('请选择要激活的站点');
  });
});
