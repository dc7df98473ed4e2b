import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import {
  callsOf,
  demoSites,
  dialogButton,
  dialogGone,
  findDialog,
  queryOf,
  type Replies,
  renderSignedIn,
} from '../../shared/test/renderSignedIn';
import { ManageSiteAccountPage } from './ManageSiteAccountPage';

const member: Schema<'SiteUserSummary'> = {
  id: 12,
  siteId: 1,
  siteName: '青禾读书会',
  account: 'reader_lin',
  mobile: '139****0021',
  userName: '林间读书人',
  userType: 0,
  roles: [],
  status: 1,
  points: 1280,
  rankName: '资深书友',
  createdAt: '2026-06-01T00:12:40.000Z',
  lastLoginAt: null,
};
const owner: Schema<'SiteUserSummary'> = { ...member, id: 1, account: '13800000002', userName: '陈思远', userType: 1 };

const rowOf = async (text: string) =>
  (await within(screen.getByRole('table', { name: '站点用户' })).findByText(text)).closest('tr') as HTMLElement;

function setup(roles: string[], replies: Replies = {}) {
  return renderSignedIn(<ManageSiteAccountPage />, {
    roles,
    replies: { getUserList: ok({ list: [member, owner], total: 2 }), getSiteList: ok({ list: demoSites, total: 2 }), ...replies },
  });
}

describe('站点用户', { timeout: 20_000 }, () => {
  it('filters by a typed site id without Site, with a site search with Site', async () => {
    const { calls, user } = setup(['SiteUser']);
    await rowOf('林间读书人');
    expect(screen.queryByRole('combobox', { name: '站点' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('站点编号'), '1');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'lin');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(callsOf(calls, 'getUserList')).toHaveLength(2));
    expect(queryOf(callsOf(calls, 'getUserList')[1].request)).toEqual({ page: '1', pageSize: '20', siteId: '1', keyword: 'lin' });
  });

  it('offers a site search to managers who may list every site', async () => {
    setup(['SiteUser', 'Site']);
    expect(await screen.findByRole('combobox', { name: '站点' })).toBeInTheDocument();
  });

  it('adjusts reputation: checks the value and reason, then tells the new points and rank', async () => {
    const { calls, user } = setup(['SiteUser'], {
      updateUserReputationPoints: ok({ userId: 12, points: 1330, rankName: '资深书友' }, '声望已调整'),
    });
    await user.click(within(await rowOf('林间读书人')).getByRole('button', { name: '调整声望' }));
    const dialog = await findDialog('调整声望 · 林间读书人');
    expect(dialog).toHaveTextContent('当前声望 1,280（资深书友）');
    await user.type(within(dialog).getByLabelText(/^调整值/), '0');
    await user.click(dialogButton(dialog, '确认调整'));
    expect(await within(dialog).findByText('调整值不能为 0')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写调整原因')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^调整值/));
    await user.type(within(dialog).getByLabelText(/^调整值/), '+50');
    await user.type(within(dialog).getByLabelText(/^原因/), '优质书评奖励');
    await user.click(dialogButton(dialog, '确认调整'));
    await waitFor(() => expect(callsOf(calls, 'updateUserReputationPoints')).toHaveLength(1));
    expect(callsOf(calls, 'updateUserReputationPoints')[0].body).toEqual({ siteId: 1, userId: 12, delta: 50, reason: '优质书评奖励' });
    expect((await screen.findAllByText('声望已调整：林间读书人 现有声望 1,330，等级 资深书友')).length).toBeGreaterThan(0);
    await dialogGone('调整声望 · 林间读书人');
  });

  it('deletes a user after a confirmation; an owner cannot be deleted', async () => {
    const { calls, user } = setup(['SiteUser'], { deleteSiteUser: ok(undefined, '用户已删除') });
    expect(within(await rowOf('陈思远')).getByRole('button', { name: '删除' })).toBeDisabled();
    await user.click(within(await rowOf('林间读书人')).getByRole('button', { name: '删除' }));
    let confirm = await findDialog('删除站点用户');
    expect(confirm).toHaveTextContent('此操作不可恢复');
    await user.click(dialogButton(confirm, '取消'));
    await dialogGone('删除站点用户');
    expect(callsOf(calls, 'deleteSiteUser')).toHaveLength(0);
    await user.click(within(await rowOf('林间读书人')).getByRole('button', { name: '删除' }));
    confirm = await findDialog('删除站点用户');
    await user.click(dialogButton(confirm, '删除'));
    await waitFor(() => expect(callsOf(calls, 'deleteSiteUser')).toHaveLength(1));
    expect(callsOf(calls, 'deleteSiteUser')[0].body).toEqual({ siteId: 1, id: 12 });
    expect((await screen.findAllByText('用户已删除')).length).toBeGreaterThan(0);
  });
});
