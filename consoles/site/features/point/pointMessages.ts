// Messages and bounds of the point forms, the same as the contract's PointCategoryUpdateInput and
// PointItemUpdateInput (a unit test keeps them in step).
import { DATE_RANGE_MESSAGE } from '#sdk/format';

export const CATEGORY_NAME_MAX = 16;
export const CATEGORY_UNIT_MAX = 8;
export const CATEGORY_DESCRIPTION_MAX = 200;
export const ITEM_POINTS_MIN = -10_000;
export const ITEM_POINTS_MAX = 10_000;
export const ITEM_DAILY_LIMIT_MAX = 1000;

export const pointMessages = {
  categoryName: { minLength: '请输入名称', maxLength: '名称不能超过 16 个字' },
  categoryUnit: { minLength: '请输入单位', maxLength: '单位不能超过 8 个字' },
  categoryDescription: { maxLength: '说明不能超过 200 个字' },
  points: { required: '请输入积分', integer: '积分应为整数', minimum: '积分不能小于 -10000', maximum: '积分不能大于 10000' },
  dailyLimit: {
    required: '请输入每日上限',
    integer: '每日上限应为整数',
    minimum: '每日上限不能小于 0',
    maximum: '每日上限不能大于 1000',
  },
  dateRange: DATE_RANGE_MESSAGE,
} as const;
