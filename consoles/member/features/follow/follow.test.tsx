import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberPostDetail, memberProfile, memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;
const home = (extra: object = {}) => ({
  id: 30,
  nickname: '山中听雨',
  avatar: '',
  rank: null,
  joinedAt: '2026-03-02T08:00:00.000Z',
  postCount: 2,
  answerCount: 0,
  followerCount: 4,
  followingCount: 1,
  followed: false,
  medals: [],
  recentPosts: [],
  recentAnswers: [],
  ...extra,
});
const post = memberPostDetail;
const bookmark = (postId: number, title: string) => ({
  postId,
  title,
  sectionId: 4,
  sectionName: '科幻小说',
  author: { id: 30, name: '山中听雨', avatar: '', home: true },
  createdAt: '2026-11-20T08:30:00.000Z',
  bookmarkedAt: '2026-11-22T09:00:00.000Z',
});

describe('关注成员', () => {
  it('shows the counts and sends a signed-out visitor who presses 关注 to sign in', async () => {
    const view = renderMember('/user/30', { getMemberSite: ok(memberSite), getMemberHome: ok(home()) });
    const counts = (await screen.findByText('粉丝')).closest('dl') as HTMLElement;
    expect(within(counts).getByText('4')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fuser%2F30');
    expect(view.callsOf('followMember')).toHaveLength(0);
  });

  it('follows and unfollows, reading the home again after each', async () => {
    let followed = false;
    const view = renderMember(
      '/user/30',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMemberHome: () => ok(home({ followed, followerCount: followed ? 5 : 4 })),
        followMember: () => {
          followed = true;
          return ok({ followed: true, followerCount: 5 }, '已关注');
        },
        unfollowMember: () => {
          followed = false;
          return ok({ followed: false, followerCount: 4 }, '已取消关注');
        },
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    await waitFor(() => expect(view.callsOf('followMember')).toHaveLength(1));
    expect(view.callsOf('followMember')[0].body).toEqual({ id: 30 });
    const button = await screen.findByRole('button', { name: '已关注' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    await waitFor(() => expect(view.callsOf('unfollowMember')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '关注' })).toBeInTheDocument();
  });

  it('shows no follow button on my own home', async () => {
    renderMember(
      '/user/12',
      { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile), getMemberHome: ok(home({ id: 12, nickname: '林间读书人' })) },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '林间读书人' })).toBeInTheDocument();
    await screen.findByText('粉丝');
    expect(screen.queryByRole('button', { name: /关注/ })).toBeNull();
  });
});

describe('收藏与关注帖子', () => {
  it('bookmarks and watches a post', async () => {
    let state = { bookmarked: false, watched: false };
    const view = renderMember(
      '/post/7',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getPost: () => ok(post(state)),
        getCommentList: ok({ list: [], nextCursor: null }),
        addBookmark: () => {
          state = { ...state, bookmarked: true };
          return ok({ bookmarked: true }, '已收藏');
        },
        watchPost: () => {
          state = { ...state, watched: true };
          return ok({ watched: true }, '已关注帖子');
        },
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() => expect(view.callsOf('addBookmark')).toHaveLength(1));
    expect(view.callsOf('addBookmark')[0].body).toEqual({ postId: 7 });
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '关注帖子' }));
    await waitFor(() => expect(view.callsOf('watchPost')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '已关注帖子' })).toBeInTheDocument();
  });

  it('sends a signed-out reader who bookmarks to sign in', async () => {
    const view = renderMember('/post/7', {
      getMemberSite: ok(memberSite),
      getPost: ok(post()),
      getCommentList: ok({ list: [], nextCursor: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.callsOf('addBookmark')).toHaveLength(0);
  });
});

describe('关注版块', () => {
  const forumSections = {
    list: [
      {
        id: 4,
        name: '科幻小说',
        description: '',
        icon: '',
        categoryId: 1,
        categoryName: '读书',
        postCount: 3,
        reviewFirst: false,
        canPost: true,
      },
    ],
  };
  it('watches and unwatches a section from its page, reading the state again after each', async () => {
    let watched = false;
    const view = renderMember(
      '/section/4',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getForumSectionList: ok(forumSections),
        getPostList: ok({ list: [], nextCursor: null }),
        getSectionWatch: () => ok({ watched }),
        watchSection: () => {
          watched = true;
          return ok({ watched }, '已关注版块');
        },
        unwatchSection: () => {
          watched = false;
          return ok({ watched }, '已取消关注版块');
        },
      },
      { token: TOKEN },
    );
    const off = await screen.findByRole('button', { name: '关注版块' });
    await waitFor(() => expect(off).toBeEnabled());
    expect(new URL(view.callsOf('getSectionWatch')[0].request.url).searchParams.get('sectionId')).toBe('4');
    fireEvent.click(off);
    await waitFor(() => expect(view.callsOf('watchSection')).toHaveLength(1));
    expect(view.callsOf('watchSection')[0].body).toEqual({ sectionId: 4 });
    const on = await screen.findByRole('button', { name: '已关注版块' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(on).toBeEnabled());
    fireEvent.click(on);
    await waitFor(() => expect(view.callsOf('unwatchSection')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '关注版块' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out reader to sign in without asking the server', async () => {
    const view = renderMember('/section/4', {
      getMemberSite: ok(memberSite),
      getForumSectionList: ok(forumSections),
      getPostList: ok({ list: [], nextCursor: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '关注版块' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.callsOf('getSectionWatch')).toHaveLength(0);
    expect(view.callsOf('watchSection')).toHaveLength(0);
  });
});

describe('我的收藏与我的关注', () => {
  it('lists my bookmarks and removes one', async () => {
    let list = [bookmark(7, '重读《三体》'), bookmark(8, '银河帝国')];
    const view = renderMember(
      '/me/bookmarks',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyBookmarkList: () => ok({ list, total: list.length }),
        removeBookmark: () => {
          list = list.slice(1);
          return ok({ bookmarked: false }, '已取消收藏');
        },
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '我的收藏' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '重读《三体》' })).toHaveAttribute('href', '/post/7');
    expect(screen.getAllByRole('link', { name: '科幻小说' })[0]).toHaveAttribute('href', '/section/4');
    fireEvent.click(screen.getAllByRole('button', { name: '取消收藏' })[0]);
    await waitFor(() => expect(view.callsOf('removeBookmark')).toHaveLength(1));
    expect(view.callsOf('removeBookmark')[0].body).toEqual({ postId: 7 });
    await waitFor(() => expect(screen.queryByRole('link', { name: '重读《三体》' })).toBeNull());
  });

  it('says when there are no bookmarks', async () => {
    renderMember(
      '/me/bookmarks',
      { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile), getMyBookmarkList: ok({ list: [], total: 0 }) },
      { token: TOKEN },
    );
    expect(await screen.findByText(/还没有收藏帖子/)).toBeInTheDocument();
  });

  it('shows whom I follow and, on its tab, my followers', async () => {
    const view = renderMember(
      '/me/following',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getMyFollowingList: ok({ list: [{ id: 30, nickname: '山中听雨', avatar: '', followedAt: '2026-11-22T09:00:00.000Z' }], total: 1 }),
        getMyFollowerList: ok({ list: [], total: 0 }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByRole('link', { name: /山中听雨/ })).toHaveAttribute('href', '/user/30');
    fireEvent.click(screen.getByRole('button', { name: '我的粉丝' }));
    expect(await screen.findByText('还没有人关注你')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?tab=followers');
  });

  it('puts 我的收藏 and 我的关注 on 我的', async () => {
    renderMember('/me', { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile) }, { token: TOKEN });
    expect(await screen.findByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/me/bookmarks');
    expect(screen.getByRole('link', { name: '我的关注 · 粉丝' })).toHaveAttribute('href', '/me/following');
  });
});
