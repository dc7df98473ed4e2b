import { describe, expect, it } from 'vitest';
import { memoryCookies, ok, scriptedFetch, testConfig, testStore } from '#kit/test/fixtures';
import { apiTags, type OperationId, operationIndex } from '#sdk';
import { alsoInvalidates, api, endpointSpec, operationTag, quietMutations } from './api';

const operations = Object.keys(operationIndex) as OperationId[];

describe('the generated endpoint table', () => {
  it('has every operation of the contract exactly once, named by its operationId', () => {
    const names = Object.keys(api.endpoints);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...operations].sort());
  });

  it('makes GET operations queries and every other one a mutation', () => {
    for (const id of operations) {
      const endpoint = api.endpoints[id] as unknown as Record<string, unknown>;
      const query = operationIndex[id].method === 'get';
      expect({ id, kind: endpointSpec(id).kind }).toEqual({ id, kind: query ? 'query' : 'mutation' });
      expect({ id, hook: typeof (query ? endpoint.useQuery : endpoint.useMutation) }).toEqual({ id, hook: 'function' });
      expect({ id, other: (query ? endpoint.useMutation : endpoint.useQuery) === undefined }).toEqual({ id, other: true });
    }
  });

  it('tags each operation with its contract tag: queries provide it, mutations invalidate it (badge reads excepted)', () => {
    expect([...quietMutations].sort()).toEqual(['readConsoleMessage', 'readSaasMessage']);
    for (const id of operations) {
      const { tag } = operationIndex[id];
      expect(apiTags).toContain(tag);
      const spec = endpointSpec(id);
      if (spec.kind === 'query') expect(spec.tags).toEqual([tag, { type: tag, id }]);
      else expect(spec.tags).toEqual((quietMutations as readonly string[]).includes(id) ? [] : [tag]);
    }
  });
});

function signedIn(replies: Parameters<typeof scriptedFetch>[0]) {
  const { fetch, calls } = scriptedFetch(replies);
  const store = testStore(testConfig(), {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'saas-Token': 'tok' }),
  });
  return { store, calls };
}

describe('queries and mutations at work', () => {
  it('a query resolves to data, a mutation to the whole envelope', async () => {
    const { store } = signedIn({ getUserRankList: ok([]), refreshUserRank: ok({ members: 3, changed: 1 }, '等级已刷新') });
    expect((await store.dispatch(api.endpoints.getUserRankList.initiate())).data).toEqual([]);
    const refreshed = await store.dispatch(api.endpoints.refreshUserRank.initiate());
    expect(refreshed.data).toEqual({ type: 1, data: { members: 3, changed: 1 }, description: '等级已刷新' });
  });

  it('a mutation invalidates the queries of its tag and, through alsoInvalidates, the entries it names', async () => {
    const { store } = signedIn({
      getUserRankList: ok([]),
      getIndexBase: ok({}),
      createUserRank: ok({ id: 1, name: '新手', minPoints: 0, color: '#409EFF', memberCount: 0 }),
    });
    store.dispatch(api.endpoints.getUserRankList.initiate());
    store.dispatch(api.endpoints.getIndexBase.initiate());
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    const invalidated = () =>
      api.util.selectInvalidatedBy(store.getState(), ['userRank', operationTag('getIndexBase')]).map((q) => q.endpointName);
    expect(invalidated().sort()).toEqual(['getIndexBase', 'getUserRankList']);
    expect(api.util.selectInvalidatedBy(store.getState(), ['userRank']).map((q) => q.endpointName)).toEqual(['getUserRankList']);

    alsoInvalidates({ createUserRank: [operationTag('getIndexBase')] });
    const before = store.getState().api.queries['getIndexBase(undefined)']?.fulfilledTimeStamp;
    await store.dispatch(api.endpoints.createUserRank.initiate({ body: { name: '新手', minPoints: 0, color: '#409EFF' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    expect(store.getState().api.queries['getIndexBase(undefined)']?.fulfilledTimeStamp).not.toBe(before);
  });
});
