// The text a post or comment is indexed by, in one place: what the post module stores on write and what the search
// index rebuild recomputes must be the same, or a rebuild would change what a search finds.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The words of sanitised HTML: tags become spaces (so paragraphs do not run together), the few entities sanitize-html writes are decoded. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** A post is found by its title and its body. */
export function postSearchText(title: string, html: string): string {
  return `${title} ${plainTextOf(html)}`;
}

/** A comment by its body. */
export function commentSearchText(html: string): string {
  return plainTextOf(html);
}
