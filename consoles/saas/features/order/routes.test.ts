import { describe, expect, it } from 'vitest';
import { filterRoutes } from '../../../kit/permission/access';
import { decideNavigation } from '../../../kit/permission/guard';
import { affixRoutes, flattenRoutes, isPublicPath, matchRoute } from '../../../kit/routes/table';
import { saasRoutes } from '../../routes';

const byPath = new Map(flattenRoutes(saasRoutes).map((f) => [f.fullPath, f]));
const visible = (roles: string[]) =>
  flattenRoutes(filterRoutes(saasRoutes, roles))
    .filter((f) => f.record.component && !f.chain.some((r) => r.hidden))
    .map((f) => f.fullPath);

describe('order and licence routes (§2.1, §6)', () => {
  it('pin the order list for everyone, with the order pages hidden beside it', () => {
    expect(affixRoutes(saasRoutes).map((f) => f.fullPath)).toContain('/order/orderList');
    for (const path of [
      '/order/buyProduct/:id',
      '/order/renewProduct/:id',
      '/order/orderPay/:id',
      '/order/seeOrder/:id',
      '/order/sandboxPay/:paymentId',
    ]) {
      expect(byPath.get(path)?.record).toMatchObject({ hidden: true, meta: { activeMenu: '/order/orderList' } });
      expect(byPath.get(path)?.chain.every((r) => !r.meta?.roles?.length)).toBe(true);
    }
  });

  it('give order management to admin and Order, site management to admin and Site', () => {
    expect(visible(['visitor'])).toContain('/order/orderList');
    expect(visible(['visitor']).some((p) => p.startsWith('/orderManage') || p.startsWith('/siteManage'))).toBe(false);
    expect(visible(['Order'])).toEqual(expect.arrayContaining(['/orderManage/manageOrder', '/orderManage/createOrder']));
    expect(visible(['Order']).some((p) => p.startsWith('/siteManage'))).toBe(false);
    expect(visible(['Site'])).toEqual(expect.arrayContaining(['/siteManage/manageSite', '/siteManage/licenseCode']));
    expect(visible(['Site']).some((p) => p.startsWith('/orderManage'))).toBe(false);
    expect(visible(['admin'])).toEqual(expect.arrayContaining(['/orderManage/manageOrder', '/siteManage/manageSite']));
    const editable = matchRoute(filterRoutes(saasRoutes, ['Order']), '/orderManage/editOrder/43');
    expect(editable?.record.name).toBe('EditOrder');
    expect(matchRoute(filterRoutes(saasRoutes, ['Site']), '/siteManage/seeLicense/2')?.record.name).toBe('SeeLicense');
  });

  it('let anyone reach /ActivateLicense, and send a customer away from order management', () => {
    expect(isPublicPath(saasRoutes, '/ActivateLicense')).toBe(true);
    const base = { token: null, roles: [], rolesLoaded: false, routes: saasRoutes, allRoutes: saasRoutes, defaultPath: null };
    expect(decideNavigation({ ...base, path: '/ActivateLicense' })).toEqual({ action: 'allow' });
    expect(decideNavigation({ ...base, path: '/order/orderList' })).toMatchObject({ to: '/login?redirect=%2Forder%2ForderList' });
    const customer = { ...base, token: 't', roles: ['visitor'], rolesLoaded: true, routes: filterRoutes(saasRoutes, ['visitor']) };
    expect(decideNavigation({ ...customer, path: '/order/seeOrder/42' })).toEqual({ action: 'allow' });
    expect(decideNavigation({ ...customer, path: '/orderManage/manageOrder' })).toMatchObject({ action: 'redirect', to: '/404' });
  });
});
