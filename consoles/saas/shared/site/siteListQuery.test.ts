import { describe, expect, it } from 'vitest';
import { emptySiteFilters, positiveId, toSiteListInput } from './siteListQuery';

describe('site list request', () => {
  it('sends the page and only the filters that are set', () => {
    expect(toSiteListInput(emptySiteFilters, 1, 20, true)).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toSiteListInput({ keyword: ' 读书 ', categoryId: '7', licenseType: '2', masterId: '3' }, 2, 50, true)).toEqual({
      query: { page: 2, pageSize: 50, keyword: '读书', categoryId: 7, licenseType: 2, masterId: 3 },
    });
  });

  it('leaves the owner out for account holders and ignores unusable values', () => {
    expect(toSiteListInput({ ...emptySiteFilters, masterId: '3' }, 1, 20, false).query).not.toHaveProperty('masterId');
    expect(toSiteListInput({ keyword: '  ', categoryId: 'x', licenseType: '9', masterId: '0' }, 1, 20, true)).toEqual({
      query: { page: 1, pageSize: 20 },
    });
  });
});

describe('positiveId', () => {
  it('reads a positive whole number, nothing else', () => {
    expect(positiveId(' 12 ')).toBe(12);
    for (const bad of ['', ' ', '0', '-3', '1.5', 'abc']) expect(positiveId(bad)).toBeUndefined();
  });
});
