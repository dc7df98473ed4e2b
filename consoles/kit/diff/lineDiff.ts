// A line diff (the longest common subsequence of lines), for showing what an edit changed: the 编辑历史 dialogs of
// both consoles compare consecutive versions of a post, a comment or an answer. Small texts only: the table is
// lines × lines, so inputs beyond MAX_LINES are compared as a whole removal and insertion.

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

export const MAX_LINES = 2000;

/** The lines of `after` against `before`: unchanged, removed (only in before) and added (only in after), in order. */
export function lineDiff(before: string[], after: string[]): DiffLine[] {
  if (before.length * after.length > MAX_LINES * MAX_LINES) {
    return [...before.map((text) => ({ kind: 'removed' as const, text })), ...after.map((text) => ({ kind: 'added' as const, text }))];
  }
  // Common prefix and suffix first: most edits touch a few lines, and this keeps the table small.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const b = before.slice(start, endB);
  const a = after.slice(start, endA);
  const n = b.length;
  const m = a.length;
  // lcs[i][j]: the longest common subsequence of b[i..] and a[j..].
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = b[i] === a[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (b[i] === a[j]) {
      middle.push({ kind: 'same', text: b[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      middle.push({ kind: 'removed', text: b[i++] });
    } else {
      middle.push({ kind: 'added', text: a[j++] });
    }
  }
  while (i < n) middle.push({ kind: 'removed', text: b[i++] });
  while (j < m) middle.push({ kind: 'added', text: a[j++] });
  return [
    ...before.slice(0, start).map((text) => ({ kind: 'same' as const, text })),
    ...middle,
    ...before.slice(endB).map((text) => ({ kind: 'same' as const, text })),
  ];
}

/**
 * The readable lines of stored HTML: one per paragraph, heading, list item, quote or line break, tags dropped and
 * entities read — what a moderator compares, not the markup.
 */
export function htmlLines(html: string): string[] {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>/gi, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
