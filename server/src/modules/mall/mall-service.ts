// The points mall (积分商城): gifts and their codes, redemptions that take stock and points in one transaction by
// conditional updates (never oversold, never negative), and the orders' states: awaiting shipment → shipped →
// completed, or cancelled with points and stock returned in one transaction.
import { and, eq } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import { MallOrderStatus } from '../../../../sdk/generated/enums';
import type { SecurityAction } from '../../audit/security-actions';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-time';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { pointCategories } from '../point/point.tables';
import { applyPointChange, type PointCategoryCode } from '../point/point-ledger';
import { giftCategoryRefs, lockGiftCategory } from './gift-category-service';
import { isMallOpen, MALL_CLOSED } from './mall-open';
import * as repo from './mall-repository';

const GIFT_NOT_FOUND = '礼品不存在';
const ORDER_NOT_FOUND = '兑换单不存在';
const DELETED_USER = '已注销用户';
const { awaitingShipment, shipped, completed, cancelled } = MallOrderStatus;

type GiftRow = NonNullable<Awaited<ReturnType<typeof repo.findGift>>>;
type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

function toGift(row: GiftRow): Schema<'Gift'> {
  return { ...row, kind: row.kind as Schema<'Gift'>['kind'], onShelf: row.onShelf as 0 | 1, createdAt: row.createdAt.toISOString() };
}

function toOrder(row: OrderRow): Schema<'MallOrder'> {
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

function cleanAddress(address: Schema<'MallAddress'>): Schema<'MallAddress'> {
  const clean = {
    name: address.name.trim(),
    mobile: address.mobile.trim(),
    regionCode: address.regionCode,
    regionName: address.regionName.trim(),
    detail: address.detail.trim(),
  };
  if (!clean.name) throw badRequest('请输入收货人');
  if (!clean.regionName) throw badRequest('请选择所在地区');
  if (!clean.detail) throw badRequest('请输入详细地址');
  return clean;
}

async function categoryCode(db: Executor, siteId: number, categoryId: number) {
  const [row] = await db
    .select({ code: pointCategories.code })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.id, categoryId)));
  return row?.code as PointCategoryCode | undefined;
}

export { isMallOpen } from './mall-open';

export type MallService = ReturnType<typeof createMallService>;

export function createMallService({ db }: Pick<ModuleDeps, 'db'>) {
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

  async function giftValues(siteId: number, body: OperationBody<'createGift'>) {
    const name = body.name.trim();
    if (!name) throw badRequest('请输入礼品名称');
    let pointCategoryId = body.pointCategoryId;
    if (pointCategoryId === undefined) {
      const [coin] = await db
        .select({ id: pointCategories.id })
        .from(pointCategories)
        .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.code, 'coin')));
      pointCategoryId = coin?.id;
    }
    if (!pointCategoryId || !(await categoryCode(db, siteId, pointCategoryId))) throw notFound('积分类型不存在');
    return {
      name,
      points: body.points,
      stock: body.stock,
      pointCategoryId,
      ...(body.images !== undefined ? { images: body.images } : {}),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      ...(body.categoryId !== undefined ? { categoryId: body.categoryId || null } : {}),
      ...(body.perMemberLimit !== undefined ? { perMemberLimit: body.perMemberLimit } : {}),
      ...(body.kind !== undefined ? { kind: body.kind } : {}),
      ...(body.onShelf !== undefined ? { onShelf: body.onShelf } : {}),
    };
  }

  async function getGift(siteId: number, id: number) {
    const row = await repo.findGift(db, siteId, id);
    if (!row) throw notFound(GIFT_NOT_FOUND);
    return toGift(row);
  }

  async function orderOf(siteId: number, id: number) {
    const row = await repo.findOrder(db, siteId, id);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return toOrder(row);
  }

  return {
    isOpen: (siteId: number) => isMallOpen(db, siteId),

    // ── site console ──

    async listGifts(siteId: number, query: OperationQuery<'getGiftList'>): Promise<Schema<'GiftPage'>> {
      await consoleOpen(siteId);
      const keyword = query.keyword?.trim();
      return giftPage(
        siteId,
        {
          keywordPattern: keyword ? containsPattern(keyword) : undefined,
          categoryId: query.categoryId,
          kind: query.kind,
          onShelf: query.onShelf,
        },
        query,
        false,
      );
    },

    async getGift(siteId: number, id: number) {
      await consoleOpen(siteId);
      return getGift(siteId, id);
    },

    async createGift(principal: ConsolePrincipal, body: OperationBody<'createGift'>, from: RequestInfo) {
      await consoleOpen(principal.siteId);
      const values = await giftValues(principal.siteId, body);
      // A virtual gift's stock is its codes: none yet.
      if (values.kind === 'virtual') values.stock = 0;
      const id = await db.transaction(async (tx) => {
        if (values.categoryId) await lockGiftCategory(tx, principal.siteId, values.categoryId);
        const id = await repo.insertGift(tx, principal.siteId, values);
        await audit(tx, principal, from, 'giftSaved', 'gift', id, {
          created: true,
          name: values.name,
          points: values.points,
          stock: values.stock,
        });
        return id;
      });
      return getGift(principal.siteId, id);
    },

    async updateGift(principal: ConsolePrincipal, body: OperationBody<'updateGift'>, from: RequestInfo) {
      await consoleOpen(principal.siteId);
      const { id, ...rest } = body;
      const values = await giftValues(principal.siteId, rest);
      await db.transaction(async (tx) => {
        const gift = await repo.lockGift(tx, principal.siteId, id);
        if (!gift) throw notFound(GIFT_NOT_FOUND);
        if (values.categoryId) await lockGiftCategory(tx, principal.siteId, values.categoryId);
        const kind = values.kind ?? gift.kind;
        const { stock, ...others } = values;
        await repo.updateGift(
          tx,
          principal.siteId,
          id,
          kind === 'virtual' && gift.kind === 'virtual' ? others : { ...others, stock: kind === 'virtual' ? 0 : stock },
        );
        await audit(tx, principal, from, 'giftSaved', 'gift', id, {
          name: values.name,
          points: values.points,
          stock: kind === 'virtual' ? gift.stock : stock,
        });
      });
      return getGift(principal.siteId, id);
    },

    async setShelf(principal: ConsolePrincipal, body: OperationBody<'setGiftShelf'>, from: RequestInfo) {
      await consoleOpen(principal.siteId);
      const ids = [...new Set(body.ids)];
      await db.transaction(async (tx) => {
        const changed = await repo.setShelf(tx, principal.siteId, ids, body.onShelf);
        if (changed.length !== ids.length) throw notFound(GIFT_NOT_FOUND);
        await audit(tx, principal, from, 'giftShelfChanged', 'gift', ids.join(','), { ids, onShelf: body.onShelf });
      });
    },

    async addCodes(
      principal: ConsolePrincipal,
      body: OperationBody<'addGiftCodes'>,
      from: RequestInfo,
    ): Promise<Schema<'GiftCodesResult'>> {
      await consoleOpen(principal.siteId);
      const codes = [...new Set(body.codes.map((c) => c.trim()).filter(Boolean))];
      if (!codes.length) throw badRequest('请输入兑换码');
      return db.transaction(async (tx) => {
        const gift = await repo.lockGift(tx, principal.siteId, body.giftId);
        if (!gift) throw notFound(GIFT_NOT_FOUND);
        if (gift.kind !== 'virtual') throw conflict('实物礼品不需要兑换码');
        const added = await repo.insertCodes(tx, principal.siteId, body.giftId, codes);
        const stock = (await repo.addStock(tx, principal.siteId, body.giftId, added)) ?? gift.stock;
        await audit(tx, principal, from, 'giftCodesAdded', 'gift', body.giftId, { added });
        return { added, duplicates: body.codes.length - added, stock };
      });
    },

    async listOrders(siteId: number, query: OperationQuery<'getMallOrderList'>): Promise<Schema<'MallOrderPage'>> {
      await consoleOpen(siteId);
      const from = query.startDate !== undefined ? beijingDayStart(query.startDate) : undefined;
      const until = query.endDate !== undefined ? beijingDayEnd(query.endDate) : undefined;
      if (from === null || until === null) throw badRequest('日期格式应为 YYYY-MM-DD');
      if (from && until && from >= until) throw badRequest(DATE_RANGE_MESSAGE);
      const keyword = query.keyword?.trim();
      const filter = {
        siteId,
        status: query.status,
        kind: query.kind,
        giftId: query.giftId,
        keywordPattern: keyword ? containsPattern(keyword) : undefined,
        from,
        until,
      };
      const { page, pageSize } = paging(query);
      const [rows, total] = await Promise.all([
        repo.listOrders(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
        repo.countOrders(db, filter),
      ]);
      return { list: rows.map(toOrder), total };
    },

    async ship(principal: ConsolePrincipal, body: OperationBody<'shipMallOrders'>, from: RequestInfo): Promise<Schema<'MallShipResult'>> {
      await consoleOpen(principal.siteId);
      const items = new Map(body.items.map((item) => [item.id, item]));
      return db.transaction(async (tx) => {
        const rows = await repo.lockOrders(tx, principal.siteId, [...items.keys()]);
        if (rows.length !== items.size) throw notFound(ORDER_NOT_FOUND);
        const result: Schema<'MallShipResult'> = { shipped: [], skipped: [] };
        for (const row of rows) {
          const item = items.get(row.id)!;
          const carrier = item.carrier.trim();
          const trackingNo = item.trackingNo.trim();
          if (row.status !== awaitingShipment || !carrier || !trackingNo) {
            result.skipped.push(row.id);
            continue;
          }
          await repo.setOrder(tx, principal.siteId, row.id, { status: shipped, carrier, trackingNo, shippedAt: new Date() });
          await audit(tx, principal, from, 'mallOrderShipped', 'mallOrder', row.id, { carrier, trackingNo });
          result.shipped.push(row.id);
        }
        return result;
      });
    },

    async complete(principal: ConsolePrincipal, id: number, from: RequestInfo) {
      await consoleOpen(principal.siteId);
      await db.transaction(async (tx) => {
        const [row] = await repo.lockOrders(tx, principal.siteId, [id]);
        if (!row) throw notFound(ORDER_NOT_FOUND);
        if (row.status !== shipped) throw conflict('只有已发货的兑换单可以完成');
        await repo.setOrder(tx, principal.siteId, id, { status: completed, completedAt: new Date() });
        await audit(tx, principal, from, 'mallOrderCompleted', 'mallOrder', id, {});
      });
      return orderOf(principal.siteId, id);
    },

    /** Cancels one order: its status, the gift's stock and the member's points change in one transaction. */
    async cancel(principal: ConsolePrincipal, body: OperationBody<'cancelMallOrder'>, from: RequestInfo) {
      await consoleOpen(principal.siteId);
      const reason = body.reason.trim();
      if (!reason) throw badRequest('请填写取消原因');
      const { siteId } = principal;
      await db.transaction(async (tx) => {
        const [row] = await repo.lockOrders(tx, siteId, [body.id]);
        if (!row) throw notFound(ORDER_NOT_FOUND);
        if (row.status !== awaitingShipment && row.status !== shipped) throw conflict('只有待发货或已发货的兑换单可以取消');
        await repo.returnStock(tx, siteId, row.giftId);
        const code = await categoryCode(tx, siteId, row.pointCategoryId);
        if (code && row.points > 0)
          await applyPointChange(tx, {
            siteId,
            userId: row.userId,
            category: code,
            delta: row.points,
            reason: `兑换单 #${row.id} 已取消，退回积分`,
            eventKey: `mall_refund:${row.id}`,
          });
        await repo.setOrder(tx, siteId, row.id, { status: cancelled, cancelReason: reason, cancelledAt: new Date() });
        await audit(tx, principal, from, 'mallOrderCancelled', 'mallOrder', row.id, { reason, points: row.points });
      });
      return orderOf(siteId, body.id);
    },

    // ── member site ──

    async mallGifts(siteId: number, query: OperationQuery<'getMallGiftList'>): Promise<Schema<'GiftPage'>> {
      await memberOpen(siteId);
      return giftPage(siteId, { categoryId: query.categoryId, onShelf: 1, enabledCategoriesOnly: true }, query, true);
    },

    async mallGift(siteId: number, id: number) {
      await memberOpen(siteId);
      const gift = await repo.findGift(db, siteId, id);
      if (gift?.onShelf !== 1 || !(await repo.giftVisible(db, siteId, id))) throw notFound(GIFT_NOT_FOUND);
      return toGift(gift);
    },

    /**
     * One redemption, one transaction: the gift's stock and then the member's points are taken by conditional updates
     * (the gift's row stays locked until the end, so one member's redemptions of a gift run one at a time and the
     * per-member limit holds); a virtual gift hands out one code. Any refusal rolls all of it back.
     */
    async redeem(member: { siteId: number; siteUserId: number }, body: OperationBody<'redeemGift'>): Promise<Schema<'RedeemResult'>> {
      const { siteId, siteUserId: userId } = member;
      await memberOpen(siteId);
      const gift = await repo.findGift(db, siteId, body.giftId);
      if (gift?.onShelf !== 1 || !(await repo.giftVisible(db, siteId, body.giftId))) throw notFound(GIFT_NOT_FOUND);
      const address = gift.kind === 'physical' ? (body.address ? cleanAddress(body.address) : null) : null;
      if (gift.kind === 'physical' && !address) throw badRequest('请填写收货地址');
      return db.transaction(async (tx) => {
        const taken = await repo.takeStock(tx, siteId, body.giftId);
        if (!taken) {
          if (await repo.giftExists(tx, siteId, body.giftId, true)) throw conflict('礼品已兑完');
          throw notFound(GIFT_NOT_FOUND);
        }
        if (taken.perMemberLimit > 0 && (await repo.countMemberOrders(tx, siteId, taken.id, userId)) >= taken.perMemberLimit)
          throw conflict(`每人限兑 ${taken.perMemberLimit} 次，你已兑换过`);
        const code = await categoryCode(tx, siteId, taken.pointCategoryId);
        if (!code) throw notFound('积分类型不存在');
        const virtual = taken.kind === 'virtual';
        const id = await repo.insertOrder(tx, {
          siteId,
          giftId: taken.id,
          userId,
          giftName: taken.name,
          giftImage: taken.images[0] ?? '',
          kind: taken.kind,
          pointCategoryId: taken.pointCategoryId,
          points: taken.points,
          status: virtual ? completed : awaitingShipment,
          address,
          completedAt: virtual ? new Date() : null,
        });
        const { balance } = await applyPointChange(tx, {
          siteId,
          userId,
          category: code,
          delta: -taken.points,
          reason: `兑换礼品「${taken.name}」`,
          eventKey: `mall_redeem:${id}`,
        });
        let handed: string | null = null;
        if (virtual) {
          handed = (await repo.claimCode(tx, siteId, taken.id, id)) ?? null;
          if (!handed) throw conflict('礼品已兑完');
          await repo.setOrderCode(tx, siteId, id, handed);
        }
        return { id, status: virtual ? completed : awaitingShipment, code: handed, balance } as Schema<'RedeemResult'>;
      });
    },

    async myOrders(
      member: { siteId: number; siteUserId: number },
      query: OperationQuery<'getMyRedemptionList'>,
    ): Promise<Schema<'MallOrderPage'>> {
      const filter = { siteId: member.siteId, userId: member.siteUserId, status: query.status };
      const { page, pageSize } = paging(query);
      const [rows, total] = await Promise.all([
        repo.listOrders(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
        repo.countOrders(db, filter),
      ]);
      return { list: rows.map(toOrder), total };
    },
  };
}
