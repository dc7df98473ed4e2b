// The site console's gifts: the list, saving a gift, the shelf, and a virtual gift's codes (its stock).
import { and, eq } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { pointCategories } from '../point/point.tables';
import { lockGiftCategory } from './gift-category-service';
import * as repo from './mall-repository';
import { categoryCode, GIFT_NOT_FOUND, mallSteps, toGift } from './mall-shared';

/** Gifts, for the site console. */
export function createMallGifts({ db }: Pick<ModuleDeps, 'db'>) {
  const { consoleOpen, audit, giftPage } = mallSteps({ db });

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

  return {
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
  };
}
