import { GlobeRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 域名设置 in the 设置 group: only the owner may bind domains (the operation's role is `admin`). */
export const siteDomainSettingPages: RouteRecord[] = [
  {
    path: 'manageDomain',
    name: 'ManageDomain',
    component: lazyPage(() => import('./SiteDomainPage'), 'SiteDomainPage'),
    meta: { title: '域名设置', icon: GlobeRegular, operation: 'getConsoleSiteDomainList' },
  },
];
