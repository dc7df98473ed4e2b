// What a post's or comment's sanitised HTML yields for lists, search and the sensitive-word check: its plain text, an
// excerpt, and its images.
import { sanitizeHtml } from '../../http/sanitize-html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Block boundaries become spaces, so that the last word of one paragraph does not run into the first of the next.
const BLOCK = /<\/?(p|h[1-6]|br|hr|li|ul|ol|blockquote|pre|tr|td|th|table|caption|thead|tbody|tfoot)\b[^>]*>/gi;

/** The text a reader sees in sanitised HTML, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(BLOCK, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerptOf(text: string): string {
  return [...text].slice(0, 200).join('');
}

/** Image addresses in order (sanitize-html writes attributes in double quotes, `&` as `&amp;`). */
export function imagesOf(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => decodeEntities(m[1])).filter((src) => src.length <= 512);
}

export interface CleanContent {
  html: string;
  text: string;
}

/** The allowlisted HTML and its text; `null` when nothing a reader could see is left (only scripts, empty tags). */
export function cleanContent(dirty: string): CleanContent | null {
  const html = sanitizeHtml(dirty);
  const text = plainText(html);
  if (!text && !imagesOf(html).length) return null;
  return { html, text };
}
