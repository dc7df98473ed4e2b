import { describe, expect, it } from 'vitest';
import { abbreviateNumber, fenToYuanText, formatDate, formatFen, isExternal, parseYuan, signed, thousands, timeAgo } from '.';

const now = Date.parse('2026-05-01T12:00:00Z');
const ago = (ms: number) => now - ms;
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('timeAgo (§9 thresholds, Chinese wording)', () => {
  it('reads 刚刚 under 30 seconds, and for times in the future', () => {
    expect(timeAgo(ago(0), now)).toBe('刚刚');
    expect(timeAgo(ago(29_999), now)).toBe('刚刚');
    expect(timeAgo(now + 5 * m, now)).toBe('刚刚');
  });
  it('counts minutes from 30 seconds up to an hour', () => {
    expect(timeAgo(ago(30 * s), now)).toBe('1分钟前');
    expect(timeAgo(ago(5 * m + 10 * s), now)).toBe('5分钟前');
    expect(timeAgo(ago(h - 1), now)).toBe('59分钟前');
  });
  it('counts hours from one hour up to a day', () => {
    expect(timeAgo(ago(h), now)).toBe('1小时前');
    expect(timeAgo(ago(d - 1), now)).toBe('23小时前');
  });
  it('says 1天前 under two days, then counts days', () => {
    expect(timeAgo(ago(d), now)).toBe('1天前');
    expect(timeAgo(ago(2 * d - 1), now)).toBe('1天前');
    expect(timeAgo(ago(2 * d), now)).toBe('2天前');
    expect(timeAgo(ago(40 * d), now)).toBe('40天前');
  });
  it('accepts ISO strings and Dates, and gives nothing for garbage', () => {
    expect(timeAgo('2026-05-01T11:00:00Z', now)).toBe('1小时前');
    expect(timeAgo(new Date(ago(3 * d)), now)).toBe('3天前');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('signed', () => {
  it('puts a plus before gains', () => {
    expect([signed(5), signed(-3), signed(0)]).toEqual(['+5', '-3', '0']);
  });
});

describe('abbreviateNumber', () => {
  it('keeps numbers under a thousand as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });
  it('uses k, M, G, T, P, E and drops trailing zeros', () => {
    expect(abbreviateNumber(1000)).toBe('1k');
    expect(abbreviateNumber(1250)).toBe('1.3k');
    expect(abbreviateNumber(1250, 2)).toBe('1.25k');
    expect(abbreviateNumber(5_600_000)).toBe('5.6M');
    expect(abbreviateNumber(2e9)).toBe('2G');
    expect(abbreviateNumber(3.5e12)).toBe('3.5T');
    expect(abbreviateNumber(7e15)).toBe('7P');
    expect(abbreviateNumber(1.2e18)).toBe('1.2E');
    expect(abbreviateNumber(-4200)).toBe('-4.2k');
  });
});

describe('isExternal', () => {
  it('is true for http:, https:, mailto: and tel: only', () => {
    expect(isExternal('http://example.cn')).toBe(true);
    expect(isExternal('https://example.cn/a')).toBe(true);
    expect(isExternal('mailto:a@example.cn')).toBe(true);
    expect(isExternal('tel:13800000002')).toBe(true);
    expect(isExternal('/site/siteList')).toBe(false);
    expect(isExternal('ftp://example.cn')).toBe(false);
    expect(isExternal('javascript:alert(1)')).toBe(false);
  });
});

describe('formatDate', () => {
  it('is empty for null and invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('x')).toBe('');
    expect(formatDate('2026-03-02T09:30:00+08:00')).toMatch(/^2026-03-0[12]$/);
  });
});

describe('money and thousands come from sdk/format (tested there)', () => {
  it('is re-exported for the consoles', () => {
    expect(formatFen(299000)).toBe('¥2,990.00');
    expect(parseYuan(fenToYuanText(123456))).toBe(123456);
    expect(thousands(1000)).toBe('1,000');
  });
});
