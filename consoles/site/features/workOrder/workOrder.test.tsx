import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { WorkOrderQueuePage } from './WorkOrderQueuePage';

const order = {
  id: 31,
  scope: 'site',
  siteId: 1,
  siteName: '青禾读书会',
  typeId: 2,
  typeName: '账号问题',
  category: null,
  title: '收不到验证码',
  status: 'pending',
  requester: { id: 12, name: '林间读书人' },
  assigneeId: null,
  assigneeName: '',
  isNew: true,
  waiting: false,
  rating: null,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('工单', { timeout: 30_000 }, () => {
  it('lists the queue with its marks and filters by status', async () => {
    const { store, sent } = siteTestStore({
      getWorkOrderList: (request) => ok({ list: query(request).status === 'closed' ? [] : [order], total: 1 }),
      getWorkOrderTypeList: ok([
        { id: 2, name: '账号问题', description: '', sort: 1, enabled: 1, defaultAssigneeId: null, defaultAssigneeName: '' },
      ]),
      getWorkOrderAssigneeList: ok([{ id: 3, name: '小禾' }]),
    });
    renderPage(<WorkOrderQueuePage />, { config: siteConfig, store });
    const table = within(await screen.findByRole('table', { name: '工单' }));
    expect(await table.findByText('#31 收不到验证码')).toBeInTheDocument();
    expect(table.getByText('新')).toBeInTheDocument();
    expect(table.getByText('待处理')).toBeInTheDocument();
    expect(table.getByText('未指派')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已关闭' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(sent('getWorkOrderList').some((c) => query(c.request).status === 'closed')).toBe(true));
  });
});
