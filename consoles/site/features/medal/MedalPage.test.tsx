import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#kit/format/time';
import { fail, ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { readableText } from '#kit/theme/contrast';
import { type Schema, Switch } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { MedalPage } from './MedalPage';

const medals: Schema<'Medal'>[] = [
  {
    id: 1,
    name: '元老会员',
    description: '社区创立第一年加入的成员',
    icon: '',
    color: '#E6A23C',
    status: Switch.on,
    autoAward: 0,
    rule: null,
    libraryMedalId: null,
    holderCount: 6,
    createdAt: '2026-10-08T09:30:00+08:00',
  },
  {
    id: 5,
    name: '内测先锋',
    description: '参加新版内测并反馈问题的成员（活动已结束）',
    icon: '/static/beta.png',
    color: '#909399',
    status: Switch.off,
    autoAward: 0,
    rule: null,
    libraryMedalId: null,
    holderCount: 1,
    createdAt: '2026-10-09T10:00:00+08:00',
  },
];
const members = [
  {
    id: 12,
    account: 'reader_lin',
    userName: '林间读书人',
    mobile: '138****0021',
    status: 1,
    points: 1280,
    rankName: '资深书友',
    createdAt: '2026-06-01T08:12:40+08:00',
  },
  {
    id: 15,
    account: 'qinghe',
    userName: '青禾',
    mobile: '',
    status: 1,
    points: 80,
    rankName: '新手上路',
    createdAt: '2026-06-02T08:12:40+08:00',
  },
];

function setup(replies: Parameters<typeof siteTestStore>[0] = {}) {
  const { store, sent } = siteTestStore({
    getMedalList: ok({ list: medals, total: 2 }),
    createMedal: ok({ ...medals[0], id: 9, name: '年度读者', holderCount: 0 }, '勋章已新增'),
    updateMedal: ok({ ...medals[0], status: Switch.off }, '勋章已修改'),
    deleteMedal: ok(undefined, '勋章已删除'),
    getConsoleUserList: (request) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      const list = members.filter((m) => m.userName.includes(keyword) || m.account.includes(keyword));
      return ok({ list, total: list.length });
    },
    grantMedal: ok({ granted: 1, alreadyHeld: 1 }, '已授予 1 位成员，1 位已持有'),
    ...replies,
  });
  renderPage(<MedalPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

const table = () => within(screen.getByRole('table', { name: '勋章' }));
const hidden = { hidden: true } as const;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('勋章管理', { timeout: 30_000 }, () => {
  it('lists medals with their badge, holders link, status switch and time, and filters them', async () => {
    const { user, sent } = setup();
    expect(await table().findByText('元老会员')).toBeInTheDocument();
    expect(table().getByText('元老会员').parentElement).toHaveStyle({ color: readableText('#E6A23C') });
    expect(table().getByText('社区创立第一年加入的成员')).toBeInTheDocument();
    expect(table().getByRole('link', { name: '6 人' })).toHaveAttribute('href', '/user/medalUser?medalId=1');
    expect(table().getByRole('switch', { name: '启用 元老会员' })).toBeChecked();
    expect(table().getByRole('switch', { name: '启用 内测先锋' })).not.toBeChecked();
    expect(table().getByText(formatDateTime(medals[0].createdAt))).toBeInTheDocument();
    expect(table().getByRole('button', { name: '授予 内测先锋' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(query(sent('getMedalList')[0].request)).toEqual({ page: '1', pageSize: '20' });

    await user.type(screen.getByLabelText('勋章名称'), '元老');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '停用' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(sent('getMedalList').length).toBeGreaterThan(1));
    expect(query(sent('getMedalList').at(-1)?.request as Request)).toEqual({ page: '1', pageSize: '20', keyword: '元老', status: '0' });
  });

  it('switches a medal off in place, sending only its status', async () => {
    const { user, sent } = setup();
    await user.click(await table().findByRole('switch', { name: '启用 元老会员' }));
    await waitFor(() => expect(sent('updateMedal')).toHaveLength(1));
    expect(sent('updateMedal')[0].body).toEqual({ id: 1, status: Switch.off });
    expect((await screen.findAllByText('勋章已修改')).length).toBeGreaterThan(0);
  });

  it('checks the new medal’s fields with the contract’s messages, then creates it', async () => {
    const { user, sent } = setup();
    await table().findByText('元老会员');
    await user.click(screen.getByRole('button', { name: '新增勋章' }));
    const dialog = await findDialog('新增勋章');
    const color = within(dialog).getByRole('textbox', { name: '颜色值', ...hidden });
    expect(color).toHaveValue('#409EFF');
    await user.clear(color);
    await user.type(color, '#12');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('请输入勋章名称')).toBeInTheDocument();
    expect(within(dialog).getByText('颜色格式应为 #RRGGBB')).toBeInTheDocument();
    // The field stops typing at 16 characters; a pasted longer name is still refused with the contract's words.
    const name = within(dialog).getByLabelText(/^勋章名称/);
    expect(name).toHaveAttribute('maxLength', '16');
    fireEvent.change(name, { target: { value: '一二三四五六七八九十一二三四五六七' } });
    expect(await within(dialog).findByText('勋章名称不能超过 16 个字')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^图标地址/), 'medal.png');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('地址应以 http://、https:// 或 / 开头')).toBeInTheDocument();
    expect(sent('createMedal')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '年度读者');
    await user.type(within(dialog).getByLabelText(/^说明/), '一年读完 50 本书');
    await user.clear(within(dialog).getByLabelText(/^图标地址/));
    await user.click(within(dialog).getByRole('radio', { name: '#F56C6C', ...hidden }));
    expect(color).toHaveValue('#F56C6C');
    await user.click(within(dialog).getByRole('switch', hidden));
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('createMedal')).toHaveLength(1));
    expect(sent('createMedal')[0].body).toEqual({
      name: '年度读者',
      description: '一年读完 50 本书',
      icon: '',
      color: '#F56C6C',
      status: Switch.off,
      autoAward: 0,
    });
    expect((await screen.findAllByText('勋章已新增')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('edits sending the changed fields only, closes with a note when nothing changed, and shows a refusal', async () => {
    const { user, sent } = setup({ updateMedal: fail(409, 6, '勋章名称「内测先锋」已被使用') });
    await user.click(await screen.findByRole('button', { name: '编辑 元老会员' }));
    let dialog = await findDialog('编辑勋章');
    expect(within(dialog).getByLabelText(/^勋章名称/)).toHaveValue('元老会员');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect((await screen.findAllByText('没有修改任何内容')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(sent('updateMedal')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '编辑 元老会员' }));
    dialog = await findDialog('编辑勋章');
    await user.clear(within(dialog).getByLabelText(/^勋章名称/));
    await user.type(within(dialog).getByLabelText(/^勋章名称/), '内测先锋');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('updateMedal')).toHaveLength(1));
    expect(sent('updateMedal')[0].body).toEqual({ id: 1, name: '内测先锋' });
    expect(await within(dialog).findByText('勋章名称「内测先锋」已被使用')).toBeInTheDocument();
  });

  it('shows the dry-run count as the rule is edited, then switches automatic awarding on', async () => {
    const { user, sent } = setup({
      getMedalRuleCount: ok({ qualifying: 8, toAward: 6 }),
      updateMedal: ok(
        { ...medals[0], autoAward: 1, rule: { kind: 'posts', threshold: 5 }, holderCount: 12 },
        '勋章已修改，已自动授予 6 位成员',
      ),
    });
    await user.click(await screen.findByRole('button', { name: '编辑 元老会员' }));
    const dialog = await findDialog('编辑勋章');
    await user.click(within(dialog).getByRole('combobox', { name: '自动授予规则', ...hidden }));
    await user.click(await screen.findByRole('option', { name: '发帖数达到', ...hidden }));
    expect(await within(dialog).findByText('请输入达标数值')).toBeInTheDocument();
    expect(sent('getMedalRuleCount')).toHaveLength(0);
    await user.type(within(dialog).getByRole('spinbutton', { name: '达标数值', ...hidden }), '5');
    const result = await within(dialog).findByRole('status', { name: '试算结果', ...hidden }, { timeout: 5000 });
    await waitFor(() => expect(result).toHaveTextContent('试算：此刻有 8 位成员符合规则，其中 6 位还没有这枚勋章'));
    expect(query(sent('getMedalRuleCount').at(-1)?.request as Request)).toEqual({ kind: 'posts', threshold: '5', medalId: '1' });
    expect(sent('updateMedal')).toHaveLength(0);

    await user.click(within(dialog).getByRole('switch', { name: /自动授予/, ...hidden }));
    expect(result).toHaveTextContent('保存后立即授予他们');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('updateMedal')).toHaveLength(1));
    expect(sent('updateMedal')[0].body).toEqual({ id: 1, autoAward: 1, rule: { kind: 'posts', threshold: 5 } });
    expect((await screen.findAllByText('勋章已修改，已自动授予 6 位成员')).length).toBeGreaterThan(0);
  });

  it('grants to members picked by searching, one at a time, and toasts the server’s count', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: '授予 元老会员' }));
    const dialog = await findDialog('授予勋章');
    await user.click(within(dialog).getByRole('button', { name: '授予', ...hidden }));
    expect(await within(dialog).findByText('请选择要授予的成员')).toBeInTheDocument();

    // The options come from the server's answer to the keyword (cached the second time), so a pick waits for it.
    const searched = () => sent('getConsoleUserList').map((call) => query(call.request).keyword);
    const pick = async (keyword: string, option: string) => {
      await user.type(within(dialog).getByRole('combobox', { name: '搜索成员', ...hidden }), keyword);
      await waitFor(() => expect(searched()).toContain(keyword));
      await user.click(await screen.findByRole('option', { name: option, ...hidden }));
    };
    await pick('林间', '林间读书人（reader_lin）');
    await pick('qing', '青禾（qinghe）');
    await pick('林间', '林间读书人（reader_lin）');
    const tags = within(within(dialog).getByRole('toolbar', { name: '已选成员', ...hidden }));
    expect(tags.getAllByRole('button', hidden).map((tag) => tag.textContent)).toEqual(['林间读书人（reader_lin）', '青禾（qinghe）']);
    await user.click(tags.getByRole('button', { name: /青禾（qinghe）/, ...hidden }));
    expect(within(dialog).queryByText('青禾（qinghe）')).toBeNull();
    expect(searched()).toEqual(expect.arrayContaining([undefined, '林间', 'qing']));

    await user.type(within(dialog).getByLabelText(/^授予理由/), '十月读书月活动一等奖');
    await user.click(within(dialog).getByRole('button', { name: '授予', ...hidden }));
    await waitFor(() => expect(sent('grantMedal')).toHaveLength(1));
    expect(sent('grantMedal')[0].body).toEqual({ medalId: 1, userIds: [12], reason: '十月读书月活动一等奖' });
    expect((await screen.findAllByText('已授予 1 位成员，1 位已持有')).length).toBeGreaterThan(0);
  });

  it('deletes after a warning that the holders lose it, and not without', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: '删除 元老会员' }));
    const ask = await findDialog('删除勋章');
    expect(ask).toHaveTextContent('确定删除勋章「元老会员」吗？它的 6 位持有者将失去这枚勋章，删除后不能恢复。');
    await user.click(within(ask).getByRole('button', { name: '取消', ...hidden }));
    expect(sent('deleteMedal')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '删除 元老会员' }));
    await user.click(within(await findDialog('删除勋章')).getByRole('button', { name: '删除', ...hidden }));
    await waitFor(() => expect(sent('deleteMedal')).toHaveLength(1));
    expect(query(sent('deleteMedal')[0].request)).toEqual({ id: '1' });
    expect((await screen.findAllByText('勋章已删除')).length).toBeGreaterThan(0);
  });
});
