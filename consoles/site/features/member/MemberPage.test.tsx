import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { MemberPage } from './MemberPage';

const member = (over: Partial<Schema<'MemberSummary'>>): Schema<'MemberSummary'> => ({
  id: 12,
  account: 'reader_lin',
  userName: '林间读书人',
  mobile: '138****0021',
  status: 1,
  points: 1280,
  rankName: '资深书友',
  createdAt: '2026-06-01T08:12:40+08:00',
  lastLoginAt: null,
  mutedUntil: null,
  bannedUntil: null,
  labels: [],
  ...over,
});
const members = [
  member({ labels: [{ id: 1, name: '核心书友', color: '#409EFF' }] }),
  member({ id: 15, account: 'qinghe', userName: '青禾', bannedUntil: '2026-11-24T10:00:00.000Z' }),
];

function setup() {
  const { store, sent } = siteTestStore({
    getConsoleUserList: ok({ list: members, total: 2 }),
    muteSiteUser: ok({}, '已禁言'),
    liftSiteUserSanction: ok({ lifted: 1 }, '已解除'),
    getMemberLabelList: ok({
      list: [{ id: 1, name: '核心书友', color: '#409EFF', description: '', memberCount: 1, createdAt: '2026-11-01T10:00:00.000Z' }],
    }),
    getUserRankList: ok([]),
    setSiteUserLabels: ok({ count: 2 }, '已设置 2 位成员的标签'),
    deleteSiteUsers: ok({ count: 1 }, '已删除 1 位成员'),
  });
  renderPage(<MemberPage />, { config: siteConfig, store, path: '/user/manageUser' });
  return { sent, user: userEvent.setup() };
}

describe('用户管理', { timeout: 30_000 }, () => {
  it('shows each member’s state and mutes one with days and a reason', async () => {
    const { user, sent } = setup();
    const table = within(await findLoadedTable('成员'));
    expect(await table.findByText('林间读书人')).toBeInTheDocument();
    expect(table.getByText('封禁中')).toBeInTheDocument();
    expect(table.getByText('至 2026-11-24 18:00')).toBeInTheDocument();
    await user.click(table.getAllByRole('button', { name: '禁言' })[0]!);
    const dialog = within(await findDialog('禁言「林间读书人」'));
    await user.clear(dialog.getByLabelText(/天数/));
    await user.type(dialog.getByLabelText(/天数/), '7');
    await user.click(dialog.getByRole('button', { name: '确定', hidden: true }));
    expect(await dialog.findByText('请填写原因')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/原因/), '刷屏');
    await user.click(dialog.getByRole('button', { name: '确定', hidden: true }));
    await vi.waitFor(() => expect(sent('muteSiteUser')).toHaveLength(1));
    expect(sent('muteSiteUser')[0]!.body).toEqual({ userId: 12, days: 7, reason: '刷屏' });

    await user.click(await table.findByRole('button', { name: '解除封禁', hidden: true }));
    const confirm = within(await findDialog('解除封禁'));
    await user.click(confirm.getByRole('button', { name: '解除', hidden: true }));
    await vi.waitFor(() => expect(sent('liftSiteUserSanction')[0]?.body).toEqual({ userId: 15, kind: 'ban' }));
  });

  it('shows labels as chips, sets labels on the picked members and deletes one keeping the content', async () => {
    const { user, sent } = setup();
    const table = within(await findLoadedTable('成员'));
    expect(await table.findByText('核心书友')).toBeInTheDocument();
    await user.click(table.getByRole('checkbox', { name: '选择本页全部' }));
    await user.click(screen.getByRole('button', { name: '设置标签' }));
    const dialog = within(await findDialog('设置所选 2 位成员的标签'));
    await user.click(dialog.getByRole('checkbox', { name: '核心书友', hidden: true }));
    await user.click(dialog.getByRole('button', { name: '确定', hidden: true }));
    await vi.waitFor(() => expect(sent('setSiteUserLabels')[0]?.body).toEqual({ userIds: [12, 15], labelIds: [1], mode: 'add' }));

    await user.click(await table.findByRole('checkbox', { name: '选择 青禾' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = within(await findDialog('删除「青禾」'));
    await user.click(confirm.getByRole('button', { name: '删除', hidden: true }));
    await vi.waitFor(() => expect(sent('deleteSiteUsers')[0]?.body).toEqual({ userIds: [15], content: 'keep' }));
  });
});
