import { describe, expect, it } from 'vitest';
import { filterRoutes, openShares, routeRoles } from '#kit/permission/access';
import { can } from '#kit/permission/can';
import { decideNavigation } from '#kit/permission/guard';
import { flattenRoutes, isPublicPath } from '#kit/routes/table';
import { type OperationId, operationIndex } from '#sdk';
import { medalPages } from './features/medal/routes';
import { pointPages } from './features/point/routes';
import { siteConsoleHomeRoutes, siteConsoleSettingPages } from './features/siteConsole/routes';
import { userRankPages } from './features/userRank/routes';
import { siteRoutes } from './routes';

const flat = flattenRoutes(siteRoutes);
const byPath = (path: string) => flat.find((f) => f.fullPath === path)?.record;
const pages = flat.filter((f) => (f.record.component || f.record.action) && !f.record.public);

describe('the site console’s route table', () => {
  it('has the kit’s public entries and the console’s own', () => {
    for (const path of ['/login', '/register', '/resetpassword', '/auth-redirect', '/404', '/401', '/applet-redirect'])
      expect({ path, public: isPublicPath(siteRoutes, path) }).toEqual({ path, public: true });
    expect(isPublicPath(siteRoutes, '/redirect/user/manageUserRank')).toBe(true);
  });

  it('combines every feature’s entries, each once', () => {
    const names = flat.map((f) => f.record.name).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    for (const record of [...siteConsoleHomeRoutes, ...siteConsoleSettingPages, ...userRankPages, ...pointPages, ...medalPages])
      expect(flat.some((f) => f.record === record)).toBe(true);
    expect(byPath('/user')?.children?.map((c) => c.path)).toEqual([
      'manageUser',
      'manageUserInfo',
      'manageLabel',
      'mangeUserDataExport',
      'manageAdmins',
      'manageUserRank',
      'managePointItem',
      'managePointRecord',
      'manageMedal',
      'medalUser',
      'operationLog',
    ]);
  });

  it('names, for every page, operations a site console token may call', () => {
    for (const { fullPath, record } of pages) {
      const operation = record.meta?.operation ?? record.meta?.anyOf?.map((share) => share.operation);
      expect({ fullPath, named: Boolean(operation?.length) }).toEqual({ fullPath, named: true });
      for (const id of (typeof operation === 'string' ? [operation] : (operation ?? [])) as OperationId[])
        expect({ fullPath, id, console: can(['admin'], id, 'console') }).toEqual({ fullPath, id, console: true });
      expect(record.meta?.roles).toBeUndefined();
    }
  });

  it('derives who may open each page from the contract (§6), groups from their pages', () => {
    const roles = (path: string) => [...routeRoles(byPath(path) ?? {})].sort();
    expect(roles('/index')).toEqual([]);
    expect(roles('/user/manageUserRank')).toEqual([...operationIndex.getUserRankList.roles]);
    expect(roles('/user/managePointItem')).toEqual([...operationIndex.getPointItemList.roles]);
    expect(roles('/user/managePointRecord')).toEqual(['SiteBase']);
    expect(roles('/user/manageMedal')).toEqual([...operationIndex.getMedalList.roles]);
    expect(roles('/user/medalUser')).toEqual([...operationIndex.getMedalUserList.roles]);
    expect(roles('/user/manageUser')).toEqual([...operationIndex.getConsoleUserList.roles]);
    expect(roles('/user/manageAdmins')).toEqual(['UserManager']);
    expect(roles('/personalSetting')).toEqual([]);
    expect(roles('/user')).toEqual(['SiteBase', 'User', 'UserManager']);
    expect(roles('/setting')).toEqual(['Mall', 'Section', 'SiteManage', 'User']);
    expect(roles('/user/manageUserInfo')).toEqual([...operationIndex.getSiteUserRecord.roles]);
    expect(roles('/setting/labelUserList')).toEqual(['SiteManage', 'User']);
    expect(roles('/manageSection')).toEqual([...operationIndex.getSectionList.roles]);
    // The one category page: any kind's operation opens it (版块分区 for Section, 礼品分类 for Mall).
    expect(roles('/setting/manageCategory')).toEqual(
      [...new Set([...operationIndex.getSectionCategoryList.roles, ...operationIndex.getGiftCategoryList.roles])].sort(),
    );
    expect(roles('/setting/manageClear')).toEqual([...operationIndex.clearSiteCache.roles]);
  });

  it('shows each role what it may open, and sends it to /401 elsewhere', () => {
    const paths = (roles: string[]) =>
      flattenRoutes(filterRoutes(siteRoutes, roles))
        .filter((f) => !f.record.public && (f.record.component || f.record.action))
        .map((f) => f.fullPath);
    expect(paths(['SiteBase'])).toEqual([
      '/index',
      '/personalSetting',
      '/notifications',
      '/platformWorkOrder',
      '/platformWorkOrder/detail',
      '/statistic/manageFlowStatistic',
      '/statistic/manageMonthStatistic',
      '/statistic/manageSmsFeeStatistic',
      '/statistic/manageSmsSentStatistic',
      '/user/managePointRecord',
      '/user/operationLog',
    ]);
    expect(paths(['User'])).toEqual([
      '/index',
      '/personalSetting',
      '/notifications',
      '/platformWorkOrder',
      '/platformWorkOrder/detail',
      '/user/manageUser',
      '/user/manageUserInfo',
      '/user/manageLabel',
      '/user/mangeUserDataExport',
      '/user/manageUserRank',
      '/user/managePointItem',
      '/user/manageMedal',
      '/user/medalUser',
      '/setting/labelUserList',
    ]);
    expect(paths(['Section'])).toEqual([
      '/index',
      '/personalSetting',
      '/notifications',
      '/manageSection',
      '/platformWorkOrder',
      '/platformWorkOrder/detail',
      '/setting/manageCategory',
    ]);
    expect(paths(['SiteManage'])).toEqual([
      '/index',
      '/personalSetting',
      '/notifications',
      '/recycle',
      '/platformWorkOrder',
      '/platformWorkOrder/detail',
      '/setting/siteSetting',
      '/setting/settingFun',
      '/setting/manageClear',
      '/setting/manageSensitiveWord',
      '/setting/notificationChannel',
      '/setting/labelUserList',
    ]);
    expect(paths(['Post'])).toEqual([
      '/index',
      '/personalSetting',
      '/notifications',
      '/managePost',
      '/platformWorkOrder',
      '/platformWorkOrder/detail',
      '/manageImpeach',
    ]);
    expect(paths(['Comment'])).toEqual([
      '/index',
      '/personalSetting',
      '/notifications',
      '/manageComment',
      '/platformWorkOrder',
      '/platformWorkOrder/detail',
    ]);
    // The platform's work orders are for administrators: a role the console does not know opens nothing there.
    expect(paths(['visitor', 'Question'])).toEqual(['/index', '/personalSetting', '/notifications']);
    const guard = (roles: string[], path: string, from?: string) =>
      decideNavigation({
        path,
        from,
        token: 'tok',
        roles,
        rolesLoaded: true,
        routes: filterRoutes(siteRoutes, roles),
        allRoutes: siteRoutes,
        defaultPath: '/index',
      });
    expect(guard(['SiteBase'], '/user/manageUserRank')).toEqual({ action: 'redirect', to: '/404', from: '/user/manageUserRank' });
    expect(guard(['SiteBase'], '/404', '/user/manageUserRank')).toEqual({ action: 'redirect', to: '/401' });
    expect(guard(['SiteBase'], '/user/managePointRecord')).toEqual({ action: 'allow' });
  });
});

describe('the shared category page (/setting/manageCategory)', () => {
  const opens = (roles: string[], mall: boolean) =>
    flattenRoutes(filterRoutes(siteRoutes, roles, { workOrder: false, mall, question: false })).some(
      (f) => f.fullPath === '/setting/manageCategory',
    );
  const kinds = (roles: string[], mall: boolean) =>
    openShares(byPath('/setting/manageCategory') ?? {}, roles, { mall }).map((share) => share.operation);

  it('opens to Section always and to Mall only while the mall is open, with a tab for each kind it may manage', () => {
    expect([opens(['Section'], false), opens(['Mall'], true), opens(['Mall'], false), opens(['Post'], true)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(kinds(['Section'], true)).toEqual(['getSectionCategoryList']);
    expect(kinds(['Mall'], true)).toEqual(['getGiftCategoryList']);
    expect(kinds(['admin'], true)).toEqual(['getSectionCategoryList', 'getGiftCategoryList']);
    expect(kinds(['admin'], false)).toEqual(['getSectionCategoryList']);
  });
});

describe('问答 in the site console', () => {
  const paths = (question: boolean) =>
    flattenRoutes(filterRoutes(siteRoutes, ['admin'], { workOrder: false, mall: false, question })).map((f) => f.fullPath);

  it('shows its pages only where the licence and the switch open Q&A', () => {
    expect(paths(true)).toEqual(expect.arrayContaining(['/manageQuestion', '/setting/questionMoreSet', '/setting/createQuestionType']));
    expect(paths(false).filter((p) => /question/i.test(p))).toEqual([]);
  });

  it('opens 问答管理 to Answer and the Q&A settings to SiteManage (§6)', () => {
    expect([...routeRoles(byPath('/manageQuestion') ?? {})]).toEqual(['Answer']);
    expect([...routeRoles(byPath('/setting/questionMoreSet') ?? {})]).toEqual(['SiteManage']);
  });
});
