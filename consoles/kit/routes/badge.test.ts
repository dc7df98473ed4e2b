import { describe, expect, it } from 'vitest';
import { badgeKey, routeBadges } from './badge';
import { buildMenu, menuCount } from './menu';
import type { RouteRecord } from './types';

const routes: RouteRecord[] = [
  { path: '/managePost', name: 'P', meta: { title: '帖子管理', badge: { operation: 'getModerationCount', field: 'pendingPosts' } } },
  { path: '/manageComment', name: 'C', meta: { title: '评论管理', badge: { operation: 'getModerationCount', field: 'pendingComments' } } },
  {
    path: '/user',
    meta: { title: '用户' },
    children: [
      { path: 'a', name: 'A', meta: { title: '甲', messageType: 'pointRecord' } },
      { path: 'b', name: 'B', meta: { title: '乙', badge: { operation: 'getModerationCount', field: 'pendingPosts' } } },
    ],
  },
];

describe('menu badges from a count operation', () => {
  it('lists each badge once, nested ones included', () => {
    expect(routeBadges(routes).map(badgeKey)).toEqual(['getModerationCount.pendingPosts', 'getModerationCount.pendingComments']);
  });

  it('counts a badge beside the message types, and a group sums both', () => {
    const menu = buildMenu(routes);
    const counts = { 'getModerationCount.pendingPosts': 3, 'getModerationCount.pendingComments': 0, pointRecord: 2 };
    expect(menu.map((node) => menuCount(node, counts))).toEqual([3, 0, 5]);
  });
});
