import { describe, expect, it } from 'vitest';
import { authorActionProblems, toAuthorAction } from './HandleImpeachDialog';
import { waitingText } from './ImpeachCells';

describe('the author action of a report batch', () => {
  it('needs days from 1 to 3650 and a reason, only when a mute or ban is chosen', () => {
    expect(authorActionProblems({ kind: '', days: '', reason: '' })).toEqual({});
    expect(authorActionProblems({ kind: 'mute', days: '', reason: ' ' })).toEqual({ days: '请填写天数', reason: '请填写处罚原因' });
    expect(authorActionProblems({ kind: 'ban', days: '0', reason: '广告' })).toEqual({ days: '天数至少为 1' });
    expect(authorActionProblems({ kind: 'ban', days: '3651', reason: '广告' })).toEqual({ days: '天数不能超过 3650' });
    expect(toAuthorAction({ kind: '', days: '7', reason: '' })).toBeUndefined();
    expect(toAuthorAction({ kind: 'mute', days: '7', reason: ' 广告 ' })).toEqual({ kind: 'mute', days: 7, reason: '广告' });
  });

  it('says how long a report has waited', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    expect(waitingText('2026-11-22T09:59:40.000Z', now)).toBe('不到 1 分钟');
    expect(waitingText('2026-11-22T09:15:00.000Z', now)).toBe('45 分钟');
    expect(waitingText('2026-11-22T05:00:00.000Z', now)).toBe('5 小时');
    expect(waitingText('2026-11-20T08:00:00.000Z', now)).toBe('2 天 2 小时');
  });
});
