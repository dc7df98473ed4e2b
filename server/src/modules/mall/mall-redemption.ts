// The member site's mall: the gifts on the shelf, a redemption that takes stock and points in one transaction by
// conditional updates (never oversold, never negative), and a member's own redemptions.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { applyPointChange } from '../point/point-ledger';
import * as repo from './mall-repository';
import { awaitingShipment, categoryCode, completed, GIFT_NOT_FOUND, mallSteps, toGift, toOrder } from './mall-shared';

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

/** The mall on the member site. */
export function createMallRedemption({ db }: Pick<ModuleDeps, 'db'>) {
  const { memberOpen, giftPage } = mallSteps({ db });

  return {
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
