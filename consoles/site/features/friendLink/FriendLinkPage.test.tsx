import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { type Schema, Switch } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { FriendLinkPage } from './FriendLinkPage';

const link = (id: number, name: string, extra: Partial<Schema<'FriendLink'>> = {}): Schema<'FriendLink'> => ({
  id,
  name,
  url: `https://${id}.example.com/`,
  logo: '',
  description: '',
  placement: 'all',
  sort: id * 10,
  status: Switch.on,
  createdAt: '2026-11-20T09:30:00+08:00',
  ...extra,
});
const links = [link(1, '豆瓣读书'), link(2, '知乎', { placement: 'home' }), link(3, '开源中国', { status: Switch.off })];

function setup() {
  const { store, sent } = siteTestStore({
    getFriendLinkList: ok(links),
    sortFriendLinks: ok(undefined, '排序已保存'),
    createFriendLink: ok(link(4, '国家图书馆'), '友情链接已新增'),
    updateFriendLink: ok(links[0], '友情链接已修改'),
  });
  renderPage(<FriendLinkPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

const table = () => within(screen.getByRole('table', { name: '友情链接' }));
const hidden = { hidden: true } as const;

describe('友情链接', { timeout: 120_000 }, () => {
  it('lists the links with where they show and their switch, and moves one up', async () => {
    const { user, sent } = setup();
    expect(await table().findByText('豆瓣读书')).toBeInTheDocument();
    expect(table().getByText('仅首页')).toBeInTheDocument();
    expect(table().getByRole('switch', { name: '启用 开源中国' })).not.toBeChecked();
    expect(table().getByRole('button', { name: '上移 豆瓣读书' })).toBeDisabled();
    await user.click(table().getByRole('button', { name: '上移 开源中国' }));
    await waitFor(() => expect(sent('sortFriendLinks')).toHaveLength(1));
    expect(sent('sortFriendLinks')[0].body).toEqual({ friendLinkIds: [1, 3, 2] });
  });

  it('refuses a javascript: address with the contract’s words, then creates the link', async () => {
    const { user, sent } = setup();
    await table().findByText('豆瓣读书');
    await user.click(screen.getByRole('button', { name: '新增友情链接' }));
    const dialog = await findDialog('新增友情链接');
    await user.type(within(dialog).getByLabelText(/^名称/), '国家图书馆');
    const url = within(dialog).getByLabelText(/^网址/);
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('网址只能以 http:// 或 https:// 开头')).toBeInTheDocument();
    expect(sent('createFriendLink')).toHaveLength(0);
    await user.clear(url);
    await user.type(url, 'https://www.nlc.cn/');
    await user.click(within(dialog).getByRole('radio', { name: '仅首页', ...hidden }));
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('createFriendLink')).toHaveLength(1));
    expect(sent('createFriendLink')[0].body).toEqual({
      name: '国家图书馆',
      url: 'https://www.nlc.cn/',
      logo: '',
      description: '',
      placement: 'home',
      status: Switch.on,
    });
  });
});
