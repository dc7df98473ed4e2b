// Text no field of the contract takes: C0 control characters other than tab, line feed and carriage return (PostgreSQL
// refuses NUL in text and jsonb, the others only corrupt names and logs), and unpaired UTF-16 surrogates (which are not
// characters at all and turn into U+FFFD or a driver error on the way to the database).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

/**
 * The path (property names, array indexes) of the first string or key holding a forbidden character, or undefined.
 * Iterative: a body may nest thousands of levels deep.
 */
export function forbiddenTextAt(value: unknown): string[] | undefined {
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (FORBIDDEN.test(node)) return path;
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) pending.push([node[i], [...path, String(i)]]);
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (const [key] of entries) if (FORBIDDEN.test(key)) return [...path, key];
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i][1], [...path, entries[i][0]]]);
    }
  }
  return undefined;
}

/** Caller-supplied text fit to quote back in a description: forbidden characters shown as U+FFFD, at most `max` characters. */
export function quotable(text: string, max = 40): string {
  const clean = text.replace(FORBIDDEN_ALL, '\ufffd');
  const chars = [...clean];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : clean;
}
