import type { MemberFeature } from '../../shell/mine';
import { notificationPages } from './routes';

export const notificationFeature: MemberFeature = { name: 'notification', routes: notificationPages };
