import { describe, expect, it } from 'vitest';
import { filterRoutes, routeRoles } from '#kit/permission/access';
import { affixRoutes, flattenRoutes, matchRoute } from '#kit/routes/table';
import { mayOpen, visiblePages } from '../../shared/test/routeChecks';
import { orderManageRoutes, orderRoutes } from './routes';

const byPath = new Map(flattenRoutes(orderRoutes).map((f) => [f.fullPath, f]));

describe('order routes (§2.1, §6)', () => {
  it('pin the order list for everyone, with the order pages hidden beside it', () => {
    expect(affixRoutes(orderRoutes).map((f) => f.fullPath)).toContain('/order/orderList');
    for (const path of [
      '/order/buyProduct/:id',
      '/order/renewProduct/:id',
      '/order/orderPay/:id',
      '/order/seeOrder/:id',
      '/order/sandboxPay/:paymentId',
    ]) {
      expect(byPath.get(path)?.record).toMatchObject({ hidden: true, meta: { activeMenu: '/order/orderList' } });
      expect(byPath.get(path)?.chain.every((r) => routeRoles(r).length === 0)).toBe(true);
    }
    expect(visiblePages(orderRoutes, ['visitor'])).toEqual(['/order/orderList']);
    expect(mayOpen(orderRoutes, ['visitor'], '/order/seeOrder/42')).toBe(true);
  });

  it('give order management to admin and Order only', () => {
    expect(visiblePages(orderManageRoutes, ['visitor'])).toEqual([]);
    expect(visiblePages(orderManageRoutes, ['Site'])).toEqual([]);
    expect(visiblePages(orderManageRoutes, ['Order'])).toEqual(['/orderManage/manageOrder', '/orderManage/createOrder']);
    expect(visiblePages(orderManageRoutes, ['admin'])).toEqual(['/orderManage/manageOrder', '/orderManage/createOrder']);
    expect(matchRoute(filterRoutes(orderManageRoutes, ['Order']), '/orderManage/editOrder/43')?.record.name).toBe('EditOrder');
    expect(mayOpen(orderManageRoutes, ['visitor'], '/orderManage/seeOrderManage/43')).toBe(false);
  });
});
