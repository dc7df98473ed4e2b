import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteSetting } from '#kit/test/fixtures';
import { siteConfig } from '../../config';
import { RECENT_RECORDS } from './RecentPointRecords';
import { functionValues, siteSettingValues, toAgreementInput, toFunctionSettingInput, toSiteSettingInput } from './settingRequests';

const { endpoints } = api;

describe('站点设置 and 功能设置 against the contract', () => {
  it('saves changed site fields, basic ones included', async () => {
    const { call } = contractStore(siteConfig);
    const values = {
      ...siteSettingValues(siteSetting),
      siteName: '青禾书房',
      faviconUrl: 'https://cdn.example.cn/qh.ico',
      logoUrl: '/static/logo.png',
      giftStatus: false,
      watermarkType: 3,
      watermarkText: '',
      icpNumber: '浙ICP备2026099999号-1',
    };
    const input = toSiteSettingInput(siteSetting, values);
    expect(input).not.toBeNull();
    const result = await call(endpoints.updateSiteSetting, input);
    expect(result.data).toMatchObject({ type: 1, description: expect.any(String), data: { siteBasicSetting: expect.any(Object) } });
  });

  it('saves switched features', async () => {
    const { call } = contractStore(siteConfig);
    const input = toFunctionSettingInput(siteSetting, {
      ...functionValues(siteSetting),
      workOrderFunctionStatus: false,
      registerStatus: false,
    });
    expect((await call(endpoints.updateSiteSetting, input)).data).toMatchObject({
      type: 1,
      data: { workOrderFunctionStatus: expect.any(Number) },
    });
  });

  it('lists the watermark types', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.getWatermarkTypeList, undefined)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: expect.any(Number), label: expect.any(String) })]),
    );
  });

  it('saves the service agreement and gets back what was stored', async () => {
    const { call } = contractStore(siteConfig);
    const result = await call(
      endpoints.updateSiteServiceAgreement,
      toAgreementInput({ title: '用户协议', content: '<p onclick="x()">欢迎</p>' }),
    );
    expect(result.data).toMatchObject({ type: 1, data: { content: expect.any(String) } });
  });

  it('reads the home page’s base settings and newest point records', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.getIndexBase, undefined)).data).toMatchObject({ counts: expect.any(Object) });
    expect((await call(endpoints.getPointRecordList, { query: { limit: RECENT_RECORDS } })).error).toBeUndefined();
  });

  it('clears the site’s cache and gets the description to show', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.clearSiteCache, undefined)).data).toMatchObject({ type: 1, description: expect.any(String) });
  });
});
