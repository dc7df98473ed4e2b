import { describe, expect, it } from 'vitest';
import { commentSearchText, plainTextOf, postSearchText } from './search-text';

describe('search text', () => {
  it('indexes the words of sanitised HTML, paragraphs apart, entities decoded', () => {
    expect(plainTextOf('<p>三体&amp;球状闪电</p><p>刘慈欣</p>')).toBe('三体&球状闪电 刘慈欣');
    expect(postSearchText('重读《三体》', '<p>黑暗<strong>森林</strong></p>')).toBe('重读《三体》 黑暗 森林');
    expect(commentSearchText('<p>同感&nbsp;&lt;真好&gt;</p>')).toBe('同感 <真好>');
  });
});
