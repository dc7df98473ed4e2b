import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** Where WeChat, QQ and Weibo send the visitor back, and 我的 › 账号绑定. */
export const socialLoginPages: RouteRecord[] = [
  {
    path: '/auth/social/callback/:provider',
    name: 'MemberSocialCallback',
    public: true,
    component: lazyPage(() => import('./SocialCallbackPage'), 'SocialCallbackPage'),
    meta: { title: '第三方账号登录', operation: ['completeSocialLogin', 'sendSocialPhoneSms', 'bindSocialPhone'] },
  },
  {
    path: '/me/social',
    name: 'MemberSocialBindings',
    component: lazyPage(() => import('./SocialBindingsPage'), 'SocialBindingsPage'),
    meta: { title: '账号绑定', operation: ['getMySocialBindingList', 'unbindSocialAccount', 'startSocialBinding'] },
  },
];
