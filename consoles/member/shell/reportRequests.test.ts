import { describe, expect, it } from 'vitest';
import { reportProblem, toReportInput } from './reportRequests';

describe('report requests (member site)', () => {
  it('asks for a reason, and for text where the reason takes some', () => {
    expect(reportProblem(undefined, '')).toBe('请选择举报理由');
    expect(reportProblem({ name: '其他', takesText: true }, '  ')).toBe('请填写补充说明');
    expect(reportProblem({ name: '垃圾广告', takesText: false }, '')).toBeUndefined();
  });

  it('sends the text only when typed', () => {
    expect(toReportInput('comment', 5, '垃圾广告', ' ')).toEqual({ body: { targetType: 'comment', targetId: 5, reason: '垃圾广告' } });
    expect(toReportInput('post', 7, '其他', ' 外链 ')).toEqual({
      body: { targetType: 'post', targetId: 7, reason: '其他', reasonText: '外链' },
    });
  });
});
