import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { fieldRules, violationMessage } from '#sdk';
import { DATE_RANGE_MESSAGE } from '#sdk/format';
import {
  categoryRules,
  dateRangeError,
  emptyRecordFilters,
  itemRules,
  RECORD_PAGE_SIZE,
  toItemListInput,
  toRecordListInput,
  toToggleCategoryInput,
  toToggleItemInput,
  toUpdateCategoryInput,
  toUpdateItemInput,
} from './pointRequests';

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
const category = { id: 2, code: 'coin' as const, name: '金币', unit: '枚', enabled: 1 as const, description: '签到获得' };

describe('point form checks (the contract’s rules for updatePointCategory and updatePointItem)', () => {
  const { points, dailyLimit } = fieldRules.updatePointItem.body;
  const { name, unit } = fieldRules.updatePointCategory.body;
  const pointsError = (v: string) => check(v, itemRules.points);
  const limitError = (v: string) => check(v, itemRules.dailyLimit);
  it('points: whole numbers within the bounds, said in the contract’s words', () => {
    expect(pointsError('')).toBe(violationMessage('required', points.title));
    expect(pointsError('1.5')).toBe(violationMessage('type', points.title, { type: 'integer' }));
    expect(pointsError(String(points.minimum - 1))).toBe(points.messages.minimum);
    expect(pointsError(String(points.maximum + 1))).toBe(points.messages.maximum);
    expect([pointsError(String(points.minimum)), pointsError('0'), pointsError(String(points.maximum)), pointsError(' +8 ')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('daily limit: 0 (no limit) up to its maximum', () => {
    expect(limitError(' ')).toBe(violationMessage('required', dailyLimit.title));
    expect(limitError('abc')).toBe(violationMessage('type', dailyLimit.title, { type: 'integer' }));
    expect(limitError('-1')).toBe(dailyLimit.messages.minimum);
    expect(limitError(String(dailyLimit.maximum + 1))).toBe(dailyLimit.messages.maximum);
    expect([limitError('0'), limitError(String(dailyLimit.maximum))]).toEqual([undefined, undefined]);
  });
  it('category name and unit must be filled and fit', () => {
    expect(check('  ', categoryRules.name)).toBe(name.messages.minLength);
    expect(check('', categoryRules.unit)).toBe(unit.messages.minLength);
    expect(check('一'.repeat(unit.maxLength + 1), categoryRules.unit)).toBe(
      violationMessage('maxLength', unit.title, { limit: unit.maxLength }),
    );
    expect(check('', categoryRules.description)).toBeUndefined();
  });
  it('the ledger’s page size fits the operation’s limit', () => {
    expect(RECORD_PAGE_SIZE).toBeLessThanOrEqual(fieldRules.getPointRecordList.query.limit.maximum);
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
    expect(toRecordListInput(emptyRecordFilters, { cursor: undefined, limit: 20 })).toEqual({ query: { limit: 20 } });
    expect(
      toRecordListInput(
        { keyword: ' 山月 ', categoryId: 2, itemId: 3, startDate: '2026-11-01', endDate: '2026-11-21' },
        { cursor: 'MTI3', limit: 5 },
      ),
    ).toEqual({
      query: { limit: 5, keyword: '山月', categoryId: 2, itemId: 3, startDate: '2026-11-01', endDate: '2026-11-21', cursor: 'MTI3' },
    });
  });

  it('checks the date range', () => {
    expect(dateRangeError({ startDate: '2026-11-21', endDate: '2026-11-01' })).toBe(DATE_RANGE_MESSAGE);
    expect(dateRangeError({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeUndefined();
    expect(dateRangeError({ startDate: '2026-11-01', endDate: '' })).toBeUndefined();
  });
});
