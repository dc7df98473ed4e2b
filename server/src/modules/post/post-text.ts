// What a post's or comment's sanitised HTML yields for lists, search and the sensitive-word check: its plain text, an
// excerpt, and its images.
import { decodeEntities, plainText } from '../../../../sdk/format/html-text';
import { sanitizeHtml } from '../../http/sanitize-html';

/** The text a reader sees in sanitised HTML, whitespace collapsed (the SDK's, shared with commctl). */
export { plainText };

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
