import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';
import { emptySaasImpeachFilters, toSaasHandleInputs, toSaasImpeachListInput } from './impeachRequests';

const { endpoints } = api;

describe('举报处理 against the contract', () => {
  it('reads every site’s queue and handles on a site’s behalf', async () => {
    const { call } = contractStore(saasConfig);
    for (const filters of [
      emptySaasImpeachFilters,
      { siteId: '1', targetType: 'post' as const, reason: '垃圾广告', sort: 'oldest' as const },
    ]) {
      expect((await call(endpoints.getSaasImpeachList, toSaasImpeachListInput(filters, { page: 1, pageSize: 20 }))).data).toMatchObject({
        total: expect.any(Number),
      });
    }
    for (const input of toSaasHandleInputs([{ siteId: 1, id: 31 }], 'hide', '广告', { kind: 'mute', days: 3, reason: '发广告' })) {
      expect((await call(endpoints.handleSaasImpeach, input)).data).toBeDefined();
    }
  });
});
