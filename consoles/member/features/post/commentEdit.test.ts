// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { commentEditable, commentText } from './commentEdit';
import { commentHtml } from './postRequests';

const author = { id: 12, name: '林间读书人', avatar: '', home: true };
const comment = (extra: object = {}) => ({
  id: 1,
  postId: 7,
  parentId: null,
  content: '<p>原来的评论</p>',
  author,
  replyTo: null,
  status: 20 as const,
  likeCount: 0,
  liked: false,
  replyCount: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  editedAt: null,
  ...extra,
});
const at = (minutes: number) => Date.parse('2026-11-20T08:00:00.000Z') + minutes * 60_000;

describe('commentEditable', () => {
  it('shows 编辑 to the author inside the window only', () => {
    expect(commentEditable(comment(), 12, 30, at(29))).toBe(true);
    expect(commentEditable(comment(), 12, 30, at(31))).toBe(false);
    expect(commentEditable(comment(), 13, 30, at(1))).toBe(false);
    expect(commentEditable(comment(), undefined, 30, at(1))).toBe(false);
    expect(commentEditable(comment(), 12, 0, at(1))).toBe(false);
  });

  it('never on hidden, rejected or deleted comments', () => {
    for (const status of [30, 40, 50] as const) expect(commentEditable(comment({ status }), 12, 30, at(1))).toBe(false);
    expect(commentEditable(comment({ status: 10 }), 12, 30, at(1))).toBe(true);
  });
});

describe('commentText', () => {
  it('gives back the lines the comment box wrote', () => {
    const text = '第一行 <b>&\n第二行';
    expect(commentText(commentHtml(text))).toBe(text);
  });
});
