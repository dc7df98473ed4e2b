// A member site's theme as colours: the ready palettes, the CSS custom properties a theme sets, and the WCAG contrast
// check. One copy for the server (which writes the variables into every member page and answers the check), the site
// console (whose preview is drawn from the same variables and shows the same warning) and the tests.
import type { components } from '../generated/schema';

type Theme = components['schemas']['Theme'];
type Palette = components['schemas']['ThemePalette'];

/** WCAG AA for body text. */
export const CONTRAST_AA = 4.5;

/** The colours a palette gives a page; the brand colour is the theme's own (a palette only suggests one). */
export interface PaletteColours {
  /** The brand colour a palette's swatch picks. */
  brand: string;
  /** The tint behind active items and tags; for the palette's own brand colour (else mixed from the brand, BRAND_TINT). */
  brandLight: string;
  /** Text on a brand-coloured fill (buttons, the brand header). */
  onBrand: string;
  bg: string;
  surface: string;
  text: string;
  textRegular: string;
  muted: string;
  line: string;
  border: string;
  danger: string;
  dangerLight: string;
  /** Text on a danger fill (badges, the erase button). */
  onDanger: string;
  warning: string;
  warningLight: string;
  success: string;
  successLight: string;
  star: string;
  starOff: string;
  shadow: string;
  /** The dark header's fill and text (headerStyle `dark`). */
  headerDark: string;
  onHeaderDark: string;
  scheme: 'light' | 'dark';
}

/** The light pages' colours, as member.css has them (its `:root`): every text colour passes 4.5:1 on white and on bg. */
const LIGHT = {
  onBrand: '#ffffff',
  bg: '#f5f7fa',
  surface: '#ffffff',
  text: '#303133',
  textRegular: '#606266',
  muted: '#6c6e73',
  line: '#ebeef5',
  border: '#dcdfe6',
  danger: '#ac4c4c',
  dangerLight: '#fef0f0',
  onDanger: '#ffffff',
  warning: '#8a6124',
  warningLight: '#fdf6ec',
  success: '#3e7423',
  successLight: '#f0f9eb',
  star: '#f7ba2a',
  starOff: '#c0c4cc',
  shadow: 'rgba(0, 0, 0, 0.12)',
  headerDark: '#1f2329',
  onHeaderDark: '#ffffff',
  scheme: 'light',
} as const;

/** The ready palettes (ThemePalette). 墨黑 is member.css's `:root[data-theme='dark']`. */
export const PALETTES: Record<Palette, PaletteColours> = {
  blue: { ...LIGHT, brand: '#2d6fb2', brandLight: '#ecf5ff' },
  teal: { ...LIGHT, brand: '#0f766e', brandLight: '#e6f4f1' },
  orange: { ...LIGHT, brand: '#b0500f', brandLight: '#fdf0e6' },
  dark: {
    brand: '#7ab8ff',
    brandLight: '#23354a',
    onBrand: '#141414',
    bg: '#141414',
    surface: '#1f1f1f',
    text: '#e5e6eb',
    textRegular: '#c9cdd4',
    muted: '#a3a6ad',
    line: '#2e2e30',
    border: '#4c4d4f',
    danger: '#f89898',
    dangerLight: '#3b2222',
    onDanger: '#141414',
    warning: '#eebe77',
    warningLight: '#3a2e1a',
    success: '#95d475',
    successLight: '#1f2e18',
    star: '#f7ba2a',
    starOff: '#5c5e63',
    shadow: 'rgba(0, 0, 0, 0.5)',
    headerDark: '#0a0a0a',
    onHeaderDark: '#e5e6eb',
    scheme: 'dark',
  },
};

/** How much of the brand colour goes into its tint (on the palette's surface) when the brand is not the palette's own. */
const BRAND_TINT = 0.14;

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #RRGGBB colours (1 to 21), as WCAG defines it. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `weight` of `a` mixed into `b`, as #rrggbb. */
export function mixColours(a: string, b: string, weight: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((c, i) =>
      Math.round(c * weight + cb[i] * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The brand's tint: the palette's own for its own brand colour, else the brand mixed into the surface. */
function brandLightOf(palette: PaletteColours, brand: string): string {
  return brand.toLowerCase() === palette.brand ? palette.brandLight : mixColours(brand, palette.surface, BRAND_TINT);
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The check the server answers and the console shows: text on the brand colour, links on the page's backgrounds. */
export function checkThemeContrast(theme: Pick<Theme, 'palette' | 'brandColor'>): components['schemas']['ThemeContrast'] {
  const palette = PALETTES[theme.palette];
  const brand = theme.brandColor.toLowerCase();
  const textOnBrand = round(contrastRatio(palette.onBrand, brand));
  const linkOnBackground = round(
    Math.min(...[palette.bg, palette.surface, brandLightOf(palette, brand)].map((bg) => contrastRatio(brand, bg))),
  );
  const warnings: string[] = [];
  if (textOnBrand < CONTRAST_AA) {
    warnings.push(`品牌色上的文字对比度为 ${textOnBrand}:1，低于 WCAG AA 要求的 4.5:1，部分访客会看不清按钮上的文字。`);
  }
  if (linkOnBackground < CONTRAST_AA) {
    warnings.push(
      `链接与背景的对比度为 ${linkOnBackground}:1，低于 WCAG AA 要求的 4.5:1，部分访客会看不清链接。请选择更${palette.scheme === 'dark' ? '亮' : '深'}的品牌色。`,
    );
  }
  return { textOnBrand, linkOnBackground, passes: warnings.length === 0, warnings };
}

/** The CSS custom properties a theme sets on the member site (member.css reads them; its `:root` has 默认蓝's). */
export function themeVariables(theme: Pick<Theme, 'palette' | 'brandColor' | 'headerStyle'>): Record<string, string> {
  const p = PALETTES[theme.palette];
  const brand = isHexColour(theme.brandColor) ? theme.brandColor.toLowerCase() : p.brand;
  const header = {
    light: { bg: p.surface, text: p.text, link: brand },
    brand: { bg: brand, text: p.onBrand, link: p.onBrand },
    dark: { bg: p.headerDark, text: p.onHeaderDark, link: p.onHeaderDark },
  }[theme.headerStyle];
  return {
    '--m-brand': brand,
    '--m-brand-light': brandLightOf(p, brand),
    '--m-on-brand': p.onBrand,
    '--m-bg': p.bg,
    '--m-surface': p.surface,
    '--m-text': p.text,
    '--m-text-regular': p.textRegular,
    '--m-muted': p.muted,
    '--m-line': p.line,
    '--m-border': p.border,
    '--m-danger': p.danger,
    '--m-danger-light': p.dangerLight,
    '--m-on-danger': p.onDanger,
    '--m-warning': p.warning,
    '--m-warning-light': p.warningLight,
    '--m-success': p.success,
    '--m-success-light': p.successLight,
    '--m-star': p.star,
    '--m-star-off': p.starOff,
    '--m-shadow': p.shadow,
    '--m-header-bg': header.bg,
    '--m-header-text': header.text,
    '--m-header-link': header.link,
  };
}

/** The variables as one CSS declaration block's body (`--m-brand:#2d6fb2;…`). Values are the palettes' constants and a
 * checked #rrggbb: nothing to escape. */
export function themeDeclarations(theme: Pick<Theme, 'palette' | 'brandColor' | 'headerStyle'>): string {
  const scheme = PALETTES[theme.palette].scheme;
  return `color-scheme:${scheme};${Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}`;
}

/** A new site's theme (and what a site that never saved one shows): today's look, sections above the latest posts. */
export const DEFAULT_THEME: Theme = {
  palette: 'blue',
  brandColor: PALETTES.blue.brand,
  logoUrl: '',
  faviconUrl: '',
  headerStyle: 'light',
  density: 'comfortable',
  homeLayout: 'sectionGrid',
};
