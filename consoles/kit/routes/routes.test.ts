import { describe, expect, it } from 'vitest';
import { buildMenu, menuAncestors, menuCount } from './menu';
import { affixRoutes, breadcrumbs, firstPagePath, isPublicPath, matchRoute } from './table';
import type { RouteRecord } from './types';

const page = () => null;
const table: RouteRecord[] = [
  { path: '/login', public: true, bare: true, component: page, meta: { title: '登录' } },
  { path: '/redirect/*', public: true, hidden: true, component: page },
  { path: '/index', name: 'Home', component: page, meta: { title: '首页' } },
  {
    path: '/site',
    redirect: '/site/siteList',
    meta: { title: '站点' },
    children: [{ path: 'siteList', name: 'SiteList', component: page, meta: { title: '站点列表', affix: true, messageType: 'site' } }],
  },
  {
    path: '/account',
    redirect: '/account/manageAccount',
    meta: { title: '用户' },
    children: [
      { path: 'manageAccount', name: 'ManageAccount', component: page, meta: { title: '用户管理', messageType: 'account' } },
      { path: 'manageSiteAccount', name: 'ManageSiteAccount', component: page, meta: { title: '站点用户', messageType: 'siteUser' } },
      {
        path: 'operationLog/:id',
        name: 'OperationLog',
        hidden: true,
        component: page,
        meta: { title: '操作日志', activeMenu: '/account/manageAccount' },
      },
    ],
  },
  { path: '/empty', meta: { title: '空分组' }, children: [] },
  { path: 'https://help.example.cn', meta: { title: '帮助' } },
];

describe('matchRoute', () => {
  it('matches pages and redirecting groups on the whole path, with params', () => {
    expect(matchRoute(table, '/site/siteList')?.record.name).toBe('SiteList');
    expect(matchRoute(table, '/site')?.record.redirect).toBe('/site/siteList');
    const detail = matchRoute(table, '/account/operationLog/12');
    expect(detail?.record.name).toBe('OperationLog');
    expect(detail?.params.id).toBe('12');
    expect(detail?.chain.map((r) => r.path)).toEqual(['/account', 'operationLog/:id']);
    expect(matchRoute(table, '/site/siteList/x')).toBeNull();
    expect(matchRoute(table, '/empty')).toBeNull();
  });
});

describe('isPublicPath', () => {
  it('accepts records marked public (patterns included) and extra paths', () => {
    expect(isPublicPath(table, '/login')).toBe(true);
    expect(isPublicPath(table, '/redirect/site/siteList')).toBe(true);
    expect(isPublicPath(table, '/applet-redirect', ['/applet-redirect'])).toBe(true);
    expect(isPublicPath(table, '/index')).toBe(false);
  });
});

describe('buildMenu', () => {
  const menu = buildMenu(table);
  it('leaves out public, bare, hidden and empty entries', () => {
    expect(menu.map((n) => n.title)).toEqual(['首页', '站点列表', '用户', '帮助']);
  });
  it('shows a group with a single visible child as that child', () => {
    expect(menu[1]).toMatchObject({ path: '/site/siteList', title: '站点列表', messageType: 'site' });
  });
  it('shows groups with their visible children', () => {
    expect(menu[2].children?.map((c) => c.path)).toEqual(['/account/manageAccount', '/account/manageSiteAccount']);
  });
  it('keeps external links as they are', () => {
    expect(menu[3]).toMatchObject({ path: 'https://help.example.cn', external: true });
  });
  it('adds up the counts of a group and finds the groups above a path', () => {
    expect(menuCount(menu[2], { account: 2, siteUser: 3, site: 9 })).toBe(5);
    expect(menuCount(menu[1], { site: 9 })).toBe(9);
    expect(menuAncestors(menu, '/account/manageSiteAccount')).toEqual(['/account']);
    expect(menuAncestors(menu, '/index')).toEqual([]);
  });
});

describe('action entries', () => {
  const action = () => null;
  const actions: RouteRecord[] = [
    {
      path: '/setting',
      meta: { title: '设置' },
      children: [
        { path: 'siteSetting', name: 'SiteSetting', component: page, meta: { title: '站点设置' } },
        { path: 'manageClear', action, meta: { title: '清除缓存' } },
      ],
    },
    { path: '/tools', meta: { title: '工具' }, children: [{ path: 'clear', action, meta: { title: '清除缓存' } }] },
  ];
  it('become menu entries carrying their action, also in place of their group', () => {
    const menu = buildMenu(actions);
    expect(menu[0].children?.[1]).toMatchObject({ path: '/setting/manageClear', title: '清除缓存', action });
    expect(menu[0].children?.[0].action).toBeUndefined();
    expect(menu[1]).toMatchObject({ path: '/tools/clear', action });
  });
  it('are not pages: no route matches them and / never goes there', () => {
    expect(matchRoute(actions, '/setting/manageClear')).toBeNull();
    expect(firstPagePath(actions.slice(1))).toBeNull();
  });
});

describe('breadcrumbs', () => {
  const home = { path: '/index', title: '首页' };
  it('starts at home and links groups to their redirect', () => {
    expect(breadcrumbs(matchRoute(table, '/account/manageAccount'), home)).toEqual([
      { title: '首页', to: '/index' },
      { title: '用户', to: '/account/manageAccount' },
      { title: '用户管理', to: undefined },
    ]);
  });
  it('is just the home page on the home page', () => {
    expect(breadcrumbs(matchRoute(table, '/index'), home)).toEqual([{ title: '首页', to: undefined }]);
  });
});

describe('affixRoutes and firstPagePath', () => {
  it('lists pinned pages with their full paths', () => {
    expect(affixRoutes(table).map((f) => f.fullPath)).toEqual(['/site/siteList']);
  });
  it('takes the first visible, non-public page as the default path', () => {
    expect(firstPagePath(table)).toBe('/index');
    expect(firstPagePath(table.filter((r) => r.path !== '/index'))).toBe('/site/siteList');
    expect(firstPagePath([])).toBeNull();
  });
});
