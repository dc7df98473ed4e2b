import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '#kit/routes/types';
import { filterRoutes } from './access';
import { decideNavigation, type GuardInput } from './guard';

const page = () => null;
const allRoutes: RouteRecord[] = [
  { path: '/login', public: true, bare: true, component: page, meta: { title: '登录' } },
  { path: '/404', public: true, bare: true, component: page, meta: { title: '404' } },
  { path: '/401', public: true, bare: true, component: page, meta: { title: '401' } },
  { path: '/redirect/*', public: true, hidden: true, component: page },
  { path: '/index', name: 'Home', component: page, meta: { title: '首页' } },
  { path: '/recycle', name: 'Recycle', component: page, meta: { title: '回收站', operation: 'getLicenseCodeList' } },
  {
    path: '/siteManage',
    redirect: '/siteManage/manageSite',
    meta: { title: '站点管理' },
    children: [
      { path: 'manageSite', name: 'ManageSite', component: page, meta: { title: '管理站点', operation: 'getLicenseCodeList' } },
      {
        path: 'seeLicense/:id',
        name: 'SeeLicense',
        component: page,
        hidden: true,
        meta: { title: '查看授权', operation: 'revokeLicenseCode' },
      },
    ],
  },
];

function input(overrides: Partial<GuardInput>): GuardInput {
  const roles = overrides.roles ?? ['Site'];
  return {
    path: '/index',
    token: 'tok',
    roles,
    rolesLoaded: roles.length > 0,
    routes: filterRoutes(allRoutes, roles),
    allRoutes,
    publicPaths: ['/applet-redirect'],
    defaultPath: '/index',
    ...overrides,
  };
}

describe('decideNavigation (§4 navigation guard)', () => {
  describe('without a token', () => {
    it('lets public paths through', () => {
      for (const path of ['/login', '/404', '/401', '/redirect/index', '/applet-redirect'])
        expect(decideNavigation(input({ token: null, roles: [], path }))).toEqual({ action: 'allow' });
    });
    it('sends any other path to /login?redirect={path}', () => {
      expect(decideNavigation(input({ token: null, roles: [], path: '/siteManage/manageSite' }))).toEqual({
        action: 'redirect',
        to: '/login?redirect=%2FsiteManage%2FmanageSite',
      });
      expect(decideNavigation(input({ token: undefined, roles: [], path: '/' }))).toEqual({
        action: 'redirect',
        to: '/login?redirect=%2F',
      });
    });
  });

  describe('with a token', () => {
    it('sends /login to /, before and after the session is loaded', () => {
      expect(decideNavigation(input({ path: '/login', roles: [] }))).toEqual({ action: 'redirect', to: '/' });
      expect(decideNavigation(input({ path: '/login' }))).toEqual({ action: 'redirect', to: '/' });
    });

    it('loads the session first when no roles are loaded', () => {
      expect(decideNavigation(input({ roles: [], routes: [], path: '/siteManage/manageSite' }))).toEqual({ action: 'load' });
      expect(decideNavigation(input({ roles: [], routes: [], path: '/404' }))).toEqual({ action: 'load' });
    });

    it('lets a page the roles may open through', () => {
      expect(decideNavigation(input({ path: '/siteManage/manageSite' }))).toEqual({ action: 'allow' });
      expect(decideNavigation(input({ path: '/siteManage/seeLicense/7' }))).toEqual({ action: 'allow' });
      expect(decideNavigation(input({ path: '/redirect/siteManage/manageSite' }))).toEqual({ action: 'allow' });
    });

    it('sends / to the default path, and to /404 from / when there is none', () => {
      expect(decideNavigation(input({ path: '/' }))).toEqual({ action: 'redirect', to: '/index' });
      expect(decideNavigation(input({ path: '/', defaultPath: null }))).toEqual({ action: 'redirect', to: '/404', from: '/' });
    });

    it('follows a group redirect', () => {
      expect(decideNavigation(input({ path: '/siteManage' }))).toEqual({
        action: 'redirect',
        to: '/siteManage/manageSite',
        from: '/siteManage',
      });
    });

    it('sends a path the roles cannot open (filtered away) to /login with noGoBack (§4), an unknown path to /404', () => {
      for (const path of ['/siteManage/manageSite', '/siteManage/seeLicense/3', '/recycle'])
        expect({ path, to: decideNavigation(input({ roles: ['Order'], path })) }).toEqual({
          path,
          to: { action: 'redirect', to: '/login?noGoBack=true' },
        });
      expect(decideNavigation(input({ path: '/nowhere' }))).toEqual({ action: 'redirect', to: '/404', from: '/nowhere' });
      expect(decideNavigation(input({ path: '/siteManage/unknownChild' }))).toEqual({
        action: 'redirect',
        to: '/404',
        from: '/siteManage/unknownChild',
      });
    });

    it('ends that /login with noGoBack on /401 without a way back, whatever the number of segments', () => {
      expect(decideNavigation(input({ roles: ['Order'], path: '/login', search: '?noGoBack=true' }))).toEqual({
        action: 'redirect',
        to: '/401?noGoBack=true',
      });
      expect(decideNavigation(input({ roles: [], path: '/login', search: '?noGoBack=true' }))).toEqual({
        action: 'redirect',
        to: '/401?noGoBack=true',
      });
      expect(decideNavigation(input({ path: '/login', search: '?redirect=%2Findex' }))).toEqual({ action: 'redirect', to: '/' });
      expect(decideNavigation(input({ token: null, roles: [], path: '/login', search: '?noGoBack=true' }))).toEqual({ action: 'allow' });
    });

    describe('arriving at /404', () => {
      it('after a failed redirect from /: clears the token and goes to /401', () => {
        expect(decideNavigation(input({ path: '/404', from: '/' }))).toEqual({ action: 'redirect', to: '/401', clearToken: true });
      });
      it('from a known top-level path with a known child: goes to /401', () => {
        expect(decideNavigation(input({ roles: ['Order'], path: '/404', from: '/siteManage/manageSite' }))).toEqual({
          action: 'redirect',
          to: '/401',
        });
        expect(decideNavigation(input({ roles: ['Order'], path: '/404', from: '/siteManage/seeLicense/3' }))).toEqual({
          action: 'redirect',
          to: '/401',
        });
      });
      it('otherwise shows the 404 page', () => {
        expect(decideNavigation(input({ path: '/404' }))).toEqual({ action: 'allow' });
        expect(decideNavigation(input({ path: '/404', from: '/nowhere' }))).toEqual({ action: 'allow' });
        expect(decideNavigation(input({ path: '/404', from: '/siteManage' }))).toEqual({ action: 'allow' });
        expect(decideNavigation(input({ path: '/404', from: '/siteManage/unknownChild' }))).toEqual({ action: 'allow' });
        expect(decideNavigation(input({ path: '/404', from: '/nowhere/manageSite' }))).toEqual({ action: 'allow' });
      });
    });

    it('treats a loaded session with no derived roles as loaded (open pages only)', () => {
      const loaded = { roles: [], rolesLoaded: true, routes: filterRoutes(allRoutes, []) };
      expect(decideNavigation(input({ ...loaded, path: '/index' }))).toEqual({ action: 'allow' });
      expect(decideNavigation(input({ ...loaded, path: '/siteManage/manageSite' }))).toMatchObject({ to: '/login?noGoBack=true' });
    });

    it('lets public pages through when signed in', () => {
      expect(decideNavigation(input({ path: '/401' }))).toEqual({ action: 'allow' });
      expect(decideNavigation(input({ path: '/applet-redirect' }))).toEqual({ action: 'allow' });
    });
  });
});
