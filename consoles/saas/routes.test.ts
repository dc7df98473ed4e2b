import { describe, expect, it } from 'vitest';
import { filterRoutes } from '#kit/permission/access';
import { decideNavigation } from '#kit/permission/guard';
import { routeBadges } from '#kit/routes/badge';
import { type FeatureManifest, featureBadgeKeys } from '#kit/routes/manifest';
import { firstPagePath, flattenRoutes } from '#kit/routes/table';
import { expectedPages } from '#kit/test/expectedPages';
import { SaasRoleValues } from '#sdk';
import { saasFeatures, saasRoutes } from './routes';
import { menuTitles } from './shared/test/routeChecks';

const pagesOf = (roles: string[]) =>
  flattenRoutes(filterRoutes(saasRoutes, roles))
    .filter((f) => (f.record.component || f.record.action) && !f.record.public)
    .map((f) => f.fullPath);

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
      '微信小程序/小程序管理',
      '微信小程序/模板草稿',
      '微信小程序/代码模板库',
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

  it('opens to each contract role what its operations and the manifests say (§5, §6)', () => {
    for (const role of [...SaasRoleValues, 'visitor'])
      expect({ role, pages: [...pagesOf([role])].sort() }).toEqual({ role, pages: [...expectedPages(saasFeatures, role)].sort() });
  });

  it('opens 用户管理 only to SiteBase (and admin): its pages show only inside it (§6)', () => {
    const account = (roles: string[]) => pagesOf(roles).filter((path) => path.startsWith('/account/'));
    for (const role of ['Account', 'SiteUser', 'AccountManager']) expect({ role, pages: account([role]) }).toEqual({ role, pages: [] });
    expect(account(['SiteBase', 'Account'])).toContain('/account/manageAccount');
    expect(account(['SiteBase', 'SiteUser'])).toContain('/account/manageSiteAccount');
    expect(account(['SiteBase', 'AccountManager'])).toContain('/account/managerSetting');
    expect(account(['SiteBase'])).not.toContain('/account/manageAccount');
    expect(account(['admin'])).toEqual(expect.arrayContaining(['/account/manageAccount', '/account/managerSetting']));
  });

  it('keeps each feature’s badges on its entries', () => {
    const features = saasFeatures.filter((entry): entry is FeatureManifest => !('group' in entry));
    const keys = features.flatMap(featureBadgeKeys);
    expect(new Set(keys).size).toBe(keys.length);
    const fromTable = flattenRoutes(saasRoutes).flatMap(({ record }) => (record.meta?.messageType ? [record.meta.messageType] : []));
    expect(keys).toEqual(expect.arrayContaining([...fromTable, ...routeBadges(saasRoutes).map((b) => `${b.operation}.${b.field}`)]));
    expect(featureBadgeKeys(features.find((f) => f.name === 'manager') as FeatureManifest)).toEqual(['account', 'siteUser']);
  });

  it('sends a signed-out visitor to login, and a customer away from a manager page', () => {
    const base = { token: null, roles: [], rolesLoaded: false, routes: saasRoutes, allRoutes: saasRoutes, defaultPath: null };
    expect(decideNavigation({ ...base, path: '/order/orderList' })).toMatchObject({ to: '/login?redirect=%2Forder%2ForderList' });
    expect(decideNavigation({ ...base, path: '/ActivateLicense' })).toEqual({ action: 'allow' });
    const customer = { ...base, token: 't', roles: ['visitor'], rolesLoaded: true, routes: filterRoutes(saasRoutes, ['visitor']) };
    expect(decideNavigation({ ...customer, path: '/orderManage/manageOrder' })).toEqual({ action: 'redirect', to: '/login?noGoBack=true' });
    expect(decideNavigation({ ...customer, path: '/login', search: '?noGoBack=true' })).toEqual({
      action: 'redirect',
      to: '/401?noGoBack=true',
    });
    expect(decideNavigation({ ...customer, path: '/account/manageAccount' })).toEqual({ action: 'redirect', to: '/login?noGoBack=true' });
  });
});
