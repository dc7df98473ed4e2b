import { describe, expect, it } from 'vitest';
import { type FeatureFlags, filterRoutes, openShares, routeRoles } from '#kit/permission/access';
import { can } from '#kit/permission/can';
import { decideNavigation } from '#kit/permission/guard';
import { flattenRoutes, isPublicPath } from '#kit/routes/table';
import { expectedPages } from '#kit/test/expectedPages';
import { ConsoleRoleValues, type OperationId, operationIndex } from '#sdk';
import { medalPages } from './features/medal/routes';
import { pointPages } from './features/point/routes';
import { siteConsoleHomeRoutes, siteConsoleSettingPages } from './features/siteConsole/routes';
import { userRankPages } from './features/userRank/routes';
import { siteFeatures, siteRoutes } from './routes';

const flat = flattenRoutes(siteRoutes);
const byPath = (path: string) => flat.find((f) => f.fullPath === path)?.record;
const pages = flat.filter((f) => (f.record.component || f.record.action) && !f.record.public);
const pagesOf = (roles: string[], flags: FeatureFlags = {}) =>
  flattenRoutes(filterRoutes(siteRoutes, roles, flags))
    .filter((f) => (f.record.component || f.record.action) && !f.record.public)
    .map((f) => f.fullPath);

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
    // §6 names who opens the two groups: 用户 admin/User/SiteBase, 设置 admin/SiteManage.
    expect(roles('/user')).toEqual(['SiteBase', 'User']);
    expect(roles('/setting')).toEqual(['SiteManage']);
    expect(roles('/user/manageUserInfo')).toEqual([...operationIndex.getSiteUserRecord.roles]);
    expect(roles('/setting/labelUserList')).toEqual(['SiteManage', 'User']);
    expect(roles('/manageSection')).toEqual([...operationIndex.getSectionList.roles]);
    // The one category page: any kind's operation opens it (版块分区 for Section, 礼品分类 for Mall).
    expect(roles('/setting/manageCategory')).toEqual(
      [...new Set([...operationIndex.getSectionCategoryList.roles, ...operationIndex.getGiftCategoryList.roles])].sort(),
    );
    expect(roles('/setting/manageClear')).toEqual([...operationIndex.clearSiteCache.roles]);
  });

  it('opens to each contract role what its operations and the manifests say (§5, §6)', () => {
    for (const flags of [{}, { workOrder: true, mall: true, question: true }] as FeatureFlags[])
      for (const role of [...ConsoleRoleValues, 'visitor', 'Question'])
        expect({ role, flags, pages: [...pagesOf([role], flags)].sort() }).toEqual({
          role,
          flags,
          pages: [...expectedPages(siteFeatures, role, flags)].sort(),
        });
  });

  it('shows a page of 用户 or 设置 only inside a group the role may open (§6)', () => {
    const under = (roles: string[], group: string) => pagesOf(roles).filter((path) => path.startsWith(`${group}/`));
    expect(under(['UserManager'], '/user')).toEqual([]);
    expect(under(['UserManager', 'User'], '/user')).toContain('/user/manageAdmins');
    expect(under(['SiteBase'], '/user')).toEqual(['/user/managePointRecord', '/user/operationLog']);
    expect(under(['User'], '/setting')).toEqual([]);
    expect(under(['Section'], '/setting')).toEqual([]);
    expect(under(['Section', 'SiteManage'], '/setting')).toContain('/setting/manageCategory');
    expect(under(['SiteManage'], '/setting')).toContain('/setting/siteSetting');
  });

  it('sends a role to /login with noGoBack where it lacks the role, ending on /401 for one segment or more (§4)', () => {
    const guard = (roles: string[], path: string, search?: string) =>
      decideNavigation({
        path,
        search,
        token: 'tok',
        roles,
        rolesLoaded: true,
        routes: filterRoutes(siteRoutes, roles),
        allRoutes: siteRoutes,
        defaultPath: '/index',
      });
    for (const path of ['/user/manageUserRank', '/recycle', '/managePost', '/setting/manageCategory'])
      expect({ path, to: guard(['SiteBase'], path) }).toEqual({ path, to: { action: 'redirect', to: '/login?noGoBack=true' } });
    expect(guard(['SiteBase'], '/login', '?noGoBack=true')).toEqual({ action: 'redirect', to: '/401?noGoBack=true' });
    expect(guard(['SiteBase'], '/login')).toEqual({ action: 'redirect', to: '/' });
    expect(guard(['SiteBase'], '/user/managePointRecord')).toEqual({ action: 'allow' });
    expect(guard(['SiteBase'], '/nowhere')).toEqual({ action: 'redirect', to: '/404', from: '/nowhere' });
  });
});

describe('the shared category page (/setting/manageCategory)', () => {
  const opens = (roles: string[], mall: boolean) =>
    flattenRoutes(filterRoutes(siteRoutes, roles, { workOrder: false, mall, question: false })).some(
      (f) => f.fullPath === '/setting/manageCategory',
    );
  const kinds = (roles: string[], mall: boolean) =>
    openShares(byPath('/setting/manageCategory') ?? {}, roles, { mall }).map((share) => share.operation);

  it('opens, inside 设置, to Section always and to Mall only while the mall is open, with a tab for each kind it may manage', () => {
    const settings = (role: string) => ['SiteManage', role];
    expect([opens(settings('Section'), false), opens(settings('Mall'), true), opens(['Mall'], true), opens(['Section'], false)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(opens(['SiteManage'], true)).toBe(false);
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
