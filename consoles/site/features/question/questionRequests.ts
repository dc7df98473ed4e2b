// The Q&A management pages' filters → operation inputs, and the settings form ↔ the contract's setting.
import type { PageAt } from '#kit/table/useListPage';
import type { OperationInput, OperationQuery, Schema } from '#sdk';

export interface QuestionFilters {
  keyword: string;
  typeId: string;
  status: string;
  solved: string;
  hasBounty: string;
  authorId: string;
  startDate: string;
  endDate: string;
}

export const emptyQuestionFilters: QuestionFilters = {
  keyword: '',
  typeId: '',
  status: '',
  solved: '',
  hasBounty: '',
  authorId: '',
  startDate: '',
  endDate: '',
};

export interface AnswerFilters {
  keyword: string;
  status: string;
  questionId: string;
  authorId: string;
  startDate: string;
  endDate: string;
}

export const emptyAnswerFilters: AnswerFilters = { keyword: '', status: '', questionId: '', authorId: '', startDate: '', endDate: '' };

const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);
const yesNo = (text: string) => (text === 'true' ? true : text === 'false' ? false : undefined);

function common(f: { keyword: string; status: string; authorId: string; startDate: string; endDate: string }, { page, pageSize }: PageAt) {
  const query: Record<string, unknown> = { page, pageSize };
  if (f.keyword.trim()) query.keyword = f.keyword.trim();
  if (f.status) query.status = Number(f.status);
  const author = positive(f.authorId);
  if (author) query.authorId = author;
  if (f.startDate) query.startDate = f.startDate;
  if (f.endDate) query.endDate = f.endDate;
  return query;
}

export function toQuestionListInput(f: QuestionFilters, at: PageAt): { query: OperationQuery<'getConsoleQuestionList'> } {
  const query = common(f, at) as OperationQuery<'getConsoleQuestionList'>;
  const typeId = positive(f.typeId);
  if (typeId) query.typeId = typeId;
  const solved = yesNo(f.solved);
  if (solved !== undefined) query.solved = solved;
  const bounty = yesNo(f.hasBounty);
  if (bounty !== undefined) query.hasBounty = bounty;
  return { query };
}

export function toAnswerListInput(f: AnswerFilters, at: PageAt): { query: OperationQuery<'getConsoleAnswerList'> } {
  const query = common(f, at) as OperationQuery<'getConsoleAnswerList'>;
  const questionId = positive(f.questionId);
  if (questionId) query.questionId = questionId;
  return { query };
}

export type QaAction = Schema<'QuestionModerationInput'>['action'];

export const ACTION_TEXT: Record<QaAction, string> = {
  approve: '通过',
  reject: '驳回',
  hide: '屏蔽',
  restore: '恢复',
  delete: '删除',
  purge: '彻底删除',
};

export function toModerationInput(ids: number[], action: QaAction, reason: string): OperationInput<'moderateQuestions'> {
  return { body: { ids, action, ...(reason.trim() ? { reason: reason.trim() } : {}) } };
}

export interface SettingValues {
  askPermission: string;
  answerPermission: string;
  bountyMin: string;
  bountyMax: string;
  bountyCategory: string;
  settleDays: string;
  settleRule: string;
  answerReviewFirst: boolean;
  maxAnswersPerMember: string;
}

export function toSettingValues(s: Schema<'QuestionSetting'>): SettingValues {
  return {
    askPermission: String(s.askPermission),
    answerPermission: String(s.answerPermission),
    bountyMin: String(s.bountyMin),
    bountyMax: String(s.bountyMax),
    bountyCategory: s.bountyCategory,
    settleDays: String(s.settleDays),
    settleRule: s.settleRule,
    answerReviewFirst: s.answerReviewFirst === 1,
    maxAnswersPerMember: String(s.maxAnswersPerMember),
  };
}

/** The form's problems (the contract's ranges, and min ≤ max); empty when it may be sent. */
export function settingProblems(v: SettingValues): Partial<Record<keyof SettingValues, string>> {
  const p: Partial<Record<keyof SettingValues, string>> = {};
  const int = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
  if (!int(v.bountyMin, 0, 100000)) p.bountyMin = '最低悬赏为 0 到 100000';
  if (!int(v.bountyMax, 0, 100000)) p.bountyMax = '最高悬赏为 0 到 100000';
  if (!p.bountyMin && !p.bountyMax && Number(v.bountyMax) > 0 && Number(v.bountyMin) > Number(v.bountyMax))
    p.bountyMin = '最低悬赏不能高于最高悬赏';
  if (!int(v.settleDays, 1, 365)) p.settleDays = '结算天数为 1 到 365';
  if (!int(v.maxAnswersPerMember, 1, 100)) p.maxAnswersPerMember = '每人回答数为 1 到 100';
  return p;
}

export function toSettingInput(v: SettingValues): OperationInput<'updateQuestionSetting'> {
  return {
    body: {
      askPermission: Number(v.askPermission) as 1 | 2,
      answerPermission: Number(v.answerPermission) as 1 | 2,
      bountyMin: Number(v.bountyMin),
      bountyMax: Number(v.bountyMax),
      bountyCategory: v.bountyCategory as Schema<'BountyCategory'>,
      settleDays: Number(v.settleDays),
      settleRule: v.settleRule as Schema<'QuestionSettleRule'>,
      answerReviewFirst: v.answerReviewFirst ? 1 : 0,
      maxAnswersPerMember: Number(v.maxAnswersPerMember),
    },
  };
}
