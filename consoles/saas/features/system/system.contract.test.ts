import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';

describe('缓存管理 against the contract', () => {
  it('clears the cache and gets the description to show', async () => {
    const { call } = contractStore(saasConfig);
    const result = await call(api.endpoints.clearRedisCache, undefined);
    expect(result.data).toMatchObject({ type: 1, description: expect.any(String), data: { removed: expect.any(Number) } });
  });
});
