import { describe, expect, it } from 'vitest';
import { quotaProblem, toQuotaInput } from './statisticRequests';

describe('SMS quota input', () => {
  it('checks the quota by the contract and builds setSmsQuota’s body', () => {
    expect(quotaProblem('1000')).toBeNull();
    expect(quotaProblem('abc')).toBe('额度应为整数');
    expect(quotaProblem('10000001')).toBe('额度不能超过 10000000 条');
    expect(toQuotaInput(3, ' 500 ')).toEqual({ body: { siteId: 3, monthlyQuota: 500 } });
  });
});
