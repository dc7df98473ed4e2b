import { NavigationRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 导航设置, in the 设置 group (§2.2 `/setting/manageNavigation`). */
export const navigationSettingPages: RouteRecord[] = [
  {
    path: 'manageNavigation',
    name: 'ManageNavigation',
    component: lazyPage(() => import('./NavigationPage'), 'NavigationPage'),
    meta: { title: '导航设置', icon: NavigationRegular, operation: 'saveNavigation' },
  },
];
