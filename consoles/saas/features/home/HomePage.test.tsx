import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import { renderSignedIn } from '../../shared/test/renderSignedIn';
import { HomePage } from './HomePage';

const none: Schema<'SaasHomePlatform'> = {
  sites: null,
  members: null,
  posts: null,
  review: null,
  workOrders: null,
  reports: null,
  orders: null,
  sms: null,
};
const mine: Schema<'SaasHome'>['mine'] = { sites: [], expiring: 0, workOrders: [] };

describe('首页 (SaaS console)', { timeout: 30_000 }, () => {
  it('shows the main manager every figure with a link to its queue, and the trends', async () => {
    const home: Schema<'SaasHome'> = {
      platform: {
        sites: { total: 12, active: 10, expiring: 2 },
        members: { total: 3520, today: 18 },
        posts: { total: 10240, today: 96 },
        review: { posts: 4, comments: 7 },
        workOrders: { pending: 3, processing: 2 },
        reports: 5,
        orders: { paid: 8, revenueFen: 1039200 },
        sms: { used: 420, quota: 5000, sitesWithQuota: 3 },
      },
      trend: [
        { date: '2026-11-26', newMembers: 21, posts: 88, orders: 1 },
        { date: '2026-11-27', newMembers: 18, posts: 96, orders: 0 },
      ],
      mine,
    };
    renderSignedIn(<HomePage />, { roles: ['admin'], replies: { getSaasHome: ok(home) } });
    const figures = await screen.findByRole('list', { name: '平台数字' });
    const card = (label: string) => within(figures).getByText(label).closest('li') as HTMLElement;
    expect(within(card('站点')).getByText('12')).toBeInTheDocument();
    expect(within(card('站点')).getByText('授权有效 10 · 30 天内到期 2')).toBeInTheDocument();
    expect(within(card('会员')).getByText('3,520')).toBeInTheDocument();
    expect(within(card('待审核内容')).getByText('11')).toBeInTheDocument();
    expect(within(card('未关闭工单')).getByRole('link', { name: '查看未关闭工单' })).toHaveAttribute('href', '/workOrder/list');
    expect(within(card('待处理举报')).getByRole('link')).toHaveAttribute('href', '/impeachManage/manageImpeach');
    expect(within(card('本月收入')).getByText('¥10,392.00')).toBeInTheDocument();
    expect(within(card('本月短信')).getByText('额度 5,000（3 个站点设置了额度）')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '新增会员与新帖子' })).toHaveTextContent('新增会员:21,18;新帖子:88,96');
    expect(screen.getByRole('figure', { name: '每日支付订单' })).toHaveTextContent('支付订单:1,0');
    // A manager who owns no site is not shown an empty「我的站点」.
    expect(screen.queryByRole('heading', { name: '我的站点' })).not.toBeInTheDocument();
  });

  it('leaves out what a manager’s roles do not open', async () => {
    const home: Schema<'SaasHome'> = {
      platform: { ...none, orders: { paid: 2, revenueFen: 9900 } },
      trend: [{ date: '2026-11-27', newMembers: null, posts: null, orders: 2 }],
      mine,
    };
    renderSignedIn(<HomePage />, { roles: ['Order'], replies: { getSaasHome: ok(home) } });
    const figures = await screen.findByRole('list', { name: '平台数字' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(1);
    expect(within(figures).getByText('本月收入')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: '新增会员与新帖子' })).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '每日支付订单' })).toBeInTheDocument();
  });

  it('shows an account holder their sites, the licences ending soon and their open work orders', async () => {
    const home: Schema<'SaasHome'> = {
      platform: null,
      trend: [],
      mine: {
        sites: [
          { id: 2, name: '青禾读书会', slug: 'demo', licenseType: 3, licenseStatus: 'expiring', expiresAt: '2026-12-05T15:59:59.000Z' },
          { id: 1, name: '山城摄影', slug: 'demo2', licenseType: 1, licenseStatus: 'active', expiresAt: null },
        ],
        expiring: 1,
        workOrders: [
          {
            id: 7,
            siteId: 2,
            siteName: '青禾读书会',
            title: '续费后授权没有延长',
            status: 'pending',
            updatedAt: '2026-11-27T02:00:00.000Z',
          },
        ],
      },
    };
    renderSignedIn(<HomePage />, { replies: { getSaasHome: ok(home) } });
    expect(await screen.findByText('有 1 个站点的授权将在 30 天内到期，请及时续费。')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '平台数字' })).not.toBeInTheDocument();
    const sites = screen.getByRole('table', { name: '我的站点' });
    expect(within(sites).getByText('青禾读书会（demo）')).toBeInTheDocument();
    expect(within(sites).getByText('即将到期')).toBeInTheDocument();
    expect(within(sites).getByText('长期有效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去续费' })).toHaveAttribute('href', '/order/orderList');
    const orders = screen.getByRole('table', { name: '我的未关闭工单' });
    expect(within(orders).getByText('续费后授权没有延长')).toBeInTheDocument();
    expect(within(orders).getByText('待处理')).toBeInTheDocument();
  });
});
