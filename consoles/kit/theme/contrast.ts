// Colour arithmetic for WCAG contrast, without Fluent: the member site (which must not load Fluent) uses it too.
import { contrastRatio } from '#sdk';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(hex: string, toward: number, amount: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(c + (toward - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** WCAG contrast ratio of two #RRGGBB colours: the one function the server's theme check uses too (sdk/rules/theme.ts). */
export const contrast = contrastRatio;

/**
 * A colour that is data (a medal's, chosen from presets such as #E6A23C) made readable as text on white and on its
 * own light tint (badges and chips draw it over 8–10 % of itself, e.g. #9B59B6 1A on white is #F5EEF8): darkened
 * toward black, same hue, until it has `ratio` against both. A ratio against white alone fell short on the tint
 * (#9355AD: 5.0:1 on white, 4.45:1 on its tint).
 */
export function readableText(hex: string, ratio = 4.6): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return hex;
  const tint = mix(hex, 255, 0.9);
  for (let amount = 0; amount < 1; amount += 0.05) {
    const shade = mix(hex, 0, amount);
    if (contrast(shade, '#ffffff') >= ratio && contrast(shade, tint) >= ratio) return shade;
  }
  return '#000000';
}
