import type { MemberFeature } from '../../shell/mine';
import { FriendLinks } from './FriendLinks';

/** No pages of its own: the friendly links in every page's footer. */
export const friendLinkFeature: MemberFeature = {
  name: 'friendLink',
  slots: { footer: FriendLinks },
};
