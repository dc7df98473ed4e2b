import { describe, expect, it } from 'vitest';
import { countText } from './count';

describe('countText', () => {
  it('keeps small counts and writes large ones in 万 and 亿', () => {
    expect(countText(0)).toBe('0');
    expect(countText(9999)).toBe('9999');
    expect(countText(10000)).toBe('1万');
    expect(countText(12345)).toBe('1.2万');
    expect(countText(19999)).toBe('1.9万');
    expect(countText(345_000_000)).toBe('3.4亿');
  });
});
