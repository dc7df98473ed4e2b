import type { MemberFeature } from '../../shell/mine';
import { socialLoginPages } from './routes';
import { SocialButtons } from './SocialButtons';

export const socialLoginFeature: MemberFeature = {
  name: 'socialLogin',
  routes: socialLoginPages,
  mine: { buttons: [{ to: '/me/social', label: '账号绑定' }] },
  slots: { signInMethods: SocialButtons },
};
