import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { siteSetting } from '#kit/test/fixtures';
import { fieldRules, violationMessage } from '#sdk';
import { contract, type JsonSchema } from '../../../../openapi/validate';
import {
  agreementPreviewDocument,
  agreementRules,
  BASIC_RULES,
  functionValues,
  siteSettingRules,
  siteSettingValues,
  toAgreementInput,
  toFunctionSettingInput,
  toSiteSettingInput,
} from './settingRequests';

/** A schema with its `$ref`s and `allOf`s followed, its own keywords winning (as the generated field rules do). */
function flat(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  const base = ref ? flat(contract.components.schemas[ref.split('/').at(-1) as string]) : {};
  const parts = ((schema.allOf as JsonSchema[] | undefined) ?? []).map(flat);
  const { $ref: _ref, allOf: _allOf, ...own } = schema;
  return Object.assign({}, base, ...parts, own);
}

describe('siteBasicSetting’s rules, kept here until the generated field rules carry nested fields', () => {
  it('are the contract’s: titles, lengths, patterns and x-messages', () => {
    const input = contract.components.schemas.SiteSettingInput as {
      properties: { siteBasicSetting: { properties: Record<string, JsonSchema> } };
    };
    for (const [field, rule] of Object.entries(BASIC_RULES)) {
      const schema = flat(input.properties.siteBasicSetting.properties[field]);
      expect({ field, title: schema.title, type: schema.type, maxLength: schema.maxLength, pattern: schema.pattern }).toEqual({
        field,
        title: rule.title,
        type: rule.type,
        maxLength: rule.maxLength,
        pattern: 'pattern' in rule ? rule.pattern : undefined,
      });
      expect(schema['x-messages']).toEqual('messages' in rule ? rule.messages : undefined);
    }
  });
});

describe('setting form checks', () => {
  const { siteName } = fieldRules.updateSiteSetting.body;
  it('the site name must be there and long enough; addresses start with http(s):// or /', () => {
    expect(check('青', siteSettingRules.siteName ?? [])).toBe(siteName.messages.minLength);
    expect(check(' ', siteSettingRules.siteName ?? [])).toBe(siteName.messages.minLength);
    expect(check('ftp://cdn.example.cn/a.ico', siteSettingRules.faviconUrl ?? [])).toBe(BASIC_RULES.faviconUrl.messages.pattern);
    expect(check('https://cdn.example.cn/a b.ico', siteSettingRules.logoUrl ?? [])).toBe(BASIC_RULES.logoUrl.messages.pattern);
    expect([check('', siteSettingRules.faviconUrl ?? []), check('/static/qh.png', siteSettingRules.logoUrl ?? [])]).toEqual([
      undefined,
      undefined,
    ]);
    expect(check('一'.repeat(21), siteSettingRules.watermarkText ?? [])).toBe(violationMessage('maxLength', '水印文字', { limit: 20 }));
  });

  it('the agreement needs a title and content, the HTML checked as typed', () => {
    expect(check('', agreementRules.content)).toBe(fieldRules.updateSiteServiceAgreement.body.content.messages.minLength);
    expect(check(' ', agreementRules.title)).toBe(fieldRules.updateSiteServiceAgreement.body.title.messages.minLength);
    expect(check(' ', agreementRules.content)).toBeUndefined();
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
