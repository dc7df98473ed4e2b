// What search engines read of a site's questions (read only): a question's page with its answers, and the sitemap's
// question files. Public is the rule getQuestion applies to a visitor: published, on a site whose Q&A is open.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import type { QuestionPage } from '../../http/member-pages';
import { siteUsers } from '../site/site.tables';
import { hasPublicHome } from '../site/site-user-repository';
import { answers, questions } from './question.tables';
import { qaOpen } from './question-access';

/** The author's id where they have a public home to link to, else null. */
const authorId = sql<number | null>`case when ${hasPublicHome} then ${siteUsers.id} end`;

/** Answers a question's page shows at most (accepted first, then the best voted): the app pages the rest. */
const PAGE_ANSWERS = 30;

/** URLs in one sitemap file at most (sitemaps.org): a question's file is its id's block of this many ids. */
const FILE_URLS = 50_000;

/**
 * A question anyone may read, with its published answers' stored (sanitised) text; anything else (pending, another
 * site's, Q&A closed) is `undefined`, so the page answers 404.
 */
export async function readPublicQuestionPage(db: Executor, siteId: number, questionId: number): Promise<QuestionPage | undefined> {
  const [row] = await db
    .select({
      id: questions.id,
      title: questions.title,
      excerpt: questions.excerpt,
      content: questions.content,
      authorName: siteUsers.userName,
      authorId,
      createdAt: questions.createdAt,
      answerCount: questions.answerCount,
    })
    .from(questions)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, questions.siteId), eq(siteUsers.id, questions.authorId)))
    .where(and(eq(questions.siteId, siteId), eq(questions.id, questionId), eq(questions.status, ContentStatus.published)));
  if (!row || !(await qaOpen(db, siteId))) return undefined;
  const list = await db
    .select({
      id: answers.id,
      content: answers.content,
      authorName: siteUsers.userName,
      authorId,
      createdAt: answers.createdAt,
      upCount: answers.upCount,
      accepted: answers.accepted,
    })
    .from(answers)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, answers.siteId), eq(siteUsers.id, answers.authorId)))
    .where(and(eq(answers.siteId, siteId), eq(answers.questionId, questionId), eq(answers.status, ContentStatus.published)))
    .orderBy(desc(answers.accepted), desc(answers.upCount), asc(answers.id))
    .limit(PAGE_ANSWERS);
  return { ...row, answers: list };
}

const isPublicQuestion = eq(questions.status, ContentStatus.published);
const lastmod = sql<Date>`greatest(${questions.updatedAt}, ${questions.activeAt})`;

/** The sitemap's question files of a site (none while its Q&A is closed): each non-empty block of ids. */
export async function listPublicQuestionBlocks(db: Executor, siteId: number) {
  if (!(await qaOpen(db, siteId))) return [];
  const block = sql<number>`(${questions.id} / ${sql.raw(String(FILE_URLS))})::int`;
  const rows = await db
    .select({ block, urls: sql<number>`count(*)::int`, lastmod: sql<Date>`max(${lastmod})` })
    .from(questions)
    .where(and(eq(questions.siteId, siteId), isPublicQuestion))
    .groupBy(block)
    .orderBy(block);
  return rows.map((r) => ({ ...r, block: Number(r.block), lastmod: new Date(r.lastmod) }));
}

/** The public questions of one block of ids (a range scan of the primary key), in id order; none while Q&A is closed. */
export async function listPublicQuestionsOfBlock(db: Executor, siteId: number, block: number) {
  if (!(await qaOpen(db, siteId))) return [];
  const rows = await db
    .select({ id: questions.id, lastmod })
    .from(questions)
    .where(
      and(eq(questions.siteId, siteId), gte(questions.id, block * FILE_URLS), lt(questions.id, (block + 1) * FILE_URLS), isPublicQuestion),
    )
    .orderBy(asc(questions.id));
  return rows.map((r) => ({ id: r.id, lastmod: new Date(r.lastmod) }));
}
