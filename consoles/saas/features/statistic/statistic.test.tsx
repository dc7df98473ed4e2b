import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { presetRange } from '#shared/stats/DateRangeBar';
import { exportXlsx as exportXlsxFile } from '#shared/stats/exportXlsx';
import { callsOf, queryOf, renderSignedIn } from '../../shared/test/renderSignedIn';
import { FlowStatisticPage } from './FlowStatisticPage';
import { MonthStatisticPage } from './MonthStatisticPage';
import { SmsFeeStatisticPage } from './SmsFeeStatisticPage';

const measures = (pv: number): Schema<'FlowMeasures'> => ({
  pv,
  uv: pv / 4,
  ips: pv / 5,
  newMembers: 30,
  activeMembers: 120,
  posts: 50,
  comments: 210,
  answers: 70,
});

// The dom tier's export spy (consoles/shared/stats/jsdom-setup.ts), cleared before each test.
const exportXlsx = vi.mocked(exportXlsxFile);
beforeEach(() => exportXlsx.mockClear());

describe('统计 (SaaS console)', { timeout: 30_000 }, () => {
  it('流量统计 shows every site together with the ranking; presets change the range; export writes the days', async () => {
    const flow: Schema<'SaasFlowStatistic'> = {
      list: [{ date: '2026-11-24', ...measures(123_456) }],
      summary: measures(123_456),
      updatedAt: '2026-11-24T08:00:00.000Z',
      ranking: [
        { siteId: 1, siteName: '青禾读书会', pv: 100_000, uv: 25_000, newMembers: 20, posts: 40 },
        { siteId: 2, siteName: '西湖跑团', pv: 23_456, uv: 5_000, newMembers: 10, posts: 10 },
      ],
    };
    const { calls, user } = renderSignedIn(<FlowStatisticPage />, { roles: ['SiteBase'], replies: { getSaasFlowStatistic: ok(flow) } });
    const ranking = await findLoadedTable('站点排名');
    expect(await within(ranking).findByText('青禾读书会')).toBeInTheDocument();
    expect(within(ranking).getByText('100,000')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '新回答趋势' })).toHaveTextContent('新回答:70');
    expect(queryOf(callsOf(calls, 'getSaasFlowStatistic')[0].request)).toEqual(presetRange(30));

    await user.click(screen.getByRole('button', { name: '近 90 天' }));
    await waitFor(() => expect(callsOf(calls, 'getSaasFlowStatistic').map((c) => queryOf(c.request))).toContainEqual(presetRange(90)));
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(exportXlsx).toHaveBeenCalledTimes(1);
    expect(exportXlsx.mock.calls[0]?.[0]).toMatch(/^站点流量统计_.*\.xlsx$/);
  });

  it('月度统计 shows the months of every site with 环比 and 同比 and exports them', async () => {
    const month: Schema<'MonthStatistic'> = {
      list: [{ month: '2026-11', current: measures(3_000), previousMonth: measures(2_000), sameMonthLastYear: measures(6_000) }],
    };
    const { user } = renderSignedIn(<MonthStatisticPage />, { roles: ['SiteBase'], replies: { getSaasMonthStatistic: ok(month) } });
    const table = await findLoadedTable('每月明细');
    expect(await within(table).findByText('3,000')).toBeInTheDocument();
    expect(within(table).getAllByText('环比 +50.0%').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('同比 -50.0%').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(exportXlsx.mock.calls[0]?.[1]).toBe('月度统计');
  });

  it('短信费用统计 shows the fee by month and site page by page and saves a site’s monthly quota', async () => {
    const fee: Schema<'SmsFeeStatistic'> = {
      months: [{ month: '2026-11', siteId: null, siteName: '合计', count: 40, feeFen: 200 }],
      sites: [{ month: '2026-11', siteId: 1, siteName: '青禾读书会', count: 40, feeFen: 200 }],
      sitesTotal: 45,
      totalCount: 40,
      totalFeeFen: 200,
      quota: null,
    };
    const quota: Schema<'SmsQuota'> = { siteId: 1, siteName: '青禾读书会', month: '2026-11', monthlyQuota: 50, used: 40, level: 'warning' };
    const { calls, user } = renderSignedIn(<SmsFeeStatisticPage />, {
      roles: ['SiteBase'],
      replies: {
        getSaasSmsFeeStatistic: ok(fee),
        getSmsQuotaList: ok({ list: [quota], total: 1 }),
        setSmsQuota: ok({ ...quota, monthlyQuota: 100, level: 'ok' }, '已保存'),
      },
    });
    const detail = await findLoadedTable('短信费用明细');
    expect(await within(detail).findByText('¥2.00')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '每月短信费用' })).toHaveTextContent('费用（元）:2');
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '下一页' })[0]);
    await waitFor(() =>
      expect(queryOf(callsOf(calls, 'getSaasSmsFeeStatistic').at(-1)!.request)).toMatchObject({ page: '2', pageSize: '20' }),
    );
    expect(await screen.findByText('已用 80% 以上')).toBeInTheDocument();
    const input = screen.getByLabelText('青禾读书会的每月额度');
    await user.clear(input);
    await user.type(input, '100');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsOf(calls, 'setSmsQuota')).toHaveLength(1));
    expect(callsOf(calls, 'setSmsQuota')[0].body).toEqual({ siteId: 1, monthlyQuota: 100 });
  });
});
