import { describe, expect, it } from 'vitest';
import {
  emptyQuestionFilters,
  settingProblems,
  toModerationInput,
  toQuestionListInput,
  toSettingInput,
  toSettingValues,
} from './questionRequests';

const setting = {
  askPermission: 1 as const,
  answerPermission: 2 as const,
  bountyMin: 5,
  bountyMax: 500,
  bountyCategory: 'coin' as const,
  settleDays: 7,
  settleRule: 'bestVoted' as const,
  answerReviewFirst: 1 as const,
  maxAnswersPerMember: 2,
};

describe('site console Q&A requests', () => {
  it('sends only the filters that are set', () => {
    expect(toQuestionListInput(emptyQuestionFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(
      toQuestionListInput(
        { ...emptyQuestionFilters, keyword: ' 三体 ', typeId: '3', status: '10', solved: 'false', hasBounty: 'true', authorId: '12' },
        { page: 2, pageSize: 20 },
      ),
    ).toEqual({ query: { page: 2, pageSize: 20, keyword: '三体', typeId: 3, status: 10, solved: false, hasBounty: true, authorId: 12 } });
  });

  it('moderates with a reason only when one is written', () => {
    expect(toModerationInput([1, 2], 'approve', ' ')).toEqual({ body: { ids: [1, 2], action: 'approve' } });
    expect(toModerationInput([1], 'hide', '广告')).toEqual({ body: { ids: [1], action: 'hide', reason: '广告' } });
  });

  it('round-trips the setting and refuses a minimum above the maximum', () => {
    expect(toSettingInput(toSettingValues(setting))).toEqual({ body: setting });
    expect(settingProblems({ ...toSettingValues(setting), bountyMin: '600' }).bountyMin).toBe('最低悬赏不能高于最高悬赏');
    expect(settingProblems({ ...toSettingValues(setting), settleDays: '0' }).settleDays).toBe('结算天数为 1 到 365');
  });
});
