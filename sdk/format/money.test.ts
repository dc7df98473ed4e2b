import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen, parseYuan, thousands } from './money';

describe('formatFen', () => {
  it('shows fen as yuan with ¥, two decimals and thousands separators', () => {
    expect(formatFen(299000)).toBe('¥2,990.00');
    expect(formatFen(1618000)).toBe('¥16,180.00');
    expect(formatFen(100000000)).toBe('¥1,000,000.00');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(99999)).toBe('¥999.99');
    expect(formatFen(29950)).toBe('¥299.50');
    expect(formatFen(7)).toBe('¥0.07');
    expect(formatFen(0)).toBe('¥0.00');
  });
  it('puts the sign before the symbol, and gives nothing for a non-number', () => {
    expect(formatFen(-150)).toBe('-¥1.50');
    expect(formatFen(-1050)).toBe('-¥10.50');
    expect(formatFen(Number.NaN)).toBe('');
    expect(formatFen(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('parseYuan', () => {
  it('turns typed yuan into integer fen without floating-point error', () => {
    expect(parseYuan('8000')).toBe(800000);
    expect(parseYuan('2,990.5')).toBe(299050);
    expect(parseYuan(' ¥0.07 ')).toBe(7);
    expect(parseYuan('￥19.99')).toBe(1999);
    expect(parseYuan('1.1')).toBe(110);
    expect(parseYuan('0')).toBe(0);
  });
  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['', ' ', 'abc', '-5', '1.234', '1.', '.5', '1e3', '12 34']) expect(parseYuan(text)).toBeNull();
  });
  it('round-trips with the text an input starts from', () => {
    expect(fenToYuanText(299000)).toBe('2990.00');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(parseYuan(fenToYuanText(123456))).toBe(123456);
  });
});

describe('thousands', () => {
  it('separates thousands with commas in the integer part only', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands(-9876543)).toBe('-9,876,543');
    expect(thousands('12345')).toBe('12,345');
    expect(thousands('abc')).toBe('0');
  });
});
