import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteConfig } from '../../config';
import {
  emptyCommentFilters,
  emptyPostFilters,
  emptyRecycleFilters,
  emptyWordFilters,
  toCommentListInput,
  toCreateWordsInput,
  toDeleteWordsInput,
  toFlagInput,
  toMoveInput,
  toPostListInput,
  toReasonInput,
  toRecycleListInput,
  toReviewInput,
  toWordListInput,
} from './moderationRequests';

const { endpoints } = api;
const at = { page: 1, pageSize: 20 };

describe('内容审核 against the contract', () => {
  it('reads the lists, unfiltered and filtered', async () => {
    const { call } = contractStore(siteConfig);
    const filtered = { keyword: '三体', status: '10', authorId: '12', startDate: '2026-11-01', endDate: '2026-11-21' };
    for (const filters of [emptyPostFilters, { ...emptyPostFilters, ...filtered, sectionId: '4', flag: 'pinned' as const }]) {
      expect((await call(endpoints.getConsolePostList, toPostListInput(filters, at))).data).toMatchObject({ total: expect.any(Number) });
    }
    for (const filters of [emptyCommentFilters, { ...emptyCommentFilters, ...filtered, postId: '1024' }]) {
      expect((await call(endpoints.getConsoleCommentList, toCommentListInput(filters, at))).data).toMatchObject({
        total: expect.any(Number),
      });
    }
    for (const filters of [emptyRecycleFilters, { type: 'comment' as const, keyword: '三体' }]) {
      expect((await call(endpoints.getRecycleList, toRecycleListInput(filters, at))).data).toMatchObject({ total: expect.any(Number) });
    }
    expect((await call(endpoints.getSensitiveWordList, toWordListInput({ ...emptyWordFilters, keyword: '发票' }, at))).data).toBeDefined();
    expect((await call(endpoints.getConsolePost, { query: { id: 1024 } })).data).toBeDefined();
    expect((await call(endpoints.getModerationCount, undefined)).data).toBeDefined();
  });

  it('sends every action as the contract takes it', async () => {
    const { call } = contractStore(siteConfig);
    await call(endpoints.approvePosts, toReviewInput([1024]));
    await call(endpoints.rejectPosts, toReasonInput([1024], ' 标题党 '));
    await call(endpoints.hideComments, toReasonInput([2048], '无关内容'));
    await call(endpoints.purgeComments, toReviewInput([2048]));
    await call(endpoints.pinPosts, toFlagInput([1024, 1025], true));
    await call(endpoints.movePosts, toMoveInput([1024], 5));
    await call(endpoints.createSensitiveWords, toCreateWordsInput(['刷单']));
    await call(endpoints.deleteSensitiveWords, toDeleteWordsInput([7]));
  });
});
