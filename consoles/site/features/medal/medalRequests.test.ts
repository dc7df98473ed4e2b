import { describe, expect, it } from 'vitest';
import { check } from '#kit/form/rules';
import { fieldRules, Switch } from '#sdk';
import { addPicked, MEMBER_SEARCH_SIZE, memberText, toMemberSearchInput } from '#shared/members/MemberPicker';
import {
  emptyMedalFilters,
  grantRules,
  MEDAL_COLORS,
  medalIdFrom,
  medalRules,
  medalUserPath,
  medalValues,
  newMedalValues,
  ruleProblem,
  toCreateMedalInput,
  toDeleteMedalInput,
  toGrantMedalInput,
  toMedalListInput,
  toMedalUserListInput,
  toRevokeMedalInput,
  toRuleCountInput,
  toToggleMedalInput,
  toUpdateMedalInput,
} from './medalRequests';

const medal = {
  id: 4,
  name: '优秀书评人',
  description: '当月书评获得 50 个以上点赞的成员',
  icon: '',
  color: '#409eff',
  status: Switch.on,
  autoAward: 0 as const,
  rule: null,
  libraryMedalId: null,
  holderCount: 4,
  createdAt: '2026-10-08T09:30:00+08:00',
};
const { name, description, icon, color } = fieldRules.createMedal.body;
const { userIds, reason } = fieldRules.grantMedal.body;

describe('medal list', () => {
  it('sends the page and only the filters that are set', () => {
    expect(toMedalListInput(emptyMedalFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toMedalListInput({ keyword: ' 书评 ', status: String(Switch.off) }, { page: 3, pageSize: 50 })).toEqual({
      query: { page: 3, pageSize: 50, keyword: '书评', status: Switch.off },
    });
  });
});

describe('medal form', () => {
  const errors = (values: { name: string; description: string; icon: string; color: string }) => ({
    name: check(values.name, medalRules.name),
    description: check(values.description, medalRules.description),
    icon: check(values.icon, medalRules.icon),
    color: check(values.color, medalRules.color),
  });

  it('says what is wrong with each field in the contract’s words', () => {
    expect(errors({ name: ' ', description: '', icon: '', color: '' })).toEqual({
      name: name.messages.required,
      description: undefined,
      icon: undefined,
      color: color.messages.required,
    });
    expect(
      errors({ name: '勋'.repeat(name.maxLength + 1), description: '说'.repeat(description.maxLength + 1), icon: 'ftp://x', color: '#12' }),
    ).toEqual({
      name: name.messages.maxLength,
      description: description.messages.maxLength,
      icon: icon.messages.pattern,
      color: color.messages.pattern,
    });
    expect(errors({ name: '活动达人', description: '', icon: '/static/medal.png', color: '#67c23a' })).toEqual({
      name: undefined,
      description: undefined,
      icon: undefined,
      color: undefined,
    });
  });

  it('starts a new medal enabled, in a colour none of the medals shown uses', () => {
    expect(newMedalValues([])).toEqual({
      name: '',
      description: '',
      color: MEDAL_COLORS[0],
      icon: '',
      enabled: true,
      autoAward: false,
      ruleKind: '',
      threshold: '',
      pointCategoryId: '',
      userRankId: '',
    });
    expect(newMedalValues([{ ...medal, color: MEDAL_COLORS[0].toLowerCase() }]).color).toBe(MEDAL_COLORS[1]);
    expect(medalValues({ ...medal, status: Switch.off })).toMatchObject({ color: '#409EFF', enabled: false });
  });

  it('creates with every field, trimmed', () => {
    const values = {
      name: ' 活动达人 ',
      description: ' 参加线下读书会 5 次以上 ',
      color: '#67c23a',
      icon: '',
      enabled: false,
      autoAward: false,
      ruleKind: '' as const,
      threshold: '',
      pointCategoryId: '',
      userRankId: '',
    };
    expect(toCreateMedalInput(values)).toEqual({
      body: { name: '活动达人', description: '参加线下读书会 5 次以上', icon: '', color: '#67C23A', status: Switch.off, autoAward: 0 },
    });
    expect(
      toCreateMedalInput({ ...values, ruleKind: 'posts', threshold: ' 5 ', pointCategoryId: '3', autoAward: true }).body,
    ).toMatchObject({
      rule: { kind: 'posts', threshold: 5 },
      autoAward: 1,
    });
  });

  it('edits with the changed fields only, and nothing when nothing changed', () => {
    const same = medalValues(medal);
    expect(toUpdateMedalInput(medal, same)).toBeNull();
    expect(toUpdateMedalInput(medal, { ...same, name: ' 优秀书评人 ', color: '#409EFF' })).toBeNull();
    expect(toUpdateMedalInput(medal, { ...same, name: '金牌书评人', enabled: false })).toEqual({
      body: { id: 4, name: '金牌书评人', status: Switch.off },
    });
    expect(toUpdateMedalInput(medal, { ...same, icon: '/medal.png', description: '' })).toEqual({
      body: { id: 4, icon: '/medal.png', description: '' },
    });
    expect(toUpdateMedalInput(medal, { ...same, ruleKind: 'rank', userRankId: '2', autoAward: true })).toEqual({
      body: { id: 4, autoAward: 1, rule: { kind: 'rank', userRankId: 2 } },
    });
    expect(toToggleMedalInput(medal, false)).toEqual({ body: { id: 4, status: Switch.off } });
  });

  it('says what a rule lacks, and asks the dry run only for a complete one', () => {
    const base = { ...medalValues(medal), ruleKind: 'points' as const };
    expect(ruleProblem({ ...medalValues(medal), autoAward: true })).toBe('开启自动授予前请先设置规则');
    expect(ruleProblem(base)).toBe('请选择积分类别');
    expect(ruleProblem({ ...base, pointCategoryId: '1' })).toBe('请输入达标数值');
    expect(ruleProblem({ ...base, pointCategoryId: '1', threshold: '0' })).toBe('达标数值至少为 1');
    expect(toRuleCountInput({ ...base, pointCategoryId: '1' })).toBeNull();
    expect(toRuleCountInput({ ...base, pointCategoryId: '1', threshold: '100' }, 4)).toEqual({
      query: { kind: 'points', threshold: 100, pointCategoryId: 1, medalId: 4 },
    });
    expect(toRuleCountInput({ ...base, ruleKind: 'memberDays', threshold: '30', pointCategoryId: '1' })).toEqual({
      query: { kind: 'memberDays', threshold: 30 },
    });
    expect(toDeleteMedalInput(4)).toEqual({ query: { id: 4 } });
  });
});

describe('granting and holders', () => {
  const lin = { id: 12, text: '林间读书人（reader_lin）' };

  it('asks for at least one member and a short reason, in the contract’s words', () => {
    expect(check([], grantRules.userIds)).toBe(userIds.messages.minItems);
    expect(
      check(
        Array.from({ length: userIds.maxItems + 1 }, (_, i) => ({ id: i + 1, text: '' })),
        grantRules.userIds,
      ),
    ).toBe(userIds.messages.maxItems);
    expect(check([lin], grantRules.userIds)).toBeUndefined();
    expect(check('理'.repeat(reason.maxLength + 1), grantRules.reason)).toBe(reason.messages.maxLength);
  });

  it('keeps each member once, in the order picked', () => {
    const two = addPicked(addPicked([], lin), { id: 15, text: '青禾' });
    expect(addPicked(two, lin)).toEqual([lin, { id: 15, text: '青禾' }]);
    expect(memberText({ userName: '林间读书人', account: 'reader_lin' })).toBe('林间读书人（reader_lin）');
    expect(memberText({ userName: '', account: 'reader_lin' })).toBe('reader_lin');
  });

  it('sends the medal, the members’ ids and a reason only when given', () => {
    expect(toGrantMedalInput(4, { userIds: [lin, { id: 15, text: '青禾' }], reason: '  ' })).toEqual({
      body: { medalId: 4, userIds: [12, 15] },
    });
    expect(toGrantMedalInput(4, { userIds: [lin], reason: ' 十月读书月活动一等奖 ' })).toEqual({
      body: { medalId: 4, userIds: [12], reason: '十月读书月活动一等奖' },
    });
    expect(toMemberSearchInput(' ')).toEqual({ query: { page: 1, pageSize: MEMBER_SEARCH_SIZE } });
    expect(toMemberSearchInput(' 林 ')).toEqual({ query: { keyword: '林', page: 1, pageSize: MEMBER_SEARCH_SIZE } });
    expect(toMedalUserListInput(4, { page: 2, pageSize: 20 })).toEqual({ query: { medalId: 4, page: 2, pageSize: 20 } });
    expect(toRevokeMedalInput(4, 12)).toEqual({ body: { medalId: 4, userId: 12 } });
  });

  it('reads the medal from the holders page’s address', () => {
    expect(medalUserPath(4)).toBe('/user/medalUser?medalId=4');
    expect(medalIdFrom(new URLSearchParams('medalId=4'))).toBe(4);
    for (const bad of ['', 'medalId=', 'medalId=0', 'medalId=-3', 'medalId=4.5', 'medalId=abc'])
      expect({ bad, id: medalIdFrom(new URLSearchParams(bad)) }).toEqual({ bad, id: null });
  });
});
