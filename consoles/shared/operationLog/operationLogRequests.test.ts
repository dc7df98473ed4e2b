import { describe, expect, it } from 'vitest';
import { fieldRules } from '#sdk/generated/field-rules';
import { emptyLogFilters, inputText, toLogListInput } from './operationLogRequests';

describe('operation log requests', () => {
  it('sends only the filters that are set', () => {
    expect(toLogListInput(emptyLogFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toLogListInput({ keyword: ' 封禁 ', startDate: '2026-11-01', endDate: '' }, { page: 1, pageSize: 1000 })).toEqual({
      query: { page: 1, pageSize: 1000, keyword: '封禁', startDate: '2026-11-01' },
    });
  });

  it("shows an entry's input as name: value pairs", () => {
    expect(inputText({ userId: 12, days: 3 })).toBe('userId: 12，days: 3');
    // Named as the contract titles the operation's fields; a field it does not title keeps its name.
    const ban = fieldRules.banSiteUser.body;
    expect(inputText({ days: 3, reason: '广告', extra: 1 }, 'banSiteUser')).toBe(
      `${ban.days.title}: 3，${ban.reason.title}: 广告，extra: 1`,
    );
    expect(ban.days.title).toMatch(/[\u4e00-\u9fff]/);
  });
});
