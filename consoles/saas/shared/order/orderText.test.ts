import { describe, expect, it } from 'vitest';
import { planText, timeLeft } from './orderText';

describe('order text', () => {
  it('names the plan and duration', () => {
    expect(planText(3, 24)).toBe('旗舰版 24 个月');
  });

  it('counts down to the pay deadline and stops at it', () => {
    const deadline = '2026-11-21T11:00:45+08:00';
    const at = (iso: string) => Date.parse(iso);
    expect(timeLeft(deadline, at('2026-11-21T10:30:45+08:00'))).toBe('30:00');
    expect(timeLeft(deadline, at('2026-11-21T11:00:44+08:00'))).toBe('00:01');
    expect(timeLeft(deadline, at('2026-11-21T11:00:45+08:00'))).toBeNull();
    expect(timeLeft(deadline, at('2026-11-21T09:59:40+08:00'))).toBe('1:01:05');
  });
});
