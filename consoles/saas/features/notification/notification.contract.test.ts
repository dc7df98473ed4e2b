import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';
import { emptyMessageLogFilters, toLogListInput, toStatInput } from './messageLogRequests';

const { endpoints } = api;

describe('消息发送统计 and 消息发送记录 against the contract', () => {
  it('asks for the statistic and the list with every filter set', async () => {
    const { call } = contractStore(saasConfig);
    const filters = {
      ...emptyMessageLogFilters,
      siteId: '1',
      template: 'reportResolved',
      channel: 'wechat',
      status: 'failed',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    };
    const stat = await call(endpoints.getSubscribeMessageLogStatistic, toStatInput(filters, { page: 1, pageSize: 20 }));
    expect(stat.data).toMatchObject({ list: [expect.objectContaining({ siteName: expect.any(String), template: expect.any(String) })] });
    const list = await call(endpoints.getSubscribeMessageLogList, toLogListInput(filters, { page: 1, pageSize: 20 }));
    expect(list.data).toMatchObject({ list: [expect.objectContaining({ channel: expect.any(String), recipient: expect.any(String) })] });
  });
});
