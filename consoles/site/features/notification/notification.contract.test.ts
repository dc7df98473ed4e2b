import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteConfig } from '../../config';
import { toChannelInput, toChannelValues } from './notificationRequests';

const { endpoints } = api;

describe('通知渠道 and 我的通知 against the contract', () => {
  it('saves the channels the form built', async () => {
    const { call } = contractStore(siteConfig);
    const values = toChannelValues({ smsKinds: [], wechatKinds: [] });
    values.memberBanned.sms = true;
    values.reportResolved.wechat = true;
    const result = await call(endpoints.updateNotificationChannelSetting, toChannelInput(values));
    expect(result.data).toMatchObject({ type: 1, data: { smsKinds: expect.any(Array), wechatKinds: expect.any(Array) } });
  });

  it('reads and marks the administrator’s notifications', async () => {
    const { call } = contractStore(siteConfig);
    const list = await call(endpoints.getConsoleNotificationList, { query: { limit: 20 } });
    expect(list.data).toMatchObject({ list: [expect.objectContaining({ kind: 'smsQuotaWarning' })] });
    const read = await call(endpoints.readConsoleNotification, { body: {} });
    expect(read.data).toMatchObject({ type: 1 });
  });
});
