// What the points mall's services share: the rows as the contract shows them, the mall's switch, the security record
// of a console change, and one page of gifts.
import { and, eq } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { MallOrderStatus } from '../../../../sdk/generated/enums';
import type { SecurityAction } from '../../audit/security-actions';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { forbidden, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { pointCategories } from '../point/point.tables';
import type { PointCategoryCode } from '../point/point-ledger';
import { giftCategoryRefs } from './gift-category-service';
import { isMallOpen, MALL_CLOSED } from './mall-open';
import * as repo from './mall-repository';

export const GIFT_NOT_FOUND = '礼品不存在';
export const ORDER_NOT_FOUND = '兑换单不存在';
const DELETED_USER = '已注销用户';
export const { awaitingShipment, shipped, completed, cancelled } = MallOrderStatus;

export type GiftRow = NonNullable<Awaited<ReturnType<typeof repo.findGift>>>;
export type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

export function toGift(row: GiftRow): Schema<'Gift'> {
  return { ...row, kind: row.kind as Schema<'Gift'>['kind'], onShelf: row.onShelf as 0 | 1, createdAt: row.createdAt.toISOString() };
}

export function toOrder(row: OrderRow): Schema<'MallOrder'> {
  return {
    ...row,
    userName: row.userName ?? DELETED_USER,
    kind: row.kind as Schema<'MallOrder'>['kind'],
    status: row.status as Schema<'MallOrder'>['status'],
    address: row.address ?? null,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export async function categoryCode(db: Executor, siteId: number, categoryId: number) {
  const [row] = await db
    .select({ code: pointCategories.code })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.id, categoryId)));
  return row?.code as PointCategoryCode | undefined;
}

/** The steps the mall's services share, on one database. */
export function mallSteps({ db }: Pick<ModuleDeps, 'db'>) {
  async function consoleOpen(siteId: number) {
    if (!(await isMallOpen(db, siteId))) throw forbidden(MALL_CLOSED);
  }
  async function memberOpen(siteId: number) {
    if (!(await isMallOpen(db, siteId))) throw notFound('积分商城未开通');
  }

  async function audit(
    tx: Executor,
    principal: ConsolePrincipal,
    from: RequestInfo,
    action: SecurityAction,
    targetType: string,
    id: number | string,
    detail: Record<string, unknown>,
  ) {
    await recordSecurityEvent(tx, from, {
      realm: 'console',
      action,
      siteId: principal.siteId,
      actorSiteUserId: principal.siteUserId,
      targetType,
      targetId: id,
      detail,
    });
  }

  async function giftPage(
    siteId: number,
    filter: Omit<repo.GiftFilter, 'limit' | 'offset' | 'siteId'>,
    query: { page?: number; pageSize?: number },
    onShelfOnly: boolean,
  ) {
    const { page, pageSize } = paging(query);
    const f = { siteId, ...filter };
    const rows = await repo.listGifts(db, { ...f, limit: pageSize, offset: (page - 1) * pageSize });
    const total = rows.length ? rows[0].total : page > 1 ? (await repo.countGifts(db, f))[0].n : 0;
    return {
      list: rows.map(({ total: _, ...row }) => toGift(row)),
      total: Number(total),
      categories: onShelfOnly ? await repo.shelfCategories(db, siteId) : await giftCategoryRefs(db, siteId),
    };
  }

  return { consoleOpen, memberOpen, audit, giftPage };
}
