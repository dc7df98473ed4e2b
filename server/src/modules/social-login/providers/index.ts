import type { SocialLoginConfig } from '../social-login-config';
import type { IdentityProvider, ProviderClient, SocialProviderName } from './provider';
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

/** Providers whose unionid is one namespace: WeChat's website app, 公众号 and mini-program under one open-platform account. */
const WECHAT_FAMILY: readonly IdentityProvider[] = ['wechat', 'wechatMp', 'wechatApplet'];
export const unionFamily: Record<IdentityProvider, readonly IdentityProvider[]> = {
  wechat: WECHAT_FAMILY,
  wechatMp: WECHAT_FAMILY,
  wechatApplet: WECHAT_FAMILY,
  qq: ['qq'],
  weibo: ['weibo'],
};
