import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { contractSchema } from '../contractSchema';
import { HEX_COLOR_PATTERN, RANK_COLORS, RANK_NAME_MAX, RANK_POINTS_MAX, rankMessages } from './rankMessages';
import { newRankValues, rankRules, rankValues, toCreateRankInput, toDeleteRankInput, toUpdateRankInput } from './userRankRequests';

const rank = { id: 3, name: '资深书友', minPoints: 1000, color: '#409eff', memberCount: 22 };
const errors = (values: { name: string; minPoints: string; color: string }) => ({
  name: check(values.name, rankRules.name ?? []),
  minPoints: check(values.minPoints, rankRules.minPoints ?? []),
  color: check(values.color, rankRules.color ?? []),
});

describe('rank form', () => {
  it('uses the contract’s messages and bounds', () => {
    expect(contractSchema('RankName')['x-messages']).toMatchObject({
      required: rankMessages.name.required,
      maxLength: rankMessages.name.maxLength,
    });
    expect(contractSchema('RankName').maxLength).toBe(RANK_NAME_MAX);
    const points = contractSchema('RankPoints');
    expect(points['x-messages']).toMatchObject({
      required: rankMessages.minPoints.required,
      minimum: rankMessages.minPoints.minimum,
      maximum: rankMessages.minPoints.maximum,
    });
    expect(points).toMatchObject({ minimum: 0, maximum: RANK_POINTS_MAX });
    expect(contractSchema('HexColor')['x-messages']).toEqual(rankMessages.color);
    expect(new RegExp(contractSchema('HexColor').pattern ?? '').source).toBe(HEX_COLOR_PATTERN.source);
  });

  it('says what is wrong with each field', () => {
    expect(errors({ name: ' ', minPoints: '', color: '' })).toEqual({
      name: '请输入等级名称',
      minPoints: '请输入所需声望',
      color: '请选择颜色',
    });
    expect(errors({ name: '一二三四五六七八九十一二三四五六七', minPoints: '-1', color: '#12345' })).toEqual({
      name: '等级名称不能超过 16 个字',
      minPoints: '所需声望不能小于 0',
      color: '颜色格式应为 #RRGGBB',
    });
    expect(errors({ name: '书香名士', minPoints: '100000001', color: 'red' }).minPoints).toBe('所需声望不能超过 100000000');
    expect(errors({ name: '书香名士', minPoints: '12.5', color: 'red' }).minPoints).toBe('所需声望应为整数');
    expect(errors({ name: '书香名士', minPoints: ' 5000 ', color: '#e6a23c' })).toEqual({
      name: undefined,
      minPoints: undefined,
      color: undefined,
    });
  });

  it('starts a new rank in a colour no rank uses yet', () => {
    expect(newRankValues([])).toEqual({ name: '', minPoints: '', color: RANK_COLORS[0] });
    expect(newRankValues([{ ...rank, color: '#909399' }]).color).toBe(RANK_COLORS[1]);
    expect(rankValues(rank)).toEqual({ name: '资深书友', minPoints: '1000', color: '#409EFF' });
  });

  it('sends trimmed names, whole numbers and upper-case colours', () => {
    const values = { name: ' 藏书阁主 ', minPoints: ' 20000 ', color: '#f56c6c' };
    expect(toCreateRankInput(values)).toEqual({ body: { name: '藏书阁主', minPoints: 20000, color: '#F56C6C' } });
    expect(toUpdateRankInput(5, values)).toEqual({ body: { id: 5, name: '藏书阁主', minPoints: 20000, color: '#F56C6C' } });
    expect(toDeleteRankInput(5)).toEqual({ query: { id: 5 } });
  });
});
