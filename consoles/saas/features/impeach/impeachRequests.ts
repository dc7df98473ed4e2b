import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';

export interface SaasImpeachFilters {
  /** A site's id as text, `''` for every site. */
  siteId: string;
  targetType: '' | Schema<'ImpeachTargetType'>;
  reason: string;
  sort: '' | Schema<'ImpeachSort'>;
}

export const emptySaasImpeachFilters: SaasImpeachFilters = { siteId: '', targetType: '', reason: '', sort: '' };

export function toSaasImpeachListInput(
  filters: SaasImpeachFilters,
  { page, pageSize }: PageAt,
): { query: OperationQuery<'getSaasImpeachList'> } {
  const query: OperationQuery<'getSaasImpeachList'> = { page, pageSize };
  if (/^\d+$/.test(filters.siteId) && Number(filters.siteId) > 0) query.siteId = Number(filters.siteId);
  if (filters.targetType) query.targetType = filters.targetType;
  if (filters.reason.trim()) query.reason = filters.reason.trim();
  if (filters.sort) query.sort = filters.sort;
  return { query };
}

/** One request per site: the platform handles a site's reports on that site's behalf. */
export function toSaasHandleInputs(
  picked: readonly { siteId: number; id: number }[],
  action: Schema<'ImpeachAction'>,
  note = '',
  authorAction?: Schema<'ImpeachAuthorAction'>,
): { body: OperationBody<'handleSaasImpeach'> }[] {
  const text = note.trim();
  const bySite = new Map<number, number[]>();
  for (const item of picked) bySite.set(item.siteId, [...(bySite.get(item.siteId) ?? []), item.id]);
  return [...bySite].map(([siteId, ids]) => ({
    body: { siteId, ids, action, ...(text ? { note: text } : {}), ...(authorAction ? { authorAction } : {}) },
  }));
}
