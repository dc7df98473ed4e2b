import { bodyRules } from '#kit/form/fieldRules';
import type { PageAt } from '#kit/table/useListPage';
import {
  allowedActions as allowedMoves,
  type ContentStatusAction,
  ContentStatusTransitions,
  type ContentStatusValues,
  fieldRules,
  type OperationQuery,
  type Schema,
} from '#sdk';
import { dateRangeProblem } from '#sdk/format';

type Status = (typeof ContentStatusValues)[number];

// ── 列表筛选 ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface ContentFilters {
  keyword: string;
  /** `''` for every state but 已删除, otherwise a ContentStatus as text. */
  status: string;
  /** A site user's id as text, `''` for anyone. */
  authorId: string;
  /** `YYYY-MM-DD` or empty (Beijing days). */
  startDate: string;
  endDate: string;
}

export interface PostFilters extends ContentFilters {
  /** A section's id as text, `''` for all. */
  sectionId: string;
  /** `''` all, `'pinned'` / `'featured'` only those. */
  flag: '' | 'pinned' | 'featured';
}

export interface CommentFilters extends ContentFilters {
  /** A post's id as text, `''` for all. */
  postId: string;
}

const emptyContent: ContentFilters = { keyword: '', status: '', authorId: '', startDate: '', endDate: '' };
export const emptyPostFilters: PostFilters = { ...emptyContent, sectionId: '', flag: '' };
export const emptyCommentFilters: CommentFilters = { ...emptyContent, postId: '' };

/** The date range's message when the start comes after the end. */
export function dateRangeError(filters: Pick<ContentFilters, 'startDate' | 'endDate'>): string | undefined {
  return dateRangeProblem(filters) ?? undefined;
}

const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

function commonQuery(filters: ContentFilters, { page, pageSize }: PageAt) {
  const query: {
    page: number;
    pageSize: number;
    keyword?: string;
    status?: Status;
    authorId?: number;
    startDate?: string;
    endDate?: string;
  } = {
    page,
    pageSize,
  };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.status !== '') query.status = Number(filters.status) as Status;
  const authorId = positive(filters.authorId);
  if (authorId) query.authorId = authorId;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return query;
}

/** `getConsolePostList`: the page and only the filters that are set. */
export function toPostListInput(filters: PostFilters, at: PageAt): { query: OperationQuery<'getConsolePostList'> } {
  const query: OperationQuery<'getConsolePostList'> = commonQuery(filters, at);
  const sectionId = positive(filters.sectionId);
  if (sectionId) query.sectionId = sectionId;
  if (filters.flag === 'pinned') query.pinned = true;
  if (filters.flag === 'featured') query.featured = true;
  return { query };
}

/** `getConsoleCommentList`: the page and only the filters that are set. */
export function toCommentListInput(filters: CommentFilters, at: PageAt): { query: OperationQuery<'getConsoleCommentList'> } {
  const query: OperationQuery<'getConsoleCommentList'> = commonQuery(filters, at);
  const postId = positive(filters.postId);
  if (postId) query.postId = postId;
  return { query };
}

export type RecycleType = 'post' | 'comment';

export interface RecycleFilters {
  type: RecycleType;
  keyword: string;
}

export const emptyRecycleFilters: RecycleFilters = { type: 'post', keyword: '' };

export function toRecycleListInput(filters: RecycleFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getRecycleList'> } {
  const keyword = filters.keyword.trim();
  return { query: { type: filters.type, page, pageSize, ...(keyword ? { keyword } : {}) } };
}

export interface WordFilters {
  keyword: string;
}
export const emptyWordFilters: WordFilters = { keyword: '' };

export function toWordListInput(filters: WordFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getSensitiveWordList'> } {
  const keyword = filters.keyword.trim();
  return { query: { page, pageSize, ...(keyword ? { keyword } : {}) } };
}

// ── 批量操作 ──────────────────────────────────────────────────────────────────────────────────────────────────

export type ReviewAction = ContentStatusAction;

/** What each action is called on its button and in its confirmation. */
export const REVIEW_ACTION_TEXT: Record<ReviewAction, string> = {
  approve: '通过',
  reject: '驳回',
  hide: '屏蔽',
  restore: '恢复',
  delete: '删除',
  purge: '彻底删除',
};

/** Reject and hide tell the author why. */
export const needsReason = (action: ReviewAction) => action === 'reject' || action === 'hide';

export const MAX_BATCH = fieldRules.approvePosts.body.ids.maxItems;

/** The body of a review action on the selected ids (a reason only where one was typed). */
export function toReviewInput(ids: readonly number[], reason?: string): { body: Schema<'ContentBatchInput'> } {
  const trimmed = reason?.trim();
  return { body: { ids: [...ids], ...(trimmed ? { reason: trimmed } : {}) } };
}

export function toReasonInput(ids: readonly number[], reason: string): { body: Schema<'ContentReasonInput'> } {
  return { body: { ids: [...ids], reason: reason.trim() } };
}

export const reasonRules = bodyRules('rejectPosts', ['reason']);

export type PostFlag = 'pin' | 'feature' | 'lock';
export const POST_FLAG_TEXT: Record<PostFlag, [on: string, off: string]> = {
  pin: ['置顶', '取消置顶'],
  feature: ['设为精华', '取消精华'],
  lock: ['锁定', '解除锁定'],
};

export function toFlagInput(ids: readonly number[], value: boolean): { body: Schema<'PostFlagInput'> } {
  return { body: { ids: [...ids], value } };
}

export function toMoveInput(ids: readonly number[], sectionId: number): { body: Schema<'PostMoveInput'> } {
  return { body: { ids: [...ids], sectionId } };
}

// ── 敏感词 ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Words typed one a line (or separated by commas or spaces), trimmed, each once whatever the case. */
export function parseWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of text.split(/[\n,，、\s]+/)) {
    const word = raw.trim();
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  return words;
}

const MAX_WORDS = fieldRules.createSensitiveWords.body.words.maxItems;
const MAX_WORD_LENGTH = 30;

/** What is wrong with the typed words, or `undefined`. */
export function wordsProblem(words: readonly string[]): string | undefined {
  if (!words.length) return '请填写敏感词';
  if (words.length > MAX_WORDS) return `一次最多添加 ${MAX_WORDS} 个敏感词`;
  const long = words.find((w) => w.length > MAX_WORD_LENGTH);
  if (long) return `「${long.slice(0, 10)}…」超过 ${MAX_WORD_LENGTH} 个字`;
  return undefined;
}

export function toCreateWordsInput(words: readonly string[]): { body: Schema<'SensitiveWordsInput'> } {
  return { body: { words: [...words] } };
}

export function toDeleteWordsInput(ids: readonly number[]): { body: Schema<'SensitiveWordIdsInput'> } {
  return { body: { ids: [...ids] } };
}

/** Of `among`, the actions `status` allows (the contract's `x-transitions` on ContentStatus): the buttons a detail offers. */
export function allowedActions(status: number, among: readonly ReviewAction[]): ReviewAction[] {
  return allowedMoves(ContentStatusTransitions, status, among);
}
