import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { DEFAULT_THEME } from '#sdk';
import { memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const sections = {
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
const posts = { list: [], nextCursor: null };
const theme = (homeLayout: string, preview = false) => ok({ theme: { ...DEFAULT_THEME, homeLayout }, preview });
/** The page's headings in document order. */
const headings = () => screen.getAllByRole('heading').map((h) => h.textContent ?? '');

describe('首页布局 (the theme’s homeLayout)', () => {
  it('puts the latest posts above the sections for latestPosts', async () => {
    renderMember('/', {
      getMemberSite: ok(memberSite),
      getForumSectionList: ok(sections),
      getPostList: ok(posts),
      getMemberTheme: theme('latestPosts'),
    });
    await screen.findByRole('heading', { name: '最新帖子' });
    expect(headings()).toEqual(['最新帖子', '读书']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps today’s order (sections, then the latest posts) for sectionGrid', async () => {
    renderMember('/', {
      getMemberSite: ok(memberSite),
      getForumSectionList: ok(sections),
      getPostList: ok(posts),
      getMemberTheme: theme('sectionGrid'),
    });
    await screen.findByRole('heading', { name: '最新帖子' });
    expect(headings()).toEqual(['读书', '最新帖子']);
  });

  it('shows the newest questions first for questionsFirst, and says when a draft is being previewed', async () => {
    const view = renderMember('/?themePreview=abc', {
      getMemberSite: ok({ ...memberSite, questionFunctionStatus: 1 }),
      getForumSectionList: ok(sections),
      getPostList: ok(posts),
      getMemberTheme: theme('questionsFirst', true),
      getQuestionList: ok({ list: [], total: 0 }),
    });
    expect(await screen.findByRole('heading', { name: '最新问答' })).toBeInTheDocument();
    expect(headings()).toEqual(['最新问答', '读书', '最新帖子']);
    expect(screen.getByRole('status')).toHaveTextContent('正在预览未发布的主题草稿');
    expect(new URL(view.callsOf('getMemberTheme')[0].request.url).searchParams.get('previewToken')).toBe('abc');
  });
});
