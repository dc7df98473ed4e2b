/**
 * Reordering a list by moving one item, for operations that trade sort values among the ids given (`sortSections`,
 * `sortSectionCategories`): only the items between the old and the new place change, so only they are sent.
 */

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The ids whose places change when the item at `from` moves to `to`, in their new order; null when nothing moves
 * (same place, or an index outside the list).
 */
export function reorderedIds(ids: readonly number[], from: number, to: number): number[] | null {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return null;
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  return moveItem(ids, from, to).slice(low, high + 1);
}
