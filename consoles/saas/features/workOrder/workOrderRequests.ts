// The platform's work-order queue: filters → getSaasWorkOrderList's input.
import type { PageAt } from '#kit/table/useListPage';
import type { OperationQuery, Schema } from '#sdk';

export interface PlatformQueueFilters {
  keyword: string;
  siteId: string;
  category: string;
  status: string;
  assigneeId: string;
  ageDays: string;
}

export const emptyPlatformQueueFilters: PlatformQueueFilters = {
  keyword: '',
  siteId: '',
  category: '',
  status: '',
  assigneeId: '',
  ageDays: '',
};

export const AGE_LABELS: Record<string, string> = { '1': '超过 1 天', '3': '超过 3 天', '7': '超过 7 天', '30': '超过 30 天' };

const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

export function toPlatformQueueInput(
  f: PlatformQueueFilters,
  { page, pageSize }: PageAt,
): { query: OperationQuery<'getSaasWorkOrderList'> } {
  const query: OperationQuery<'getSaasWorkOrderList'> = { page, pageSize };
  if (f.keyword.trim()) query.keyword = f.keyword.trim();
  const siteId = positive(f.siteId);
  if (siteId) query.siteId = siteId;
  if (f.category) query.category = f.category as Schema<'SaasWorkOrderCategory'>;
  if (f.status) query.status = f.status as Schema<'WorkOrderStatus'>;
  const assigneeId = positive(f.assigneeId);
  if (assigneeId) query.assigneeId = assigneeId;
  const ageDays = positive(f.ageDays);
  if (ageDays) query.ageDays = ageDays;
  return { query };
}
