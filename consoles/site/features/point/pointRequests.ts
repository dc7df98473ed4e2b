import { maxLength, type Rule, required } from '#kit/form/rules';
import type { Rules } from '#kit/form/useForm';
import type { OperationQuery, Schema } from '#sdk';
import { isReversedRange } from '#sdk/format';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_UNIT_MAX,
  ITEM_DAILY_LIMIT_MAX,
  ITEM_POINTS_MAX,
  ITEM_POINTS_MIN,
  pointMessages as m,
} from './pointMessages';

// ── 积分类型 ────────────────────────────────────────────────────────────────────────────────────────────────

export interface CategoryValues {
  name: string;
  unit: string;
  description: string;
  enabled: boolean;
}

const trimmed =
  (rule: Rule): Rule =>
  (value) =>
    rule(value.trim());

export const categoryRules: Rules<CategoryValues> = {
  name: [required(m.categoryName.minLength), trimmed(maxLength(CATEGORY_NAME_MAX, m.categoryName.maxLength))],
  unit: [required(m.categoryUnit.minLength), trimmed(maxLength(CATEGORY_UNIT_MAX, m.categoryUnit.maxLength))],
  description: [trimmed(maxLength(CATEGORY_DESCRIPTION_MAX, m.categoryDescription.maxLength))],
};

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

/** A typed integer within bounds; the messages say which bound failed. */
export function integerRule(
  min: number,
  max: number,
  messages: { required: string; integer: string; minimum: string; maximum: string },
): Rule {
  return (value) => {
    const text = value.trim();
    if (!text) return messages.required;
    if (!/^[-+]?\d+$/.test(text)) return messages.integer;
    const n = Number(text);
    if (n < min) return messages.minimum;
    if (n > max) return messages.maximum;
    return undefined;
  };
}

export const itemRules: Rules<ItemValues> = {
  points: [integerRule(ITEM_POINTS_MIN, ITEM_POINTS_MAX, m.points)],
  dailyLimit: [integerRule(0, ITEM_DAILY_LIMIT_MAX, m.dailyLimit)],
};

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
  return isReversedRange(filters.startDate, filters.endDate) ? m.dateRange : undefined;
}

/** `getPointRecordList`: only the filters that are set, the page's cursor (none for the newest) and the page size. */
export function toRecordListInput(
  filters: RecordFilters,
  cursor: string | undefined,
  limit = RECORD_PAGE_SIZE,
): { query: OperationQuery<'getPointRecordList'> } {
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

/** `+5` / `-3` / `0`: a ledger change with its sign. */
export function formatDelta(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}
