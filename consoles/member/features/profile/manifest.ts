import type { MemberFeature } from '../../shell/mine';
import { profilePages } from './routes';

export const profileFeature: MemberFeature = {
  name: 'profile',
  routes: profilePages,
  mine: { links: [{ to: '/me/profile', label: '编辑资料' }] },
};
