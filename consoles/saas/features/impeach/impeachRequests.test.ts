import { describe, expect, it } from 'vitest';
import { emptySaasImpeachFilters, toSaasHandleInputs, toSaasImpeachListInput } from './impeachRequests';

describe('platform report requests', () => {
  it('sends only the filters that are set', () => {
    expect(toSaasImpeachListInput(emptySaasImpeachFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toSaasImpeachListInput({ siteId: '2', targetType: 'user', reason: '广告', sort: 'newest' }, { page: 1, pageSize: 20 })).toEqual({
      query: { page: 1, pageSize: 20, siteId: 2, targetType: 'user', reason: '广告', sort: 'newest' },
    });
    expect(toSaasImpeachListInput({ ...emptySaasImpeachFilters, siteId: 'x' }, { page: 1, pageSize: 20 }).query.siteId).toBeUndefined();
  });

  it('handles a batch with one request per site', () => {
    expect(
      toSaasHandleInputs(
        [
          { siteId: 1, id: 31 },
          { siteId: 2, id: 40 },
          { siteId: 1, id: 33 },
        ],
        'hide',
        ' 广告 ',
      ),
    ).toEqual([
      { body: { siteId: 1, ids: [31, 33], action: 'hide', note: '广告' } },
      { body: { siteId: 2, ids: [40], action: 'hide', note: '广告' } },
    ]);
  });
});
