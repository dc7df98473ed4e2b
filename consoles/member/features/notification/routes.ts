import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

export const notificationPages: RouteRecord[] = [
  {
    path: '/notifications',
    name: 'Notifications',
    component: lazyPage(() => import('./NotificationsPage'), 'NotificationsPage'),
    meta: { title: '通知', operation: 'getMyNotificationList' },
  },
  {
    path: '/me/notifications',
    name: 'NotificationSettings',
    component: lazyPage(() => import('./NotificationSettingsPage'), 'NotificationSettingsPage'),
    meta: { title: '通知设置', operation: ['getMyNotificationPreferenceList', 'updateMyNotificationPreference'] },
  },
];
