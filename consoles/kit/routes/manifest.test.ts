import { describe, expect, it } from 'vitest';
import { type FeatureManifest, featureBadgeKeys, gatherRoutes, sharedGroup } from './manifest';
import type { RouteRecord } from './types';

const page = () => null;
const entry = (path: string, meta: Partial<RouteRecord['meta']> = {}): RouteRecord => ({
  path,
  name: path,
  component: page,
  meta: { title: path, ...meta },
});

const home: FeatureManifest = { name: 'home', routes: [entry('/index')] };
const rank: FeatureManifest = {
  name: 'rank',
  groups: [{ group: '/user', at: 20, pages: [entry('rank', { messageType: 'rank' })] }],
};
const member: FeatureManifest = {
  name: 'member',
  routes: [entry('/members', { badge: { operation: 'getModerationCount', field: 'pendingPosts' } })],
  groups: [
    { group: '/user', at: 10, pages: [entry('manageUser')] },
    { group: '/setting', at: 10, pages: [entry('labelUserList')] },
  ],
};

describe('gatherRoutes (an app’s list of feature manifests)', () => {
  it('puts each feature’s own entries at its line and each shared group at its line, its pages ordered by `at`', () => {
    const routes = gatherRoutes([
      home,
      rank,
      member,
      sharedGroup('/user', { title: '用户', roles: ['User'] }),
      sharedGroup('/setting', { title: '设置' }, { redirect: false }),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/index', '/members', '/user', '/setting']);
    const user = routes[2];
    expect(user.children?.map((c) => c.path)).toEqual(['manageUser', 'rank']);
    expect(user).toMatchObject({ redirect: '/user/manageUser', alwaysShow: true, meta: { roles: ['User'] } });
    expect(routes[3].redirect).toBeUndefined();
  });

  it('refuses a page for a group the list does not hold', () => {
    expect(() => gatherRoutes([member, sharedGroup('/user', { title: '用户' })])).toThrow('member: no menu group /setting');
  });

  it('reads a feature’s badge keys off its entries', () => {
    expect(featureBadgeKeys(member)).toEqual(['getModerationCount.pendingPosts']);
    expect(featureBadgeKeys(rank)).toEqual(['rank']);
    expect(featureBadgeKeys(home)).toEqual([]);
  });
});
