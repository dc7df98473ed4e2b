import { describe, expect, it } from 'vitest';
import { highlight, indexWords, queryWords } from './chinese-search';

describe('Chinese search words', () => {
  it('indexes the short words inside long ones and drops punctuation', () => {
    const words = indexWords('我们在社区里讨论科幻小说，《三体》！').split(' ');
    expect(words).toEqual(expect.arrayContaining(['科幻', '小说', '科幻小说', '社区']));
    expect(words).not.toContain('，');
  });

  it('looks for each word of a keyword once, lower-cased', () => {
    expect(queryWords('科幻 小说 Kindle kindle')).toEqual(['科幻', '小说', 'kindle']);
    expect(queryWords('！？')).toEqual([]);
  });

  it('highlights the hits and escapes the rest', () => {
    expect(highlight('<b>科幻</b>小说', '科幻')).toBe('&lt;b&gt;<em>科幻</em>&lt;/b&gt;小说');
    expect(highlight(`${'很长的开头'.repeat(20)}科幻小说在这里`, '科幻', 20)).toMatch(/^….*<em>科幻<\/em>/);
  });
});
