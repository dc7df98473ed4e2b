import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDayEnd, beijingDayStart } from '../../lib/beijing-time';
import { maskMobile } from '../../lib/text';
import { orderKindProblem, orderNumber, orderSubject } from './order-rules';

const now = new Date('2026-11-21T02:30:00Z');
const DAY = 24 * 3600 * 1000;

describe('orderNumber', () => {
  it('is CM, the Beijing day and the id padded to six digits', () => {
    expect(orderNumber(42, now)).toBe('CM20261121000042');
    // 16:30 UTC is already the next day in Beijing.
    expect(orderNumber(7, new Date('2026-11-21T16:30:00Z'))).toBe('CM20261122000007');
    expect(orderNumber(12345678, now)).toBe('CM2026112112345678');
  });
});

describe('orderKindProblem', () => {
  const basic = { licenseType: 1, startsAt: now, expiresAt: null };
  const pro = { licenseType: 2, startsAt: now, expiresAt: new Date(now.getTime() + 40 * DAY) };
  const expiredPro = { licenseType: 2, startsAt: now, expiresAt: new Date(now.getTime() - DAY) };

  it('lets a holder buy another plan, or the same plan once it has expired', () => {
    expect(orderKindProblem('buy', basic, 2, now)).toBeNull();
    expect(orderKindProblem('buy', pro, 3, now)).toBeNull();
    expect(orderKindProblem('buy', expiredPro, 2, now)).toBeNull();
    expect(orderKindProblem('buy', pro, 2, now)).toBe('站点当前已是该套餐，请选择续费');
  });

  it('renews only the current paid plan', () => {
    expect(orderKindProblem('renew', pro, 2, now)).toBeNull();
    expect(orderKindProblem('renew', expiredPro, 2, now)).toBeNull();
    expect(orderKindProblem('renew', pro, 3, now)).toBe('续费只能选择当前套餐；更换套餐请选择购买');
    expect(orderKindProblem('renew', basic, 2, now)).toBe('基础版无需续费，请选择购买套餐');
  });
});

describe('order text', () => {
  it('names what is paid for, masks numbers and reads Beijing days', () => {
    expect(orderSubject({ siteName: '西湖跑团', months: 12 }, '专业版')).toBe('西湖跑团 · 专业版 12 个月');
    expect(maskMobile('13800000002')).toBe('138****0002');
    expect(beijingDate(new Date('2026-11-30T16:00:00Z'))).toBe('20261201');
    expect(beijingDayStart('2026-11-01')?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(beijingDayEnd('2026-11-30')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(beijingDayStart('2026-02-30')).toBeNull();
  });
});
