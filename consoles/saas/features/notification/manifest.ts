import type { FeatureManifest } from '#kit/routes/manifest';
import { subscribeMessageLogPages } from './routes';

export const notificationFeature: FeatureManifest = {
  name: 'notification',
  groups: [{ group: '/account', at: 30, pages: subscribeMessageLogPages }],
};
