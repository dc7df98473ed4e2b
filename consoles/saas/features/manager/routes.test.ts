import { describe, expect, it } from 'vitest';
import { mayOpen, menuTitles } from '../../shared/test/routeChecks';
import { managerRoutes } from './routes';

const menu = (roles: string[]) => menuTitles(managerRoutes, roles);

describe('用户管理 routes (§6 users group)', () => {
  it('show the main manager every page', () => {
    expect(menu(['admin'])).toEqual(['用户管理/账号管理', '用户管理/站点用户', '用户管理/管理员设置']);
  });

  it('keep a holder and a Site/Order/ContentAudit manager out', () => {
    for (const roles of [['visitor'], ['Site', 'Order', 'ContentAudit']]) {
      expect(menu(roles)).toEqual([]);
      expect(mayOpen(managerRoutes, roles, '/account/manageAccount')).toBe(false);
      expect(mayOpen(managerRoutes, roles, '/account/managerSetting')).toBe(false);
    }
  });

  it('give Account and SiteUser their pages but not the managers page', () => {
    const roles = ['Account', 'SiteUser', 'SiteBase', 'Report'];
    expect(menu(roles)).toEqual(['用户管理/账号管理', '用户管理/站点用户']);
    expect(mayOpen(managerRoutes, roles, '/account/manageSiteAccount')).toBe(true);
    expect(mayOpen(managerRoutes, roles, '/account/managerSetting')).toBe(false);
  });

  it('open the group with any one of its pages, whatever else is held', () => {
    expect(menu(['AccountManager'])).toEqual(['用户管理/管理员设置']);
    expect(mayOpen(managerRoutes, ['AccountManager'], '/account/managerSetting')).toBe(true);
    expect(menu(['SiteUser'])).toEqual(['用户管理/站点用户']);
    // SiteBase alone opens none of its pages, so the group is not shown.
    expect(menu(['SiteBase'])).toEqual([]);
  });
});
