import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { MemberRecordPage } from './MemberRecordPage';

const record = {
  id: 12,
  account: 'reader1',
  userName: '书友小林',
  mobile: '138****0021',
  avatarUrl: '',
  status: 1 as const,
  isAdmin: false,
  createdAt: '2026-06-01T08:12:40.000Z',
  lastLoginAt: '2026-11-20T08:12:40.000Z',
  mutedUntil: null,
  bannedUntil: null,
  rankName: '资深书友',
  points: [
    { category: 'reputation', name: '声望', balance: 1280 },
    { category: 'coin', name: '金币', balance: 300 },
  ],
  labels: [{ id: 1, name: '核心书友', color: '#409EFF' }],
  medals: [{ id: 4, name: '优秀书评人', color: '#E6A23C', icon: '', grantedAt: '2026-11-01T10:00:00.000Z' }],
  counts: { posts: 3, comments: 5, questions: 1, answers: 2, reportsMade: 1, reportsReceived: 0, sanctions: 1 },
  reportsMade: [{ id: 3, targetType: 'post', targetId: 21, reason: '垃圾广告', state: 'open', at: '2026-11-20T08:12:40.000Z' }],
  reportsReceived: [],
  signIns: [{ at: '2026-11-20T08:12:40.000Z', door: 'member', ip: '127.0.0.1' }],
};

describe('成员档案', { timeout: 30_000 }, () => {
  it('shows the record and the lists by member in tabs', async () => {
    const { store, sent } = siteTestStore({
      getSiteUserRecord: ok(record),
      getConsolePostList: ok({ list: [], total: 0 }),
      getSiteUserSanctionList: ok({
        list: [
          {
            id: 7,
            userId: 12,
            kind: 'mute',
            reason: '在书评区与人争吵',
            startsAt: '2026-09-21T10:00:00.000Z',
            endsAt: '2026-09-24T10:00:00.000Z',
            liftedAt: '2026-09-22T10:00:00.000Z',
            liftedBy: 1,
            actorId: 1,
            actorName: '站点管理员',
            active: false,
          },
        ],
      }),
    });
    renderPage(<MemberRecordPage />, { config: siteConfig, store, path: '/user/manageUserInfo?userId=12' });
    expect(await screen.findByText('成员档案：书友小林')).toBeInTheDocument();
    expect(screen.getByText('核心书友')).toBeInTheDocument();
    expect(screen.getByText('优秀书评人')).toBeInTheDocument();
    expect(screen.getByText('1280')).toBeInTheDocument();
    expect(await screen.findByText('没有帖子')).toBeInTheDocument();
    expect(new URL(sent('getConsolePostList')[0]!.request.url).searchParams.get('authorId')).toBe('12');
    await userEvent.setup().click(screen.getByRole('tab', { name: '禁言与封禁 1' }));
    expect(await screen.findByText('在书评区与人争吵')).toBeInTheDocument();
    expect(screen.getByText('禁言（已解除）')).toBeInTheDocument();
  });
});
