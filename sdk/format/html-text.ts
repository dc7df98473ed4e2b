// The text of sanitised HTML (posts, comments), shared by the server (lists, search, sensitive words) and commctl
// (a post shown on a terminal).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Block boundaries, so that the last word of one paragraph does not run into the first of the next.
const BLOCK = /<\/?(p|h[1-6]|br|hr|li|ul|ol|blockquote|pre|tr|td|th|table|caption|thead|tbody|tfoot)\b[^>]*>/gi;

/** The text a reader sees in sanitised HTML, whitespace collapsed into single spaces. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(BLOCK, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The same as lines: each block on its own line (for a terminal), blank lines dropped. */
export function plainLines(html: string): string {
  return decodeEntities(html.replace(BLOCK, '\n').replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
