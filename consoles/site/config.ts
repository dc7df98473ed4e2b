import type { ConsoleConfig } from '#kit/app/config';
import type { Schema } from '#sdk';
import { NotificationBell } from './features/notification/NotificationBell';
import { siteRoutes } from './routes';

/** The site console (one site's administration), served at `/console/` on the site's host. */
export const siteConfig: ConsoleConfig = {
  name: '站点控制台',
  basename: '/console',
  tokenCookie: { name: 'user-Token', days: 30 },
  routes: siteRoutes,
  home: { path: '/index', title: '首页' },
  accountOperation: 'getTokenUser',
  logoutOperation: 'consoleLogout',
  siteConsole: true,
  messages: { count: 'getConsoleMessageCount', read: 'readConsoleMessage' },
  events: 'getConsoleEventStream',
  liveCounts: ['getConsoleNotificationCount'],
  navbarExtra: NotificationBell,
  siteNameKey: 'siteName',
  userMenu: (user) => {
    const siteUser = user as Schema<'SiteUserInfo'> | null;
    return [
      { key: 'profile', label: '个人设置', to: '/personalSetting' },
      { key: 'front', label: '返回前台', href: siteUser?.frontUrl || '/' },
      ...(siteUser?.userType === 1 ? [{ key: 'centre', label: '站点管理中心', href: siteUser.centreUrl }] : []),
      { key: 'logout', label: '退出登录', logout: true as const },
    ];
  },
};
