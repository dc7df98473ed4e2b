import { describe, expect, it } from 'vitest';
import { menuGroup } from '#kit/routes/menuGroup';
import { mayOpen, menuTitles } from '../../shared/test/routeChecks';
import { systemSettingPages } from './routes';

const systemRoutes = [menuGroup('/setting', { title: '系统设置' }, systemSettingPages)];

describe('系统设置 routes (§6 settings)', () => {
  it('open the cache page to admin and SiteSetting only', () => {
    expect(menuTitles(systemRoutes, ['admin'])).toEqual(['系统设置/缓存管理']);
    expect(menuTitles(systemRoutes, ['SiteSetting'])).toEqual(['系统设置/缓存管理']);
    expect(mayOpen(systemRoutes, ['SiteSetting'], '/setting/manageControl')).toBe(true);
    for (const roles of [['visitor'], ['Site', 'Order', 'ContentAudit'], ['Account', 'SiteUser', 'SiteBase']]) {
      expect(menuTitles(systemRoutes, roles)).toEqual([]);
      expect(mayOpen(systemRoutes, roles, '/setting/manageControl')).toBe(false);
    }
  });
});
