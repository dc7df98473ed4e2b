import { describe, expect, it } from 'vitest';
import { duration, scheduleText } from './taskText';

describe('task page text', () => {
  it('names the common schedules in words and leaves the rest as written', () => {
    expect(scheduleText('* * * * *')).toBe('每分钟');
    expect(scheduleText('*/10 * * * *')).toBe('每 10 分钟');
    expect(scheduleText('15 * * * *')).toBe('每小时第 15 分');
    expect(scheduleText('30 3 * * *')).toBe('每天 03:30');
    expect(scheduleText('0 4 1 * *')).toBe('0 4 1 * *');
  });
  it('says durations in 毫秒, 秒 and 分', () => {
    expect(duration(null)).toBe('—');
    expect(duration(120)).toBe('120 毫秒');
    expect(duration(3200)).toBe('3.2 秒');
    expect(duration(125_000)).toBe('2 分 5 秒');
  });
});
