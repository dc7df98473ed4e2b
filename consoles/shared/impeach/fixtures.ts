// Queue items for the report pages' tests (site console and SaaS console alike).
import type { Schema } from '#sdk';

export const impeachItem = (over: Partial<Schema<'ImpeachItem'>> = {}): Schema<'ImpeachItem'> => ({
  id: 31,
  targetType: 'post',
  targetId: 1024,
  title: '低价代写论文，加微信',
  excerpt: '专业团队代写各类论文，查重包过',
  link: '/post/1024',
  author: { id: 20, name: '广告小号', avatar: '', home: true },
  reportCount: 2,
  reasons: [
    { reason: '垃圾广告', count: 1 },
    { reason: '其他', count: 1 },
  ],
  reporters: [
    { id: 88, userId: 15, name: '书友小林', reason: '垃圾广告', reasonText: '', createdAt: '2026-11-21T09:00:00.000Z' },
    { id: 87, userId: 16, name: '星河旅人', reason: '其他', reasonText: '反复贴外链', createdAt: '2026-11-20T08:30:00.000Z' },
  ],
  firstReportedAt: '2026-11-20T08:30:00.000Z',
  lastReportedAt: '2026-11-21T09:00:00.000Z',
  state: 'open',
  action: null,
  handledBy: '',
  handledAt: null,
  note: '',
  ...over,
});
