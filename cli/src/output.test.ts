import { describe, expect, it } from 'vitest';
import { displayWidth, formatDate, formatDateTime, formatFen, renderPairs, renderTable, renderTsv } from './output';

describe('output', () => {
  it('counts CJK and fullwidth characters as two columns', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('青禾读书会')).toBe(10);
    expect(displayWidth('（demo）')).toBe(8);
  });

  it('aligns table columns by display width and does not pad the last column', () => {
    expect(
      renderTable(
        ['名称', 'id'],
        [
          ['青禾', '1'],
          ['ab', '22'],
        ],
      ),
    ).toBe('名称  id\n青禾  1\nab    22\n');
  });

  it('keeps every row on one line', () => {
    expect(renderTsv([['a\tb', 'c\nd']])).toBe('a b\tc d\n');
    expect(renderTsv([])).toBe('');
    expect(renderPairs([['键', '值']], false)).toBe('键\t值\n');
  });

  it('formats dates as YYYY-MM-DD with a fallback for none', () => {
    expect(formatDate('2027-04-01T10:20:30+08:00')).toBe('2027-04-01');
    expect(formatDate(null, '长期有效')).toBe('长期有效');
  });

  it('gives Beijing dates and times whatever the machine time zone, across midnight too', () => {
    expect(formatDate('2026-11-21T16:00:00Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-21T15:59:59Z')).toBe('2026-11-21');
    expect(formatDateTime('2026-12-31T23:50:00Z')).toBe('2027-01-01 07:50');
    expect(formatDateTime('2026-11-21T10:30:45+08:00')).toBe('2026-11-21 10:30');
    expect(formatDateTime(null, '—')).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('formats fen as yuan with thousands separators and exact cents', () => {
    expect(formatFen(299000)).toBe('¥2,990.00');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(99999)).toBe('¥999.99');
    expect(formatFen(100000000)).toBe('¥1,000,000.00');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(-1050)).toBe('-¥10.50');
  });
});
