import { GlobeRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 站点: one's own sites (managers with Site see everyone's); the list is a pinned tab. */
export const siteRoutes: RouteRecord[] = [
  {
    path: '/site',
    redirect: '/site/siteList',
    meta: { title: '站点', icon: GlobeRegular },
    children: [
      {
        path: 'siteList',
        name: 'SiteList',
        component: lazyPage(() => import('./SiteListPage'), 'SiteListPage'),
        meta: { title: '站点列表', operation: 'getSiteList', affix: true, messageType: 'site' },
      },
    ],
  },
];
