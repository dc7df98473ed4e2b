import { PersonKeyRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 第三方账号登录 (`/setting/socialAccountLogin`), in the 设置 group. */
export const socialLoginSettingPages: RouteRecord[] = [
  {
    path: 'socialAccountLogin',
    name: 'SocialAccountLogin',
    component: lazyPage(() => import('./SocialLoginPage'), 'SocialLoginPage'),
    meta: { title: '第三方账号登录', icon: PersonKeyRegular, operation: 'getSocialLoginSetting' },
  },
];
