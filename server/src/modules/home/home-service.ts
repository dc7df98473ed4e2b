// The SaaS console's home (首页): each figure only for the roles of the page it links to (the same operations' roles
// as the contract gives those pages), so a manager sees what their roles open and an account holder their own sites.
import { type OperationId, operationIndex, type Schema } from '../../../../sdk';
import { hasRole, type SaasPrincipal, type SaasRole } from '../../auth/principal';
import { beijingTodayStart } from '../../lib/beijing-time';
import type { ModuleDeps } from '../deps';
import { licenseState } from '../license/license-state';
import { flowByDay } from '../statistic/statistic-repository';
import * as repo from './home-repository';

const TREND_DAYS = 30;
const DAY_MS = 24 * 3600_000;

/** May this principal open the page the operation serves? (`admin` opens all; the contract's roles, none = anyone). */
function opens(principal: SaasPrincipal, operation: OperationId): boolean {
  const roles = operationIndex[operation].roles as readonly SaasRole[];
  return roles.length === 0 || hasRole(principal, ...roles);
}

/** `YYYY-MM-DD` of the Beijing day starting at `start`. */
const dayOf = (start: Date) => new Date(start.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** Only managers see the platform: an account holder's roles are empty (the console shows them as `visitor`). */
const isManager = (p: SaasPrincipal) => p.isMainManager || p.roles.length > 0;

export function createHomeService({ db }: Pick<ModuleDeps, 'db'>) {
  async function platform(p: SaasPrincipal, todayStart: Date): Promise<Schema<'SaasHomePlatform'>> {
    // The site list opens to every holder but shows every site only to Site (its own rule), so Site it is here.
    const when = <T>(allowed: boolean, read: () => Promise<T>) => (allowed ? read() : Promise.resolve(null));
    const stats = opens(p, 'getSaasFlowStatistic');
    const audit = opens(p, 'getSaasPostList');
    const [sites, members, posts, review, workOrders, reports, orders, sms] = await Promise.all([
      when(hasRole(p, 'Site'), () => repo.siteCounts(db)),
      when(stats, () => repo.memberCounts(db, todayStart)),
      when(stats, () => repo.postCounts(db, todayStart)),
      when(audit, () => repo.reviewCounts(db)),
      when(opens(p, 'getSaasWorkOrderList'), () => repo.platformWorkOrderCounts(db)),
      when(opens(p, 'getSaasImpeachList'), () => repo.openReportCount(db)),
      when(opens(p, 'getManagedOrderList'), () => repo.ordersThisMonth(db)),
      when(opens(p, 'getSmsQuotaList'), () => repo.smsThisMonth(db)),
    ]);
    return { sites, members, posts, review, workOrders, reports, orders, sms };
  }

  async function trend(p: SaasPrincipal, todayStart: Date): Promise<Schema<'SaasHomeDay'>[]> {
    const first = new Date(todayStart.getTime() - (TREND_DAYS - 1) * DAY_MS);
    const days = Array.from({ length: TREND_DAYS }, (_, i) => dayOf(new Date(first.getTime() + i * DAY_MS)));
    const stats = opens(p, 'getSaasFlowStatistic');
    const ordersAllowed = opens(p, 'getManagedOrderList');
    // The statistics' daily rollup (platform_daily_stats, at most a minute old) for members and posts.
    const flow = stats ? new Map((await flowByDay(db, null, days[0], days[days.length - 1])).map((d) => [d.date, d])) : null;
    const paid = ordersAllowed ? await repo.paidOrdersByDay(db, first) : null;
    return days.map((date) => ({
      date,
      newMembers: flow ? Number(flow.get(date)?.newMembers ?? 0) : null,
      posts: flow ? Number(flow.get(date)?.posts ?? 0) : null,
      orders: paid ? (paid.get(date) ?? 0) : null,
    }));
  }

  async function mine(p: SaasPrincipal): Promise<Schema<'SaasHome'>['mine']> {
    const now = new Date();
    const [sites, expiring, workOrders] = await Promise.all([
      repo.ownSites(db, p.accountId, 50),
      repo.ownExpiringCount(db, p.accountId),
      repo.ownOpenWorkOrders(db, p.accountId, 20),
    ]);
    return {
      sites: sites.map((s) => {
        const state = licenseState(s.licenseType === null ? null : { licenseType: s.licenseType, expiresAt: s.expiresAt }, now);
        return {
          id: s.id,
          name: s.name,
          slug: s.slug,
          licenseType: state.licenseType,
          licenseStatus: state.status,
          expiresAt: s.expiresAt?.toISOString() ?? null,
        };
      }),
      expiring,
      workOrders: workOrders.map((w) => ({
        ...w,
        status: w.status as Schema<'WorkOrderStatus'>,
        updatedAt: w.updatedAt.toISOString(),
      })),
    };
  }

  return {
    async home(p: SaasPrincipal): Promise<Schema<'SaasHome'>> {
      const todayStart = beijingTodayStart();
      const manager = isManager(p);
      const [platformFigures, days, own] = await Promise.all([
        manager ? platform(p, todayStart) : Promise.resolve(null),
        manager ? trend(p, todayStart) : Promise.resolve([]),
        mine(p),
      ]);
      return { platform: platformFigures, trend: days, mine: own };
    },
  };
}
