// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlLines, lineDiff } from './lineDiff';

const kinds = (d: ReturnType<typeof lineDiff>) => d.map((l) => `${l.kind === 'same' ? ' ' : l.kind === 'added' ? '+' : '-'}${l.text}`);

describe('lineDiff', () => {
  it('marks nothing on equal texts, and everything on empty sides', () => {
    expect(kinds(lineDiff(['a', 'b'], ['a', 'b']))).toEqual([' a', ' b']);
    expect(kinds(lineDiff([], ['a']))).toEqual(['+a']);
    expect(kinds(lineDiff(['a'], []))).toEqual(['-a']);
  });

  it('finds a changed line between kept ones, and insertions and removals', () => {
    expect(kinds(lineDiff(['一', '二', '三'], ['一', '贰', '三']))).toEqual([' 一', '-二', '+贰', ' 三']);
    expect(kinds(lineDiff(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e']))).toEqual([' a', '-b', ' c', ' d', '+e']);
  });

  it('keeps the longest common subsequence (both sides rebuild from it)', () => {
    const before = ['x', 'a', 'b', 'c', 'y', 'd'];
    const after = ['a', 'q', 'b', 'd', 'c'];
    const diff = lineDiff(before, after);
    expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before);
    expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after);
    expect(diff.filter((l) => l.kind === 'same')).toHaveLength(3);
  });
});

describe('htmlLines', () => {
  it('reads paragraphs, breaks and list items as lines, without tags and with entities read', () => {
    expect(htmlLines('<p>第一段</p><p>第二<br>行 &amp; 更多</p><ul><li>甲</li><li>乙</li></ul>')).toEqual([
      '第一段',
      '第二',
      '行 & 更多',
      '甲',
      '乙',
    ]);
  });
});
