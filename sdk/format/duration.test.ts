import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('says a length of time in the largest two units', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
    expect(formatDuration(45)).toBe('45 秒');
    expect(formatDuration(12 * 60 + 5)).toBe('12 分钟');
    expect(formatDuration(3 * 3600)).toBe('3 小时');
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3 小时 20 分钟');
    expect(formatDuration(2 * 86400 + 5 * 3600)).toBe('2 天 5 小时');
    expect(formatDuration(86400)).toBe('1 天');
  });
});
