import { RibbonStarRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 勋章管理 and, hidden, one medal's holders (`/user/medalUser?medalId=4`), in the 用户 group. */
export const medalPages: RouteRecord[] = [
  {
    path: 'manageMedal',
    name: 'ManageMedal',
    component: lazyPage(() => import('./MedalPage'), 'MedalPage'),
    meta: { title: '勋章管理', icon: RibbonStarRegular, operation: 'getMedalList' },
  },
  {
    path: 'medalUser',
    name: 'MedalUser',
    hidden: true,
    component: lazyPage(() => import('./MedalUserPage'), 'MedalUserPage'),
    meta: { title: '勋章用户', operation: 'getMedalUserList', activeMenu: '/user/manageMedal', noCache: true },
  },
];
