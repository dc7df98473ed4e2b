import { LinkMultipleRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 友情链接 (`/setting/manageFriendLink`), in the 设置 group. */
export const friendLinkSettingPages: RouteRecord[] = [
  {
    path: 'manageFriendLink',
    name: 'ManageFriendLink',
    component: lazyPage(() => import('./FriendLinkPage'), 'FriendLinkPage'),
    meta: { title: '友情链接', icon: LinkMultipleRegular, operation: 'getFriendLinkList' },
  },
];
