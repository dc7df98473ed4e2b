import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { memberSite, renderMember } from '../../test/renderMember';

const links = [
  { id: 1, name: '豆瓣读书', url: 'https://book.douban.com/', logo: '', description: '发现好书', placement: 'all' },
  { id: 2, name: '知乎', url: 'https://www.zhihu.com/', logo: '/files/1/z.webp', description: '', placement: 'home' },
];

const replies = {
  getMemberSite: ok(memberSite),
  getForumSectionList: ok({ list: [] }),
  getPostList: ok({ list: [], nextCursor: null }),
  getMemberFriendLinkList: ok(links),
  getMemberSlideList: ok([]),
};

describe('友情链接', () => {
  it('lists every link in the home page’s footer, in order, opening in a new tab', async () => {
    renderMember('/', replies);
    const footer = within(await screen.findByRole('region', { name: '友情链接' }));
    const anchors = footer.getAllByRole('link');
    expect(anchors.map((a) => a.textContent)).toEqual(['豆瓣读书', '知乎']);
    expect(anchors[0]).toHaveAttribute('href', 'https://book.douban.com/');
    expect(anchors[0]).toHaveAttribute('title', '发现好书');
    expect(anchors[0]).toHaveAttribute('target', '_blank');
  });

  it('leaves the home-only links out of other pages', async () => {
    renderMember('/search', replies);
    const footer = within(await screen.findByRole('region', { name: '友情链接' }));
    expect(footer.getAllByRole('link').map((a) => a.textContent)).toEqual(['豆瓣读书']);
  });
});
