import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';
import { toContentListQuery, toModerationBodies, toSectionListQuery } from './oversightRequests';

describe('站点内容 against the contract', () => {
  it('sends the lists’ filters and the batch actions as the contract takes them', async () => {
    const { call } = contractStore(saasConfig);
    const filter = { siteId: '1', keyword: '三体', status: '20' as const, startDate: '2026-11-01', endDate: '2026-11-30' };
    expect((await call(api.endpoints.getSaasPostList, { query: toContentListQuery(filter, 1, 20) })).data).toMatchObject({
      total: expect.any(Number),
    });
    expect((await call(api.endpoints.getSaasCommentList, { query: toContentListQuery(filter, 2, 50) })).data).toMatchObject({
      total: expect.any(Number),
    });
    expect(
      (await call(api.endpoints.getSaasSectionList, { query: toSectionListQuery({ siteId: '1', keyword: '科幻' }, 1, 20) })).data,
    ).toMatchObject({
      list: expect.any(Array),
    });
    for (const body of toModerationBodies(['1:10', '2:7'], 'reject', '标题党'))
      expect((await call(api.endpoints.moderateSaasPosts, { body })).data).toMatchObject({ type: 1 });
  });

  it('adds platform words and starts a rebuild', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(api.endpoints.createPlatformSensitiveWords, { body: { words: ['代开发票'] } })).data).toMatchObject({ type: 1 });
    expect((await call(api.endpoints.rebuildSearchIndex, { body: {} })).data).toMatchObject({ type: 1 });
  });
});
