import type { OperationQuery, Schema } from '../../../../sdk';
import { JsonText } from '../../context';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { decodePlace, encodePlace } from './post-cursor';
import { listPublishedPosts, listSectionFirstPage } from './post-list-repository';
import { findVisibleSection } from './post-sections';

type PostCursorPage = Schema<'PostCursorPage'>;

/** What the member site reads: published posts of visible sections, each written as JSON by PostgreSQL. */
export function createPostReadService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async list(siteId: number, query: OperationQuery<'getPostList'>): Promise<JsonText<PostCursorPage>> {
      const limit = query.limit ?? 20;
      const sort = query.sort ?? 'active';
      const after = query.cursor ? decodePlace(query.cursor) : undefined;
      // A section's first page starts with its pinned posts; the pages after it hold the rest.
      const pinnedFirst = query.sectionId !== undefined && sort === 'active' && !query.featured;
      const { pinned, rest } =
        pinnedFirst && !after && query.sectionId !== undefined
          ? await listSectionFirstPage(db, siteId, query.sectionId, limit + 1)
          : {
              pinned: [],
              rest: await listPublishedPosts(db, siteId, {
                sectionId: query.sectionId,
                featured: query.featured,
                sort,
                unpinnedOnly: pinnedFirst,
                after,
                limit: limit + 1,
              }),
            };
      // The lists join visible sections only, so a hidden or missing section reads as an empty page: only then is it asked
      // whether the section is there (one statement a request where there were two).
      if (query.sectionId !== undefined && !pinned.length && !rest.length && !(await findVisibleSection(db, siteId, query.sectionId)))
        throw notFound('版块不存在');
      const page = rest.slice(0, limit);
      const last = page.at(-1);
      const nextCursor = rest.length > limit && last ? encodePlace({ at: last.at, id: last.id }) : null;
      return JsonText.page(
        [...pinned, ...page].map((post) => post.json),
        nextCursor,
      );
    },
  };
}
