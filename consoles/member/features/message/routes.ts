import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 私信: my conversations, one conversation with its composer, and my 黑名单. */
export const messagePages: RouteRecord[] = [
  {
    path: '/messages',
    name: 'Messages',
    component: lazyPage(() => import('./MessagesPage'), 'MessagesPage'),
    meta: { title: '私信', operation: 'getConversationList' },
  },
  {
    path: '/messages/blocked',
    name: 'MessageBlockList',
    component: lazyPage(() => import('./BlockListPage'), 'BlockListPage'),
    meta: { title: '黑名单', operation: 'getMyBlockList' },
  },
  {
    path: '/messages/:conversationId',
    name: 'Conversation',
    component: lazyPage(() => import('./ConversationPage'), 'ConversationPage'),
    meta: { title: '私信', operation: 'getConversationMessageList' },
  },
];
