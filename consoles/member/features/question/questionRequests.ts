// Form values → operation inputs for the member Q&A pages, and what the ask form checks before sending (the contract's
// rules plus the site's bounty range and the member's balance).
import type { OperationInput, Schema } from '#sdk';

export interface AskValues {
  typeId: number;
  title: string;
  content: string;
  bounty: string;
}

export type AskProblems = Partial<Record<keyof AskValues, string>>;

export function askProblems(
  values: AskValues,
  options: Pick<Schema<'QuestionOptions'>, 'bountyMin' | 'bountyMax' | 'balance'>,
): AskProblems {
  const problems: AskProblems = {};
  if (!values.typeId) problems.typeId = '请选择问题分类';
  if (!values.title.trim()) problems.title = '请输入问题标题';
  else if ([...values.title].length > 100) problems.title = '标题不能超过 100 个字';
  if (!values.content.trim()) problems.content = '请描述你的问题';
  const text = values.bounty.trim();
  const bounty = text === '' ? 0 : Number(text);
  if (!Number.isInteger(bounty) || bounty < 0) problems.bounty = '悬赏为不小于 0 的整数';
  else if (bounty > 0 && options.bountyMax === 0) problems.bounty = '本站不允许悬赏';
  else if (bounty > options.bountyMax) problems.bounty = `悬赏不能超过 ${options.bountyMax}`;
  else if (bounty > 0 && bounty < options.bountyMin) problems.bounty = `悬赏至少 ${options.bountyMin}`;
  else if (bounty > 0 && options.balance !== null && bounty > options.balance) problems.bounty = `余额不足（当前 ${options.balance}）`;
  return problems;
}

export function toCreateQuestionInput(values: AskValues): OperationInput<'createQuestion'> {
  const bounty = values.bounty.trim() === '' ? 0 : Number(values.bounty);
  return { body: { title: values.title.trim(), content: values.content, bounty, typeId: values.typeId } };
}

export function toCreateAnswerInput(questionId: number, content: string): OperationInput<'createAnswer'> {
  return { body: { questionId, content } };
}

/** The list's query from its filters: a type, solved or not (`all` leaves it out). */
export function toQuestionListInput(filter: {
  typeId: number;
  solved: 'all' | 'solved' | 'open';
  page: number;
}): OperationInput<'getQuestionList'> {
  return {
    query: {
      ...(filter.typeId ? { typeId: filter.typeId } : {}),
      ...(filter.solved === 'all' ? {} : { solved: filter.solved === 'solved' }),
      page: filter.page,
      pageSize: 20,
    },
  };
}

/** What a vote button sends: pressing the vote one holds takes it back. */
export function nextVote(current: Schema<'AnswerVote'>, pressed: 'up' | 'down'): Schema<'AnswerVote'> {
  return current === pressed ? 'none' : pressed;
}

export function bountyText(bounty: number, unit: string, name: string) {
  return bounty > 0 ? `悬赏 ${bounty}${unit ? ` ${unit}` : ''}${name}` : '';
}
