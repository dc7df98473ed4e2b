import { ChatMultipleRegular, DeleteRegular, DocumentTextRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 帖子管理, 评论管理 (badges: what waits for review) and 回收站 (§2.2), top-level menu entries. */
export const moderationRoutes: RouteRecord[] = [
  {
    path: '/managePost',
    name: 'ManagePost',
    component: lazyPage(() => import('./PostPage'), 'PostPage'),
    meta: {
      title: '帖子管理',
      icon: DocumentTextRegular,
      operation: 'getConsolePostList',
      badge: { operation: 'getModerationCount', field: 'pendingPosts' },
    },
  },
  {
    path: '/manageComment',
    name: 'ManageComment',
    component: lazyPage(() => import('./CommentPage'), 'CommentPage'),
    meta: {
      title: '评论管理',
      icon: ChatMultipleRegular,
      operation: 'getConsoleCommentList',
      badge: { operation: 'getModerationCount', field: 'pendingComments' },
    },
  },
  {
    path: '/recycle',
    name: 'Recycle',
    component: lazyPage(() => import('./RecyclePage'), 'RecyclePage'),
    meta: { title: '回收站', icon: DeleteRegular, operation: 'getRecycleList' },
  },
];

/** 敏感词 (`/setting/manageSensitiveWord`), in the 设置 group. */
export const moderationSettingPages: RouteRecord[] = [
  {
    path: 'manageSensitiveWord',
    name: 'ManageSensitiveWord',
    component: lazyPage(() => import('./SensitiveWordPage'), 'SensitiveWordPage'),
    meta: { title: '敏感词', icon: ShieldKeyholeRegular, operation: 'getSensitiveWordList' },
  },
];
