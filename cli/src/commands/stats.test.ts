import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../sdk';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const saasProfile = () => h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
const consoleProfile = () => h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });

const fee: Schema<'SmsFeeStatistic'> = {
  months: [
    { month: '2026-10', siteId: null, siteName: '合计', count: 1000, feeFen: 5000 },
    { month: '2026-11', siteId: null, siteName: '合计', count: 40, feeFen: 200 },
  ],
  sites: [
    { month: '2026-11', siteId: 2, siteName: '西湖跑团', count: 30, feeFen: 150 },
    { month: '2026-11', siteId: 1, siteName: '青禾读书会', count: 10, feeFen: 50 },
  ],
  sitesTotal: 45,
  totalCount: 1040,
  totalFeeFen: 5200,
  quota: null,
};

describe('commctl stats sms', () => {
  it('asks for a page of the sites’ rows and says which page of how many it printed', async () => {
    await saasProfile();
    const { fetch, calls } = fakeApi({ getSaasSmsFeeStatistic: () => ok(fee) });
    const argv = ['stats', 'sms', '--from', '2026-01', '--to', '2026-11', '--page', '2', '--page-size', '2'];
    expect(await h.run(argv, { fetch, tty: true })).toBe(0);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ startMonth: '2026-01', endMonth: '2026-11', page: '2', pageSize: '2' });
    expect(h.stdout.split('\n')).toEqual([
      '月份     站点        计费条数  费用',
      '2026-11  西湖跑团    30        ¥1.50',
      '2026-11  青禾读书会  10        ¥0.50',
      '',
      '合计 1,040 条，¥52.00；明细共 45 行，第 2 页',
      '',
    ]);
  });

  it('reads its own site’s fee and quota on a console login, and refuses --site there', async () => {
    await consoleProfile();
    const quota = { siteId: 1, siteName: '青禾读书会', month: '2026-11', monthlyQuota: 100, used: 40, level: 'ok' } as const;
    const { fetch, calls } = fakeApi({ getSmsFeeStatistic: () => ok({ ...fee, sites: fee.sites.slice(1), sitesTotal: 1, quota }) });
    expect(await h.run(['stats', 'sms'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => c.operationId)).toEqual(['getSmsFeeStatistic']);
    expect(h.stdout).toContain('合计 1,040 条，¥52.00；本月额度 40 / 100 条\n');
    h.reset();
    expect(await h.run(['stats', 'sms', '--site', 'demo'], { fetch })).not.toBe(0);
    expect(h.stderr).toContain('--site 只用于站点管理中心登录');
  });

  it('rejects a page that is not a positive whole number before calling the server', async () => {
    await saasProfile();
    const { fetch, calls } = fakeApi({ getSaasSmsFeeStatistic: () => ok(fee) });
    expect(await h.run(['stats', 'sms', '--page', '0'], { fetch })).not.toBe(0);
    expect(calls).toEqual([]);
  });
});
