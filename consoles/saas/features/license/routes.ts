import { BuildingMultipleRegular, KeyMultipleRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';

/** /ActivateLicense: public, so a code can be opened from a message before signing in (§2.1). */
export const licensePublicRoutes: RouteRecord[] = [
  publicPage(
    '/ActivateLicense',
    '激活授权',
    lazyPage(() => import('./ActivateLicensePage'), 'ActivateLicensePage'),
  ),
];

/** 站点管理 (admin / Site): every site's licence, licence codes, one site's licence and its history. */
export const licenseRoutes: RouteRecord[] = [
  {
    path: '/siteManage',
    redirect: '/siteManage/manageSite',
    alwaysShow: true,
    meta: { title: '站点管理', icon: BuildingMultipleRegular, roles: ['Site'] },
    children: [
      {
        path: 'manageSite',
        name: 'ManageSite',
        component: lazyPage(() => import('./ManageSitePage'), 'ManageSitePage'),
        meta: { title: '站点授权', icon: ShieldCheckmarkRegular, roles: ['Site'] },
      },
      {
        path: 'licenseCode',
        name: 'LicenseCode',
        component: lazyPage(() => import('./LicenseCodePage'), 'LicenseCodePage'),
        meta: { title: '授权码', icon: KeyMultipleRegular, roles: ['Site'] },
      },
      {
        path: 'seeLicense/:id',
        name: 'SeeLicense',
        hidden: true,
        component: lazyPage(() => import('./SeeLicensePage'), 'SeeLicensePage'),
        meta: { title: '授权详情', roles: ['Site'], activeMenu: '/siteManage/manageSite', noCache: true },
      },
    ],
  },
];
