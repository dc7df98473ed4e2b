import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#kit/format/time';
import { typeDay } from '#kit/test/dates';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { PointRecordPage } from './PointRecordPage';

const record = (id: number, delta: number, userName: string) => ({
  id,
  userId: id,
  userName,
  categoryId: 1,
  categoryName: '声望',
  itemName: '发表主题',
  delta,
  balance: 100 + id,
  reason: `记录 ${id}`,
  createdAt: '2026-11-20T20:31:07+08:00',
});
/** Three pages by cursor: none → MTI3 → MTA3 → end. */
const pages: Record<string, { list: ReturnType<typeof record>[]; nextCursor: string | null }> = {
  '': { list: [record(128, 5, '林间读书人'), record(127, -3, '山月')], nextCursor: 'MTI3' },
  MTI3: { list: [record(126, 2, '南风知我意')], nextCursor: 'MTA3' },
  MTA3: { list: [record(100, 1, '书虫小米')], nextCursor: null },
};

function setup(roles = ['admin']) {
  const { store, sent } = siteTestStore(
    {
      getPointRecordList: (request) => ok(pages[new URL(request.url).searchParams.get('cursor') ?? '']),
      getPointCategoryList: ok([{ id: 1, code: 'reputation', name: '声望', unit: '点', enabled: 1, description: '' }]),
      getPointItemList: ok([
        { id: 1, code: 'post_create', name: '发表主题', categoryId: 1, categoryName: '声望', points: 5, dailyLimit: 10, enabled: 1 },
      ]),
    },
    { roles },
  );
  renderPage(<PointRecordPage />, { config: siteConfig, store });
  const queries = () => sent('getPointRecordList').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
  return { queries, sent, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table', { name: '积分记录' }));

describe('积分记录', { timeout: 30_000 }, () => {
  it('shows signed, coloured changes and walks the pages by cursor', async () => {
    const { user, queries } = setup();
    expect(await rows().findByText('林间读书人')).toBeInTheDocument();
    expect(rows().getByText('+5')).toBeInTheDocument();
    expect(rows().getByText('-3')).toBeInTheDocument();
    expect(rows().getAllByText(formatDateTime('2026-11-20T20:31:07+08:00'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await rows().findByText('南风知我意')).toBeInTheDocument();
    expect(screen.getByText('第 2 页 · 每页 20 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await rows().findByText('书虫小米')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(await rows().findByText('南风知我意')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第一页' }));
    expect(await rows().findByText('林间读书人')).toBeInTheDocument();
    expect(screen.getByText('第 1 页 · 每页 20 条')).toBeInTheDocument();
    expect(queries().map((q) => q.cursor ?? '')).toEqual(['', 'MTI3', 'MTA3', 'MTI3', '']);
  });

  it('sends the filters and starts again from the newest, refusing an inverted date range', async () => {
    const { user, queries } = setup();
    await rows().findByText('林间读书人');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await rows().findByText('南风知我意');
    await user.type(screen.getByLabelText('用户'), '山月');
    await user.click(screen.getByRole('combobox', { name: '积分类型' }));
    await user.click(await screen.findByRole('option', { name: '声望' }));
    await user.click(screen.getByRole('combobox', { name: '规则' }));
    await user.click(await screen.findByRole('option', { name: '发表主题' }));
    const start = screen.getByLabelText('开始日期');
    const end = screen.getByLabelText('结束日期');
    await typeDay(user, start, '2026-11-21');
    await typeDay(user, end, '2026-11-01');
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    const before = queries().length;
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(queries()).toHaveLength(before);
    await typeDay(user, end, '2026-11-30');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({
        limit: '20',
        keyword: '山月',
        categoryId: '1',
        itemId: '1',
        startDate: '2026-11-21',
        endDate: '2026-11-30',
      }),
    );
    expect(screen.getByText('第 1 页 · 每页 20 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await rows().findByText('南风知我意');
    expect(queries().at(-1)).toMatchObject({ keyword: '山月', cursor: 'MTI3' });
    await waitFor(() => expect(screen.getByRole('button', { name: '上一页' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ limit: '20' }));
    expect(screen.getByLabelText('用户')).toHaveValue('');
  });

  it('without User, reads the ledger but not the categories and rules it may not read', async () => {
    const { sent } = setup(['SiteBase']);
    expect(await rows().findByText('林间读书人')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '积分类型' })).not.toBeInTheDocument();
    expect(sent('getPointCategoryList')).toHaveLength(0);
    expect(sent('getPointItemList')).toHaveLength(0);
  });
});
