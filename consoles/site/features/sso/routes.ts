import { LockClosedKeyRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 单点登录 (`/setting/manageSSO`), in the 设置 group. */
export const ssoSettingPages: RouteRecord[] = [
  {
    path: 'manageSSO',
    name: 'ManageSSO',
    component: lazyPage(() => import('./SsoSettingPage'), 'SsoSettingPage'),
    meta: { title: '单点登录', icon: LockClosedKeyRegular, operation: 'getSsoSetting' },
  },
];
