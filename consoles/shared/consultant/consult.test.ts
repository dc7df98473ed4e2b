import { describe, expect, it } from 'vitest';
import { CONSULTANT_DELAY_MS, clampPosition, qqConsultUrl } from './consult';

describe('consultant widget helpers', () => {
  it('waits 2000 ms (§9)', () => {
    expect(CONSULTANT_DELAY_MS).toBe(2000);
  });
  it('builds the QQ consult link', () => {
    expect(qqConsultUrl('800012345')).toBe('https://wpa.qq.com/msgrd?v=3&uin=800012345&site=qq&menu=yes');
  });
  it('keeps the widget inside the window', () => {
    const size = { width: 160, height: 240 };
    const viewport = { width: 1280, height: 720 };
    expect(clampPosition(-20, 50, size, viewport)).toEqual({ x: 0, y: 50 });
    expect(clampPosition(2000, 900, size, viewport)).toEqual({ x: 1120, y: 480 });
  });
});
