import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { presetRange } from '#shared/stats/DateRangeBar';
import { exportXlsx as exportXlsxFile } from '#shared/stats/exportXlsx';
import { beijingToday, monthsBefore } from '#shared/stats/measures';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { FlowStatisticPage } from './FlowStatisticPage';
import { MonthStatisticPage } from './MonthStatisticPage';
import { SmsFeeStatisticPage } from './SmsFeeStatisticPage';
import { SmsSentStatisticPage } from './SmsSentStatisticPage';

const measures = (pv: number): Schema<'FlowMeasures'> => ({
  pv,
  uv: pv / 4,
  ips: pv / 5,
  newMembers: 3,
  activeMembers: 12,
  posts: 5,
  comments: 21,
  answers: 7,
});

const flow: Schema<'FlowStatistic'> = {
  list: [
    { date: '2026-11-23', ...measures(12_400) },
    { date: '2026-11-24', ...measures(1_600) },
  ],
  summary: { ...measures(14_000), newMembers: 6, activeMembers: 24, posts: 10, comments: 42, answers: 14 },
  updatedAt: '2026-11-24T08:00:00.000Z',
};

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

// The dom tier's export spy (consoles/shared/stats/jsdom-setup.ts), cleared before each test.
const exportXlsx = vi.mocked(exportXlsxFile);
beforeEach(() => exportXlsx.mockClear());

describe('统计 (site console)', { timeout: 30_000 }, () => {
  it('流量统计 draws the totals, a chart per measure and the days, and the presets change the range', async () => {
    const { store, sent } = siteTestStore({ getFlowStatistic: ok(flow) });
    renderPage(<FlowStatisticPage />, { config: siteConfig, store });
    const table = await findLoadedTable('每日明细');
    expect(await within(table).findByText('12,400')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '新回答' })).toBeInTheDocument();
    expect(screen.getByText('14,000')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '新回答趋势' })).toHaveTextContent('11-23,11-24|新回答:7,7');
    expect(query(sent('getFlowStatistic')[0].request)).toEqual(presetRange(30));

    await userEvent.click(screen.getByRole('button', { name: '近 7 天' }));
    await waitFor(() => expect(sent('getFlowStatistic').map((c) => query(c.request))).toContainEqual(presetRange(7)));
    await userEvent.click(screen.getByRole('button', { name: '近 90 天' }));
    await waitFor(() => expect(sent('getFlowStatistic').map((c) => query(c.request))).toContainEqual(presetRange(90)));

    await userEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(exportXlsx).toHaveBeenCalledTimes(1);
    const [fileName, sheet, columns, rows] = exportXlsx.mock.calls[0] as unknown as [string, string, { header: string }[], unknown[]];
    expect(fileName).toMatch(/^流量统计_.*\.xlsx$/);
    expect(sheet).toBe('流量统计');
    expect(columns.map((c) => c.header)).toContain('新回答');
    expect(rows).toHaveLength(2);
  });

  it('月度统计 shows each month with its change, asks for the months chosen and exports them', async () => {
    const end = beijingToday().slice(0, 7);
    const month: Schema<'MonthStatistic'> = {
      list: [{ month: end, current: measures(2_000), previousMonth: measures(1_600), sameMonthLastYear: measures(2_000) }],
    };
    const { store, sent } = siteTestStore({ getMonthStatistic: ok(month) });
    renderPage(<MonthStatisticPage />, { config: siteConfig, store });
    const table = await findLoadedTable('每月明细');
    expect(await within(table).findByText('2,000')).toBeInTheDocument();
    expect(within(table).getAllByText('环比 +25.0%').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('同比 持平').length).toBeGreaterThan(0);
    expect(query(sent('getMonthStatistic')[0].request)).toEqual({ startMonth: monthsBefore(end, 11), endMonth: end });

    const start = screen.getByLabelText('开始月份');
    await userEvent.clear(start);
    await userEvent.type(start, monthsBefore(end, 2));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(sent('getMonthStatistic').map((c) => query(c.request))).toContainEqual({ startMonth: monthsBefore(end, 2), endMonth: end }),
    );
    await userEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(exportXlsx).toHaveBeenCalledTimes(1);
    expect(exportXlsx.mock.calls[0]?.[1]).toBe('月度统计');
  });

  it('短信发送统计 lists the SMS with masked numbers and filters by range', async () => {
    const sms: Schema<'SmsSentStatistic'> = {
      byDay: [{ date: '2026-11-24', count: 2, failed: 1 }],
      byPurpose: [{ purpose: 'console_register', count: 2 }],
      byStatus: [
        { status: 'sent', count: 1 },
        { status: 'failed', count: 1 },
      ],
      list: [
        {
          id: 1,
          siteId: 1,
          siteName: '青禾读书会',
          purpose: 'console_register',
          mobile: '138****0009',
          provider: 'outbox',
          receipt: 'outbox-1',
          status: 'sent',
          priceFen: 5,
          createdAt: '2026-11-24T08:00:00.000Z',
        },
      ],
      total: 1,
    };
    const { store, sent } = siteTestStore({ getSmsSentStatistic: ok(sms) });
    renderPage(<SmsSentStatisticPage />, { config: siteConfig, store });
    const table = await findLoadedTable('短信记录');
    expect(await within(table).findByText('138****0009')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '每日短信发送条数' })).toHaveTextContent('发送:2;失败:1');
    await userEvent.click(screen.getByRole('button', { name: '近 7 天' }));
    await waitFor(() => expect(sent('getSmsSentStatistic').map((c) => query(c.request).startDate)).toContain(presetRange(7).startDate));
  });

  it('短信费用统计 adds up the months and shows the quota', async () => {
    const fee: Schema<'SmsFeeStatistic'> = {
      months: [{ month: '2026-11', siteId: null, siteName: '合计', count: 3, feeFen: 15 }],
      sites: [{ month: '2026-11', siteId: 1, siteName: '青禾读书会', count: 3, feeFen: 15 }],
      sitesTotal: 1,
      totalCount: 3,
      totalFeeFen: 15,
      quota: { siteId: 1, siteName: '青禾读书会', month: '2026-11', monthlyQuota: 100, used: 3, level: 'ok' },
    };
    const { store } = siteTestStore({ getSmsFeeStatistic: ok(fee) });
    renderPage(<SmsFeeStatisticPage />, { config: siteConfig, store });
    const table = await findLoadedTable('短信费用明细');
    expect(await within(table).findByText('¥0.15')).toBeInTheDocument();
    expect(screen.getByText('合计 3 条')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '每月短信费用' })).toHaveTextContent('2026-11|费用（元）:0.15');
  });
});
