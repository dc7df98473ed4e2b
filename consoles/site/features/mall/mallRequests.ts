import { bodyRules } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import type { GiftKindValues, MallOrderStatusValues, OperationBody, OperationQuery, Schema } from '#sdk';

type Gift = Schema<'Gift'>;
type GiftKind = (typeof GiftKindValues)[number];
type OrderStatus = (typeof MallOrderStatusValues)[number];

// ── 礼品列表 ──

export interface GiftFilters {
  keyword: string;
  kind: string;
  onShelf: string;
  /** A gift category's id, '0' for 未分类, '' for all. */
  categoryId: string;
}
export const emptyGiftFilters: GiftFilters = { keyword: '', kind: '', onShelf: '', categoryId: '' };
export const SHELF_LABELS: Record<'0' | '1', string> = { '1': '上架', '0': '下架' };

export function toGiftListInput(filters: GiftFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getGiftList'> } {
  const query: OperationQuery<'getGiftList'> = { page, pageSize };
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim();
  if (filters.kind) query.kind = filters.kind as GiftKind;
  if (filters.onShelf !== '') query.onShelf = Number(filters.onShelf) as 0 | 1;
  if (filters.categoryId !== '') query.categoryId = Number(filters.categoryId);
  return { query };
}

export const toShelfInput = (ids: number[], on: boolean): { body: OperationBody<'setGiftShelf'> } => ({
  body: { ids, onShelf: on ? 1 : 0 },
});

/** The category filter's choices: 未分类 and the site's gift categories. */
export function categoryLabels(categories: readonly Pick<Schema<'GiftCategory'>, 'id' | 'name'>[] = []): Record<string, string> {
  return { '0': '未分类', ...Object.fromEntries(categories.map((c) => [String(c.id), c.name])) };
}

/** One code a line (spaces and commas also split), blanks dropped. */
export function parseCodes(text: string): string[] {
  return text
    .split(/[\s,，]+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

export const toCodesInput = (giftId: number, text: string): { body: OperationBody<'addGiftCodes'> } => ({
  body: { giftId, codes: parseCodes(text) },
});

// ── 新增 / 编辑礼品 ──

export interface GiftValues {
  name: string;
  points: string;
  stock: string;
  perMemberLimit: string;
  /** A gift category's id, '' for 未分类. */
  categoryId: string;
  description: string;
  pointCategoryId: string;
  kind: GiftKind;
  onShelf: boolean;
  images: string[];
}

export const blankGift: GiftValues = {
  name: '',
  points: '',
  stock: '',
  perMemberLimit: '0',
  categoryId: '',
  description: '',
  pointCategoryId: '',
  kind: 'physical',
  onShelf: true,
  images: [],
};

export const giftRules = bodyRules('createGift', ['name', 'points', 'stock', 'perMemberLimit', 'description']);

export function giftValues(gift: Gift): GiftValues {
  return {
    name: gift.name,
    points: String(gift.points),
    stock: String(gift.stock),
    perMemberLimit: String(gift.perMemberLimit),
    categoryId: gift.categoryId ? String(gift.categoryId) : '',
    description: gift.description,
    pointCategoryId: String(gift.pointCategoryId),
    kind: gift.kind,
    onShelf: gift.onShelf === 1,
    images: [...gift.images],
  };
}

function giftBody(values: GiftValues) {
  return {
    name: values.name.trim(),
    points: Number(values.points),
    stock: values.kind === 'virtual' ? Number(values.stock || 0) : Number(values.stock),
    perMemberLimit: Number(values.perMemberLimit || 0),
    categoryId: Number(values.categoryId || 0),
    description: values.description.trim(),
    kind: values.kind,
    onShelf: values.onShelf ? (1 as const) : (0 as const),
    images: values.images,
    ...(values.pointCategoryId ? { pointCategoryId: Number(values.pointCategoryId) } : {}),
  };
}

export const toCreateGiftInput = (values: GiftValues): { body: OperationBody<'createGift'> } => ({ body: giftBody(values) });
export const toUpdateGiftInput = (id: number, values: GiftValues): { body: OperationBody<'updateGift'> } => ({
  body: { id, ...giftBody(values) },
});

// ── 兑换订单 ──

export interface OrderFilters {
  keyword: string;
  status: string;
  kind: string;
  startDate: string;
  endDate: string;
}
export const emptyOrderFilters: OrderFilters = { keyword: '', status: '', kind: '', startDate: '', endDate: '' };

export function toOrderListInput(filters: OrderFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getMallOrderList'> } {
  const query: OperationQuery<'getMallOrderList'> = { page, pageSize };
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim();
  if (filters.status) query.status = Number(filters.status) as OrderStatus;
  if (filters.kind) query.kind = filters.kind as GiftKind;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return { query };
}

export function toShipInput(rows: { id: number; trackingNo: string }[], carrier: string): { body: OperationBody<'shipMallOrders'> } {
  return { body: { items: rows.map((r) => ({ id: r.id, carrier: carrier.trim(), trackingNo: r.trackingNo.trim() })) } };
}

export const toCancelInput = (id: number, reason: string): { body: OperationBody<'cancelMallOrder'> } => ({
  body: { id, reason: reason.trim() },
});

/** The spreadsheet's rows: one per order, in the columns the export names. */
export const EXPORT_COLUMNS = [
  '单号',
  '礼品',
  '类型',
  '成员',
  '积分',
  '状态',
  '收货人',
  '手机号',
  '地区',
  '详细地址',
  '快递公司',
  '快递单号',
  '兑换码',
  '兑换时间',
  '发货时间',
] as const;

// ── 礼品分类 ──

type GiftCategory = Schema<'GiftCategory'>;

export interface GiftCategoryValues {
  name: string;
  /** '' puts a new category last. */
  sort: string;
  enabled: boolean;
}

export const blankGiftCategory: GiftCategoryValues = { name: '', sort: '', enabled: true };
export const giftCategoryRules = bodyRules('createGiftCategory', ['name', 'sort']);

export const giftCategoryValues = (category: GiftCategory): GiftCategoryValues => ({
  name: category.name,
  sort: String(category.sort),
  enabled: category.enabled === 1,
});

export function toCreateGiftCategoryInput(values: GiftCategoryValues): { body: OperationBody<'createGiftCategory'> } {
  return {
    body: {
      name: values.name.trim(),
      enabled: values.enabled ? 1 : 0,
      ...(values.sort.trim() === '' ? {} : { sort: Number(values.sort) }),
    },
  };
}

export function toUpdateGiftCategoryInput(
  category: GiftCategory,
  values: GiftCategoryValues,
): { body: OperationBody<'updateGiftCategory'> } {
  const sort = values.sort.trim() === '' ? category.sort : Number(values.sort);
  return { body: { id: category.id, name: values.name.trim(), sort, enabled: values.enabled ? 1 : 0 } };
}

export const toGiftCategoryEnabledInput = (category: GiftCategory, on: boolean): { body: OperationBody<'updateGiftCategory'> } => ({
  body: { id: category.id, enabled: on ? 1 : 0 },
});

export const toDeleteGiftCategoryInput = (id: number): { query: OperationQuery<'deleteGiftCategory'> } => ({ query: { id } });
