import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const home = {
  id: 12,
  nickname: '林间读书人',
  avatar: '/files/1/avatar.webp',
  rank: { name: '资深书友', color: '#67C23A' },
  joinedAt: '2026-03-02T08:00:00.000Z',
  postCount: 18,
  answerCount: 5,
  followerCount: 9,
  followingCount: 3,
  followed: false,
  medals: [
    { id: 4, name: '活跃作者', description: '发布 5 篇以上帖子的成员', icon: '', color: '#409EFF', grantedAt: '2026-11-02T10:00:00+08:00' },
  ],
  recentPosts: [{ id: 1024, title: '重读《三体》', createdAt: '2026-11-20T08:30:00.000Z' }],
  recentAnswers: [{ id: 88, questionId: 31, title: '有什么好看的科幻小说？', createdAt: '2026-11-21T10:00:00.000Z' }],
};

describe('成员主页', () => {
  it('shows the member with one h1, rank, counts, medals and links to their posts and answers, to visitors', async () => {
    const view = renderMember('/user/12', { getMemberSite: ok(memberSite), getMemberHome: ok(home) });
    expect(await screen.findByRole('heading', { level: 1, name: '林间读书人' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('资深书友')).toBeInTheDocument();
    expect(screen.getByText(/2026-03-02 加入/)).toBeInTheDocument();
    const counts = screen.getByText('帖子').closest('dl') as HTMLElement;
    expect(within(counts).getByText('18')).toBeInTheDocument();
    expect(within(counts).getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '勋章 · 1' })).toBeInTheDocument();
    expect(screen.getByText('活跃作者')).toBeInTheDocument();
    const posts = screen.getByRole('region', { name: '最近的帖子' });
    expect(within(posts).getByRole('link', { name: '重读《三体》' })).toHaveAttribute('href', '/post/1024');
    const answers = screen.getByRole('region', { name: '最近的回答' });
    expect(within(answers).getByRole('link', { name: '有什么好看的科幻小说？' })).toHaveAttribute('href', '/question/31#answer-88');
    expect(document.querySelector('.m-user-head img')).toHaveAttribute('src', '/files/1/avatar.webp');
    expect(view.callsOf('getMemberHome').map((c) => new URL(c.request.url).searchParams.get('id'))).toEqual(['12']);
  });

  it('says the member is missing on a 404 and for an id that is no number, without asking', async () => {
    const missing = renderMember('/user/99', { getMemberSite: ok(memberSite), getMemberHome: fail(404, 5, '成员不存在') });
    expect(await screen.findByText('成员不存在或已被删除')).toBeInTheDocument();
    missing.unmount();
    const view = renderMember('/user/abc', { getMemberSite: ok(memberSite) });
    expect(await screen.findByText('成员不存在或已被删除')).toBeInTheDocument();
    expect(view.callsOf('getMemberHome')).toEqual([]);
  });

  it('shows empty lists for a member without rank, medals or content', async () => {
    renderMember('/user/12', {
      getMemberSite: ok(memberSite),
      getMemberHome: ok({ ...home, rank: null, medals: [], recentPosts: [], recentAnswers: [], postCount: 0, answerCount: 0 }),
    });
    expect(await screen.findByText('还没有帖子')).toBeInTheDocument();
    expect(screen.getByText('还没有回答')).toBeInTheDocument();
    expect(screen.queryByText('资深书友')).toBeNull();
    expect(screen.queryByRole('heading', { name: /勋章/ })).toBeNull();
  });
});
