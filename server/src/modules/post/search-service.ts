// Chinese search on the member site: published posts of visible sections whose title and body match, or that carry a
// published comment that matches; ranked by relevance (a comment's match counts half), then by recency, among the most
// recent matches (CANDIDATES of each kind).
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type OperationQuery, type Schema, Switch } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { isoTime } from '../../db/json-text';
import { paging } from '../../db/paged-list';
import { highlight, matches } from '../../search/chinese-search';
import type { ModuleDeps } from '../deps';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { contentAuthorJson } from '../site/site-user-repository';
import { comments, posts } from './post.tables';
import { authorOfPost, sectionOfPost } from './post-list-repository';
import { plainText } from './post-text';

/** Characters of text shown around the first hit. */
const AROUND = 120;
const published = ContentStatus.published;
/** How many matching posts, and how many matching comments, a search ranks at most (SearchHitPage.more). */
const CANDIDATES = 500;

export function createSearchService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async search(siteId: number, query: OperationQuery<'searchPosts'>): Promise<Schema<'SearchHitPage'>> {
      const keyword = query.keyword.trim();
      const { page, pageSize } = paging(query);
      const inPost = matches(posts.searchVector, keyword);
      const inComment = matches(comments.searchVector, keyword);
      // A common word matches a large share of a big site: only the most recently active CANDIDATES posts and the
      // newest CANDIDATES comments that match are ranked, so the work is bounded whatever the word.
      // Each side ranks only the rows its LIMIT lets through: on the recency index the scan stops there, and on the GIN
      // index (a rare word) the matches are few. One row past the cap says whether it was reached.
      const candidates = (score: SQL, postId: SQL, where: SQL, recent: SQL) => sql`
        select post_id, score, count(*) over () > ${CANDIDATES} as capped, row_number() over () as n from (
          select ${postId} as post_id, ${score} as score from ${where} order by ${recent} limit ${CANDIDATES + 1}) c`;
      const postSide = candidates(
        inPost.rank,
        sql`${posts.id}`,
        sql`${posts} where ${posts.siteId} = ${siteId} and ${posts.status} = ${published} and ${inPost.where}`,
        sql`${posts.activeAt} desc, ${posts.id} desc`,
      );
      const commentSide = candidates(
        sql`${inComment.rank} * 0.5`,
        sql`${comments.postId}`,
        sql`${comments} where ${comments.siteId} = ${siteId} and ${comments.status} = ${published} and ${inComment.where}`,
        sql`${comments.id} desc`,
      );
      const hits = sql`
        select post_id, max(score) as score, bool_or(capped) as capped from (
          select post_id, score, capped from (${postSide}) p where n <= ${CANDIDATES}
          union all
          select post_id, score, capped from (${commentSide}) c where n <= ${CANDIDATES}
        ) h group by post_id`;
      // Each hit's post by its key, one by one: joined as a set, the planner guesses a big site's section holds a few
      // dozen posts and reads all of them (1.5 s on the bench's 200,000-post site); `offset 0` keeps the lookup apart.
      const postOfHit = sql`select p.id, p.site_id, p.section_id, p.created_at from ${posts} p
        where p.site_id = ${siteId} and p.id = hit.post_id and p.status = ${published} offset 0`;
      const result = await db.execute(sql`
        select p.id::int as id, count(*) over ()::int as total, bool_or(hit.capped) over () as more
        from (${hits}) hit
        cross join lateral (${postOfHit}) p
        join ${sections} s on s.site_id = p.site_id and s.id = p.section_id
        where s.status = ${Switch.on}
        order by hit.score desc, p.created_at desc, p.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`);
      const found = (result as unknown as { rows: { id: number; total: number; more: boolean }[] }).rows;
      if (!found.length) return { list: [], ...(page > 1 ? await countHits(hits) : { total: 0, more: false }) };
      const ids = found.map((r) => Number(r.id));
      const rows = await db
        .select({
          id: posts.id,
          title: posts.title,
          content: posts.content,
          sectionId: posts.sectionId,
          sectionName: sql<string>`coalesce(${sections.name}, '')`,
          author: contentAuthorJson,
          createdAt: isoTime(posts.createdAt),
          commentCount: posts.commentCount,
          likeCount: posts.likeCount,
        })
        .from(posts)
        // Left joins (every post has both) keep the hits' posts the driving side, read by their key: as inner joins the
        // planner may start from the site's few sections and read each one's posts through the list index instead.
        .leftJoin(sections, sectionOfPost)
        .leftJoin(siteUsers, authorOfPost)
        .where(and(eq(posts.siteId, siteId), inArray(posts.id, ids)));
      const matched = await db
        .selectDistinctOn([comments.postId], { postId: comments.postId, content: comments.content })
        .from(comments)
        .where(and(eq(comments.siteId, siteId), inArray(comments.postId, ids), eq(comments.status, published), inComment.where))
        .orderBy(asc(comments.postId), desc(inComment.rank), asc(comments.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const commentOf = new Map(matched.map((c) => [c.postId, c.content]));
      const list = ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const { content, ...rest } = row;
        const comment = commentOf.get(id);
        return [
          {
            ...rest,
            titleHighlight: highlight(row.title, keyword),
            excerptHighlight: highlight(plainText(content), keyword, AROUND),
            matchedComment: comment === undefined ? null : highlight(plainText(comment), keyword, AROUND),
          },
        ];
      });
      return { list, total: Number(found[0].total), more: Boolean(found[0].more) };

      async function countHits(hitQuery: ReturnType<typeof sql>) {
        const counted = await db.execute(sql`
          select count(*)::int as n, coalesce(bool_or(hit.capped), false) as more from (${hitQuery}) hit
          cross join lateral (${postOfHit}) p
          join ${sections} s on s.site_id = p.site_id and s.id = p.section_id
          where s.status = ${Switch.on}`);
        const [row] = (counted as unknown as { rows: { n: number; more: boolean }[] }).rows;
        return { total: Number(row.n), more: Boolean(row.more) };
      }
    },
  };
}
