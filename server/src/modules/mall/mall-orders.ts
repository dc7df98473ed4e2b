// The site console's redemption orders: the list, shipping, completing, and cancelling with points and stock returned
// in one transaction.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-time';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { applyPointChange } from '../point/point-ledger';
import * as repo from './mall-repository';
import { awaitingShipment, cancelled, categoryCode, completed, mallSteps, ORDER_NOT_FOUND, shipped, toOrder } from './mall-shared';

/** Redemption orders, for the site console. */
export function createMallOrders({ db }: Pick<ModuleDeps, 'db'>) {
  const { consoleOpen, audit } = mallSteps({ db });

  async function orderOf(siteId: number, id: number) {
    const row = await repo.findOrder(db, siteId, id);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return toOrder(row);
  }

  return {
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
  };
}
