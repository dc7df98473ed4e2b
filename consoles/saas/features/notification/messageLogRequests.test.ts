import { describe, expect, it } from 'vitest';
import { emptyMessageLogFilters, filterProblem, filtersFromSearch, listLink, toLogListInput, toStatInput } from './messageLogRequests';

describe('subscribe-message log requests', () => {
  it('sends only the filters that are set', () => {
    expect(toStatInput(emptyMessageLogFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    const filters = { ...emptyMessageLogFilters, siteId: '3', template: 'reportResolved', status: 'failed', startDate: '2026-11-01' };
    expect(toLogListInput(filters, { page: 2, pageSize: 20 })).toEqual({
      query: { page: 2, pageSize: 20, siteId: 3, template: 'reportResolved', status: 'failed', startDate: '2026-11-01' },
    });
    // The statistic has no status filter.
    expect(toStatInput(filters, { page: 1, pageSize: 20 }).query).not.toHaveProperty('status');
  });

  it('links a statistic row to its messages and reads the link back', () => {
    const link = listLink({ siteId: '1', template: 'memberBanned', startDate: '2026-11-01', endDate: '' });
    expect(link).toBe('/account/subscribeMessageLogList?siteId=1&template=memberBanned&startDate=2026-11-01');
    const back = filtersFromSearch(new URLSearchParams(link.split('?')[1]));
    expect(back).toEqual({ ...emptyMessageLogFilters, siteId: '1', template: 'memberBanned', startDate: '2026-11-01' });
    expect(filtersFromSearch(new URLSearchParams('siteId=abc')).siteId).toBe('');
  });

  it('refuses a range that runs backwards', () => {
    expect(filterProblem({ ...emptyMessageLogFilters, startDate: '2026-11-30', endDate: '2026-11-01' })).toBe('开始日期不能晚于结束日期');
  });
});
