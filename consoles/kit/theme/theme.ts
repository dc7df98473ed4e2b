import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';
import { mix } from './contrast';

export { contrast, readableText } from './contrast';

/**
 * §9 default theme colour: the sidebar's active item (on the dark menu), chart lines, marks. Never under white text
 * nor as text on white: 2.78:1 there, short of WCAG AA's 4.5:1 and even of large text's 3:1.
 */
export const BRAND_COLOR = '#409EFF';
/**
 * The brand darkened (30 % toward black, same hue) for everything WCAG 2.2 AA measures: text and links on white
 * (5.2:1) and on the light brand tint (4.7:1), fills under white text (primary buttons, the active tab). It is
 * Fluent's brand step 80, so every Fluent brand token follows.
 */
export const BRAND_TEXT_COLOR = '#2D6FB2';
/** Chart lines (canvas needs real colours, not Fluent's CSS variables): the spec's brand blue, then Element's green, orange, red. */
export const chartColors = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C'];
/** §9 default UI size, the size every kit control uses. */
export const DEFAULT_SIZE = 'medium' as const;

/**
 * §2.3 menu theme, exactly. The active item's #409EFF on the menu's #304156 is 3.75:1, so an active top-level item
 * sits on the hover colour #263445 (4.55:1); nested items' #1f2d3d gives 5.03:1.
 */
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

/** Fluent's 16-step brand ramp with the brand colour at step 80 (Fluent's primary), darker below, lighter above. */
export function brandRamp(hex: string = BRAND_COLOR): BrandVariants {
  const ramp: Record<number, string> = {};
  for (let step = 1; step <= 16; step++) {
    ramp[step * 10] = step < 8 ? mix(hex, 0, ((8 - step) / 8) * 0.85) : mix(hex, 255, ((step - 8) / 8) * 0.92);
  }
  return ramp as BrandVariants;
}

const chineseFonts = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei'";

/** The consoles' Fluent theme: the brand at a shade that passes AA (`BRAND_TEXT_COLOR`), fonts that render Chinese well. */
export function consoleTheme(): Theme {
  const theme = createLightTheme(brandRamp(BRAND_TEXT_COLOR));
  return {
    ...theme,
    fontFamilyBase: `${theme.fontFamilyBase.replace(/, sans-serif$/, '')}, ${chineseFonts}, sans-serif`,
  };
}
