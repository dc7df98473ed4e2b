import type { MemberFeature } from '../../shell/mine';
import { followPages } from './routes';
import { FollowSlot, PostActionsSlot, SectionActionsSlot } from './slots';

/** Follows, watches and bookmarks: its pages, its links on 我的, and its buttons on the profile, post and section pages (slots). */
export const followFeature: MemberFeature = {
  name: 'follow',
  routes: followPages,
  mine: {
    links: [
      { to: '/me/bookmarks', label: '我的收藏' },
      { to: '/me/following', label: '我的关注 · 粉丝' },
    ],
  },
  slots: { memberHomeActions: FollowSlot, postActions: PostActionsSlot, sectionActions: SectionActionsSlot },
};
