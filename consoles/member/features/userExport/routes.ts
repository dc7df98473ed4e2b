import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 个人信息: my own data and the erasure of my account (PIPL); a lazy chunk, outside the first load. */
export const privacyPages: RouteRecord[] = [
  {
    path: '/me/privacy',
    name: 'MemberPrivacy',
    component: lazyPage(() => import('./PrivacyPage'), 'PrivacyPage'),
    meta: { title: '个人信息', operation: ['exportMyData', 'eraseMyAccount'] },
  },
];
