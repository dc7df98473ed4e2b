import type { MemberFeature } from '../../shell/mine';
import { oauthPages } from './routes';

export const oauthFeature: MemberFeature = {
  name: 'oauth',
  routes: oauthPages,
  mine: { buttons: [{ to: '/me/oauth', label: '已授权的应用' }] },
};
