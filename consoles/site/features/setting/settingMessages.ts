// Messages and bounds of the setting forms, the same as the contract's SiteSettingInput, AssetUrl and
// ServiceAgreementInput (a unit test keeps them in step).

export const SITE_NAME_MIN = 2;
export const SITE_NAME_MAX = 40;
export const SITE_DESCRIPTION_MAX = 200;
export const ASSET_URL_MAX = 512;
export const ASSET_URL_PATTERN = /^$|^(https?:\/\/|\/)[^\s]*$/;
export const WATERMARK_TEXT_MAX = 20;
export const ICP_NUMBER_MAX = 40;
export const AGREEMENT_TITLE_MAX = 60;
export const AGREEMENT_CONTENT_MAX = 100_000;

export const settingMessages = {
  siteName: { required: '请输入站点名称', minLength: '站点名称至少 2 个字', maxLength: '站点名称不能超过 40 个字' },
  siteDescription: { maxLength: '站点简介不能超过 200 个字' },
  assetUrl: { pattern: '地址应以 http://、https:// 或 / 开头', maxLength: '地址不能超过 512 个字符' },
  watermarkText: { maxLength: '水印文字不能超过 20 个字' },
  icpNumber: { maxLength: 'ICP 备案号不能超过 40 个字' },
  nothingChanged: '没有需要保存的修改',
  agreementTitle: { minLength: '请输入协议标题', maxLength: '协议标题不能超过 60 个字' },
  agreementContent: { minLength: '请输入协议内容', maxLength: '协议内容不能超过 100000 个字符' },
} as const;
