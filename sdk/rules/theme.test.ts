import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ThemePaletteValues } from '../generated/enums';
import { CONTRAST_AA, checkThemeContrast, contrastRatio, PALETTES, themeVariables } from './theme';

const cssBlock = (css: string, selector: string) => {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--m-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
};

describe('theme palettes', () => {
  it('WCAG: contrast of black on white is 21, of equal colours 1, and #777 on white just under AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeGreaterThan(4.47);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(CONTRAST_AA);
  });

  it.each(ThemePaletteValues)('every text colour of %s passes AA on its backgrounds and tints', (name) => {
    const p = PALETTES[name];
    expect(checkThemeContrast({ palette: name, brandColor: p.brand })).toMatchObject({ passes: true, warnings: [] });
    for (const text of [p.text, p.textRegular, p.muted, p.danger, p.warning, p.success, p.brand]) {
      for (const bg of [p.bg, p.surface]) expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(CONTRAST_AA);
    }
    expect(contrastRatio(p.brand, p.brandLight)).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio(p.danger, p.dangerLight)).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio(p.warning, p.warningLight)).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio(p.success, p.successLight)).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio(p.onBrand, p.brand)).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio(p.onDanger, p.danger)).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio(p.onHeaderDark, p.headerDark)).toBeGreaterThanOrEqual(CONTRAST_AA);
  });

  it('warns in Chinese when a chosen brand colour fails', () => {
    const light = checkThemeContrast({ palette: 'blue', brandColor: '#8cc8ff' });
    expect(light.passes).toBe(false);
    expect(light.warnings).toHaveLength(2);
    expect(light.warnings[1]).toContain('请选择更深的品牌色');
    const dark = checkThemeContrast({ palette: 'dark', brandColor: '#2d6fb2' });
    expect(dark.warnings.join()).toContain('请选择更亮的品牌色');
  });

  it('member.css’s defaults are 默认蓝 and its dark block is 墨黑, as the server writes them', () => {
    const css = readFileSync(new URL('../../consoles/member/shell/member.css', import.meta.url), 'utf8');
    expect(cssBlock(css, ':root')).toEqual(themeVariables({ palette: 'blue', brandColor: PALETTES.blue.brand, headerStyle: 'light' }));
    expect(cssBlock(css, ':root[data-theme="dark"]')).toEqual(
      themeVariables({ palette: 'dark', brandColor: PALETTES.dark.brand, headerStyle: 'light' }),
    );
  });

  it('a brand header puts the brand’s text colour on the brand; a dark header light text on dark', () => {
    const brand = themeVariables({ palette: 'teal', brandColor: '#0f766e', headerStyle: 'brand' });
    expect(brand['--m-header-bg']).toBe('#0f766e');
    expect(brand['--m-header-text']).toBe('#ffffff');
    const mixed = themeVariables({ palette: 'blue', brandColor: '#AA0000', headerStyle: 'light' });
    expect(mixed['--m-brand']).toBe('#aa0000');
    expect(mixed['--m-brand-light']).not.toBe(PALETTES.blue.brandLight);
  });
});
