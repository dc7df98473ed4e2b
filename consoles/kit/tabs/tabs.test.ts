import { describe, expect, it } from 'vitest';
import {
  affixViewsSet,
  allClosed,
  cacheDropped,
  initialTabs,
  lastViewPath,
  othersClosed,
  type TabsState,
  tabsReducer,
  viewClosed,
  viewOpened,
} from './tabsSlice';

function open(state: TabsState, path: string, name?: string, extra: { noCache?: boolean } = {}): TabsState {
  return tabsReducer(state, viewOpened({ path, name, title: name ?? path, ...extra }));
}

function build(): TabsState {
  let s = tabsReducer(initialTabs, affixViewsSet([{ path: '/site/siteList', name: 'SiteList', title: '站点列表' }]));
  s = open(s, '/index', 'Home');
  s = open(s, '/account/manageAccount', 'ManageAccount');
  s = open(s, '/profile', 'Profile', { noCache: true });
  return s;
}

describe('tabs reducer', () => {
  it('adds a tab once per path, pinned tabs first, and caches by name unless noCache', () => {
    let s = build();
    s = open(s, '/index', 'Home');
    s = tabsReducer(s, affixViewsSet([{ path: '/order/orderList', name: 'OrderList', title: '订单列表' }]));
    expect(s.visitedViews.map((v) => v.path)).toEqual([
      '/site/siteList',
      '/order/orderList',
      '/index',
      '/account/manageAccount',
      '/profile',
    ]);
    expect(s.visitedViews.filter((v) => v.affix).length).toBe(2);
    expect(s.cachedViews).toEqual(['Home', 'ManageAccount']);
  });

  it('closes a tab and forgets its cached view, but never a pinned tab', () => {
    let s = tabsReducer(build(), viewClosed('/account/manageAccount'));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/site/siteList', '/index', '/profile']);
    expect(s.cachedViews).toEqual(['Home']);
    s = tabsReducer(s, viewClosed('/site/siteList'));
    expect(s.visitedViews.map((v) => v.path)).toContain('/site/siteList');
  });

  it('keeps a cached page while another tab of the same page stays open', () => {
    let s = open(initialTabs, '/order/detail/1', 'OrderDetail');
    s = open(s, '/order/detail/2', 'OrderDetail');
    s = tabsReducer(s, viewClosed('/order/detail/1'));
    expect(s.cachedViews).toEqual(['OrderDetail']);
    s = tabsReducer(s, viewClosed('/order/detail/2'));
    expect(s.cachedViews).toEqual([]);
  });

  it('closes others: pinned tabs and the chosen one stay', () => {
    const s = tabsReducer(build(), othersClosed('/account/manageAccount'));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/site/siteList', '/account/manageAccount']);
    expect(s.cachedViews).toEqual(['ManageAccount']);
  });

  it('closes all: only pinned tabs stay', () => {
    const s = tabsReducer(build(), allClosed());
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/site/siteList']);
    expect(s.cachedViews).toEqual([]);
  });

  it('drops a cached view for refresh without closing its tab', () => {
    const s = tabsReducer(build(), cacheDropped('Home'));
    expect(s.cachedViews).toEqual(['ManageAccount']);
    expect(s.visitedViews.map((v) => v.path)).toContain('/index');
  });

  it('goes to the last remaining tab after closing the current one, else /', () => {
    expect(lastViewPath(build().visitedViews)).toBe('/profile');
    expect(lastViewPath([])).toBe('/');
  });
});
