import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import { dialogButton, findDialog, paidOrder, pendingOrder, renderAt } from '../../shared/test/orderFixtures';
import { OrderListPage } from './OrderListPage';

const page = (list = [pendingOrder(25), { ...paidOrder, id: 41, orderNo: 'CM20261120000041' }]) => ok({ list, total: list.length });

describe('订单列表', { timeout: 30_000 }, () => {
  it('shows own orders with yuan amounts, labels, and a countdown and 去支付 only for the pending one', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/orderList', '/order/orderList', <OrderListPage />, { getOrderList: page() });
    const table = await findLoadedTable('订单列表');
    await within(table).findByText('CM20261120000041');
    const [, pending, paid] = within(table).getAllByRole('row');
    expect(within(pending).getByText('¥2,990.00')).toBeInTheDocument();
    expect(within(pending).getByText('待支付')).toBeInTheDocument();
    expect(within(pending).getByText(/^支付剩余 2[45]:\d\d$/)).toBeInTheDocument();
    expect(within(pending).getByText('专业版 12 个月')).toBeInTheDocument();
    expect(within(paid).getByText('已支付')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: '去支付' }));
    expect(view.where()).toBe('/order/orderPay/42');
  });

  it('cancels a pending order after confirming, and says so', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/orderList', '/order/orderList', <OrderListPage />, {
      getOrderList: page(),
      cancelOrder: ok({ ...pendingOrder(), status: 'cancelled', cancelReason: 'user' }, '订单已取消'),
    });
    const table = await findLoadedTable('订单列表');
    await user.click((await within(table).findAllByRole('button', { name: '取消' }))[0]);
    const dialog = await findDialog('取消订单');
    expect(within(dialog).getByText(/CM20261121000042（西湖跑团 · 专业版 12 个月）/)).toBeInTheDocument();
    await user.click(dialogButton(dialog, '取消订单'));
    await waitFor(() => expect(view.bodies('cancelOrder')).toEqual([{ id: 42 }]));
    expect((await screen.findAllByText('订单已取消')).length).toBeGreaterThan(0);
  });

  it('filters by status, and says when there is nothing', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/orderList', '/order/orderList', <OrderListPage />, {
      getOrderList: (request) => (new URL(request.url).searchParams.get('status') ? page([]) : page()),
    });
    await findLoadedTable('订单列表');
    await user.click(screen.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByRole('option', { name: '已退款' }));
    expect(await screen.findByText('没有已退款的订单')).toBeInTheDocument();
    expect(view.query('getOrderList').at(-1)).toEqual({ status: 'refunded', page: '1', pageSize: '20' });
  });
});
