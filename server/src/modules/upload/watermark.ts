/** Text drawn over the bottom-right corner, semi-transparent, sized to the image; the SVG covers the image exactly. */
export function watermarkSvg(text: string, width: number, height: number): string {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) * 0.045));
  const pad = Math.round(fontSize * 0.6);
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${width - pad}" y="${height - pad}" text-anchor="end" font-family="'Noto Sans CJK SC', sans-serif" font-size="${fontSize}"
 fill="#ffffff" fill-opacity="0.7" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(1, Math.round(fontSize / 16))}">${escaped}</text>
</svg>`;
}

/**
 * The words the site's watermark setting asks for (getWatermarkTypeList: 0 none, 1 文字水印, 2 站点 Logo, 3 用户名),
 * or undefined for none. The logo is drawn as the site's name: a logo may live on any host, and the server fetches
 * nothing from addresses that users typed.
 */
export function watermarkText(setting: { watermarkType: number; watermarkText: string }, siteName: string, userName: string) {
  switch (setting.watermarkType) {
    case 1:
      return setting.watermarkText.trim() || siteName;
    case 2:
      return siteName;
    case 3:
      return `@${userName} · ${siteName}`;
    default:
      return undefined;
  }
}
