import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ok } from '#kit/test/fixtures';
import { memberSite, renderMember } from '../../test/renderMember';

const link = (name: string, kind: string, href: string, icon: string, extra: Record<string, unknown> = {}) => ({
  name,
  kind,
  href,
  icon,
  openInNewWindow: false,
  children: [],
  ...extra,
});

const navigation = {
  top: [
    link('首页', 'home', '/', 'home'),
    link('版块', 'section', '/section/4', 'section', {
      children: [link('科幻小说', 'section', '/section/4', 'section'), link('站务公告', 'post', '/post/9', 'post')],
    }),
    link('帮助', 'external', 'https://example.com/help', 'info', { openInNewWindow: true }),
  ],
  footer: [link('联系我们', 'external', 'mailto:hi@example.com', 'chat')],
  tabBar: [link('首页', 'home', '/', 'home'), link('商城', 'mall', '/mall', 'mall'), link('我的', 'me', '/me', 'me')],
};

const replies = {
  getMemberSite: ok(memberSite),
  getMemberNavigation: ok(navigation),
  getForumSectionList: ok({ list: [] }),
  getPostList: ok({ list: [], total: 0 }),
};

describe('the member site’s navigation', () => {
  it('draws the site’s top navigation, footer links and tab bar', async () => {
    renderMember('/search', replies);
    const top = screen.getByRole('navigation', { name: '主导航' });
    expect(await within(top).findByRole('link', { name: '版块' })).toHaveAttribute('href', '/section/4');
    const help = within(top).getByRole('link', { name: /帮助/ });
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('navigation', { name: '页脚导航' })).getByRole('link', { name: '联系我们' })).toHaveAttribute(
      'href',
      'mailto:hi@example.com',
    );
    const tabs = within(screen.getByRole('navigation', { name: '底部导航' }));
    expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '商城', '我的']);
    expect(tabs.getByRole('link', { name: '商城' }).querySelector('svg path')).not.toBeNull();
  });

  it('opens a sub-menu from its button, moves with the arrow keys and closes on Escape', async () => {
    renderMember('/search', replies);
    const button = await screen.findByRole('button', { name: '版块的子菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '站务公告' })).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '站务公告' })).toHaveAttribute('href', '/post/9');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '科幻小说' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it('draws the usual menu when the navigation cannot be read, without 问答 where the site has it off', async () => {
    const { callsOf } = renderMember('/search', { ...replies, getMemberNavigation: undefined as never });
    const tabs = within(screen.getByRole('navigation', { name: '底部导航' }));
    expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '搜索', '发帖', '我的']);
    expect(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/me');
    await vi.waitFor(() => expect(callsOf('getMemberNavigation')).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: '页脚导航' })).toBeNull();
  });
});
