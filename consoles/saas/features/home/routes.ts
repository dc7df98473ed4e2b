import { HomeRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 首页: the platform's figures for managers (by their roles), one's own sites for an account holder. */
export const homeRoutes: RouteRecord[] = [
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular, operation: 'getSaasHome' },
  },
];
