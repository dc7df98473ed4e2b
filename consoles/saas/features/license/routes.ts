import { BuildingMultipleRegular, KeyMultipleRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';
import { EVERY_SITE_ROLES } from '../../shared/everySite';

/** /ActivateLicense: public, so a code can be opened from a message before signing in (§2.1). */
export const licensePublicRoutes: RouteRecord[] = [
  publicPage(
    '/ActivateLicense',
    '激活授权',
    lazyPage(() => import('./ActivateLicensePage'), 'ActivateLicensePage'),
  ),
];

/**
 * 站点管理: every site's licence, licence codes, one site's licence and its history. The two site pages read
 * operations open to every account (each sees their own sites), so they name who sees every site instead.
 */
export const licenseRoutes: RouteRecord[] = [
  {
    path: '/siteManage',
    redirect: '/siteManage/manageSite',
    alwaysShow: true,
    meta: { title: '站点管理', icon: BuildingMultipleRegular },
    children: [
      {
        path: 'manageSite',
        name: 'ManageSite',
        component: lazyPage(() => import('./ManageSitePage'), 'ManageSitePage'),
        meta: { title: '站点授权', icon: ShieldCheckmarkRegular, roles: EVERY_SITE_ROLES },
      },
      {
        path: 'licenseCode',
        name: 'LicenseCode',
        component: lazyPage(() => import('./LicenseCodePage'), 'LicenseCodePage'),
        meta: { title: '授权码', icon: KeyMultipleRegular, operation: 'getLicenseCodeList' },
      },
      {
        path: 'seeLicense/:id',
        name: 'SeeLicense',
        hidden: true,
        component: lazyPage(() => import('./SeeLicensePage'), 'SeeLicensePage'),
        meta: { title: '授权详情', roles: EVERY_SITE_ROLES, activeMenu: '/siteManage/manageSite', noCache: true },
      },
    ],
  },
];
