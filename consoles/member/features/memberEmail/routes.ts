import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 我的 › 邮箱: add and verify an address, the daily digest; a lazy chunk, outside the first load. */
export const memberEmailPages: RouteRecord[] = [
  {
    path: '/me/email',
    name: 'MemberEmail',
    component: lazyPage(() => import('./EmailPage'), 'EmailPage'),
    meta: {
      title: '邮箱',
      operation: ['getMemberEmail', 'requestMemberEmailVerification', 'verifyMemberEmail', 'removeMemberEmail', 'updateMemberEmailDigest'],
    },
  },
];
