import { bodyRules, type FieldRule, fieldCheck } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import { type Schema, Switch } from '#sdk';

type SiteSetting = Schema<'SiteSetting'>;
type BasicSetting = SiteSetting['siteBasicSetting'];
type SettingInput = Schema<'SiteSettingInput'>;

/** What a save says when nothing differs from the stored setting. */
export const NOTHING_CHANGED = '没有需要保存的修改';

// ── 站点设置 ────────────────────────────────────────────────────────────────────────────────────────────────

export interface SiteSettingValues {
  siteName: string;
  siteDescription: string;
  faviconUrl: string;
  logoUrl: string;
  giftStatus: boolean;
  watermarkType: number;
  watermarkText: string;
  icpNumber: string;
}

/**
 * The rules of `siteBasicSetting`'s fields (SiteSettingInput, AssetUrl). Interim: the generated field rules stop at
 * top-level fields (`siteBasicSetting` is just `{ type: 'object' }` there), so these four are kept here, and a unit
 * test holds them to the bundled contract, until field-rules.ts carries nested objects' fields.
 */
export const BASIC_RULES = {
  faviconUrl: {
    title: '站点图标地址',
    type: 'string',
    maxLength: 512,
    pattern: '^$|^(https?://|/)[^\\s]*$',
    messages: { pattern: '地址应以 http://、https:// 或 / 开头' },
  },
  logoUrl: {
    title: 'Logo 地址',
    type: 'string',
    maxLength: 512,
    pattern: '^$|^(https?://|/)[^\\s]*$',
    messages: { pattern: '地址应以 http://、https:// 或 / 开头' },
  },
  watermarkText: { title: '水印文字', type: 'string', maxLength: 20 },
  icpNumber: { title: 'ICP 备案号', type: 'string', maxLength: 40 },
} as const satisfies Record<string, FieldRule>;

export const siteSettingRules: Rules<SiteSettingValues> = {
  // The form always sends the name it shows, so it must be there even though a partial update may leave it out.
  ...bodyRules('updateSiteSetting', ['siteName', 'siteDescription'], { required: ['siteName'] }),
  faviconUrl: [fieldCheck(BASIC_RULES.faviconUrl)],
  logoUrl: [fieldCheck(BASIC_RULES.logoUrl)],
  watermarkText: [fieldCheck(BASIC_RULES.watermarkText)],
  icpNumber: [fieldCheck(BASIC_RULES.icpNumber)],
};

export function siteSettingValues(setting: SiteSetting): SiteSettingValues {
  const basic = setting.siteBasicSetting;
  return {
    siteName: setting.siteName,
    siteDescription: setting.siteDescription,
    faviconUrl: basic.faviconUrl,
    logoUrl: basic.logoUrl,
    giftStatus: basic.giftStatus === Switch.on,
    watermarkType: basic.watermarkType,
    watermarkText: basic.watermarkText,
    icpNumber: basic.icpNumber,
  };
}

/**
 * `updateSiteSetting` with only what changed against the stored setting (the operation changes only the fields
 * given, `siteBasicSetting` included); `null` when nothing did.
 */
export function toSiteSettingInput(stored: SiteSetting, values: SiteSettingValues): { body: SettingInput } | null {
  const body: SettingInput = {};
  const siteName = values.siteName.trim();
  const siteDescription = values.siteDescription.trim();
  if (siteName !== stored.siteName) body.siteName = siteName;
  if (siteDescription !== stored.siteDescription) body.siteDescription = siteDescription;
  const next: BasicSetting = {
    faviconUrl: values.faviconUrl.trim(),
    logoUrl: values.logoUrl.trim(),
    giftStatus: values.giftStatus ? 1 : 0,
    watermarkType: values.watermarkType,
    watermarkText: values.watermarkText.trim(),
    icpNumber: values.icpNumber.trim(),
  };
  const basic: NonNullable<SettingInput['siteBasicSetting']> = {};
  for (const key of Object.keys(next) as (keyof BasicSetting)[]) {
    if (next[key] !== stored.siteBasicSetting[key]) Object.assign(basic, { [key]: next[key] });
  }
  if (Object.keys(basic).length > 0) body.siteBasicSetting = basic;
  return Object.keys(body).length > 0 ? { body } : null;
}

// ── 功能设置 ────────────────────────────────────────────────────────────────────────────────────────────────

export const FUNCTION_SWITCHES = ['workOrderFunctionStatus', 'mallFunctionStatus', 'questionFunctionStatus', 'registerStatus'] as const;
export type FunctionSwitch = (typeof FUNCTION_SWITCHES)[number];
export type FunctionValues = Record<FunctionSwitch, boolean>;

export function functionValues(setting: SiteSetting): FunctionValues {
  return Object.fromEntries(FUNCTION_SWITCHES.map((key) => [key, setting[key] === 1])) as FunctionValues;
}

/** `updateSiteSetting` with the switches that changed; `null` when none did. */
export function toFunctionSettingInput(stored: SiteSetting, values: FunctionValues): { body: SettingInput } | null {
  const body: SettingInput = {};
  for (const key of FUNCTION_SWITCHES) {
    const value = values[key] ? 1 : 0;
    if (value !== stored[key]) body[key] = value;
  }
  return Object.keys(body).length > 0 ? { body } : null;
}

// ── 服务协议 ────────────────────────────────────────────────────────────────────────────────────────────────

export interface AgreementValues {
  title: string;
  content: string;
}

// The HTML is sent as typed (the server sanitises it); the title trimmed.
export const agreementRules = bodyRules('updateSiteServiceAgreement', ['title', 'content'], { asTyped: ['content'] });

/** `updateSiteServiceAgreement`: the title and the HTML as typed (the server sanitises it). */
export function toAgreementInput(values: AgreementValues): { body: Schema<'ServiceAgreementInput'> } {
  return { body: { title: values.title.trim(), content: values.content } };
}

/**
 * A page for the sandboxed preview frame: the agreement's HTML with readable default styles. The frame runs no
 * scripts (empty `sandbox`), so previewing unsanitised input is harmless.
 */
export function agreementPreviewDocument(title: string, content: string): string {
  const escapedTitle = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
body{font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#303133;margin:12px 16px;word-break:break-word}
h1{font-size:18px;text-align:center;margin:4px 0 12px}h2{font-size:16px}h3{font-size:15px}img{max-width:100%}
</style></head><body><h1>${escapedTitle}</h1>${content}</body></html>`;
}

// ── 内容设置 ────────────────────────────────────────────────────────────────────────────────────────────────

/** What is wrong with the typed comment edit window (whole minutes, 0 to 10080), or '' when it may be saved. */
export function commentEditProblem(typed: string): string {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return '请输入 0 到 10080 之间的整数';
  const minutes = Number(text);
  if (minutes > 10080) return '编辑时限最长 10080 分钟（7 天）';
  return '';
}
