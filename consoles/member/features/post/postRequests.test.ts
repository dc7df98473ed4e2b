import { describe, expect, it } from 'vitest';
import { commentHtml, pendingMark, savedMessage } from './postRequests';

describe('post requests', () => {
  it('escapes a typed comment into paragraphs', () => {
    expect(commentHtml(' 第一行 <b>\n\n"第二行" & ')).toBe('<p>第一行 &#60;b&#62;</p><p>&#34;第二行&#34; &#38;</p>');
  });

  it('says whether saved content is published or waits for review', () => {
    expect(savedMessage('帖子', 20)).toBe('帖子已发布');
    expect(savedMessage('评论', 10)).toBe('评论已提交，等待审核');
  });

  it('marks the author’s content that is not published', () => {
    expect(pendingMark(20)).toBeNull();
    expect(pendingMark(10)?.text).toBe('审核中');
    expect(pendingMark(60)?.text).toBe('审核中');
    expect(pendingMark(30)?.text).toBe('未通过');
  });
});
