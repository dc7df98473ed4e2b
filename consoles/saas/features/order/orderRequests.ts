import type { OperationBody, OperationQuery, Schema } from '#sdk';
import { dateRangeProblem as sharedDateRangeProblem } from '#sdk/format';

export type OrderStatus = Schema<'OrderStatus'>;
export type OrderKind = Schema<'OrderKind'>;

/** 我的订单: the status filter ('' for all) and the page. */
export function toOrderListInput(status: OrderStatus | '', page: number, pageSize: number): { query: OperationQuery<'getOrderList'> } {
  return { query: { ...(status ? { status } : {}), page, pageSize } };
}

export function toOrderQuery(id: number): { query: OperationQuery<'getOrder'> } {
  return { query: { id } };
}

/** 下单: the amount is never sent; the server prices the chosen duration. */
export function toCreateOrderInput(
  siteId: number,
  priceId: number,
  kind: Schema<'OrderCreateInput'>['kind'],
): { body: OperationBody<'createOrder'> } {
  return { body: { siteId, priceId, kind } };
}

export function toCancelOrderInput(id: number): { body: OperationBody<'cancelOrder'> } {
  return { body: { id } };
}

/** 去支付: the one provider there is, the sandbox (模拟支付). */
export function toPayOrderInput(orderId: number): { body: OperationBody<'payOrder'> } {
  return { body: { orderId, provider: 'sandbox' } };
}

export function toSandboxPaymentQuery(paymentId: string): { query: OperationQuery<'getSandboxPayment'> } {
  return { query: { paymentId } };
}

export function toCompleteSandboxInput(
  paymentId: string,
  result: 'succeeded' | 'failed',
): { body: OperationBody<'completeSandboxPayment'> } {
  return { body: { paymentId, result } };
}

/** 订单管理 filters as typed; empty ones are left out of the query. */
export interface ManagedOrderFilter {
  accountKeyword: string;
  siteKeyword: string;
  status: OrderStatus | '';
  kind: OrderKind | '';
  /** `YYYY-MM-DD` (Beijing day), both ends included. */
  startDate: string;
  endDate: string;
}

export const emptyManagedOrderFilter: ManagedOrderFilter = {
  accountKeyword: '',
  siteKeyword: '',
  status: '',
  kind: '',
  startDate: '',
  endDate: '',
};

/** The server's own words when the range is backwards; `YYYY-MM-DD` strings compare as dates. */
export function dateRangeProblem(filter: Pick<ManagedOrderFilter, 'startDate' | 'endDate'>): string | null {
  return sharedDateRangeProblem(filter);
}

export function toManagedOrderListInput(
  filter: ManagedOrderFilter,
  page: number,
  pageSize: number,
): { query: OperationQuery<'getManagedOrderList'> } {
  const query: OperationQuery<'getManagedOrderList'> = { page, pageSize };
  const accountKeyword = filter.accountKeyword.trim();
  const siteKeyword = filter.siteKeyword.trim();
  if (accountKeyword) query.accountKeyword = accountKeyword;
  if (siteKeyword) query.siteKeyword = siteKeyword;
  if (filter.status) query.status = filter.status;
  if (filter.kind) query.kind = filter.kind;
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  return { query };
}

/** A manager's action on an order: a note, or one of 标记已支付 / 取消 / 退款. */
export type ManagedOrderAction = NonNullable<OperationBody<'updateManagedOrder'>['action']>;

export function toUpdateNoteInput(id: number, note: string): { body: OperationBody<'updateManagedOrder'> } {
  return { body: { id, note: note.trim() } };
}

export function toOrderActionInput(id: number, action: ManagedOrderAction): { body: OperationBody<'updateManagedOrder'> } {
  return { body: { id, action } };
}
