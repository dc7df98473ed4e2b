import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';

type State = Schema<'ImpeachState'>;
type TargetType = Schema<'ImpeachTargetType'>;
type Sort = Schema<'ImpeachSort'>;

export interface ImpeachFilters {
  state: State;
  /** `''` for every type. */
  targetType: '' | TargetType;
  /** `''` for every reason. */
  reason: string;
  /** `''` for the default order (oldest first while open, latest handled first once handled). */
  sort: '' | Sort;
}

export const emptyImpeachFilters: ImpeachFilters = { state: 'open', targetType: '', reason: '', sort: '' };

export function toImpeachListInput(filters: ImpeachFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getImpeachList'> } {
  const query: OperationQuery<'getImpeachList'> = { page, pageSize, state: filters.state };
  if (filters.targetType) query.targetType = filters.targetType;
  if (filters.reason.trim()) query.reason = filters.reason.trim();
  if (filters.sort) query.sort = filters.sort;
  return { query };
}

export function toHandleInput(
  ids: number[],
  action: Schema<'ImpeachAction'>,
  note = '',
  authorAction?: Schema<'ImpeachAuthorAction'>,
): { body: OperationBody<'handleImpeach'> } {
  const text = note.trim();
  return { body: { ids, action, ...(text ? { note: text } : {}), ...(authorAction ? { authorAction } : {}) } };
}

export interface ReasonRow {
  name: string;
  takesText: boolean;
}

/** What is wrong with the edited list, or undefined: at least one, at most 20, names 1–20 characters and different. */
export function reasonsProblem(rows: readonly ReasonRow[]): string | undefined {
  const names = rows.map((r) => r.name.trim());
  if (!names.length) return '请至少保留一个举报理由';
  if (names.length > 20) return '举报理由最多 20 个';
  if (names.some((n) => !n)) return '举报理由不能为空';
  if (names.some((n) => [...n].length > 20)) return '举报理由最多 20 个字';
  if (new Set(names).size !== names.length) return '举报理由不能重复';
  return undefined;
}

export function toReasonsInput(rows: readonly ReasonRow[]): { body: OperationBody<'updateImpeachReasons'> } {
  return { body: { reasons: rows.map((r) => ({ name: r.name.trim(), takesText: r.takesText })) } };
}
