import { describe, expect, it } from 'vitest';
import { displayWidth, renderPairs, renderTable, renderTsv } from './output';

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
});
