import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';
import { HomePage } from './HomePage';

export const postPages: RouteRecord[] = [
  // The home page is in the first load: it is where most visits start.
  {
    path: '/',
    name: 'Home',
    public: true,
    component: HomePage,
    meta: { title: '首页', operation: ['getForumSectionList', 'getPostList'] },
  },
  {
    path: '/section/:id',
    name: 'Section',
    public: true,
    component: lazyPage(() => import('./SectionPage'), 'SectionPage'),
    meta: { title: '版块', operation: ['getForumSectionList', 'getPostList'] },
  },
  {
    path: '/post/:id',
    name: 'Post',
    public: true,
    component: lazyPage(() => import('./PostPage'), 'PostPage'),
    meta: { title: '帖子', operation: ['getPost', 'getCommentList'] },
  },
  {
    path: '/post/:id/edit',
    name: 'EditPost',
    component: lazyPage(() => import('./WritePage'), 'EditPostPage'),
    meta: { title: '编辑帖子', operation: 'updatePost' },
  },
  {
    path: '/write',
    name: 'Write',
    component: lazyPage(() => import('./WritePage'), 'WritePage'),
    meta: { title: '发帖', operation: 'createPost' },
  },
  {
    path: '/search',
    name: 'Search',
    public: true,
    component: lazyPage(() => import('./SearchPage'), 'SearchPage'),
    meta: { title: '搜索', operation: 'searchPosts' },
  },
];
