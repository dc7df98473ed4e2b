import { PhoneRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 微信小程序 (`/setting/wechatApplet`), in the 设置 group. */
export const appletSettingPages: RouteRecord[] = [
  {
    path: 'wechatApplet',
    name: 'WechatApplet',
    component: lazyPage(() => import('./WechatAppletPage'), 'WechatAppletPage'),
    meta: { title: '微信小程序', icon: PhoneRegular, operation: 'getSiteApplet' },
  },
];
