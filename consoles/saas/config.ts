import type { ConsoleConfig } from '#kit/app/config';
import { saasRoutes } from './routes';

/** The SaaS console (站点管理中心), served at `/`. */
export const saasConfig: ConsoleConfig = {
  name: '站点管理中心',
  basename: '',
  tokenCookie: { name: 'saas-Token', days: 30 },
  routes: saasRoutes,
  // Public per §2.1 with no page in this console yet (the guard lets them through without a token).
  publicPaths: ['/applet-redirect'],
  home: { path: '/index', title: '首页' },
  accountOperation: 'getTokenAccount',
  logoutOperation: 'saasLogout',
  siteConsole: false,
  messages: { count: 'getSaasMessageCount', read: 'readSaasMessage' },
  events: 'getSaasEventStream',
  // The SaaS host is no site: its icon is the default one, no site setting to ask.
  favicon: '/favicon.ico',
  userMenu: () => [
    { key: 'personalSetting', label: '个人设置', to: '/personalSetting' },
    { key: 'logout', label: '退出登录', logout: true },
  ],
};
