import { describe, expect, it } from 'vitest';
import { emptyContentFilter, parseWords, reasonProblem, toContentListQuery, toModerationBodies, wordsProblem } from './oversightRequests';

describe('content oversight requests', () => {
  it('sends only the filters chosen, the site and status as numbers', () => {
    expect(toContentListQuery(emptyContentFilter, 1, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(
      toContentListQuery({ siteId: '2', keyword: ' 三体 ', status: '40', startDate: '2026-11-01', endDate: '2026-11-30' }, 3, 50),
    ).toEqual({ page: 3, pageSize: 50, siteId: 2, keyword: '三体', status: 40, startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('sends one request per site, with the reason only where the author sees one', () => {
    expect(toModerationBodies(['1:10', '2:7', '1:11'], 'hide', ' 广告 ')).toEqual([
      { siteId: 1, ids: [10, 11], action: 'hide', reason: '广告' },
      { siteId: 2, ids: [7], action: 'hide', reason: '广告' },
    ]);
    expect(toModerationBodies(['1:10'], 'approve', '忽略')).toEqual([{ siteId: 1, ids: [10], action: 'approve' }]);
    const many = Array.from({ length: 150 }, (_, i) => `1:${i + 1}`);
    expect(toModerationBodies(many, 'delete', '').map((b) => b.ids.length)).toEqual([100, 50]);
  });

  it('asks for a reason to reject or hide', () => {
    expect(reasonProblem('reject', '  ')).toBe('请填写驳回原因');
    expect(reasonProblem('hide', '')).toBe('请填写屏蔽原因');
    expect(reasonProblem('hide', '广告')).toBeNull();
    expect(reasonProblem('delete', '')).toBeNull();
  });

  it('reads words one a line or separated by commas, each once', () => {
    expect(parseWords('代开发票\n刷单，VPN, vpn\n\n 刷单 ')).toEqual(['代开发票', '刷单', 'VPN']);
    expect(wordsProblem([])).toBe('请至少填写一个敏感词');
    expect(wordsProblem(['字'.repeat(31)])).toMatch(/^每个敏感词最多 30 个字/);
  });
});
