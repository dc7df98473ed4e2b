import { describe, expect, it } from 'vitest';
import { decideNavigation } from '#kit/permission/guard';
import { isPublicPath } from '#kit/routes/table';
import { mayOpen, visiblePages } from '../../shared/test/routeChecks';
import { licensePublicRoutes, licenseRoutes } from './routes';

describe('licence routes (§2.1, §6)', () => {
  it('give site management to admin and Site only', () => {
    expect(visiblePages(licenseRoutes, ['visitor'])).toEqual([]);
    expect(visiblePages(licenseRoutes, ['Order'])).toEqual([]);
    expect(visiblePages(licenseRoutes, ['Site'])).toEqual(['/siteManage/manageSite', '/siteManage/licenseCode']);
    expect(visiblePages(licenseRoutes, ['admin'])).toEqual(['/siteManage/manageSite', '/siteManage/licenseCode']);
    expect(mayOpen(licenseRoutes, ['Site'], '/siteManage/seeLicense/2')).toBe(true);
    expect(mayOpen(licenseRoutes, ['Order'], '/siteManage/seeLicense/2')).toBe(false);
  });

  it('let anyone reach /ActivateLicense, signed in or not', () => {
    expect(isPublicPath(licensePublicRoutes, '/ActivateLicense')).toBe(true);
    const signedOut = {
      token: null,
      roles: [],
      rolesLoaded: false,
      routes: licensePublicRoutes,
      allRoutes: licensePublicRoutes,
      defaultPath: null,
    };
    expect(decideNavigation({ ...signedOut, path: '/ActivateLicense' })).toEqual({ action: 'allow' });
    expect(mayOpen(licensePublicRoutes, ['visitor'], '/ActivateLicense')).toBe(true);
  });
});
