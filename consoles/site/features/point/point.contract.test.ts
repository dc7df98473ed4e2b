import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteConfig } from '../../config';
import {
  emptyRecordFilters,
  RECORD_PAGE_SIZE,
  toItemListInput,
  toRecordListInput,
  toToggleCategoryInput,
  toToggleItemInput,
  toUpdateCategoryInput,
  toUpdateItemInput,
} from './pointRequests';

const { endpoints } = api;

describe('积分设置 against the contract', () => {
  it('reads and edits categories, from the dialog and the inline switch', async () => {
    const { call } = contractStore(siteConfig);
    const categories = (await call(endpoints.getPointCategoryList, undefined)).data as { id: number }[];
    expect(categories[0]).toMatchObject({ code: expect.any(String), unit: expect.any(String) });
    const edited = await call(
      endpoints.updatePointCategory,
      toUpdateCategoryInput(1, { name: '声望', unit: '点', description: '', enabled: true }),
    );
    expect(edited.data).toMatchObject({ type: 1, description: expect.any(String) });
    const category = { id: 2, code: 'coin' as const, name: '金币', unit: '枚', enabled: 1 as const, description: '签到获得' };
    expect((await call(endpoints.updatePointCategory, toToggleCategoryInput(category, false))).error).toBeUndefined();
  });

  it('reads rules, all or one category’s, and edits them', async () => {
    const { call } = contractStore(siteConfig);
    expect((await call(endpoints.getPointItemList, toItemListInput(null))).data).toEqual(expect.any(Array));
    expect((await call(endpoints.getPointItemList, toItemListInput(2))).error).toBeUndefined();
    const edited = await call(endpoints.updatePointItem, toUpdateItemInput(1, { points: '-10000', dailyLimit: '0', enabled: false }));
    expect(edited.data).toMatchObject({ type: 1, data: { points: expect.any(Number) } });
    const item = {
      id: 1,
      code: 'post_create' as const,
      name: '发表主题',
      categoryId: 1,
      categoryName: '声望',
      points: 5,
      dailyLimit: 10,
      enabled: 1 as const,
    };
    expect((await call(endpoints.updatePointItem, toToggleItemInput(item, false))).error).toBeUndefined();
  });
});

describe('积分记录 against the contract', () => {
  it('reads the newest page, a filtered one and the next one by cursor', async () => {
    const { call } = contractStore(siteConfig);
    const first = (
      await call(endpoints.getPointRecordList, toRecordListInput(emptyRecordFilters, { cursor: undefined, limit: RECORD_PAGE_SIZE }))
    ).data as {
      nextCursor: string | null;
    };
    expect(first).toMatchObject({ list: expect.any(Array), nextCursor: expect.any(String) });
    const filters = { keyword: '山月', categoryId: 2, itemId: 3, startDate: '2026-11-01', endDate: '2026-11-21' };
    expect(
      (
        await call(
          endpoints.getPointRecordList,
          toRecordListInput(filters, { cursor: first.nextCursor ?? undefined, limit: RECORD_PAGE_SIZE }),
        )
      ).error,
    ).toBeUndefined();
  });
});
