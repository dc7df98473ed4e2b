import { RibbonStarRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 勋章监管 (§2.1 `/siteContent/manageMadal`, the seed's spelling kept; ContentAudit), in the 站点内容 group. */
export const medalOversightPages: RouteRecord[] = [
  {
    path: 'manageMadal',
    name: 'ManageMadal',
    component: lazyPage(() => import('./ManageMedalPage'), 'ManageMedalPage'),
    meta: { title: '勋章监管', icon: RibbonStarRegular, operation: ['getLibraryMedalList', 'getSaasMedalList'] },
  },
];
