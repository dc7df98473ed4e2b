import { describe, expect, it } from 'vitest';
import { currentCursor, firstPage, nextPage, previousPage, startPaging } from './cursorPaging';

describe('cursor paging', () => {
  it('walks forward with each answer’s nextCursor and back over the cursors it has seen', () => {
    let state = startPaging({ keyword: '' });
    expect(currentCursor(state)).toBeUndefined();
    state = nextPage(state, 'MTI3');
    state = nextPage(state, 'MTA3');
    expect(state.index).toBe(2);
    expect(currentCursor(state)).toBe('MTA3');
    state = previousPage(state);
    expect(currentCursor(state)).toBe('MTI3');
    // Going forward again from page 2 replaces what lay beyond it.
    state = nextPage(state, 'OTk');
    expect(state.cursors).toEqual([undefined, 'MTI3', 'OTk']);
  });

  it('stays put at either end', () => {
    const start = startPaging({});
    expect(previousPage(start)).toBe(start);
    expect(nextPage(start, null)).toBe(start);
    expect(nextPage(start, undefined)).toBe(start);
  });

  it('starts again from the newest on 第一页 and on new filters', () => {
    const deep = nextPage(nextPage(startPaging({ keyword: '' }), 'a'), 'b');
    expect(firstPage(deep)).toEqual({ filters: { keyword: '' }, cursors: [undefined], index: 0 });
    expect(firstPage(deep, { keyword: '山月' })).toEqual({ filters: { keyword: '山月' }, cursors: [undefined], index: 0 });
  });
});
