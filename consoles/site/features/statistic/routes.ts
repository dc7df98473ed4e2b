import { CalendarLtrRegular, ChartMultipleRegular, DataTrendingRegular, MoneyRegular, PhoneChatRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 统计 (§2.2): flow, month, SMS fee and SMS sent (admin/SiteBase, from the contract). */
export const statisticRoutes: RouteRecord[] = [
  {
    path: '/statistic',
    alwaysShow: true,
    meta: { title: '统计', icon: ChartMultipleRegular },
    children: [
      {
        path: 'manageFlowStatistic',
        name: 'ManageFlowStatistic',
        component: lazyPage(() => import('./FlowStatisticPage'), 'FlowStatisticPage'),
        meta: { title: '流量统计', icon: DataTrendingRegular, operation: 'getFlowStatistic' },
      },
      {
        path: 'manageMonthStatistic',
        name: 'ManageMonthStatistic',
        component: lazyPage(() => import('./MonthStatisticPage'), 'MonthStatisticPage'),
        meta: { title: '月度统计', icon: CalendarLtrRegular, operation: 'getMonthStatistic' },
      },
      {
        path: 'manageSmsFeeStatistic',
        name: 'ManageSmsFeeStatistic',
        component: lazyPage(() => import('./SmsFeeStatisticPage'), 'SmsFeeStatisticPage'),
        meta: { title: '短信费用统计', icon: MoneyRegular, operation: 'getSmsFeeStatistic' },
      },
      {
        path: 'manageSmsSentStatistic',
        name: 'ManageSmsSentStatistic',
        component: lazyPage(() => import('./SmsSentStatisticPage'), 'SmsSentStatisticPage'),
        meta: { title: '短信发送统计', icon: PhoneChatRegular, operation: 'getSmsSentStatistic' },
      },
    ],
  },
];
