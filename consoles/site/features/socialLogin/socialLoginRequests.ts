import type { OperationBody, Schema } from '#sdk';

export type ProviderSetting = Schema<'SocialProviderSetting'>;

/** One provider's form: the secret field is empty unless the owner types a new one (write-only). */
export interface ProviderValues {
  provider: Schema<'SocialProvider'>;
  enabled: boolean;
  appId: string;
  secret: string;
  clearSecret: boolean;
}

export const providerValues = (p: ProviderSetting): ProviderValues => ({
  provider: p.provider,
  enabled: p.enabled,
  appId: p.appId,
  secret: '',
  clearSecret: false,
});

/** The update: every provider, the secret only when typed (an empty field keeps the stored one). */
export function toUpdateInput(
  providers: ProviderValues[],
  registerPolicy: Schema<'SocialRegisterPolicy'>,
): { body: OperationBody<'updateSocialLoginSetting'> } {
  return {
    body: {
      registerPolicy,
      providers: providers.map((p) => ({
        provider: p.provider,
        enabled: p.enabled,
        appId: p.appId.trim(),
        ...(p.secret.trim() ? { secret: p.secret.trim() } : {}),
        ...(p.clearSecret ? { clearSecret: true } : {}),
      })),
    },
  };
}

export const PROVIDER_HELP: Record<Schema<'SocialProvider'>, string> = {
  wechat: '微信开放平台「网站应用」的 AppID 与 AppSecret；会员在电脑上用微信扫码登录。',
  wechatMp:
    '微信公众号（服务号）的 AppID 与 AppSecret；会员在微信里打开本站时使用，与网站应用绑定同一开放平台账号后按 unionid 识别为同一会员。',
  qq: 'QQ 互联的 APP ID 与 APP Key。',
  weibo: '微博开放平台的 App Key 与 App Secret。',
};
