import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { licenseOf, pendingOrder, plans, renderAt } from '../../shared/test/orderFixtures';
import { BuyProductPage, RenewProductPage } from './PurchasePage';

describe('购买套餐', { timeout: 30_000 }, () => {
  it('shows the licence and plans, preselects 专业版 12 个月, and orders the chosen duration', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/buyProduct/:id', '/order/buyProduct/2', <BuyProductPage />, {
      getLicense: ok(licenseOf()),
      getProductList: ok(plans),
      createOrder: ok(pendingOrder(30, { id: 43, licenseType: 3, amountFen: 1618000, months: 24 }), '订单已创建，请在 30 分钟内完成支付'),
    });
    const summary = await screen.findByLabelText('站点授权');
    expect(within(summary).getByText('西湖跑团（demo2）')).toBeInTheDocument();
    expect(within(summary).getByText('长期有效')).toBeInTheDocument();
    const plansGroup = screen.getByRole('group', { name: '套餐' });
    expect(within(plansGroup).getByRole('radio', { name: '基础版' })).toBeDisabled();
    expect(within(plansGroup).getByText('当前套餐')).toBeInTheDocument();
    // Preselected once both the plans and the licence have arrived.
    await waitFor(() => expect(within(plansGroup).getByRole('radio', { name: '专业版' })).toBeChecked());
    expect(screen.getByRole('radio', { name: '12 个月 ¥2,990.00' })).toBeChecked();

    await user.click(within(plansGroup).getByRole('radio', { name: '旗舰版' }));
    await user.click(screen.getByRole('radio', { name: '24 个月 ¥16,180.00' }));
    expect(screen.getByText(/^应付金额/)).toHaveTextContent('应付金额 ¥16,180.00');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(view.bodies('createOrder')).toEqual([{ siteId: 2, priceId: 6, kind: 'buy' }]));
    await waitFor(() => expect(view.where()).toBe('/order/orderPay/43'));
  });

  it('shows the server’s refusal where the order was placed', async () => {
    const user = userEvent.setup();
    renderAt('/order/buyProduct/:id', '/order/buyProduct/1', <BuyProductPage />, {
      getLicense: ok(licenseOf({ siteId: 1, licenseType: 2, effectiveType: 2, expiresAt: '2027-04-01T10:20:30+08:00' })),
      getProductList: ok(plans),
      createOrder: fail(409, 6, '站点当前已是该套餐，请选择续费'),
    });
    // The plan in effect is not the one offered first, but can still be chosen; the page points to renewing.
    await user.click(await screen.findByRole('radio', { name: '专业版' }));
    expect(screen.getByRole('link', { name: '续费' })).toHaveAttribute('href', '/order/renewProduct/1');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    const refusal = await screen.findByText('无法下单');
    expect(refusal.parentElement).toHaveTextContent('站点当前已是该套餐，请选择续费');
  });
});

describe('续费套餐', { timeout: 30_000 }, () => {
  it('offers the durations of the current paid plan and orders a renewal', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/renewProduct/:id', '/order/renewProduct/3', <RenewProductPage />, {
      getLicense: ok(
        licenseOf({
          siteId: 3,
          siteName: '浙大学长说',
          siteSlug: 'campus',
          licenseType: 3,
          effectiveType: 3,
          licenseStatus: 'expiring',
          expiresAt: '2026-12-01T09:00:00+08:00',
        }),
      ),
      getProductList: ok(plans),
      createOrder: ok(pendingOrder(30, { id: 44, kind: 'renew' })),
    });
    expect(await screen.findByText('续费旗舰版')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '套餐' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '时长' })).getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: '1 个月 ¥899.00' }));
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(view.bodies('createOrder')).toEqual([{ siteId: 3, priceId: 4, kind: 'renew' }]));
  });

  it('explains that the basic plan needs no renewal and links to buying', async () => {
    renderAt('/order/renewProduct/:id', '/order/renewProduct/2', <RenewProductPage />, {
      getLicense: ok(licenseOf()),
      getProductList: ok(plans),
    });
    expect(await screen.findByText('基础版无需续费')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '购买套餐' })).toHaveAttribute('href', '/order/buyProduct/2');
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });
});
