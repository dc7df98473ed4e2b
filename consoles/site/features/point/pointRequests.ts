import { bodyRules } from '#kit/form/fieldRules';
import type { CursorAt } from '#kit/table/useListPage';
import type { OperationQuery, Schema } from '#sdk';
import { dateRangeProblem } from '#sdk/format';

// ── 积分类型 ────────────────────────────────────────────────────────────────────────────────────────────────

export interface CategoryValues {
  name: string;
  unit: string;
  description: string;
  enabled: boolean;
}

export const categoryRules = bodyRules('updatePointCategory', ['name', 'unit', 'description']);

export function categoryValues(category: Schema<'PointCategory'>): CategoryValues {
  return { name: category.name, unit: category.unit, description: category.description, enabled: category.enabled === 1 };
}

/** `updatePointCategory`: every field, as the operation requires them all. */
export function toUpdateCategoryInput(id: number, values: CategoryValues): { body: Schema<'PointCategoryUpdateInput'> } {
  return {
    body: {
      id,
      name: values.name.trim(),
      unit: values.unit.trim(),
      enabled: values.enabled ? 1 : 0,
      description: values.description.trim(),
    },
  };
}

/** The inline switch: the category as it is, enabled or not. */
export function toToggleCategoryInput(category: Schema<'PointCategory'>, enabled: boolean) {
  return toUpdateCategoryInput(category.id, { ...categoryValues(category), enabled });
}

// ── 积分规则 ────────────────────────────────────────────────────────────────────────────────────────────────

export interface ItemValues {
  points: string;
  dailyLimit: string;
  enabled: boolean;
}

export const itemRules = bodyRules('updatePointItem', ['points', 'dailyLimit']);

export function itemValues(item: Schema<'PointItem'>): ItemValues {
  return { points: String(item.points), dailyLimit: String(item.dailyLimit), enabled: item.enabled === 1 };
}

/** `updatePointItem`: points, dailyLimit (0 = no limit) and enabled. */
export function toUpdateItemInput(id: number, values: ItemValues): { body: Schema<'PointItemUpdateInput'> } {
  return {
    body: { id, points: Number(values.points.trim()), dailyLimit: Number(values.dailyLimit.trim()), enabled: values.enabled ? 1 : 0 },
  };
}

export function toToggleItemInput(item: Schema<'PointItem'>, enabled: boolean) {
  return toUpdateItemInput(item.id, { ...itemValues(item), enabled });
}

/** `getPointItemList`: every rule, or one category's. */
export function toItemListInput(categoryId: number | null): { query: OperationQuery<'getPointItemList'> } {
  return { query: categoryId ? { categoryId } : {} };
}

// ── 积分记录 ────────────────────────────────────────────────────────────────────────────────────────────────

export const RECORD_PAGE_SIZE = 20;

export interface RecordFilters {
  keyword: string;
  categoryId: number | null;
  itemId: number | null;
  /** `YYYY-MM-DD` or empty. */
  startDate: string;
  endDate: string;
}

export const emptyRecordFilters: RecordFilters = { keyword: '', categoryId: null, itemId: null, startDate: '', endDate: '' };

/** The date range's message, when the start comes after the end. */
export function dateRangeError(filters: Pick<RecordFilters, 'startDate' | 'endDate'>): string | undefined {
  return dateRangeProblem(filters) ?? undefined;
}

/** `getPointRecordList`: only the filters that are set, the page's cursor (none for the newest) and the page size. */
export function toRecordListInput(filters: RecordFilters, { cursor, limit }: CursorAt): { query: OperationQuery<'getPointRecordList'> } {
  const query: OperationQuery<'getPointRecordList'> = { limit };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.categoryId) query.categoryId = filters.categoryId;
  if (filters.itemId) query.itemId = filters.itemId;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  if (cursor) query.cursor = cursor;
  return { query };
}
