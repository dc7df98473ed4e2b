// 礼品分类: the mall's kind of the shared categories (spec §2.2 `/setting/manageCategory`). Like Discuz!'s 积分商城, a
// category still holding gifts is not deleted (the gifts would silently change); it can be disabled instead, which
// hides it and its gifts from the member site's mall.
import type { OperationBody, Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { lockSite } from '../site/site-repository';
import { isMallOpen, MALL_CLOSED } from './mall-open';
import { giftCategoryStore as store } from './mall-repository';

export const MAX_GIFT_CATEGORIES = 50;
export const GIFT_CATEGORY_NOT_FOUND = '礼品分类不存在';
const NAME_TAKEN = '分类名称已存在，请换一个名称';

type Row = NonNullable<Awaited<ReturnType<typeof store.find>>>;

function toCategory({ used, ...row }: Row): Schema<'GiftCategory'> {
  return { ...row, enabled: row.enabled as 0 | 1, giftCount: used };
}

function translateUnique(error: unknown): never {
  if (isUniqueViolation(error, 'categories_name_key')) throw conflict(NAME_TAKEN);
  throw error;
}

/** Locks a gift category of the site for a gift to be put into it: another site's or kind's answers like a missing one. */
export async function lockGiftCategory(tx: Executor, siteId: number, id: number) {
  if (!(await store.lock(tx, siteId, id))) throw notFound(GIFT_CATEGORY_NOT_FOUND);
}

/** Every gift category of the site as the console's filters and the gift form's dropdown name them. */
export async function giftCategoryRefs(db: Executor, siteId: number): Promise<Schema<'GiftCategoryRef'>[]> {
  return (await store.list(db, siteId, MAX_GIFT_CATEGORIES)).map(({ id, name }) => ({ id, name }));
}

export function createGiftCategoryService({ db }: Pick<ModuleDeps, 'db'>) {
  async function open(siteId: number) {
    if (!(await isMallOpen(db, siteId))) throw forbidden(MALL_CLOSED);
  }
  async function find(siteId: number, id: number) {
    const row = await store.find(db, siteId, id);
    if (!row) throw notFound(GIFT_CATEGORY_NOT_FOUND);
    return toCategory(row);
  }

  return {
    async list(siteId: number): Promise<Schema<'GiftCategoryList'>> {
      await open(siteId);
      const list = (await store.list(db, siteId, MAX_GIFT_CATEGORIES)).map(toCategory);
      return { list, total: list.length };
    },

    async create(siteId: number, body: OperationBody<'createGiftCategory'>) {
      await open(siteId);
      const name = body.name.trim();
      const id = await db
        .transaction(async (tx) => {
          await lockSite(tx, siteId);
          if ((await store.count(tx, siteId)) >= MAX_GIFT_CATEGORIES) throw conflict(`每个站点最多 ${MAX_GIFT_CATEGORIES} 个礼品分类`);
          if (await store.nameTaken(tx, siteId, name)) throw conflict(NAME_TAKEN);
          const sort = body.sort ?? (await store.nextSort(tx, siteId));
          return store.insert(tx, siteId, { name, sort, enabled: body.enabled ?? 1 });
        })
        .catch(translateUnique);
      return find(siteId, id);
    },

    async update(siteId: number, { id, ...changes }: OperationBody<'updateGiftCategory'>) {
      await open(siteId);
      const values = { ...changes, ...(changes.name !== undefined && { name: changes.name.trim() }) };
      await db
        .transaction(async (tx) => {
          if (values.name !== undefined && (await store.nameTaken(tx, siteId, values.name, id))) throw conflict(NAME_TAKEN);
          if (!(await store.update(tx, siteId, id, values))) throw notFound(GIFT_CATEGORY_NOT_FOUND);
        })
        .catch(translateUnique);
      return find(siteId, id);
    },

    /** Refused while gifts (on the shelf or off) are in it; the lock makes a gift saved into it wait for the delete. */
    async remove(siteId: number, id: number) {
      await open(siteId);
      await db.transaction(async (tx) => {
        await lockGiftCategory(tx, siteId, id);
        const used = await store.find(tx, siteId, id);
        if (used && used.used > 0) throw conflict(`该分类下还有 ${used.used} 个礼品，请先把它们改到别的分类`);
        await store.remove(tx, siteId, id);
      });
    },
  };
}
