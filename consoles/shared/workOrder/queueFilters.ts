// The filters of both work-order queues (the site's 工单 and the platform's 工单列表) → their list operations' input.
// The site filters by type, the platform by site and category; the rest is the same.
import type { PageAt } from '#kit/table/useListPage';
import type { OperationQuery, Schema } from '#sdk';

export type WorkOrderScope = Schema<'WorkOrderScope'>;

export interface QueueFilters {
  keyword: string;
  /** The site's type (site queue). */
  typeId: string;
  /** The site's number (platform queue). */
  siteId: string;
  /** The platform's category (platform queue). */
  category: string;
  status: string;
  assigneeId: string;
  ageDays: string;
}

export const emptyQueueFilters: QueueFilters = {
  keyword: '',
  typeId: '',
  siteId: '',
  category: '',
  status: '',
  assigneeId: '',
  ageDays: '',
};

/** 提交天数 choices of the queues' filter. */
export const AGE_LABELS: Record<string, string> = { '1': '超过 1 天', '3': '超过 3 天', '7': '超过 7 天', '30': '超过 30 天' };

const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

type QueueQuery = OperationQuery<'getWorkOrderList'> & OperationQuery<'getSaasWorkOrderList'>;

/** The query of one scope's queue: a filter of the other scope is never sent. */
export function toQueueQuery(scope: WorkOrderScope, f: QueueFilters, { page, pageSize }: PageAt): QueueQuery {
  const query: QueueQuery = { page, pageSize };
  if (f.keyword.trim()) query.keyword = f.keyword.trim();
  if (f.status) query.status = f.status as Schema<'WorkOrderStatus'>;
  const assigneeId = positive(f.assigneeId);
  if (assigneeId) query.assigneeId = assigneeId;
  const ageDays = positive(f.ageDays);
  if (ageDays) query.ageDays = ageDays;
  if (scope === 'site') {
    const typeId = positive(f.typeId);
    if (typeId) query.typeId = typeId;
  } else {
    const siteId = positive(f.siteId);
    if (siteId) query.siteId = siteId;
    if (f.category) query.category = f.category as Schema<'SaasWorkOrderCategory'>;
  }
  return query;
}
