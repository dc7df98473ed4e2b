import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeDay } from '#kit/test/dates';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import { dialogButton, findDialog, licenseOf, paidOrder, pendingOrder, plans, renderAt } from '../../../shared/test/orderFixtures';
import { CreateOrderPage } from './CreateOrderPage';
import { EditOrderPage } from './EditOrderPage';
import { ManageOrderPage } from './ManageOrderPage';

const campus = {
  id: 3,
  name: '浙大学长说',
  slug: 'campus',
  host: 'campus.localhost',
  url: 'http://campus.localhost:8080/',
  consoleUrl: 'http://campus.localhost:8080/console/',
  description: '',
  categoryId: 7,
  categoryName: '校园',
  masterId: 4,
  masterName: '赵小川',
  masterMobile: '139****0005',
  licenseType: 3 as const,
  licenseStatus: 'expiring' as const,
  licenseExpiresAt: '2026-12-01T09:00:00+08:00',
  memberCount: 40,
  createdAt: '2026-04-01T10:20:30+08:00',
};
const offline = {
  ...paidOrder,
  id: 43,
  kind: 'offline' as const,
  siteId: 3,
  siteName: '浙大学长说',
  siteSlug: 'campus',
  payMethod: 'offline' as const,
};

describe('创建线下订单', { timeout: 30_000 }, () => {
  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/orderManage/createOrder',
      '/orderManage/createOrder',
      <CreateOrderPage />,
      { getProductList: ok(plans), getSiteList: ok({ list: [], total: 0 }) },
      { roles: ['Site', 'Order'] },
    );
    await user.click(await screen.findByRole('button', { name: '创建订单' }));
    for (const message of ['请选择站点', '请选择专业版或旗舰版', '请输入金额', '请填写备注（如合同编号）']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^金额（元）/), '12.345');
    await user.tab();
    expect(await screen.findByText('金额应为数字，最多两位小数')).toBeInTheDocument();
    expect(view.bodies('createOfflineOrder')).toHaveLength(0);
  });

  it('finds the site by name, offers the list price, sends yuan as fen, and opens the new order', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/orderManage/createOrder',
      '/orderManage/createOrder',
      <CreateOrderPage />,
      {
        getProductList: ok(plans),
        getSiteList: ok({ list: [campus], total: 1 }),
        getLicense: ok(
          licenseOf({
            siteId: 3,
            siteName: '浙大学长说',
            siteSlug: 'campus',
            masterName: '赵小川',
            licenseType: 3,
            effectiveType: 3,
            licenseStatus: 'expiring',
            expiresAt: campus.licenseExpiresAt,
          }),
        ),
        createOfflineOrder: ok(offline, '线下订单已创建并生效'),
      },
      { roles: ['Site', 'Order'] },
    );
    await user.type(screen.getByRole('combobox', { name: '站点' }), '浙大');
    await user.click(await screen.findByRole('option', { name: '浙大学长说（campus）' }));
    expect(await screen.findByText(/站长 赵小川 · 当前旗舰版（即将到期/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '旗舰版' }));
    expect(screen.getByText('标准价 ¥8,990.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^金额（元）/), '8,000.5');
    expect(screen.getByText('将按 ¥8,000.50 记账')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^备注/), '线下签约，合同编号 HT-2026-118');
    await user.click(screen.getByRole('button', { name: '创建订单' }));
    await waitFor(() =>
      expect(view.bodies('createOfflineOrder')).toEqual([
        { siteId: 3, licenseType: 3, months: 12, amountFen: 800050, note: '线下签约，合同编号 HT-2026-118', paid: true },
      ]),
    );
    await waitFor(() => expect(view.where()).toBe('/orderManage/seeOrderManage/43'));
  });

  it('asks a manager without Site for the site number, and can leave the order unpaid', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/orderManage/createOrder',
      '/orderManage/createOrder',
      <CreateOrderPage />,
      { getProductList: ok(plans), createOfflineOrder: ok({ ...offline, status: 'pending', payMethod: null, paidAt: null }) },
      { roles: ['Order'] },
    );
    expect(await screen.findByText(/你没有站点管理权限，无法搜索全部站点/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '站点' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^站点编号/), 'abc');
    await user.click(screen.getByRole('button', { name: '创建订单' }));
    expect(await screen.findByText('站点必须是整数')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^站点编号/));
    await user.type(screen.getByLabelText(/^站点编号/), '3');
    await user.click(screen.getByRole('radio', { name: '专业版' }));
    await user.clear(screen.getByLabelText(/^时长（月）/));
    await user.type(screen.getByLabelText(/^时长（月）/), '6');
    await user.type(screen.getByLabelText(/^金额（元）/), '1500');
    await user.type(screen.getByLabelText(/^备注/), '待对公转账');
    await user.click(screen.getByRole('checkbox', { name: /已线下支付/ }));
    await user.click(screen.getByRole('button', { name: '创建订单' }));
    await waitFor(() =>
      expect(view.bodies('createOfflineOrder')).toEqual([
        { siteId: 3, licenseType: 2, months: 6, amountFen: 150000, note: '待对公转账', paid: false },
      ]),
    );
    expect(view.calls.filter((c) => c.operationId === 'getSiteList' || c.operationId === 'getLicense')).toHaveLength(0);
  });
});

describe('处理订单', { timeout: 30_000 }, () => {
  it('offers 标记已支付 and 取消 for a pending order, and marks it paid after confirming', async () => {
    const user = userEvent.setup();
    const order = pendingOrder(20, {
      id: 43,
      kind: 'offline',
      payDeadline: null,
      siteName: '浙大学长说',
      amountFen: 800000,
      licenseType: 3,
    });
    const view = renderAt(
      '/orderManage/editOrder/:id',
      '/orderManage/editOrder/43',
      <EditOrderPage />,
      {
        getOrder: ok(order),
        updateManagedOrder: ok({ ...order, status: 'paid', payMethod: 'offline' }, '已标记为线下支付，授权已生效'),
      },
      { roles: ['Order'] },
    );
    expect(await screen.findByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退款' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '标记已支付' }));
    const dialog = await findDialog('标记为已支付');
    expect(within(dialog).getByText(/确认已收到 ¥8,000.00？.*浙大学长说 的授权立即按旗舰版 12 个月生效/)).toBeInTheDocument();
    await user.click(dialogButton(dialog, '标记已支付'));
    await waitFor(() => expect(view.bodies('updateManagedOrder')).toEqual([{ id: 43, action: 'markPaid' }]));
    expect((await screen.findAllByText('已标记为线下支付，授权已生效')).length).toBeGreaterThan(0);
  });

  it('refunds a paid order with a warning, and saves a note', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/orderManage/editOrder/:id',
      '/orderManage/editOrder/42',
      <EditOrderPage />,
      {
        getOrder: ok(paidOrder),
        updateManagedOrder: ok(paidOrder, '订单已更新'),
      },
      { roles: ['Order'] },
    );
    await user.click(await screen.findByRole('button', { name: '退款' }));
    const dialog = await findDialog('退款');
    expect(within(dialog).getByText(/退款会收回该订单增加的授权时间/)).toBeInTheDocument();
    await user.click(dialogButton(dialog, '取消'));
    expect(view.bodies('updateManagedOrder')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '保存备注' })).toBeDisabled();
    await user.type(screen.getByLabelText('备注'), ' 客户已对公转账 ');
    await user.click(screen.getByRole('button', { name: '保存备注' }));
    await waitFor(() => expect(view.bodies('updateManagedOrder')).toEqual([{ id: 42, note: '客户已对公转账' }]));
  });
});

describe('订单管理', { timeout: 30_000 }, () => {
  it('lists every customer’s orders, searches with the filters typed, and refuses a backwards date range', async () => {
    const user = userEvent.setup();
    const view = renderAt(
      '/orderManage/manageOrder',
      '/orderManage/manageOrder',
      <ManageOrderPage />,
      { getManagedOrderList: ok({ list: [offline], total: 1 }) },
      { roles: ['Order'] },
    );
    const table = await findLoadedTable('订单管理');
    await within(table).findByText('浙大学长说');
    expect(within(table).getByText('¥2,990.00')).toBeInTheDocument();
    expect(within(table).getByText('线下订单')).toBeInTheDocument();
    await user.type(screen.getByLabelText('账号'), ' 赵 ');
    await user.type(screen.getByLabelText('站点'), 'campus');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已支付' }));
    await typeDay(user, screen.getByLabelText('开始日期'), '2026-11-30');
    await typeDay(user, screen.getByLabelText(/^结束日期/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(view.query('getManagedOrderList')).toHaveLength(1);
    await typeDay(user, screen.getByLabelText(/^结束日期/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(view.query('getManagedOrderList').at(-1)).toEqual({
        accountKeyword: '赵',
        siteKeyword: 'campus',
        status: 'paid',
        startDate: '2026-11-30',
        endDate: '2026-12-01',
        page: '1',
        pageSize: '20',
      }),
    );
    await user.click(within(table).getByRole('button', { name: '处理' }));
    expect(view.where()).toBe('/orderManage/editOrder/43');
  });
});
