import { PersonRegular, TagMultipleRegular, TagRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 用户管理, one member's record (hidden, `/user/manageUserInfo?userId=`) and 标签管理, in the 用户 group. */
export const memberPages: RouteRecord[] = [
  {
    path: 'manageUser',
    name: 'ManageUser',
    component: lazyPage(() => import('./MemberPage'), 'MemberPage'),
    meta: { title: '用户管理', icon: PersonRegular, operation: 'getConsoleUserList' },
  },
  {
    path: 'manageUserInfo',
    name: 'ManageUserInfo',
    hidden: true,
    component: lazyPage(() => import('./MemberRecordPage'), 'MemberRecordPage'),
    meta: { title: '成员档案', operation: 'getSiteUserRecord', activeMenu: '/user/manageUser', noCache: true },
  },
  {
    path: 'manageLabel',
    name: 'ManageLabel',
    component: lazyPage(() => import('./LabelPage'), 'LabelPage'),
    meta: { title: '标签管理', icon: TagRegular, operation: 'createMemberLabel' },
  },
];

/** 标签用户, in the 设置 group (spec §2.2 /setting/labelUserList). */
export const memberSettingPages: RouteRecord[] = [
  {
    path: 'labelUserList',
    name: 'LabelUserList',
    component: lazyPage(() => import('./LabelUserPage'), 'LabelUserPage'),
    meta: { title: '标签用户', icon: TagMultipleRegular, operation: 'getLabelUserList', noCache: true },
  },
];
