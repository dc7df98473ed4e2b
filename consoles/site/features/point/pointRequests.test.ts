import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { contract } from '../../../../openapi/validate';
import { contractSchema } from '../contractSchema';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_UNIT_MAX,
  ITEM_DAILY_LIMIT_MAX,
  ITEM_POINTS_MAX,
  ITEM_POINTS_MIN,
  pointMessages,
} from './pointMessages';
import {
  categoryRules,
  dateRangeError,
  emptyRecordFilters,
  formatDelta,
  itemRules,
  toItemListInput,
  toRecordListInput,
  toToggleCategoryInput,
  toToggleItemInput,
  toUpdateCategoryInput,
  toUpdateItemInput,
} from './pointRequests';

const item = {
  id: 1,
  code: 'post_create',
  name: '发表主题',
  categoryId: 1,
  categoryName: '声望',
  points: 5,
  dailyLimit: 10,
  enabled: 1 as const,
};
const category = { id: 2, code: 'coin' as const, name: '金币', unit: '枚', enabled: 1 as const, description: '签到获得' };

describe('point forms follow the contract', () => {
  it('category messages and bounds', () => {
    const input = (p: string) => contractSchema('PointCategoryUpdateInput', p);
    expect(input('name')['x-messages']?.minLength).toBe(pointMessages.categoryName.minLength);
    expect(input('unit')['x-messages']?.minLength).toBe(pointMessages.categoryUnit.minLength);
    expect([input('name').maxLength, input('unit').maxLength, input('description').maxLength]).toEqual([
      CATEGORY_NAME_MAX,
      CATEGORY_UNIT_MAX,
      CATEGORY_DESCRIPTION_MAX,
    ]);
  });

  it('rule messages and bounds', () => {
    const points = contractSchema('PointItemUpdateInput', 'points');
    const limit = contractSchema('PointItemUpdateInput', 'dailyLimit');
    expect(points['x-messages']).toEqual({ minimum: pointMessages.points.minimum, maximum: pointMessages.points.maximum });
    expect(limit['x-messages']).toEqual({ minimum: pointMessages.dailyLimit.minimum, maximum: pointMessages.dailyLimit.maximum });
    expect([points.minimum, points.maximum, limit.minimum, limit.maximum]).toEqual([
      ITEM_POINTS_MIN,
      ITEM_POINTS_MAX,
      0,
      ITEM_DAILY_LIMIT_MAX,
    ]);
  });

  it('the ledger’s page size fits its Limit parameter', () => {
    const limit = contract.components.parameters.Limit as { schema: { maximum: number } };
    expect(toRecordListInput(emptyRecordFilters, undefined).query.limit).toBeLessThanOrEqual(limit.schema.maximum);
  });
});

describe('point rule bounds', () => {
  const points = (v: string) => check(v, itemRules.points ?? []);
  const limit = (v: string) => check(v, itemRules.dailyLimit ?? []);
  it('points: -10000 to 10000, whole numbers', () => {
    expect(points('')).toBe('请输入积分');
    expect(points('1.5')).toBe('积分应为整数');
    expect(points('-10001')).toBe('积分不能小于 -10000');
    expect(points('10001')).toBe('积分不能大于 10000');
    expect([points('-10000'), points('0'), points('10000'), points(' +8 ')]).toEqual([undefined, undefined, undefined, undefined]);
  });
  it('daily limit: 0 (no limit) to 1000', () => {
    expect(limit(' ')).toBe('请输入每日上限');
    expect(limit('abc')).toBe('每日上限应为整数');
    expect(limit('-1')).toBe('每日上限不能小于 0');
    expect(limit('1001')).toBe('每日上限不能大于 1000');
    expect([limit('0'), limit('1000')]).toEqual([undefined, undefined]);
  });
  it('category name and unit are required', () => {
    expect(check('  ', categoryRules.name ?? [])).toBe('请输入名称');
    expect(check('', categoryRules.unit ?? [])).toBe('请输入单位');
    expect(check('一二三四五六七八九', categoryRules.unit ?? [])).toBe('单位不能超过 8 个字');
  });
});

describe('what the point pages send', () => {
  it('category edits and the inline switch send every field', () => {
    expect(toUpdateCategoryInput(2, { name: ' 金豆 ', unit: ' 颗 ', description: ' 签到 ', enabled: false })).toEqual({
      body: { id: 2, name: '金豆', unit: '颗', enabled: 0, description: '签到' },
    });
    expect(toToggleCategoryInput(category, false)).toEqual({
      body: { id: 2, name: '金币', unit: '枚', enabled: 0, description: '签到获得' },
    });
  });

  it('rule edits and the inline switch', () => {
    expect(toUpdateItemInput(1, { points: '-3', dailyLimit: '0', enabled: true })).toEqual({
      body: { id: 1, points: -3, dailyLimit: 0, enabled: 1 },
    });
    expect(toToggleItemInput(item, false)).toEqual({ body: { id: 1, points: 5, dailyLimit: 10, enabled: 0 } });
    expect(toItemListInput(null)).toEqual({ query: {} });
    expect(toItemListInput(2)).toEqual({ query: { categoryId: 2 } });
  });

  it('the ledger query carries only the filters that are set, and the cursor', () => {
    expect(toRecordListInput(emptyRecordFilters, undefined)).toEqual({ query: { limit: 20 } });
    expect(
      toRecordListInput({ keyword: ' 山月 ', categoryId: 2, itemId: 3, startDate: '2026-11-01', endDate: '2026-11-21' }, 'MTI3', 5),
    ).toEqual({
      query: { limit: 5, keyword: '山月', categoryId: 2, itemId: 3, startDate: '2026-11-01', endDate: '2026-11-21', cursor: 'MTI3' },
    });
  });

  it('checks the date range and signs the changes', () => {
    expect(dateRangeError({ startDate: '2026-11-21', endDate: '2026-11-01' })).toBe('开始日期不能晚于结束日期');
    expect(dateRangeError({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeUndefined();
    expect(dateRangeError({ startDate: '2026-11-01', endDate: '' })).toBeUndefined();
    expect([formatDelta(5), formatDelta(-3), formatDelta(0)]).toEqual(['+5', '-3', '0']);
  });
});
