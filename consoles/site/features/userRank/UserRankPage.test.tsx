import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { readableText } from '#kit/theme/contrast';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { UserRankPage } from './UserRankPage';

const ranks = [
  { id: 1, name: '新手上路', minPoints: 0, color: '#909399', memberCount: 58 },
  { id: 2, name: '初级书友', minPoints: 100, color: '#67C23A', memberCount: 41 },
];

function setup(list = ranks, replies: Parameters<typeof siteTestStore>[0] = {}) {
  const { store, sent } = siteTestStore({
    getUserRankList: ok(list),
    createUserRank: ok({ id: 9, name: '藏书阁主', minPoints: 20000, color: '#F56C6C', memberCount: 0 }, '等级已新增'),
    updateUserRank: ok({ ...ranks[1], name: '中级书友' }, '等级已修改'),
    deleteUserRank: ok(undefined, '等级已删除'),
    refreshUserRank: ok({ members: 128, changed: 7 }, '等级已刷新，7 位用户的等级有变化'),
    ...replies,
  });
  renderPage(<UserRankPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

const table = () => within(screen.getByRole('table', { name: '用户等级' }));
// Inside a form dialog jsdom may leave aria-hidden (see findDialog): look with `hidden: true`.
const hidden = { hidden: true } as const;

describe('用户等级', { timeout: 30_000 }, () => {
  it('lists ranks with their colour, required reputation and members', async () => {
    setup();
    expect(await table().findByText('新手上路')).toBeInTheDocument();
    expect(table().getByText('初级书友')).toHaveStyle({ color: readableText('#67C23A') });
    expect(table().getByText('58')).toBeInTheDocument();
    expect(screen.getByText('共 2 个等级')).toBeInTheDocument();
  });

  it('checks the new rank’s fields with the contract’s messages, then creates it', async () => {
    const { user, sent } = setup();
    await table().findByText('新手上路');
    await user.click(screen.getByRole('button', { name: '新增等级' }));
    const dialog = await findDialog('新增等级');
    const color = within(dialog).getByRole('textbox', { name: '颜色值', ...hidden });
    await user.clear(color);
    await user.type(color, '#12');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('请输入等级名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入所需声望')).toBeInTheDocument();
    expect(within(dialog).getByText('颜色格式应为 #RRGGBB')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^所需声望/), '-5');
    expect(await within(dialog).findByText('所需声望不能小于 0')).toBeInTheDocument();
    expect(sent('createUserRank')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^等级名称/), '藏书阁主');
    await user.clear(within(dialog).getByLabelText(/^所需声望/));
    await user.type(within(dialog).getByLabelText(/^所需声望/), '20000');
    await user.click(within(dialog).getByRole('radio', { name: '#F56C6C', ...hidden }));
    expect(color).toHaveValue('#F56C6C');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('createUserRank')).toHaveLength(1));
    expect(sent('createUserRank')[0].body).toEqual({ name: '藏书阁主', minPoints: 20000, color: '#F56C6C' });
    expect((await screen.findAllByText('等级已新增')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('edits a rank, and shows the server’s refusal in the dialog', async () => {
    const { user, sent } = setup(ranks, { updateUserRank: fail(409, 6, '所需声望 0 已被等级「新手上路」使用') });
    await user.click(await screen.findByRole('button', { name: '编辑 初级书友' }));
    const dialog = await findDialog('编辑等级');
    expect(within(dialog).getByLabelText(/^等级名称/)).toHaveValue('初级书友');
    await user.clear(within(dialog).getByLabelText(/^所需声望/));
    await user.type(within(dialog).getByLabelText(/^所需声望/), '0');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('updateUserRank')).toHaveLength(1));
    expect(sent('updateUserRank')[0].body).toEqual({ id: 2, name: '初级书友', minPoints: 0, color: '#67C23A' });
    expect(await within(dialog).findByText('所需声望 0 已被等级「新手上路」使用')).toBeInTheDocument();
  });

  it('deletes after asking, and not without', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: '删除 初级书友' }));
    const ask = await findDialog('删除等级');
    expect(ask).toHaveTextContent('确定删除等级「初级书友」吗？该等级的 41 位用户在刷新等级前将显示为无等级。');
    await user.click(within(ask).getByRole('button', { name: '取消', ...hidden }));
    expect(sent('deleteUserRank')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '删除 初级书友' }));
    await user.click(within(await findDialog('删除等级')).getByRole('button', { name: '删除', ...hidden }));
    await waitFor(() => expect(sent('deleteUserRank')).toHaveLength(1));
    expect(new URL(sent('deleteUserRank')[0].request.url).searchParams.get('id')).toBe('2');
    expect((await screen.findAllByText('等级已删除')).length).toBeGreaterThan(0);
  });

  it('keeps the last rank: its delete button is disabled', async () => {
    setup(ranks.slice(0, 1));
    expect(await screen.findByRole('button', { name: '删除 新手上路' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refreshes ranks after asking, and shows how many members changed', async () => {
    const { user, sent } = setup();
    await table().findByText('新手上路');
    await user.click(screen.getByRole('button', { name: '刷新等级' }));
    await user.click(within(await findDialog('刷新等级')).getByRole('button', { name: '刷新', ...hidden }));
    await waitFor(() => expect(sent('refreshUserRank')).toHaveLength(1));
    expect(await screen.findByText('刷新完成：128 位用户参与计算，7 位用户的等级有变化。')).toBeInTheDocument();
    expect((await screen.findAllByText('等级已刷新，7 位用户的等级有变化')).length).toBeGreaterThan(0);
  });
});
