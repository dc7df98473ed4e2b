// Answers the moderation pages' tests share.
import type { Schema } from '#sdk';

const author = { id: 12, name: '林间读书人', avatar: '', home: true };

export const consolePosts: Schema<'ConsolePost'>[] = [
  {
    id: 1024,
    sectionId: 4,
    sectionName: '科幻小说',
    title: '重读《三体》：黑暗森林里的善意',
    excerpt: '第三次读三体……',
    images: [],
    author,
    status: 10,
    pinned: false,
    featured: false,
    locked: false,
    commentCount: 0,
    likeCount: 0,
    viewCount: 12,
    createdAt: '2026-11-20T08:30:00.000Z',
    activeAt: '2026-11-20T08:30:00.000Z',
    reason: '',
    reviewedBy: '',
    reviewedAt: null,
    updatedAt: '2026-11-20T08:30:00.000Z',
    deletedAt: null,
  },
  {
    id: 1025,
    sectionId: 4,
    sectionName: '科幻小说',
    title: '《球状闪电》读后',
    excerpt: '林云这个角色……',
    images: [],
    author: { id: 15, name: '山月', avatar: '', home: true },
    status: 20,
    pinned: true,
    featured: true,
    locked: false,
    commentCount: 3,
    likeCount: 8,
    viewCount: 120,
    createdAt: '2026-11-19T08:30:00.000Z',
    activeAt: '2026-11-21T08:30:00.000Z',
    reason: '',
    reviewedBy: 'admin',
    reviewedAt: '2026-11-19T09:00:00.000Z',
    updatedAt: '2026-11-19T09:00:00.000Z',
    deletedAt: null,
  },
];

export const postDetail: Schema<'ConsolePostDetail'> = {
  ...consolePosts[0],
  content: '<p>第三次读<strong>三体</strong>，注意到很多细节。</p>',
  history: [{ action: 'contentRejected', actorName: 'admin', at: '2026-11-20T09:00:00.000Z', reason: '标题党' }],
};

export const consoleComments: Schema<'ConsoleComment'>[] = [
  {
    id: 2048,
    postId: 1024,
    postTitle: '重读《三体》：黑暗森林里的善意',
    parentId: null,
    content: '<p>同感，罗辑的那段独白写得真好。</p>',
    excerpt: '同感，罗辑的那段独白写得真好。',
    author,
    status: 60,
    reason: '',
    likeCount: 1,
    replyCount: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
  },
];

export const recyclePosts: Schema<'RecycleItem'>[] = [
  {
    id: 1030,
    title: '出二手书，加微信',
    excerpt: '全新未拆封……',
    postId: 1030,
    author,
    deletedByKind: 'console',
    deletedBy: 'admin',
    deletedAt: '2026-11-22T09:00:00.000Z',
    previousStatus: 20,
  },
];

export const recycleComments: Schema<'RecycleItem'>[] = [
  {
    id: 2050,
    title: '重读《三体》：黑暗森林里的善意',
    excerpt: '楼主说得不对',
    postId: 1024,
    author,
    deletedByKind: 'member',
    deletedBy: '林间读书人',
    deletedAt: '2026-11-22T10:00:00.000Z',
    previousStatus: 20,
  },
];
