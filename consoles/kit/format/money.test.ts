import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen, parseYuan } from '.';

describe('formatFen', () => {
  it('shows fen as yuan with ¥, two decimals and thousands separators', () => {
    expect(formatFen(299000)).toBe('¥2,990.00');
    expect(formatFen(1618000)).toBe('¥16,180.00');
    expect(formatFen(100000000)).toBe('¥1,000,000.00');
    expect(formatFen(29950)).toBe('¥299.50');
    expect(formatFen(7)).toBe('¥0.07');
    expect(formatFen(0)).toBe('¥0.00');
  });
  it('puts the sign before the symbol, and gives nothing for a non-number', () => {
    expect(formatFen(-150)).toBe('-¥1.50');
    expect(formatFen(Number.NaN)).toBe('');
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
