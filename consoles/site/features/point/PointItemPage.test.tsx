import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { PointItemPage } from './PointItemPage';

const categories = [
  { id: 1, code: 'reputation', name: '声望', unit: '点', enabled: 1, description: '发帖、回答、获赞都会增加声望' },
  { id: 2, code: 'coin', name: '金币', unit: '枚', enabled: 1, description: '' },
];
const items = [
  { id: 1, code: 'post_create', name: '发表主题', categoryId: 1, categoryName: '声望', points: 5, dailyLimit: 10, enabled: 1 },
  { id: 3, code: 'daily_sign', name: '每日签到', categoryId: 2, categoryName: '金币', points: 3, dailyLimit: 0, enabled: 1 },
];
// Inside a form dialog jsdom may leave aria-hidden (see findDialog): look with `hidden: true`.
const hidden = { hidden: true } as const;

function setup() {
  const { store, sent } = siteTestStore({
    getPointCategoryList: ok(categories),
    getPointItemList: (request) => {
      const categoryId = new URL(request.url).searchParams.get('categoryId');
      return ok(categoryId ? items.filter((i) => String(i.categoryId) === categoryId) : items);
    },
    updatePointCategory: ok({ ...categories[1], enabled: 0 }, '积分类型已修改'),
    updatePointItem: ok({ ...items[0], points: -20 }, '积分规则已修改'),
  });
  renderPage(<PointItemPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

describe('积分设置', { timeout: 30_000 }, () => {
  it('shows the two categories and switches one off inline, sending the whole category', async () => {
    const { user, sent } = setup();
    const table = within(await findLoadedTable('积分类型'));
    expect(await table.findByText('发帖、回答、获赞都会增加声望')).toBeInTheDocument();
    expect(table.getByText('未填写')).toBeInTheDocument();
    await user.click(table.getByRole('switch', { name: '启用金币' }));
    await waitFor(() => expect(sent('updatePointCategory')).toHaveLength(1));
    expect(sent('updatePointCategory')[0].body).toEqual({ id: 2, name: '金币', unit: '枚', enabled: 0, description: '' });
    expect((await screen.findAllByText('金币已停用')).length).toBeGreaterThan(0);
  });

  it('edits a category with its messages', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑 声望' }));
    const dialog = await findDialog('编辑积分类型：声望');
    await user.clear(within(dialog).getByLabelText(/^名称/));
    await user.clear(within(dialog).getByLabelText(/^单位/));
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入单位')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^名称/), '威望');
    await user.type(within(dialog).getByLabelText(/^单位/), '分');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('updatePointCategory')).toHaveLength(1));
    expect(sent('updatePointCategory')[0].body).toEqual({
      id: 1,
      name: '威望',
      unit: '分',
      enabled: 1,
      description: '发帖、回答、获赞都会增加声望',
    });
  });

  it('filters rules by category', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('tab', { name: '积分规则' }));
    const table = within(await findLoadedTable('积分规则'));
    expect(await table.findByText('每日签到')).toBeInTheDocument();
    expect(table.getByText('不限')).toBeInTheDocument();
    expect(table.getByText('+5')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '积分类型' }));
    await user.click(await screen.findByRole('option', { name: '声望' }));
    await waitFor(() => expect(table.queryByText('每日签到')).not.toBeInTheDocument());
    expect(new URL(sent('getPointItemList').at(-1)?.request.url ?? '').searchParams.get('categoryId')).toBe('1');
  });

  it('edits a rule within its bounds', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('tab', { name: '积分规则' }));
    await user.click(await screen.findByRole('button', { name: '编辑 发表主题' }));
    const dialog = await findDialog('编辑积分规则：发表主题');
    const points = within(dialog).getByLabelText(/^每次积分/);
    const limit = within(dialog).getByLabelText(/^每日上限/);
    await user.clear(points);
    await user.type(points, '10001');
    await user.clear(limit);
    await user.type(limit, '1001');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('积分不能大于 10000')).toBeInTheDocument();
    expect(within(dialog).getByText('每日上限不能大于 1000')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '-10001');
    await user.clear(limit);
    await user.type(limit, '-1');
    expect(await within(dialog).findByText('积分不能小于 -10000')).toBeInTheDocument();
    expect(within(dialog).getByText('每日上限不能小于 0')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '-20');
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('switch', { name: '启用', ...hidden }));
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('updatePointItem')).toHaveLength(1));
    expect(sent('updatePointItem')[0].body).toEqual({ id: 1, points: -20, dailyLimit: 0, enabled: 0 });
  });
});
