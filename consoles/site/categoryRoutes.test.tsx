import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, siteSetting } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { categorySettingPages } from './categoryRoutes';
import { siteConfig } from './config';
import { findDialog, siteTestStore } from './testSession';

const CategoryPage = categorySettingPages[0].component!;

const hidden = { hidden: true } as const;

const giftCategories: Schema<'GiftCategory'>[] = [
  { id: 2, name: '文创周边', sort: 10, enabled: 1, giftCount: 2 },
  { id: 3, name: '会员专享', sort: 20, enabled: 0, giftCount: 0 },
];

const replies = {
  getSectionCategoryList: ok({ list: [{ id: 5, name: '读书交流', sort: 10, sectionCount: 4 }], total: 1 }),
  getGiftCategoryList: ok({ list: giftCategories, total: 2 }),
  createGiftCategory: ok({ id: 9, name: '图书', sort: 30, enabled: 1, giftCount: 0 }, '分类已新增'),
  updateGiftCategory: ok({ ...giftCategories[0], enabled: 0 }, '分类已修改'),
  deleteGiftCategory: fail(409, 6, '该分类下还有 2 个礼品，请先把它们改到别的分类'),
};

function setup(session: Parameters<typeof siteTestStore>[1] = {}, path = '/setting/manageCategory') {
  const { store, sent } = siteTestStore(replies, session);
  renderPage(<CategoryPage />, { config: siteConfig, store, path });
  return { sent, user: userEvent.setup() };
}

describe('分类管理 (the shared category page)', { timeout: 30_000 }, () => {
  it('shows a tab for each kind the session may manage: both for admin on an open mall, 版块分区 first', async () => {
    const { user } = setup();
    expect(await screen.findByRole('tab', { name: '版块分区' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('读书交流')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '礼品分类' }));
    const table = within(await findLoadedTable('礼品分类'));
    expect(await table.findByText('文创周边')).toBeInTheDocument();
    expect(table.getByText('2 个')).toBeInTheDocument();
    expect(table.getByRole('switch', { name: '启用 会员专享' })).not.toBeChecked();
  });

  it('gives Section only 版块分区 and Mall only 礼品分类, without tabs', async () => {
    setup({ roles: ['Section'] });
    expect(await screen.findByText('读书交流')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('table', { name: '礼品分类' })).toBeNull();
  });

  it('hides 礼品分类 from everyone while the mall is closed', async () => {
    setup({ setting: { ...siteSetting, mallFunctionStatus: 0 } as unknown as typeof siteSetting }, '/setting/manageCategory?tab=gift');
    expect(await screen.findByText('读书交流')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '礼品分类' })).toBeNull();
  });

  it('adds, disables and refuses to delete a gift category in use, with the server’s message', async () => {
    const { sent, user } = setup({ roles: ['Mall'] }, '/setting/manageCategory?tab=gift');
    const table = within(await findLoadedTable('礼品分类'));
    await table.findByText('文创周边');

    await user.click(screen.getByRole('button', { name: '新增分类' }));
    const dialog = await findDialog('新增分类');
    await user.type(within(dialog).getByRole('textbox', { name: '分类名称', ...hidden }), ' 图书 ');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('createGiftCategory')).toHaveLength(1));
    expect(sent('createGiftCategory')[0].body).toEqual({ name: '图书', enabled: 1 });

    await user.click(await table.findByRole('switch', { name: '启用 文创周边', ...hidden }));
    await waitFor(() => expect(sent('updateGiftCategory')).toHaveLength(1));
    expect(sent('updateGiftCategory')[0].body).toEqual({ id: 2, enabled: 0 });

    await user.click(table.getByRole('button', { name: '删除 文创周边', ...hidden }));
    const confirm = await findDialog('删除分类');
    expect(within(confirm).getByText(/还有 2 个礼品/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '删除', ...hidden }));
    await waitFor(() => expect(sent('deleteGiftCategory')).toHaveLength(1));
    expect(new URL(sent('deleteGiftCategory')[0].request.url).searchParams.get('id')).toBe('2');
    expect(await screen.findByText('该分类下还有 2 个礼品，请先把它们改到别的分类')).toBeInTheDocument();
  });
});
