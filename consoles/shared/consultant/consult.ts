/** §9: the consultant widget appears 2000 ms after the page mounts. */
export const CONSULTANT_DELAY_MS = 2000;

/** QQ's web consult link for a QQ number (opens a chat, or offers to install QQ). */
export function qqConsultUrl(qq: string): string {
  return `https://wpa.qq.com/msgrd?${new URLSearchParams({ v: '3', uin: qq, site: 'qq', menu: 'yes' })}`;
}

/** Keeps a dragged widget inside the window. */
export function clampPosition(
  x: number,
  y: number,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, viewport.width - size.width)),
    y: Math.min(Math.max(0, y), Math.max(0, viewport.height - size.height)),
  };
}
