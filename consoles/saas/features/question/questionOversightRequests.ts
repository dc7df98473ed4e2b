// 问答监管's filters → operation inputs, and the moderation on a site's behalf (reject and hide need a reason).
import type { PageAt } from '#kit/table/useListPage';
import type { OperationInput, OperationQuery, Schema } from '#sdk';

export interface OversightFilters {
  siteId: string;
  keyword: string;
  status: string;
  solved: string;
  startDate: string;
  endDate: string;
}

export const emptyOversightFilters: OversightFilters = { siteId: '', keyword: '', status: '', solved: '', startDate: '', endDate: '' };

const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

function common(f: OversightFilters, { page, pageSize }: PageAt) {
  const query: Record<string, unknown> = { page, pageSize };
  const siteId = positive(f.siteId);
  if (siteId) query.siteId = siteId;
  if (f.keyword.trim()) query.keyword = f.keyword.trim();
  if (f.status) query.status = Number(f.status);
  if (f.startDate) query.startDate = f.startDate;
  if (f.endDate) query.endDate = f.endDate;
  return query;
}

export function toSaasQuestionListInput(f: OversightFilters, at: PageAt): { query: OperationQuery<'getSaasQuestionList'> } {
  const query = common(f, at) as OperationQuery<'getSaasQuestionList'>;
  if (f.solved === 'true' || f.solved === 'false') query.solved = f.solved === 'true';
  return { query };
}

export function toSaasAnswerListInput(f: OversightFilters, at: PageAt): { query: OperationQuery<'getSaasAnswerList'> } {
  return { query: common(f, at) as OperationQuery<'getSaasAnswerList'> };
}

export type OversightAction = Schema<'SaasModerationInput'>['action'];
export const ACTION_TEXT: Record<OversightAction, string> = {
  approve: '通过',
  reject: '驳回',
  hide: '屏蔽',
  restore: '恢复',
  delete: '删除',
  purge: '彻底删除',
};

/** The request, or the message that keeps it from being sent (one site at a time; a reason for reject and hide). */
export function toSaasModerationInput(
  rows: { siteId: number; id: number }[],
  action: OversightAction,
  reason: string,
): { input: OperationInput<'moderateSaasQuestions'> } | { problem: string } {
  const sites = [...new Set(rows.map((r) => r.siteId))];
  if (sites.length !== 1) return { problem: '一次只能处理同一个站点的内容' };
  if ((action === 'reject' || action === 'hide') && !reason.trim())
    return { problem: action === 'reject' ? '请填写驳回原因' : '请填写屏蔽原因' };
  return { input: { body: { siteId: sites[0], ids: rows.map((r) => r.id), action, ...(reason.trim() ? { reason: reason.trim() } : {}) } } };
}
