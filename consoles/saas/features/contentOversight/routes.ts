import {
  BoardRegular,
  CommentMultipleRegular,
  DocumentSearchRegular,
  DocumentTextRegular,
  ShieldKeyholeRegular,
  TextGrammarErrorRegular,
} from '@fluentui/react-icons';
import { menuGroup } from '#kit/routes/menuGroup';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 站点内容's pages: the platform's oversight of every site's posts, comments and sections (ContentAudit). */
export const contentOversightPages: RouteRecord[] = [
  {
    path: 'managePost',
    name: 'ManagePost',
    component: lazyPage(() => import('./ManagePostPage'), 'ManagePostPage'),
    meta: { title: '帖子监管', icon: DocumentTextRegular, operation: 'getSaasPostList' },
  },
  {
    path: 'manageComment',
    name: 'ManageComment',
    component: lazyPage(() => import('./ManageCommentPage'), 'ManageCommentPage'),
    meta: { title: '评论监管', icon: CommentMultipleRegular, operation: 'getSaasCommentList' },
  },
  {
    path: 'manageSection',
    name: 'ManageSection',
    component: lazyPage(() => import('./ManageSectionPage'), 'ManageSectionPage'),
    meta: { title: '版块监管', icon: BoardRegular, operation: 'getSaasSectionList' },
  },
];

/** The 站点内容 group with this feature's pages alone (the app adds the other features' pages to it). */
export const contentOversightRoutes: RouteRecord[] = [
  menuGroup('/siteContent', { title: '站点内容', icon: ShieldKeyholeRegular }, contentOversightPages),
];

/** Pages of the 系统设置 group: the search index (SiteSetting) and the platform's sensitive words (ContentAudit). */
export const contentOversightSettingPages: RouteRecord[] = [
  {
    path: 'manageSearchIndex',
    name: 'ManageSearchIndex',
    component: lazyPage(() => import('./ManageSearchIndexPage'), 'ManageSearchIndexPage'),
    meta: { title: '搜索索引', icon: DocumentSearchRegular, operation: 'getSearchIndexList' },
  },
  {
    path: 'manageSensitiveWord',
    name: 'ManageSensitiveWord',
    component: lazyPage(() => import('./ManageSensitiveWordPage'), 'ManageSensitiveWordPage'),
    meta: { title: '平台敏感词', icon: TextGrammarErrorRegular, operation: 'getPlatformSensitiveWordList' },
  },
];
