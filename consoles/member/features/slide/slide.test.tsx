import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 90_000 });

import { ok } from '#kit/test/fixtures';
import { memberSite, renderMember } from '../../test/renderMember';
import { SLIDE_INTERVAL_MS } from './Carousel';

const slides = [
  { id: 1, image: '/files/1/a.webp', title: '黄山云海', link: '/write' },
  { id: 2, image: '/files/1/b.webp', title: '西湖晚霞', link: 'https://example.com/' },
  { id: 3, image: '/files/1/c.webp', title: '漓江山水', link: '' },
];

const home = (list = slides) => ({
  getMemberSite: ok(memberSite),
  getForumSectionList: ok({ list: [] }),
  getPostList: ok({ list: [], nextCursor: null }),
  getMemberSlideList: ok(list),
  getMemberFriendLinkList: ok([]),
});

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as never;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('首页幻灯片', () => {
  it('is a labelled carousel of slides 第 n 张，共 m 张, the first picture eager and the rest lazy, in a fixed box', async () => {
    setReducedMotion(true);
    const view = renderMember('/', home());
    const carousel = await screen.findByRole('region', { name: '首页幻灯片' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(carousel).getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['第 1 张，共 3 张', '第 2 张，共 3 张', '第 3 张，共 3 张']);
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    const images = [...carousel.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect((carousel.querySelector('.m-carousel-slides') as HTMLElement).style.aspectRatio).toBe('8 / 3');
    expect(within(carousel).getByRole('link', { name: '黄山云海' })).toHaveAttribute('href', '/write');
    expect(view.callsOf('getMemberSlideList')[0].request.url).toContain('position=home');
  });

  it('does not play under reduced motion; the buttons and arrow keys move, the play button starts it', async () => {
    setReducedMotion(true);
    renderMember('/', home());
    const carousel = await screen.findByRole('region', { name: '首页幻灯片' });
    const visible = () => within(carousel).getByRole('group').getAttribute('aria-label');
    expect(visible()).toBe('第 1 张，共 3 张');
    expect(within(carousel).getByRole('button', { name: '开始自动播放' })).toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: '下一张' }));
    expect(visible()).toBe('第 2 张，共 3 张');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(visible()).toBe('第 3 张，共 3 张');
    fireEvent.click(within(carousel).getByRole('button', { name: '上一张' }));
    expect(visible()).toBe('第 2 张，共 3 张');
    fireEvent.click(within(carousel).getByRole('button', { name: '开始自动播放' }));
    expect(within(carousel).getByRole('button', { name: '暂停自动播放' })).toBeInTheDocument();
  });

  it('advances on its own, stops while hovered or paused', async () => {
    setReducedMotion(false);
    renderMember('/', home());
    const carousel = await screen.findByRole('region', { name: '首页幻灯片' });
    const visible = () => within(carousel).getByRole('group').getAttribute('aria-label');
    vi.useFakeTimers();
    // Pause and play again, so that the interval starts under the fake clock.
    fireEvent.click(within(carousel).getByRole('button', { name: '暂停自动播放' }));
    fireEvent.click(within(carousel).getByRole('button', { name: '开始自动播放' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(visible()).toBe('第 2 张，共 3 张');
    fireEvent.pointerEnter(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visible()).toBe('第 2 张，共 3 张');
    fireEvent.pointerLeave(carousel);
    fireEvent.click(within(carousel).getByRole('button', { name: '暂停自动播放' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visible()).toBe('第 2 张，共 3 张');
  });

  it('draws nothing when the position has no slides', async () => {
    setReducedMotion(true);
    renderMember('/', home([]));
    await screen.findByRole('heading', { name: '最新帖子' });
    expect(screen.queryByRole('region', { name: '首页幻灯片' })).toBeNull();
  });
});
