// The home page's figure cards from the answer: each present figure with its queue page; absent (null) ones are the
// figures the session's roles do not open, and are left out.
import { formatFen, thousands } from '#kit/format';
import type { Schema } from '#sdk';

export interface FigureCard {
  key: string;
  label: string;
  value: string;
  detail: string;
  /** The console page that holds the queue or the list behind the figure. */
  to: string;
  /** Something waits for someone (shown with an accent). */
  attention?: boolean;
}

export function figureCards(p: Schema<'SaasHomePlatform'>): FigureCard[] {
  const cards: FigureCard[] = [];
  if (p.sites)
    cards.push({
      key: 'sites',
      label: '站点',
      value: thousands(p.sites.total),
      detail: `授权有效 ${thousands(p.sites.active)} · 30 天内到期 ${thousands(p.sites.expiring)}`,
      to: '/siteManage/manageSite',
      attention: p.sites.expiring > 0,
    });
  if (p.members)
    cards.push({
      key: 'members',
      label: '会员',
      value: thousands(p.members.total),
      detail: `今日新增 ${thousands(p.members.today)}`,
      to: '/statistic/manageFlowStatistic',
    });
  if (p.posts)
    cards.push({
      key: 'posts',
      label: '帖子',
      value: thousands(p.posts.total),
      detail: `今日新帖 ${thousands(p.posts.today)}`,
      to: '/siteContent/managePost',
    });
  if (p.review)
    cards.push({
      key: 'review',
      label: '待审核内容',
      value: thousands(p.review.posts + p.review.comments),
      detail: `帖子 ${thousands(p.review.posts)} · 评论 ${thousands(p.review.comments)}`,
      to: '/siteContent/managePost',
      attention: p.review.posts + p.review.comments > 0,
    });
  if (p.workOrders)
    cards.push({
      key: 'workOrders',
      label: '未关闭工单',
      value: thousands(p.workOrders.pending + p.workOrders.processing),
      detail: `待处理 ${thousands(p.workOrders.pending)} · 处理中 ${thousands(p.workOrders.processing)}`,
      to: '/workOrder/list',
      attention: p.workOrders.pending > 0,
    });
  if (p.reports !== null)
    cards.push({
      key: 'reports',
      label: '待处理举报',
      value: thousands(p.reports),
      detail: '被举报、尚未处理的内容与用户',
      to: '/impeachManage/manageImpeach',
      attention: p.reports > 0,
    });
  if (p.orders)
    cards.push({
      key: 'orders',
      label: '本月收入',
      value: formatFen(p.orders.revenueFen),
      detail: `本月已支付订单 ${thousands(p.orders.paid)}`,
      to: '/orderManage/manageOrder',
    });
  if (p.sms)
    cards.push({
      key: 'sms',
      label: '本月短信',
      value: thousands(p.sms.used),
      detail: p.sms.quota > 0 ? `额度 ${thousands(p.sms.quota)}（${p.sms.sitesWithQuota} 个站点设置了额度）` : '没有站点设置月额度',
      to: '/statistic/manageSmsSentStatistic',
    });
  return cards;
}

export interface TrendSeries {
  name: string;
  data: number[];
}

/** The trend's series the answer holds (a null series is one the roles do not open). */
export function trendSeries(days: Schema<'SaasHomeDay'>[]): { categories: string[]; content: TrendSeries[]; orders: TrendSeries[] } {
  const categories = days.map((d) => d.date.slice(5));
  const series = (name: string, pick: (d: Schema<'SaasHomeDay'>) => number | null) =>
    days.length && pick(days[0]) !== null ? [{ name, data: days.map((d) => pick(d) ?? 0) }] : [];
  return {
    categories,
    content: [...series('新增会员', (d) => d.newMembers), ...series('新帖子', (d) => d.posts)],
    orders: series('支付订单', (d) => d.orders),
  };
}
