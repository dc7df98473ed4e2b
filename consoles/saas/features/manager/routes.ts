import { PeopleRegular, PeopleTeamRegular, PersonAccountsRegular, ShieldPersonRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/**
 * 用户管理 (§6 users group): accounts, users of every site, managers. The group has no roles of its own: it shows
 * when one of its pages may be opened, and each page keeps its own. No redirect: which page the bare group should
 * open depends on the roles.
 */
export const managerRoutes: RouteRecord[] = [
  {
    path: '/account',
    alwaysShow: true,
    meta: { title: '用户管理', icon: PeopleRegular },
    children: [
      {
        path: 'manageAccount',
        name: 'ManageAccount',
        component: lazyPage(() => import('./ManageAccountPage'), 'ManageAccountPage'),
        meta: { title: '账号管理', icon: PersonAccountsRegular, operation: 'getAccountList', messageType: 'account' },
      },
      {
        path: 'manageSiteAccount',
        name: 'ManageSiteAccount',
        component: lazyPage(() => import('./ManageSiteAccountPage'), 'ManageSiteAccountPage'),
        meta: { title: '站点用户', icon: PeopleTeamRegular, operation: 'getUserList', messageType: 'siteUser' },
      },
      {
        path: 'managerSetting',
        name: 'ManagerSetting',
        component: lazyPage(() => import('./ManagerSettingPage'), 'ManagerSettingPage'),
        meta: { title: '管理员设置', icon: ShieldPersonRegular, operation: 'getManagerList' },
      },
    ],
  },
];
