import { describe, expect, it } from 'vitest';
import { change, daysBefore, monthsBefore, shortFigure } from './measures';

describe('statistics figures', () => {
  it('says the change on a period as a signed percentage, 持平, or — with nothing to compare', () => {
    expect(change(125, 100)).toBe('+25.0%');
    expect(change(97, 100)).toBe('-3.0%');
    expect(change(100, 100)).toBe('持平');
    expect(change(0, 0)).toBe('持平');
    expect(change(5, 0)).toBe('—');
  });
  it('abbreviates large figures (§9) and separates thousands', () => {
    expect(shortFigure(9_999)).toBe('9,999');
    expect(shortFigure(12_500)).toBe('12.5k');
  });
  it('counts days and months back across year ends', () => {
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31');
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-11', 11)).toBe('2025-12');
  });
});
