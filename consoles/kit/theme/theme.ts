import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';

/** §9 default theme colour. */
export const BRAND_COLOR = '#409EFF';
/** §9 default UI size, the size every kit control uses. */
export const DEFAULT_SIZE = 'medium' as const;

/** §2.3 menu theme, exactly. */
export const menuColors = {
  text: '#bfcbd9',
  activeText: '#409EFF',
  subMenuActiveText: '#f4f4f5',
  background: '#304156',
  hover: '#263445',
  subMenuBackground: '#1f2d3d',
  subMenuHover: '#001528',
} as const;

/** §9 sidebar width; the collapsed rail shows icons only. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const NAVBAR_HEIGHT = 50;
export const TAGS_HEIGHT = 34;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, toward: number, amount: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(c + (toward - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Fluent's 16-step brand ramp with the brand colour at step 80 (Fluent's primary), darker below, lighter above. */
export function brandRamp(hex: string = BRAND_COLOR): BrandVariants {
  const ramp: Record<number, string> = {};
  for (let step = 1; step <= 16; step++) {
    ramp[step * 10] = step < 8 ? mix(hex, 0, ((8 - step) / 8) * 0.85) : mix(hex, 255, ((step - 8) / 8) * 0.92);
  }
  return ramp as BrandVariants;
}

const chineseFonts = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei'";

/** The consoles' Fluent theme: brand #409EFF, fonts that render Chinese well. */
export function consoleTheme(): Theme {
  const theme = createLightTheme(brandRamp());
  return {
    ...theme,
    fontFamilyBase: `${theme.fontFamilyBase.replace(/, sans-serif$/, '')}, ${chineseFonts}, sans-serif`,
  };
}
