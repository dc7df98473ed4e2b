import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { consolePosts, postDetail } from './fixtures';
import { PostPage } from './PostPage';

function setup() {
  const { store, sent } = siteTestStore({
    getConsolePostList: ok({ list: consolePosts, total: 2 }),
    getConsolePost: ok(postDetail),
    searchSection: ok([]),
    getConsoleUserList: ok({ list: [], total: 0 }),
    approvePosts: ok({ changed: 1, skipped: 0 }, '已通过 1 篇'),
    rejectPosts: ok({ changed: 1, skipped: 0 }, '已驳回 1 篇'),
    deletePosts: ok({ changed: 2, skipped: 0 }, '已删除 2 篇'),
    pinPosts: ok({ changed: 1, skipped: 1 }, '已置顶 1 篇'),
  });
  renderPage(<PostPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

const hidden = { hidden: true } as const;
const table = () => within(screen.getByRole('table', { name: '帖子' }));
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('帖子管理', { timeout: 30_000 }, () => {
  it('lists posts with their state badge, section, author and flags, and filters by keyword and state', async () => {
    const { sent, user } = setup();
    expect(await table().findByText('重读《三体》：黑暗森林里的善意')).toBeInTheDocument();
    expect(table().getByText('待审核')).toBeInTheDocument();
    expect(table().getByText('已发布')).toBeInTheDocument();
    expect(table().getByText('置顶 · 精华')).toBeInTheDocument();
    expect(table().getByText('山月')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('标题或正文中的词'), '三体');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '待审核' }));
    await user.click(screen.getByRole('button', { name: '搜索', ...hidden }));
    await waitFor(() => expect(query(sent('getConsolePostList').at(-1)!.request)).toMatchObject({ keyword: '三体', status: '10' }));
  });

  it('approves the selected posts in one batch', async () => {
    const { sent, user } = setup();
    await user.click(await table().findByRole('checkbox', { name: '选择 重读《三体》：黑暗森林里的善意' }));
    expect(screen.getByText('已选 1 篇')).toBeInTheDocument();
    await user.click(within(screen.getByRole('toolbar', { name: '批量操作' })).getByRole('button', { name: '通过', ...hidden }));
    await waitFor(() => expect(sent('approvePosts')).toHaveLength(1));
    expect(sent('approvePosts')[0].body).toEqual({ ids: [1024] });
    expect(await screen.findByText('已通过 1 篇')).toBeInTheDocument();
  });

  it('asks for the reason before rejecting, and confirms before deleting the whole page', async () => {
    const { sent, user } = setup();
    await user.click(await table().findByRole('checkbox', { name: '选择 重读《三体》：黑暗森林里的善意' }));
    await user.click(within(screen.getByRole('toolbar', { name: '批量操作' })).getByRole('button', { name: '驳回', ...hidden }));
    const dialog = await findDialog('驳回帖子');
    await user.click(within(dialog).getByRole('button', { name: '驳回', ...hidden }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', hidden), '标题党');
    await user.click(within(dialog).getByRole('button', { name: '驳回', ...hidden }));
    await waitFor(() => expect(sent('rejectPosts')[0]?.body).toEqual({ ids: [1024], reason: '标题党' }));

    await user.click(await screen.findByRole('checkbox', { name: '选择本页全部' }));
    await user.click(within(screen.getByRole('toolbar', { name: '批量操作' })).getByRole('button', { name: '删除', ...hidden }));
    const confirm = await findDialog('删除帖子');
    expect(within(confirm).getByText(/删除后可在回收站恢复/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '删除', ...hidden }));
    await waitFor(() => expect(sent('deletePosts')[0]?.body).toEqual({ ids: [1024, 1025] }));
  });

  it('pins through the 标记 menu', async () => {
    const { sent, user } = setup();
    await user.click(await table().findByRole('checkbox', { name: '选择 《球状闪电》读后' }));
    await user.click(screen.getByRole('button', { name: '标记', ...hidden }));
    await user.click(await screen.findByRole('menuitem', { name: '置顶' }));
    await waitFor(() => expect(sent('pinPosts')[0]?.body).toEqual({ ids: [1025], value: true }));
  });

  it('opens a post in the drawer: its stored content, its history, and the actions its state allows', async () => {
    const { sent, user } = setup();
    await user.click(await table().findByRole('button', { name: '查看 重读《三体》：黑暗森林里的善意' }));
    expect(await screen.findByText('注意到很多细节。', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('三体', { selector: 'strong' })).toBeInTheDocument();
    const drawer = screen.getByRole('dialog', hidden);
    expect(within(drawer).getByText('驳回 · admin')).toBeInTheDocument();
    expect(within(drawer).getByText('：标题党')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '屏蔽', ...hidden })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '通过', ...hidden }));
    await waitFor(() => expect(sent('approvePosts')[0]?.body).toEqual({ ids: [1024] }));
  });
});
