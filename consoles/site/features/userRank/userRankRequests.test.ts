import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { fieldRules, violationMessage } from '#sdk';
import {
  newRankValues,
  RANK_COLORS,
  rankRules,
  rankValues,
  toCreateRankInput,
  toDeleteRankInput,
  toUpdateRankInput,
} from './userRankRequests';

const { name, minPoints, color } = fieldRules.createUserRank.body;
const rank = { id: 3, name: '资深书友', minPoints: 1000, color: '#409eff', memberCount: 22 };
const errors = (values: { name: string; minPoints: string; color: string }) => ({
  name: check(values.name, rankRules.name),
  minPoints: check(values.minPoints, rankRules.minPoints),
  color: check(values.color, rankRules.color),
});

describe('rank form', () => {
  it('says what is wrong with each field', () => {
    expect(errors({ name: ' ', minPoints: '', color: '' })).toEqual({
      name: name.messages.required,
      minPoints: minPoints.messages.required,
      color: color.messages.required,
    });
    expect(errors({ name: '一'.repeat(name.maxLength + 1), minPoints: '-1', color: '#12345' })).toEqual({
      name: name.messages.maxLength,
      minPoints: minPoints.messages.minimum,
      color: color.messages.pattern,
    });
    expect(errors({ name: '书香名士', minPoints: String(minPoints.maximum + 1), color: 'red' }).minPoints).toBe(minPoints.messages.maximum);
    expect(errors({ name: '书香名士', minPoints: '12.5', color: 'red' }).minPoints).toBe(
      violationMessage('type', minPoints.title, { type: 'integer' }),
    );
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
