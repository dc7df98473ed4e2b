import { describe, expect, it } from 'vitest';
import { moveItem, reorderedIds } from './reorder';

describe('reorder', () => {
  it('moves one item and keeps the rest in order', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });

  it('sends only the ids whose places change, in their new order', () => {
    expect(reorderedIds([10, 20, 30, 40, 50], 1, 3)).toEqual([30, 40, 20]);
    expect(reorderedIds([10, 20, 30, 40, 50], 4, 0)).toEqual([50, 10, 20, 30, 40]);
    expect(reorderedIds([10, 20], 0, 1)).toEqual([20, 10]);
  });

  it('answers null when nothing moves', () => {
    expect(reorderedIds([10, 20], 1, 1)).toBeNull();
    expect(reorderedIds([10, 20], 0, 2)).toBeNull();
    expect(reorderedIds([10, 20], -1, 0)).toBeNull();
  });
});
