import { describe, expect, it } from 'vitest';
import { menuGroup } from '#kit/routes/menuGroup';
import type { RouteRecord } from '#kit/routes/types';
import { filterRoutes, hasPermission, routeRoles } from './access';

const page = () => null;

describe('hasPermission (§5 route access)', () => {
  it('opens a route without a roles requirement to anyone', () => {
    expect(hasPermission(['visitor'], {})).toBe(true);
    expect(hasPermission(['visitor'], { meta: { title: '首页' } })).toBe(true);
    expect(hasPermission([], { meta: { title: '首页', operation: 'getIndexBase' } })).toBe(true);
  });
  it('opens everything to admin', () => {
    expect(hasPermission(['admin'], { meta: { title: '授权码', operation: 'getLicenseCodeList' } })).toBe(true);
    expect(hasPermission(['visitor', 'admin'], { meta: { title: '转让', operation: 'transferMainManager' } })).toBe(true);
  });
  it('otherwise needs one role in common with the operation’s', () => {
    const route = { meta: { title: '订单管理', operation: 'getManagedOrderList' as const } };
    expect(hasPermission(['Order'], route)).toBe(true);
    expect(hasPermission(['Site', 'Order'], route)).toBe(true);
    expect(hasPermission(['Site'], route)).toBe(false);
    expect(hasPermission(['visitor'], route)).toBe(false);
    expect(hasPermission([], route)).toBe(false);
  });
});

describe('filterRoutes (§6: children filtered by roles)', () => {
  const table: RouteRecord[] = [
    { path: '/index', name: 'Home', component: page, meta: { title: '首页' } },
    {
      path: '/siteManage',
      meta: { title: '站点管理' },
      children: [
        { path: 'licenseCode', name: 'LicenseCode', component: page, meta: { title: '授权码', operation: 'getLicenseCodeList' } },
        {
          path: 'newCodes',
          name: 'NewCodes',
          component: page,
          hidden: true,
          meta: { title: '生成授权码', operation: 'createLicenseCodes' },
        },
      ],
    },
    {
      path: '/account',
      meta: { title: '用户' },
      children: [
        { path: 'manageAccount', name: 'ManageAccount', component: page, meta: { title: '用户管理', operation: 'getAccountList' } },
        { path: 'manageSiteAccount', name: 'ManageSiteAccount', component: page, meta: { title: '站点用户', operation: 'getUserList' } },
        {
          path: 'managerSetting',
          name: 'ManagerSetting',
          component: page,
          meta: { title: '管理员设置', operation: 'getManagerList' },
          children: [{ path: 'deep', name: 'Deep', component: page, meta: { title: '深层', operation: 'transferMainManager' } }],
        },
      ],
    },
    {
      path: '/mall',
      meta: { title: '商城', feature: 'mall' },
      children: [{ path: 'manageGift', name: 'ManageGift', component: page, meta: { title: '礼品管理' } }],
    },
  ];
  const paths = (routes: RouteRecord[]): string[] =>
    routes.flatMap((r) => [r.path, ...(r.children ? paths(r.children).map((c) => `${r.path}>${c}`) : [])]);

  it('keeps open routes and those sharing a role, and drops the rest', () => {
    expect(paths(filterRoutes(table, ['visitor']))).toEqual(['/index']);
    expect(paths(filterRoutes(table, ['Site']))).toEqual(['/index', '/siteManage', '/siteManage>licenseCode', '/siteManage>newCodes']);
  });

  it('filters children recursively', () => {
    expect(paths(filterRoutes(table, ['Account']))).toEqual(['/index', '/account', '/account>manageAccount']);
    expect(paths(filterRoutes(table, ['AccountManager']))).toEqual(['/index', '/account', '/account>managerSetting']);
  });

  it('gives admin everything except routes whose feature switch is off', () => {
    expect(paths(filterRoutes(table, ['admin']))).toEqual([
      '/index',
      '/siteManage',
      '/siteManage>licenseCode',
      '/siteManage>newCodes',
      '/account',
      '/account>manageAccount',
      '/account>manageSiteAccount',
      '/account>managerSetting',
      '/account>managerSetting>deep',
    ]);
    expect(paths(filterRoutes(table, ['admin'], { mall: true }))).toContain('/mall>manageGift');
  });

  it('leaves the table untouched', () => {
    const before = JSON.stringify(paths(table));
    filterRoutes(table, ['Account']);
    expect(JSON.stringify(paths(table))).toBe(before);
  });
});

describe('routeRoles (roles derived from the operations a page needs)', () => {
  it('gives a page the roles of its operation, and of several the roles common to them', () => {
    expect(routeRoles({ meta: { title: '用户等级', operation: 'getUserRankList' } })).toEqual(['User']);
    expect(routeRoles({ meta: { title: '积分记录', operation: 'getPointRecordList' } })).toEqual(['SiteBase']);
    expect(routeRoles({ meta: { title: '首页', operation: 'getIndexBase' } })).toEqual([]);
    expect(routeRoles({ meta: { title: '设置', operation: ['getSiteSetting', 'updateSiteSetting'] } })).toEqual(['SiteManage']);
  });

  it('opens a group without roles of its own when any child opens', () => {
    const group = {
      meta: { title: '用户' },
      children: [
        { path: 'rank', meta: { title: '用户等级', operation: 'getUserRankList' as const } },
        { path: 'record', meta: { title: '积分记录', operation: 'getPointRecordList' as const } },
      ],
    };
    expect([...routeRoles(group)].sort()).toEqual(['SiteBase', 'User']);
    expect(hasPermission(['SiteBase'], group)).toBe(true);
    expect(hasPermission(['SiteManage'], group)).toBe(false);
    const withOpenChild = { ...group, children: [...group.children, { path: 'home', meta: { title: '概览' } }] };
    expect(routeRoles(withOpenChild)).toEqual([]);
  });

  it('takes hand-written roles where a page has them', () => {
    expect(routeRoles({ meta: { title: '站点授权', roles: ['Site'], operation: 'getLicense' } })).toEqual(['Site']);
  });

  it('filters pages by the operations they need', () => {
    const table: RouteRecord[] = [
      {
        path: '/user',
        meta: { title: '用户' },
        children: [
          { path: 'rank', name: 'Rank', component: page, meta: { title: '用户等级', operation: 'getUserRankList' } },
          { path: 'record', name: 'Record', component: page, meta: { title: '积分记录', operation: 'getPointRecordList' } },
        ],
      },
    ];
    const kept = (roles: string[]) => filterRoutes(table, roles).flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]);
    expect(kept(['SiteBase'])).toEqual(['/user', 'record']);
    expect(kept(['User'])).toEqual(['/user', 'rank']);
    expect(kept(['Post'])).toEqual([]);
  });
});

describe('a group with roles of its own (§6: children are filtered inside the groups the user may open)', () => {
  const children: RouteRecord[] = [
    { path: 'rank', name: 'Rank', component: page, meta: { title: '用户等级', operation: 'getUserRankList' } },
    { path: 'admins', name: 'Admins', component: page, meta: { title: '管理员', operation: 'getSiteAdminList' } },
  ];
  const table = [menuGroup('/user', { title: '用户', roles: ['User', 'SiteBase'] }, children)];
  const kept = (roles: string[]) => filterRoutes(table, roles).flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]);

  it('takes the group’s roles, not its children’s', () => {
    expect(routeRoles(table[0])).toEqual(['User', 'SiteBase']);
  });

  it('shows a child only to roles that open both the group and the child', () => {
    expect(kept(['UserManager'])).toEqual([]);
    expect(kept(['UserManager', 'SiteBase'])).toEqual(['/user', 'admins']);
    expect(kept(['User'])).toEqual(['/user', 'rank']);
    expect(kept(['SiteBase'])).toEqual(['/user']);
    expect(kept(['admin'])).toEqual(['/user', 'rank', 'admins']);
  });
});
