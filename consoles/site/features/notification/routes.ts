import { AlertRegular, ChannelShareRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 通知渠道, in the 设置 group: which member notifications also go by SMS and WeChat. */
export const notificationSettingPages: RouteRecord[] = [
  {
    path: 'notificationChannel',
    name: 'NotificationChannel',
    component: lazyPage(() => import('./NotificationChannelPage'), 'NotificationChannelPage'),
    meta: { title: '通知渠道', icon: ChannelShareRegular, operation: 'updateNotificationChannelSetting' },
  },
];

/** 我的通知 (hidden: opened from the navbar's bell). */
export const notificationRoutes: RouteRecord[] = [
  {
    path: '/notifications',
    name: 'ConsoleNotifications',
    hidden: true,
    component: lazyPage(() => import('./ConsoleNotificationsPage'), 'ConsoleNotificationsPage'),
    meta: { title: '我的通知', icon: AlertRegular, operation: 'getConsoleNotificationList', noCache: true },
  },
];
