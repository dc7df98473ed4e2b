import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 成员主页: public (the server writes it too, for search engines: server/src/http/member-page-profile.ts). */
export const profilePages: RouteRecord[] = [
  {
    path: '/user/:id',
    name: 'MemberHome',
    public: true,
    component: lazyPage(() => import('./MemberHomePage'), 'MemberHomePage'),
    meta: { title: '成员主页', operation: 'getMemberHome' },
  },
  {
    path: '/me/profile',
    name: 'EditProfile',
    component: lazyPage(() => import('./EditProfilePage'), 'EditProfilePage'),
    meta: { title: '编辑资料', operation: 'updateMemberProfile' },
  },
];
