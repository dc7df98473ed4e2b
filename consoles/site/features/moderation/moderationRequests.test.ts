import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  emptyCommentFilters,
  emptyPostFilters,
  parseWords,
  toCommentListInput,
  toPostListInput,
  toReviewInput,
  wordsProblem,
} from './moderationRequests';

describe('moderation requests', () => {
  it('sends only the filters that are set', () => {
    expect(toPostListInput(emptyPostFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(
      toPostListInput(
        { ...emptyPostFilters, keyword: ' 三体 ', status: '10', sectionId: '4', authorId: '12', flag: 'featured', startDate: '2026-11-01' },
        { page: 2, pageSize: 50 },
      ),
    ).toEqual({
      query: { page: 2, pageSize: 50, keyword: '三体', status: 10, sectionId: 4, authorId: 12, featured: true, startDate: '2026-11-01' },
    });
    expect(toCommentListInput({ ...emptyCommentFilters, postId: '1024', authorId: 'x' }, { page: 1, pageSize: 20 })).toEqual({
      query: { page: 1, pageSize: 20, postId: 1024 },
    });
  });

  it('adds a reason only when one was typed', () => {
    expect(toReviewInput([1, 2])).toEqual({ body: { ids: [1, 2] } });
    expect(toReviewInput([1], '  误判 ')).toEqual({ body: { ids: [1], reason: '误判' } });
  });

  it('offers the actions a state allows', () => {
    expect(allowedActions(10, ['approve', 'reject', 'hide', 'restore', 'delete'])).toEqual(['approve', 'reject', 'delete']);
    expect(allowedActions(20, ['approve', 'reject', 'hide', 'restore', 'delete'])).toEqual(['hide', 'delete']);
    expect(allowedActions(50, ['restore', 'purge'])).toEqual(['restore', 'purge']);
  });

  it('reads words one a line or separated by commas, each once whatever the case', () => {
    expect(parseWords(' 刷单 \nVPN，vpn、代开发票,,\n')).toEqual(['刷单', 'VPN', '代开发票']);
    expect(wordsProblem([])).toBe('请填写敏感词');
    expect(wordsProblem(['一'.repeat(31)])).toMatch(/超过 30 个字/);
    expect(wordsProblem(['刷单'])).toBeUndefined();
  });
});
