// Request builders of the content oversight pages: filters as typed → the operations' inputs.

import type { OperationBody, OperationQuery, Schema } from '#sdk';
import { dateRangeProblem } from '#sdk/format';

export type ContentStatus = Schema<'ContentStatus'>;
export type ModerationAction = Schema<'SaasModerationInput'>['action'];

export interface ContentFilter {
  /** The site's id as text, `''` for every site. */
  siteId: string;
  keyword: string;
  status: `${ContentStatus}` | '';
  /** `YYYY-MM-DD` (Beijing day), both ends included. */
  startDate: string;
  endDate: string;
}

export const emptyContentFilter: ContentFilter = { siteId: '', keyword: '', status: '', startDate: '', endDate: '' };

export { dateRangeProblem };

export function toContentListQuery(filter: ContentFilter, page: number, pageSize: number): OperationQuery<'getSaasPostList'> {
  const query: OperationQuery<'getSaasPostList'> = { page, pageSize };
  const keyword = filter.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filter.siteId) query.siteId = Number(filter.siteId);
  if (filter.status) query.status = Number(filter.status) as ContentStatus;
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  return query;
}

export interface SectionFilter {
  siteId: string;
  keyword: string;
}

export const emptySectionFilter: SectionFilter = { siteId: '', keyword: '' };

export function toSectionListQuery(filter: SectionFilter, page: number, pageSize: number): OperationQuery<'getSaasSectionList'> {
  const query: OperationQuery<'getSaasSectionList'> = { page, pageSize };
  const keyword = filter.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filter.siteId) query.siteId = Number(filter.siteId);
  return query;
}

/** What each batch action is called, and which need a reason (the author sees it) or a confirmation. */
export const moderationActions: Record<ModerationAction, { text: string; needsReason: boolean; confirm?: string }> = {
  approve: { text: '通过', needsReason: false },
  reject: { text: '驳回', needsReason: true },
  hide: { text: '屏蔽', needsReason: true },
  restore: { text: '恢复', needsReason: false },
  delete: { text: '删除', needsReason: false, confirm: '删除后内容进入回收站，可以恢复。' },
  purge: { text: '彻底删除', needsReason: false, confirm: '彻底删除后无法恢复。只有回收站中的内容会被删除。' },
};

export const REASON_MAX = 200;

/** Why a reason cannot be sent as typed, or null. */
export function reasonProblem(action: ModerationAction, reason: string): string | null {
  if (!moderationActions[action].needsReason) return null;
  const text = reason.trim();
  if (!text) return action === 'reject' ? '请填写驳回原因' : '请填写屏蔽原因';
  if (text.length > REASON_MAX) return `原因最多 ${REASON_MAX} 个字`;
  return null;
}

/** Selected rows are keyed `siteId:id`; one request per site, since an action names one site. */
export function toModerationBodies(
  selected: readonly string[],
  action: ModerationAction,
  reason: string,
): OperationBody<'moderateSaasPosts'>[] {
  const bySite = new Map<number, number[]>();
  for (const key of selected) {
    const [siteId, id] = key.split(':').map(Number);
    bySite.set(siteId, [...(bySite.get(siteId) ?? []), id]);
  }
  const text = reason.trim();
  return [...bySite].flatMap(([siteId, ids]) => {
    const chunks: number[][] = [];
    for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100));
    return chunks.map((chunk) => ({
      siteId,
      ids: chunk,
      action,
      ...(moderationActions[action].needsReason && text ? { reason: text } : {}),
    }));
  });
}

export const rowKey = (row: { siteId: number; id: number }) => `${row.siteId}:${row.id}`;

/** Words typed one a line (or separated by commas): trimmed, empty ones dropped, each once. */
export function parseWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of text.split(/[\n,，、]+/)) {
    const word = raw.trim();
    if (word && !seen.has(word.toLowerCase())) {
      seen.add(word.toLowerCase());
      words.push(word);
    }
  }
  return words;
}

export const WORD_MAX = 30;
export const WORDS_PER_REQUEST = 200;

export function wordsProblem(words: readonly string[]): string | null {
  if (!words.length) return '请至少填写一个敏感词';
  if (words.length > WORDS_PER_REQUEST) return `一次最多添加 ${WORDS_PER_REQUEST} 个敏感词`;
  const long = words.find((w) => w.length > WORD_MAX);
  if (long) return `每个敏感词最多 ${WORD_MAX} 个字：${long.slice(0, 10)}…`;
  return null;
}
