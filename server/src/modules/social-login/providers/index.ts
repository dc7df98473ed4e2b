import type { SocialLoginConfig } from '../social-login-config';
import type { ProviderClient, SocialProviderName } from './provider';
import { qqClient } from './qq';
import { wechatClient } from './wechat';
import { weiboClient } from './weibo';

export function providerClients(config: SocialLoginConfig): Record<SocialProviderName, ProviderClient> {
  const wechatBase = { openBaseUrl: config.wechatOpenBaseUrl, apiBaseUrl: config.wechatApiBaseUrl };
  return {
    wechat: wechatClient(wechatBase, 'wechat'),
    wechatMp: wechatClient(wechatBase, 'wechatMp'),
    qq: qqClient({ baseUrl: config.qqBaseUrl }),
    weibo: weiboClient({ baseUrl: config.weiboBaseUrl }),
  };
}

/** Providers whose unionid is one namespace: WeChat's website app and 公众号 under one open-platform account. */
export const unionFamily: Record<SocialProviderName, readonly SocialProviderName[]> = {
  wechat: ['wechat', 'wechatMp'],
  wechatMp: ['wechat', 'wechatMp'],
  qq: ['qq'],
  weibo: ['weibo'],
};
