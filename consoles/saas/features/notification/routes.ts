import { MailInboxRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 消息发送统计 and its hidden list (§2.1 `/account/subscribeMessageLog`, `subscribeMessageLogList`), in 用户管理. */
export const subscribeMessageLogPages: RouteRecord[] = [
  {
    path: 'subscribeMessageLog',
    name: 'SubscribeMessageLog',
    component: lazyPage(() => import('./SubscribeMessageLogPage'), 'SubscribeMessageLogPage'),
    meta: { title: '消息发送统计', icon: MailInboxRegular, operation: 'getSubscribeMessageLogStatistic' },
  },
  {
    path: 'subscribeMessageLogList',
    name: 'SubscribeMessageLogList',
    hidden: true,
    component: lazyPage(() => import('./SubscribeMessageLogListPage'), 'SubscribeMessageLogListPage'),
    meta: { title: '消息发送记录', operation: 'getSubscribeMessageLogList', activeMenu: '/account/subscribeMessageLog', noCache: true },
  },
];
