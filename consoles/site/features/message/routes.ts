import { ChatSettingsRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 私信设置 in the 设置 group (admin/SiteManage). There is no page that lists conversations: administrators cannot read them. */
export const messageSettingPages: RouteRecord[] = [
  {
    path: 'messageSet',
    name: 'MessageSet',
    component: lazyPage(() => import('./MessageSettingPage'), 'MessageSettingPage'),
    meta: { title: '私信设置', icon: ChatSettingsRegular, operation: 'getMessageSetting' },
  },
];
