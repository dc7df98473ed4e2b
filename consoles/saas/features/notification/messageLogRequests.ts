import type { PageAt } from '#kit/table/useListPage';
import type { OperationQuery } from '#sdk';
import { dateRangeProblem } from '#sdk/format';

/** The filters of both subscribe-message pages, as typed (`''` for all). */
export interface MessageLogFilters {
  siteId: string;
  template: string;
  channel: string;
  status: string;
  startDate: string;
  endDate: string;
}

export const emptyMessageLogFilters: MessageLogFilters = { siteId: '', template: '', channel: '', status: '', startDate: '', endDate: '' };

/** The filters a link to the list carries (`?siteId=1&template=reportResolved`), over the empty ones. */
export function filtersFromSearch(search: URLSearchParams): MessageLogFilters {
  const filters = { ...emptyMessageLogFilters };
  for (const key of Object.keys(filters) as (keyof MessageLogFilters)[]) filters[key] = search.get(key) ?? '';
  if (!/^[1-9]\d{0,15}$/.test(filters.siteId)) filters.siteId = '';
  return filters;
}

/** The list page's address for one site and template within the same dates. */
export function listLink(filters: Partial<MessageLogFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return `/account/subscribeMessageLogList${text ? `?${text}` : ''}`;
}

function common(filters: MessageLogFilters, { page, pageSize }: PageAt) {
  const query: OperationQuery<'getSubscribeMessageLogList'> = { page, pageSize };
  if (filters.siteId) query.siteId = Number(filters.siteId);
  if (filters.template) query.template = filters.template as NonNullable<typeof query.template>;
  if (filters.channel) query.channel = filters.channel as NonNullable<typeof query.channel>;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return query;
}

/** `getSubscribeMessageLogStatistic`: the page and the filters that are set (status is the list's only). */
export function toStatInput(filters: MessageLogFilters, at: PageAt): { query: OperationQuery<'getSubscribeMessageLogStatistic'> } {
  return { query: common(filters, at) };
}

/** `getSubscribeMessageLogList`: the page and the filters that are set. */
export function toLogListInput(filters: MessageLogFilters, at: PageAt): { query: OperationQuery<'getSubscribeMessageLogList'> } {
  const query = common(filters, at);
  if (filters.status) query.status = filters.status as NonNullable<typeof query.status>;
  return { query };
}

/** What stops a search: a range that runs backwards. */
export const filterProblem = (filters: MessageLogFilters) => dateRangeProblem(filters);
