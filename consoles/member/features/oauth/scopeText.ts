import type { Schema } from '#sdk';

/** What each scope lets the app read, in the member's words. */
export const SCOPE_TEXT: Record<Schema<'OauthScope'>, string> = {
  openid: '识别你在本站的账号（用户编号）',
  profile: '你的昵称与头像',
  phone: '你绑定的手机号',
};
