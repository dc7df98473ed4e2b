import { describe, expect, it } from 'vitest';
import { plainLines, plainText } from './html-text';

describe('html text', () => {
  const html = '<p>刘慈欣的<b>三体</b> &amp; 球状闪电</p><ul><li>第一&#x4E00;</li><li>a&lt;b</li></ul><p><img src="/files/x.webp"></p>';

  it('collapses to one line of text', () => {
    expect(plainText(html)).toBe('刘慈欣的三体 & 球状闪电 第一一 a<b');
  });

  it('keeps blocks as lines for a terminal', () => {
    expect(plainLines(html)).toBe('刘慈欣的三体 & 球状闪电\n第一一\na<b');
  });
});
