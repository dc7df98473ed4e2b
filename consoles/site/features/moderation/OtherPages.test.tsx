import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { CommentPage } from './CommentPage';
import { consoleComments, recycleComments, recyclePosts } from './fixtures';
import { RecyclePage } from './RecyclePage';
import { SensitiveWordPage } from './SensitiveWordPage';

const hidden = { hidden: true } as const;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const toolbar = () => within(screen.getByRole('toolbar', { name: '批量操作', ...hidden }));

describe('评论管理', { timeout: 30_000 }, () => {
  it('lists comments with the post they belong to and their state, and hides the selected with a reason', async () => {
    const { store, sent } = siteTestStore({
      getConsoleCommentList: ok({ list: consoleComments, total: 1 }),
      getConsoleUserList: ok({ list: [], total: 0 }),
      hideComments: ok({ changed: 0, skipped: 1 }, '已屏蔽 0 条，1 条状态不符已跳过'),
    });
    renderPage(<CommentPage />, { config: siteConfig, store });
    const user = userEvent.setup();
    const table = within(await findLoadedTable('评论'));
    expect(await table.findByText('同感，罗辑的那段独白写得真好。')).toBeInTheDocument();
    expect(table.getByText('评论于《重读《三体》：黑暗森林里的善意》')).toBeInTheDocument();
    expect(table.getByText('待复审')).toBeInTheDocument();
    await user.click(table.getByRole('checkbox', { name: /^选择 / }));
    await user.click(toolbar().getByRole('button', { name: '屏蔽', ...hidden }));
    const dialog = await findDialog('屏蔽评论');
    await user.type(within(dialog).getByRole('textbox', hidden), '无关内容');
    await user.click(within(dialog).getByRole('button', { name: '屏蔽', ...hidden }));
    await waitFor(() => expect(sent('hideComments')[0]?.body).toEqual({ ids: [2048], reason: '无关内容' }));
    expect(await screen.findByText('已屏蔽 0 条，1 条状态不符已跳过')).toBeInTheDocument();
  });
});

describe('回收站', { timeout: 30_000 }, () => {
  it('shows deleted posts with who deleted them, switches to comments, restores and purges after confirming', async () => {
    const { store, sent } = siteTestStore({
      getRecycleList: (request) =>
        ok({ ...(query(request).type === 'comment' ? { list: recycleComments } : { list: recyclePosts }), total: 1 }),
      restorePosts: ok({ changed: 1, skipped: 0 }, '已恢复 1 篇'),
      purgeComments: ok({ changed: 1, skipped: 0 }, '已彻底删除 1 条'),
    });
    renderPage(<RecyclePage />, { config: siteConfig, store });
    const user = userEvent.setup();
    const posts = within(await findLoadedTable('已删除的帖子'));
    expect(await posts.findByText('出二手书，加微信')).toBeInTheDocument();
    expect(posts.getByText('站点管理员')).toBeInTheDocument();
    expect(posts.getByText('已发布')).toBeInTheDocument();
    await user.click(posts.getByRole('checkbox', { name: '选择 出二手书，加微信' }));
    await user.click(toolbar().getByRole('button', { name: '恢复', ...hidden }));
    await waitFor(() => expect(sent('restorePosts')[0]?.body).toEqual({ ids: [1030] }));

    await user.click(screen.getByRole('tab', { name: '评论' }));
    const comments = within(await findLoadedTable('已删除的评论'));
    expect(await comments.findByText('楼主说得不对')).toBeInTheDocument();
    expect(comments.getByText('作者本人')).toBeInTheDocument();
    await user.click(comments.getByRole('checkbox', { name: '选择 楼主说得不对' }));
    await user.click(toolbar().getByRole('button', { name: '彻底删除', ...hidden }));
    const confirm = await findDialog('彻底删除评论');
    expect(within(confirm).getByText(/彻底删除后不能恢复/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '彻底删除', ...hidden }));
    await waitFor(() => expect(sent('purgeComments')[0]?.body).toEqual({ ids: [2050] }));
  });
});

describe('敏感词', { timeout: 30_000 }, () => {
  it('adds words typed one a line (trimmed, each once) and deletes the selected', async () => {
    const { store, sent } = siteTestStore({
      getSensitiveWordList: ok({ list: [{ id: 7, word: '代开发票', createdAt: '2026-11-20T08:30:00.000Z' }], total: 1 }),
      createSensitiveWords: ok({ added: 2 }, '已添加 2 个敏感词'),
      deleteSensitiveWords: ok(undefined, '敏感词已删除'),
    });
    renderPage(<SensitiveWordPage />, { config: siteConfig, store });
    const user = userEvent.setup();
    expect(await screen.findByText('代开发票')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加敏感词', ...hidden }));
    const dialog = await findDialog('添加敏感词');
    await user.click(within(dialog).getByRole('button', { name: '添加', ...hidden }));
    expect(await within(dialog).findByText('请填写敏感词')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', hidden), ' 刷单 {Enter}VPN，vpn{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '添加', ...hidden }));
    await waitFor(() => expect(sent('createSensitiveWords')[0]?.body).toEqual({ words: ['刷单', 'VPN'] }));

    await user.click(screen.getByRole('checkbox', { name: '选择 代开发票', ...hidden }));
    await user.click(toolbar().getByRole('button', { name: '删除', ...hidden }));
    const confirm = await findDialog('删除敏感词');
    await user.click(within(confirm).getByRole('button', { name: '删除', ...hidden }));
    await waitFor(() => expect(sent('deleteSensitiveWords')[0]?.body).toEqual({ ids: [7] }));
  });
});
