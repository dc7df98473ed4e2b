import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberProfile, memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;
const author = { id: 12, name: '林间读书人', avatar: '', home: true };
const section = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  description: '',
  icon: '',
  categoryId: 1,
  categoryName: '读书',
  postCount: 12345,
  reviewFirst: false,
  canPost: true,
  ...extra,
});
const sections = {
  list: [
    section(4, '科幻小说'),
    section(5, '站务公告', { canPost: false, categoryId: null, categoryName: '' }),
    section(6, '历史', { reviewFirst: true }),
  ],
};
const summary = (id: number, title: string, extra: object = {}) => ({
  id,
  sectionId: 4,
  sectionName: '科幻小说',
  title,
  excerpt: `${title}的摘要`,
  images: [],
  author,
  status: 20,
  pinned: false,
  featured: false,
  locked: false,
  commentCount: 3,
  likeCount: 15000,
  viewCount: 480,
  createdAt: '2026-11-20T08:30:00.000Z',
  activeAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});
const detail = (extra: object = {}) => ({
  ...summary(7, '重读《三体》'),
  content: '<p>黑暗森林里的<strong>善意</strong></p><p><img src="/files/1/a.png" alt=""></p>',
  liked: false,
  bookmarked: false,
  watched: false,
  mine: false,
  reason: '',
  updatedAt: '2026-11-20T08:30:00.000Z',
  ...extra,
});
const reply = (id: number, content: string, extra: object = {}) => ({
  id,
  postId: 7,
  parentId: 100,
  content: `<p>${content}</p>`,
  author: { id: 20 + id, name: `读者${id}`, avatar: '', home: true },
  replyTo: null,
  status: 20,
  likeCount: 0,
  liked: false,
  replyCount: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});
const comments = {
  list: [
    {
      ...reply(100, '写得真好', { parentId: null, replyCount: 4 }),
      replies: [
        reply(101, '同意'),
        reply(102, '我也觉得', { replyTo: { id: 121, name: '读者101' } }),
        reply(103, '我的回复还在审核', { status: 10 }),
      ],
    },
  ],
  nextCursor: null,
};

describe('首页', () => {
  it('shows sections by category with counts and the latest posts, more by cursor', async () => {
    const view = renderMember('/', {
      getMemberSite: ok(memberSite),
      getForumSectionList: ok(sections),
      getPostList: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'MTI4'
          ? ok({ list: [summary(2, '第二页的帖子')], nextCursor: null })
          : ok({ list: [summary(1, '第一页的帖子')], nextCursor: 'MTI4' }),
    });
    expect(await screen.findByText('第一页的帖子')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '读书' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '其他版块' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /科幻小说\s*1.2万 帖/ })).toHaveAttribute('href', '/section/4');
    expect(screen.getAllByText('赞 1.5万')[0]).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第二页的帖子')).toBeInTheDocument();
    expect(screen.getByText('第一页的帖子')).toBeInTheDocument();
    // The title's link opens the post; the author's name is a link of its own, to their home.
    expect(screen.getByRole('link', { name: '第一页的帖子' })).toHaveAttribute('href', '/post/1');
    expect(screen.getAllByRole('link', { name: '林间读书人' })[0]).toHaveAttribute('href', '/user/12');
    expect(view.callsOf('getPostList').map((c) => new URL(c.request.url).searchParams.get('sort'))).toEqual(['new', 'new']);
    await waitFor(() => expect(document.title).toBe('青禾读书会'));
    expect(document.querySelector('link[rel="shortcut icon"]')).toHaveAttribute('href', '/files/1/favicon.png');
  });
});

describe('版块', () => {
  it('lists the section’s posts, switches sort and 精华', async () => {
    const view = renderMember('/section/4', {
      getMemberSite: ok(memberSite),
      getForumSectionList: ok(sections),
      getPostList: ok({ list: [summary(3, '置顶的帖子', { pinned: true }), summary(1, '普通帖子')], nextCursor: null }),
    });
    expect(await screen.findByText('置顶的帖子')).toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '最新发布' }));
    fireEvent.click(screen.getByRole('button', { name: '精华' }));
    await waitFor(() => expect(view.callsOf('getPostList')).toHaveLength(3));
    const queries = view.callsOf('getPostList').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
    expect(queries).toEqual([
      { sectionId: '4', sort: 'active' },
      { sectionId: '4', sort: 'new' },
      { sectionId: '4', sort: 'new', featured: 'true' },
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: '发帖' })).toHaveAttribute('href', '/write?sectionId=4');
  });
});

describe('帖子', () => {
  it('shows the content, comments with replies, 回复 @name and the reader’s own pending reply as 审核中', async () => {
    renderMember('/post/7', { getMemberSite: ok(memberSite), getPost: ok(detail()), getCommentList: ok(comments) });
    expect(await screen.findByRole('heading', { name: /重读《三体》/ })).toBeInTheDocument();
    expect(screen.getByText('善意').tagName).toBe('STRONG');
    expect(await screen.findByText('写得真好')).toBeInTheDocument();
    expect(screen.getByText('回复 @读者101')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: '林间读书人' })).toHaveAttribute('href', '/user/12');
    expect(screen.getByRole('link', { name: '读者101' })).toHaveAttribute('href', '/user/121');
    const pending = screen.getByText('我的回复还在审核').closest('.m-comment') as HTMLElement;
    expect(within(pending).getByText('审核中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看更多回复（2）' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('重读《三体》 - 青禾读书会'));
  });

  it('sends a signed-out reader who likes to the login page and back', async () => {
    const view = renderMember('/post/7', { getMemberSite: ok(memberSite), getPost: ok(detail()), getCommentList: ok(comments) });
    fireEvent.click(await screen.findByRole('button', { name: /点赞/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fpost%2F7');
    expect(view.callsOf('likePost')).toHaveLength(0);
  });

  it('likes, replies to a reply and reads more replies', async () => {
    const view = renderMember(
      '/post/7',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getPost: ok(detail()),
        getCommentList: ok(comments),
        likePost: ok({ liked: true, likeCount: 15001 }),
        createComment: ok({ id: 300, status: 10 }, '评论已提交'),
        getCommentReplies: ok({ list: [reply(101, '同意'), reply(104, '第四条回复')], nextCursor: null }),
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: /点赞/ }));
    await waitFor(() => expect(view.callsOf('likePost')).toHaveLength(1));
    expect(view.callsOf('likePost')[0].body).toEqual({ postId: 7 });
    const target = (await screen.findByText('同意')).closest('.m-comment') as HTMLElement;
    fireEvent.click(within(target).getByRole('button', { name: '回复' }));
    fireEvent.change(screen.getByRole('textbox', { name: '回复 @读者101' }), { target: { value: '说得对 <b>' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(view.callsOf('createComment')).toHaveLength(1));
    expect(view.callsOf('createComment')[0].body).toEqual({ postId: 7, content: '<p>说得对 &#60;b&#62;</p>', parentId: 101 });
    expect(await screen.findByText('评论已提交，等待审核')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看更多回复（2）' }));
    expect(await screen.findByText('第四条回复')).toBeInTheDocument();
  });

  it('says a post that is not there does not exist', async () => {
    renderMember('/post/8', { getMemberSite: ok(memberSite), getCommentList: ok(comments) });
    expect(await screen.findByText('帖子不存在或已被删除')).toBeInTheDocument();
  });
});

describe('搜索', () => {
  it('shows the server’s highlights as HTML', async () => {
    const view = renderMember('/search?keyword=三体', {
      getMemberSite: ok(memberSite),
      searchPosts: ok({
        list: [
          {
            id: 7,
            title: '重读《三体》',
            titleHighlight: '重读《<em>三体</em>》&lt;b&gt;',
            excerptHighlight: '第三次读<em>三体</em>',
            sectionId: 4,
            sectionName: '科幻小说',
            author,
            createdAt: '2026-11-20T08:30:00.000Z',
            commentCount: 1,
            likeCount: 2,
            matchedComment: null,
          },
        ],
        total: 1,
        more: false,
      }),
    });
    const title = await screen.findByRole('heading', { name: '重读《三体》<b>' });
    expect(title.querySelector('em')).toHaveTextContent('三体');
    expect(title.querySelector('b')).toBeNull();
    expect(screen.getByText('找到 1 篇帖子')).toBeInTheDocument();
    expect(new URL(view.callsOf('searchPosts')[0].request.url).searchParams.get('keyword')).toBe('三体');
  });
});

describe('发帖', () => {
  it('offers only the sections the member may post in and says what is missing', async () => {
    renderMember(
      '/write',
      { getMemberSite: ok(memberSite), getMemberProfile: ok(memberProfile), getForumSectionList: ok(sections) },
      { token: TOKEN },
    );
    const picker = await screen.findByRole('combobox', { name: '版块' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('选择版块');
    expect(within(picker).queryByRole('option', { name: /站务公告/ })).toBeNull();
    expect(within(picker).getByRole('option', { name: '读书 / 历史（审核后显示）' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请选择版块')).toBeInTheDocument();
    expect(screen.getByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请输入正文')).toBeInTheDocument();
  });
});
