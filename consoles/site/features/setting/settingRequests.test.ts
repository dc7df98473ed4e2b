import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { siteSetting } from '#kit/test/fixtures';
import { contractSchema } from '../contractSchema';
import { ASSET_URL_MAX, ASSET_URL_PATTERN, SITE_NAME_MAX, SITE_NAME_MIN, settingMessages } from './settingMessages';
import {
  agreementPreviewDocument,
  agreementRules,
  functionValues,
  siteSettingRules,
  siteSettingValues,
  toAgreementInput,
  toFunctionSettingInput,
  toSiteSettingInput,
} from './settingRequests';

describe('setting forms follow the contract', () => {
  it('site name, addresses and the agreement', () => {
    const name = contractSchema('SiteSettingInput', 'siteName');
    expect(name['x-messages']?.minLength).toBe(settingMessages.siteName.minLength);
    expect([name.minLength, name.maxLength]).toEqual([SITE_NAME_MIN, SITE_NAME_MAX]);
    const url = contractSchema('AssetUrl');
    expect(url['x-messages']?.pattern).toBe(settingMessages.assetUrl.pattern);
    expect(new RegExp(url.pattern ?? '').source).toBe(ASSET_URL_PATTERN.source);
    expect(url.maxLength).toBe(ASSET_URL_MAX);
    expect(contractSchema('ServiceAgreementInput', 'title')['x-messages']?.minLength).toBe(settingMessages.agreementTitle.minLength);
    expect(contractSchema('ServiceAgreementInput', 'content')['x-messages']).toEqual({
      minLength: settingMessages.agreementContent.minLength,
      maxLength: settingMessages.agreementContent.maxLength,
    });
  });

  it('checks the fields', () => {
    expect(check('青', siteSettingRules.siteName ?? [])).toBe('站点名称至少 2 个字');
    expect(check(' ', siteSettingRules.siteName ?? [])).toBe('请输入站点名称');
    expect(check('ftp://cdn.example.cn/a.ico', siteSettingRules.faviconUrl ?? [])).toBe('地址应以 http://、https:// 或 / 开头');
    expect(check('https://cdn.example.cn/a b.ico', siteSettingRules.logoUrl ?? [])).toBe('地址应以 http://、https:// 或 / 开头');
    expect([check('', siteSettingRules.faviconUrl ?? []), check('/static/qh.png', siteSettingRules.logoUrl ?? [])]).toEqual([
      undefined,
      undefined,
    ]);
    expect(check('', agreementRules.content ?? [])).toBe('请输入协议内容');
  });
});

describe('站点设置 sends only what changed', () => {
  it('nothing changed: nothing to send', () => {
    expect(toSiteSettingInput(siteSetting, siteSettingValues(siteSetting))).toBeNull();
    expect(toSiteSettingInput(siteSetting, { ...siteSettingValues(siteSetting), siteName: ' 青禾读书会 ' })).toBeNull();
  });

  it('top-level and basic fields, each only when changed', () => {
    const values = {
      ...siteSettingValues(siteSetting),
      siteDescription: '同城读书社区',
      faviconUrl: ' https://cdn.example.cn/qh.ico ',
      giftStatus: false,
    };
    expect(toSiteSettingInput(siteSetting, values)).toEqual({
      body: { siteDescription: '同城读书社区', siteBasicSetting: { faviconUrl: 'https://cdn.example.cn/qh.ico', giftStatus: 0 } },
    });
    expect(toSiteSettingInput(siteSetting, { ...siteSettingValues(siteSetting), watermarkType: 3 })).toEqual({
      body: { siteBasicSetting: { watermarkType: 3 } },
    });
  });
});

describe('功能设置 sends the switches that changed', () => {
  it('as 0 or 1', () => {
    const values = functionValues(siteSetting);
    expect(values).toEqual({ workOrderFunctionStatus: true, mallFunctionStatus: true, questionFunctionStatus: true, registerStatus: true });
    expect(toFunctionSettingInput(siteSetting, values)).toBeNull();
    expect(toFunctionSettingInput(siteSetting, { ...values, workOrderFunctionStatus: false, registerStatus: false })).toEqual({
      body: { workOrderFunctionStatus: 0, registerStatus: 0 },
    });
    expect(toFunctionSettingInput({ ...siteSetting, mallFunctionStatus: 0 }, values)).toEqual({ body: { mallFunctionStatus: 1 } });
  });
});

describe('服务协议', () => {
  it('sends the title trimmed and the HTML as typed', () => {
    expect(toAgreementInput({ title: ' 用户协议 ', content: '<p>欢迎</p>\n' })).toEqual({
      body: { title: '用户协议', content: '<p>欢迎</p>\n' },
    });
  });
  it('previews in a document whose title cannot break out', () => {
    const doc = agreementPreviewDocument('<b>协议</b>', '<p>正文</p>');
    expect(doc).toContain('<h1>&lt;b&gt;协议&lt;/b&gt;</h1><p>正文</p>');
  });
});
