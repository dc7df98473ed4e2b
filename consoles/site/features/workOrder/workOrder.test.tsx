import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { SiteWorkOrderDetailPage } from '#shared/workOrder/StaffWorkOrderDetail';
import { SiteWorkOrderQueuePage } from '#shared/workOrder/WorkOrderQueue';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';

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
    renderPage(<SiteWorkOrderQueuePage />, { config: siteConfig, store });
    const table = within(await findLoadedTable('工单'));
    // The title is a real link to the detail (opens in a new tab too).
    expect(await table.findByRole('link', { name: '#31 收不到验证码' })).toHaveAttribute('href', '/workOrder/detail?id=31');
    expect(table.getByText('新')).toBeInTheDocument();
    expect(table.getByText('待处理')).toBeInTheDocument();
    expect(table.getByText('未指派')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已关闭' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(sent('getWorkOrderList').some((c) => query(c.request).status === 'closed')).toBe(true));
  });

  it('shows the detail and replies with an uploaded image', async () => {
    const detail = {
      ...order,
      content: '换了新手机号，验证码一直提示错误。',
      images: [],
      contact: '',
      firstReplySeconds: null,
      resolutionSeconds: null,
      ratingComment: '',
      reopenUntil: null,
      mayRate: false,
      entries: [],
    };
    const image = '/files/1/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp';
    const { store, sent } = siteTestStore({
      getWorkOrder: ok(detail),
      getWorkOrderAssigneeList: ok([{ id: 3, name: '小禾' }]),
      uploadImage: ok({ url: image, bytes: 1024, width: 64, height: 64 }),
      replyWorkOrder: ok({
        id: 9,
        kind: 'reply',
        author: 'staff',
        authorName: '小禾',
        content: '已处理',
        images: [image],
        createdAt: order.createdAt,
      }),
    });
    renderPage(<SiteWorkOrderDetailPage />, { config: siteConfig, store, path: '/workOrder/detail?id=31' });
    expect(await screen.findByText('#31 收不到验证码')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('选择图片'), new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '待发送的图片 1' })).toHaveAttribute('src', image);
    expect(sent('uploadImage')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: '回复内容' }), '已处理');
    await user.click(screen.getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(sent('replyWorkOrder')).toHaveLength(1));
    expect(sent('replyWorkOrder')[0].body).toEqual({ id: 31, content: '已处理', internal: false, images: [image] });
    await waitFor(() => expect(screen.queryByRole('img', { name: '待发送的图片 1' })).not.toBeInTheDocument());
  });
});
