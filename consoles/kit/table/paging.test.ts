import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './paging';

describe('pager pages', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(36, 10)).toBe(4);
  });

  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps first, last and two either side of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, '…', 20]);
    expect(pageItems(6, 20)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 20]);
    expect(pageItems(20, 20)).toEqual([1, '…', 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
  });
});
