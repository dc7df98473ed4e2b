import { describe, expect, it } from 'vitest';
import { emptyMemberFilters, sanctionRules, toLiftInput, toMemberListInput, toSanctionInput } from './memberRequests';

describe('member requests', () => {
  it('sends only the filters that are set', () => {
    expect(toMemberListInput(emptyMemberFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(
      toMemberListInput(
        { ...emptyMemberFilters, keyword: ' 林 ', state: 'muted', labelId: '3', createdFrom: '2026-06-01' },
        { page: 2, pageSize: 10 },
      ),
    ).toEqual({
      query: { page: 2, pageSize: 10, keyword: '林', state: 'muted', labelId: 3, createdFrom: '2026-06-01' },
    });
  });

  it('builds a sanction with a whole number of days and a trimmed reason', () => {
    expect(toSanctionInput(12, { days: ' 3 ', reason: ' 广告 ' })).toEqual({ body: { userId: 12, days: 3, reason: '广告' } });
    expect(toLiftInput(12, 'ban')).toEqual({ body: { userId: 12, kind: 'ban' } });
  });

  it('checks days and reason with the contract’s messages', () => {
    const days = sanctionRules.days[0];
    const reason = sanctionRules.reason[0];
    expect(days('0')).toBe('天数至少为 1');
    expect(days('4000')).toBe('天数不能超过 3650');
    expect(days('3')).toBeUndefined();
    expect(reason('')).toBe('请填写原因');
  });
});
