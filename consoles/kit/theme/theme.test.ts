import { describe, expect, it } from 'vitest';
import { mix } from './contrast';
import { BRAND_COLOR, BRAND_TEXT_COLOR, contrast, menuColors, readableText } from './theme';

describe('palette (WCAG 2.2 AA)', () => {
  it('reads text in the brand shade on white, and white on it; the spec’s blue only where the sidebar allows', () => {
    expect(contrast(BRAND_COLOR, '#ffffff')).toBeLessThan(3);
    expect(contrast(BRAND_TEXT_COLOR, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(menuColors.activeText, menuColors.hover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(menuColors.activeText, menuColors.subMenuBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(menuColors.text, menuColors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a data colour just enough to be read on white and on its own tint, keeping one that already is', () => {
    for (const color of ['#E6A23C', '#409EFF', '#67C23A', '#F56C6C', '#909399', '#1ABC9C', '#9B59B6', '#FFFFFF']) {
      expect(contrast(readableText(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // The badges' 10 % tint: #9B59B6 darkened to 5:1 on white was 4.45:1 on it.
      expect(contrast(readableText(color), mix(color, 255, 0.9))).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableText('#303133')).toBe('#303133');
  });
});
