import { describe, expect, it } from 'vitest';
import { filterRoutes } from '../../../kit/permission/access';
import { decideNavigation } from '../../../kit/permission/guard';
import { buildMenu, type MenuNode } from '../../../kit/routes/menu';
import { affixRoutes, firstPagePath } from '../../../kit/routes/table';
import { saasRoutes } from '../../routes';

/** Menu titles the roles see, groups as `group/child`. */
function menu(roles: string[]): string[] {
  const walk = (nodes: MenuNode[], prefix = ''): string[] =>
    nodes.flatMap((n) => (n.children ? walk(n.children, `${n.title}/`) : [`${prefix}${n.title}`]));
  return walk(buildMenu(filterRoutes(saasRoutes, roles)));
}

const mine = ['站点列表', '用户管理/账号管理', '用户管理/站点用户', '用户管理/管理员设置', '系统设置/缓存管理'];
const mayOpen = (roles: string[], path: string) =>
  decideNavigation({
    path,
    token: 't',
    roles,
    rolesLoaded: true,
    routes: filterRoutes(saasRoutes, roles),
    allRoutes: saasRoutes,
    defaultPath: firstPagePath(filterRoutes(saasRoutes, roles)),
  }).action === 'allow';

describe('site, users and settings routes (§2.1, §6)', () => {
  it('pin the site list for everyone, with the site badge', () => {
    const siteList = affixRoutes(saasRoutes).find((f) => f.fullPath === '/site/siteList');
    expect(siteList?.record.meta).toMatchObject({ title: '站点列表', affix: true, messageType: 'site' });
    expect(menu(['visitor'])).toContain('站点列表');
  });

  it('show the main manager every area', () => {
    expect(menu(['admin'])).toEqual(expect.arrayContaining(mine));
  });

  it('keep a holder and a Site/Order/ContentAudit manager out of the users and settings areas', () => {
    for (const roles of [['visitor'], ['Site', 'Order', 'ContentAudit']]) {
      const seen = menu(roles);
      expect(seen).toContain('站点列表');
      expect(seen.some((t) => t.startsWith('用户管理') || t.startsWith('系统设置'))).toBe(false);
      expect(mayOpen(roles, '/account/manageAccount')).toBe(false);
      expect(mayOpen(roles, '/setting/manageControl')).toBe(false);
    }
  });

  it('give Account and SiteUser their pages but not the managers page', () => {
    const roles = ['Account', 'SiteUser', 'SiteBase', 'Report'];
    const seen = menu(roles);
    expect(seen).toEqual(expect.arrayContaining(['用户管理/账号管理', '用户管理/站点用户']));
    expect(seen).not.toContain('用户管理/管理员设置');
    expect(mayOpen(roles, '/account/managerSetting')).toBe(false);
  });

  it('open each page to its own permission even without SiteBase', () => {
    expect(menu(['AccountManager'])).toContain('用户管理/管理员设置');
    expect(menu(['SiteUser'])).toContain('用户管理/站点用户');
    expect(menu(['SiteSetting'])).toContain('系统设置/缓存管理');
    expect(mayOpen(['SiteSetting'], '/setting/manageControl')).toBe(true);
    // SiteBase alone opens the group, which has no page of its own to show yet.
    expect(menu(['SiteBase']).some((t) => t.startsWith('用户管理'))).toBe(false);
  });
});
