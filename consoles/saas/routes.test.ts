import { describe, expect, it } from 'vitest';
import { filterRoutes } from '#kit/permission/access';
import { decideNavigation } from '#kit/permission/guard';
import { firstPagePath } from '#kit/routes/table';
import { saasRoutes } from './routes';
import { menuTitles } from './shared/test/routeChecks';

describe('the SaaS route table (§2.1)', () => {
  it('puts the features in menu order', () => {
    expect(menuTitles(saasRoutes, ['admin'])).toEqual([
      '首页',
      '站点列表',
      '订单列表',
      '站点管理/站点授权',
      '站点管理/授权码',
      '订单管理/全部订单',
      '订单管理/创建线下订单',
      '用户管理/账号管理',
      '用户管理/站点用户',
      '用户管理/管理员设置',
      '用户管理/操作日志',
      '用户管理/消息发送统计',
      '站点内容/帖子监管',
      '站点内容/评论监管',
      '站点内容/版块监管',
      '站点内容/问答监管',
      '站点内容/勋章监管',
      '工单/工单列表',
      '举报管理/举报处理',
      '统计/流量统计',
      '统计/月度统计',
      '统计/短信费用统计',
      '统计/短信发送统计',
      '系统设置/缓存管理',
      '系统设置/搜索索引',
      '系统设置/平台敏感词',
      '系统设置/后台任务',
    ]);
    expect(menuTitles(saasRoutes, ['visitor'])).toEqual(['首页', '站点列表', '订单列表']);
    expect(firstPagePath(filterRoutes(saasRoutes, ['visitor']))).toBe('/index');
  });

  it('sends a signed-out visitor to login, and a customer away from a manager page', () => {
    const base = { token: null, roles: [], rolesLoaded: false, routes: saasRoutes, allRoutes: saasRoutes, defaultPath: null };
    expect(decideNavigation({ ...base, path: '/order/orderList' })).toMatchObject({ to: '/login?redirect=%2Forder%2ForderList' });
    expect(decideNavigation({ ...base, path: '/ActivateLicense' })).toEqual({ action: 'allow' });
    const customer = { ...base, token: 't', roles: ['visitor'], rolesLoaded: true, routes: filterRoutes(saasRoutes, ['visitor']) };
    expect(decideNavigation({ ...customer, path: '/orderManage/manageOrder' })).toMatchObject({ action: 'redirect', to: '/404' });
  });
});
