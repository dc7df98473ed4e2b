import type { MemberFeature } from '../../shell/mine';
import { notificationPages } from './routes';

export const notificationFeature: MemberFeature = {
  name: 'notification',
  routes: notificationPages,
  mine: { links: [{ to: '/me/notifications', label: '通知设置' }] },
};
