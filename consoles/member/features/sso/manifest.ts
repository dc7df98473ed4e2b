import type { MemberFeature } from '../../shell/mine';
import { ssoPages } from './routes';
import { SsoButtons } from './SsoButtons';

export const ssoFeature: MemberFeature = {
  name: 'sso',
  routes: ssoPages,
  slots: { signInMethods: SsoButtons },
};
