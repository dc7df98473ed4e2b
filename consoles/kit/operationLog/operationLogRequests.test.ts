import { describe, expect, it } from 'vitest';
import { emptyLogFilters, inputText, toCsv, toLogListInput } from './operationLogRequests';

describe('operation log requests', () => {
  it('sends only the filters that are set', () => {
    expect(toLogListInput(emptyLogFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toLogListInput({ keyword: ' 封禁 ', startDate: '2026-11-01', endDate: '' }, { page: 1, pageSize: 1000 })).toEqual({
      query: { page: 1, pageSize: 1000, keyword: '封禁', startDate: '2026-11-01' },
    });
  });

  it('writes the export with quoted cells and Beijing times', () => {
    const csv = toCsv([
      {
        seq: 1,
        at: '2026-11-21T02:00:00.000Z',
        operationId: 'banSiteUser',
        summary: '封禁成员',
        actorId: 1,
        actorName: '陈思远',
        ip: '127.0.0.1',
        targetIds: '12',
        input: { userId: 12, reason: '广告, 刷屏' },
        change: null,
        prevHash: '0'.repeat(64),
        hash: 'a'.repeat(64),
      },
    ]);
    const [head, line] = csv.split('\r\n');
    expect(head).toContain('上一条哈希');
    expect(line).toContain('2026-11-21 10:00');
    expect(line).toContain('"{""userId"":12,""reason"":""广告, 刷屏""}"');
    expect(inputText({ userId: 12, days: 3 })).toBe('userId: 12，days: 3');
  });
});
