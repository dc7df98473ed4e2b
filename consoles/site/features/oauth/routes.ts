import { AppsListDetailRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** OAuth 应用 (`/setting/manageOAuth`), in the 设置 group. */
export const oauthSettingPages: RouteRecord[] = [
  {
    path: 'manageOAuth',
    name: 'ManageOAuth',
    component: lazyPage(() => import('./OauthClientPage'), 'OauthClientPage'),
    meta: { title: 'OAuth 应用', icon: AppsListDetailRegular, operation: 'getOauthClientList' },
  },
];
