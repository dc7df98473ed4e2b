import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 我的收藏 and 我的关注: the member's own lists (members only). */
export const followPages: RouteRecord[] = [
  {
    path: '/me/bookmarks',
    name: 'MyBookmarks',
    component: lazyPage(() => import('./MyBookmarksPage'), 'MyBookmarksPage'),
    meta: { title: '我的收藏', operation: 'getMyBookmarkList' },
  },
  {
    path: '/me/following',
    name: 'MyFollowing',
    component: lazyPage(() => import('./MyFollowingPage'), 'MyFollowingPage'),
    meta: { title: '我的关注', operation: ['getMyFollowingList', 'getMyFollowerList'] },
  },
];
