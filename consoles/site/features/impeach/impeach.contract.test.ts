import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteConfig } from '../../config';
import { emptyImpeachFilters, toHandleInput, toImpeachListInput, toReasonsInput } from './impeachRequests';

const { endpoints } = api;
const at = { page: 1, pageSize: 20 };

describe('举报管理 against the contract', () => {
  it('reads the queue, unfiltered and filtered, and the open count', async () => {
    const { call } = contractStore(siteConfig);
    for (const filters of [
      emptyImpeachFilters,
      { state: 'resolved' as const, targetType: 'post' as const, reason: '垃圾广告', sort: 'count' as const },
    ]) {
      expect((await call(endpoints.getImpeachList, toImpeachListInput(filters, at))).data).toMatchObject({ total: expect.any(Number) });
    }
    expect((await call(endpoints.getImpeachCount, undefined)).data).toMatchObject({ open: expect.any(Number) });
  });

  it('handles reports and saves the reasons', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.handleImpeach, toHandleInput([31, 32], 'hide', '广告'))).data).toBeDefined();
    expect((await call(endpoints.handleImpeach, toHandleInput([31], 'keep'))).data).toBeDefined();
    const ban = { kind: 'ban' as const, days: 30, reason: '多次发布广告' };
    expect((await call(endpoints.handleImpeach, toHandleInput([31], 'delete', '', ban))).data).toBeDefined();
    expect(
      (
        await call(
          endpoints.updateImpeachReasons,
          toReasonsInput([
            { name: '垃圾广告', takesText: false },
            { name: '其他', takesText: true },
          ]),
        )
      ).data,
    ).toBeDefined();
  });
});
