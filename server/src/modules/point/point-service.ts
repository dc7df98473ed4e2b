import type { OperationQuery, Schema } from '../../../../sdk';
import { DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import { badRequest, notFound } from '../../http/errors';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-time';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { decodeCursor, encodeCursor } from './point-cursor';
import * as repo from './point-repository';

const DELETED_USER = '已注销用户';
const MANUAL_ADJUSTMENT = '管理员调整';
const DELETED_ITEM = '已删除的积分规则';

export type PointService = ReturnType<typeof createPointService>;

export function createPointService({ db }: ModuleDeps) {
  function day(value: string | undefined, edge: (day: string) => Date | null) {
    if (value === undefined) return undefined;
    const instant = edge(value);
    if (!instant) throw badRequest('日期格式应为 YYYY-MM-DD');
    return instant;
  }

  return {
    listCategories: (siteId: number) => repo.listCategories(db, siteId) as Promise<Schema<'PointCategory'>[]>,

    async updateCategory(siteId: number, input: Schema<'PointCategoryUpdateInput'>) {
      const { id, ...values } = input;
      const [name, unit] = [values.name.trim(), values.unit.trim()];
      if (!name) throw badRequest('请输入名称');
      if (!unit) throw badRequest('请输入单位');
      const row = await repo.updateCategory(db, siteId, id, { ...values, name, unit, description: values.description.trim() });
      if (!row) throw notFound('积分类型不存在');
      return row as Schema<'PointCategory'>;
    },

    listItems: (siteId: number, categoryId?: number) => repo.listItems(db, siteId, categoryId) as Promise<Schema<'PointItem'>[]>,

    async updateItem(siteId: number, input: Schema<'PointItemUpdateInput'>) {
      const { id, ...values } = input;
      if (!(await repo.updateItem(db, siteId, id, values))) throw notFound('积分规则不存在');
      return (await repo.findItem(db, siteId, id)) as Schema<'PointItem'>;
    },

    async listRecords(siteId: number, query: OperationQuery<'getPointRecordList'>): Promise<Schema<'PointRecordPage'>> {
      const from = day(query.startDate, beijingDayStart);
      const until = day(query.endDate, beijingDayEnd);
      if (from && until && from >= until) throw badRequest(DATE_RANGE_MESSAGE);
      const limit = query.limit ?? 20;
      const keyword = query.keyword?.trim();
      const rows = await repo.listRecords(db, {
        siteId,
        keywordPattern: keyword ? containsPattern(keyword) : undefined,
        categoryId: query.categoryId,
        itemId: query.itemId,
        from,
        until,
        beforeId: query.cursor ? decodeCursor(query.cursor) : undefined,
        // One more than asked tells whether another page exists.
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return {
        list: page.map((row) => ({
          id: row.id,
          userId: row.userId,
          userName: row.userName ?? DELETED_USER,
          categoryId: row.categoryId,
          categoryName: row.categoryName,
          itemName: row.itemId === null ? MANUAL_ADJUSTMENT : (row.itemName ?? DELETED_ITEM),
          delta: row.delta,
          balance: row.balance,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1].id) : null,
      };
    },
  };
}
