import { type SQL, sql } from 'drizzle-orm';
import { searchVector } from '../../search/chinese-search';

/**
 * A post's search vector: the title's words weighted A, so a post named after the keyword ranks above one that
 * mentions it; every write of a post (and a rebuild of the index) uses this.
 */
export function postSearchVector(title: string, text: string): SQL {
  return sql`(setweight(${searchVector(title)}, 'A') || ${searchVector(text)})`;
}

/** A comment's search vector: its plain text. */
export function commentSearchVector(text: string): SQL {
  return searchVector(text);
}
