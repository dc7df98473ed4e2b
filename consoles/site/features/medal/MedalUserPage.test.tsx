import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { type Schema, Switch } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { MedalUserPage } from './MedalUserPage';

const medal: Schema<'Medal'> = {
  id: 2,
  name: '优秀书评人',
  description: '当月书评获得 50 个以上点赞的成员',
  icon: '',
  color: '#409EFF',
  status: Switch.on,
  autoAward: 0,
  rule: null,
  libraryMedalId: null,
  holderCount: 2,
  createdAt: '2026-10-08T09:30:00+08:00',
};
const holders = [
  {
    userId: 12,
    account: 'reader_lin',
    userName: '林间读书人',
    grantedAt: '2026-11-02T10:00:00+08:00',
    grantedBy: '站点管理员',
    reason: '十月书评点赞过 50',
  },
  { userId: 15, account: 'qinghe', userName: '青禾', grantedAt: '2026-11-01T10:00:00+08:00', grantedBy: '', reason: '' },
];

function setup(path: string, medals = [medal]) {
  const { store, sent } = siteTestStore({
    getMedalList: ok({ list: medals, total: medals.length }),
    getMedalUserList: ok({ list: holders, total: 2 }),
    revokeMedal: ok(undefined, '勋章已收回'),
  });
  renderPage(<MedalUserPage />, { config: siteConfig, store, path });
  return { sent, user: userEvent.setup() };
}

const table = () => within(screen.getByRole('table', { name: '勋章持有者' }));
const hidden = { hidden: true } as const;

describe('勋章用户', { timeout: 30_000 }, () => {
  it('shows the medal, its holders and who granted them, and revokes one after asking', async () => {
    const { user, sent } = setup('/user/medalUser?medalId=2');
    expect(await screen.findByText('当月书评获得 50 个以上点赞的成员')).toBeInTheDocument();
    expect(screen.getByText('优秀书评人')).toBeInTheDocument();
    expect(await table().findByText('reader_lin')).toBeInTheDocument();
    expect(table().getByText('站点管理员')).toBeInTheDocument();
    expect(table().getByText('十月书评点赞过 50')).toBeInTheDocument();
    expect(table().getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(Object.fromEntries(new URL(sent('getMedalUserList')[0].request.url).searchParams)).toEqual({
      medalId: '2',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('button', { name: '授予' })).not.toHaveAttribute('aria-disabled');

    await user.click(table().getByRole('button', { name: '收回 青禾' }));
    const ask = await findDialog('收回勋章');
    expect(ask).toHaveTextContent('确定收回「青禾」的勋章「优秀书评人」吗？');
    await user.click(within(ask).getByRole('button', { name: '收回', ...hidden }));
    await waitFor(() => expect(sent('revokeMedal')).toHaveLength(1));
    expect(sent('revokeMedal')[0].body).toEqual({ medalId: 2, userId: 15 });
    expect((await screen.findAllByText('勋章已收回')).length).toBeGreaterThan(0);
  });

  it('cannot grant a switched-off medal', async () => {
    setup('/user/medalUser?medalId=2', [{ ...medal, status: Switch.off }]);
    expect(await screen.findByText('当月书评获得 50 个以上点赞的成员（已停用）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '授予' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when the medal is missing or gone', async () => {
    const { sent } = setup('/user/medalUser');
    expect(await screen.findByText('没有指定勋章，请从勋章管理进入。')).toBeInTheDocument();
    expect(sent('getMedalUserList')).toHaveLength(0);
    setup('/user/medalUser?medalId=99');
    expect(await screen.findByText('这枚勋章不存在或已被删除。')).toBeInTheDocument();
  });
});
