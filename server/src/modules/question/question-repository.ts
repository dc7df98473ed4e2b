// The question module's reads: lists and details for the member site, the site console and the platform, joined with
// types, sections, site users and sites for one screen each (read only: the layering rule, server/README.md).
import { and, asc, desc, eq, gte, lt, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { sections } from '../section/section.tables';
import { sites, siteUsers } from '../site/site.tables';
import { contentAuthorJson } from '../site/site-user-repository';
import { answerComments, answers, answerVotes, questions, questionTypes } from './question.tables';

const iso = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOrNull = (column: SQLWrapper) =>
  sql<string | null>`case when ${column} is null then null else to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;
const author = contentAuthorJson;
type Status = Schema<'ContentStatus'>;
type Match = { where: SQL; rank: SQL<number> };
// Ranks are ordered as `rank::real desc`: a keyword without words has the constant rank 0, which ORDER BY would
// otherwise read as a column position.

const summaryColumns = {
  id: questions.id,
  typeId: questions.typeId,
  typeName: sql<string>`coalesce(${questionTypes.name}, '')`,
  typeIcon: sql<string>`coalesce(${questionTypes.icon}, '')`,
  sectionId: questions.sectionId,
  sectionName: sql<string>`coalesce(${sections.name}, '')`,
  title: questions.title,
  excerpt: questions.excerpt,
  author,
  status: sql<Status>`${questions.status}`,
  bounty: questions.bounty,
  solved: sql<boolean>`${questions.acceptedAnswerId} is not null`,
  answerCount: questions.answerCount,
  createdAt: iso(questions.createdAt),
  activeAt: iso(questions.activeAt),
};

function questionFrom(db: Executor, columns: Record<string, unknown>) {
  return (
    db
      // biome-ignore lint/suspicious/noExplicitAny: drizzle's select typing of a shared column record
      .select(columns as any)
      .from(questions)
      .innerJoin(questionTypes, and(eq(questionTypes.siteId, questions.siteId), eq(questionTypes.id, questions.typeId)))
      .leftJoin(sections, and(eq(sections.siteId, questions.siteId), eq(sections.id, questions.sectionId)))
      .innerJoin(siteUsers, and(eq(siteUsers.siteId, questions.siteId), eq(siteUsers.id, questions.authorId)))
  );
}

export interface QuestionFilter extends PageRequest {
  siteId?: number;
  typeId?: number;
  sectionId?: number;
  solved?: boolean;
  hasBounty?: boolean;
  status?: number;
  authorId?: number;
  match?: Match;
  createdFrom?: Date;
  createdBefore?: Date;
  /** Member lists: only published questions, or the author's own that are not deleted. */
  memberView?: boolean;
  mine?: number;
}

function questionWhere(f: QuestionFilter): SQL | undefined {
  return and(
    f.siteId !== undefined ? eq(questions.siteId, f.siteId) : undefined,
    f.mine !== undefined
      ? and(eq(questions.authorId, f.mine), ne(questions.status, ContentStatus.deleted))
      : f.memberView
        ? eq(questions.status, ContentStatus.published)
        : f.status === undefined
          ? ne(questions.status, ContentStatus.deleted)
          : eq(questions.status, f.status),
    f.typeId !== undefined ? eq(questions.typeId, f.typeId) : undefined,
    f.sectionId !== undefined ? eq(questions.sectionId, f.sectionId) : undefined,
    f.solved === undefined
      ? undefined
      : f.solved
        ? sql`${questions.acceptedAnswerId} is not null`
        : sql`${questions.acceptedAnswerId} is null`,
    f.hasBounty === undefined ? undefined : f.hasBounty ? sql`${questions.bounty} > 0` : eq(questions.bounty, 0),
    f.authorId !== undefined ? eq(questions.authorId, f.authorId) : undefined,
    f.match?.where,
    f.createdFrom ? gte(questions.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(questions.createdAt, f.createdBefore) : undefined,
  );
}

export async function listQuestions(db: Executor, f: QuestionFilter): Promise<{ list: Schema<'QuestionSummary'>[]; total: number }> {
  const where = questionWhere(f);
  const count = db.select({ n: countRows() }).from(questions).where(where);
  const order = f.match
    ? [sql`${f.match.rank}::real desc`, desc(questions.id)]
    : f.mine !== undefined
      ? [desc(questions.id)]
      : [desc(questions.activeAt), desc(questions.id)];
  return pagedList(
    f,
    ({ limit, offset }) =>
      questionFrom(db, { ...summaryColumns, total: totalColumn(count) })
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as unknown as Promise<(Schema<'QuestionSummary'> & { total: number })[]>,
    () => count,
  );
}

/** Console and platform lists: with reason and update time, and the site for the platform. */
export async function listAdminQuestions(db: Executor, f: QuestionFilter) {
  const where = questionWhere(f);
  const count = db.select({ n: countRows() }).from(questions).where(where);
  const order = f.match ? [sql`${f.match.rank}::real desc`, desc(questions.id)] : [desc(questions.id)];
  const columns = {
    siteId: questions.siteId,
    siteName: sql<string>`coalesce(${sites.name}, '')`,
    id: questions.id,
    typeId: questions.typeId,
    typeName: sql<string>`coalesce(${questionTypes.name}, '')`,
    sectionName: sql<string>`coalesce(${sections.name}, '')`,
    title: questions.title,
    excerpt: questions.excerpt,
    author,
    status: sql<Status>`${questions.status}`,
    reason: questions.reason,
    bounty: questions.bounty,
    solved: sql<boolean>`${questions.acceptedAnswerId} is not null`,
    answerCount: questions.answerCount,
    createdAt: iso(questions.createdAt),
    updatedAt: iso(questions.updatedAt),
    total: totalColumn(count),
  };
  return pagedList(
    f,
    ({ limit, offset }) =>
      questionFrom(db, columns)
        .innerJoin(sites, eq(sites.id, questions.siteId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as unknown as Promise<(Schema<'SaasQuestion'> & { total: number })[]>,
    () => count,
  );
}

export async function findQuestion(db: Executor, siteId: number, id: number) {
  const [row] = (await questionFrom(db, {
    ...summaryColumns,
    content: questions.content,
    images: questions.images,
    acceptedAnswerId: questions.acceptedAnswerId,
    bountyState: questions.bountyState,
    settleAt: isoOrNull(questions.settleAt),
    reason: questions.reason,
    authorId: questions.authorId,
  }).where(and(eq(questions.siteId, siteId), eq(questions.id, id)))) as unknown as (Omit<Schema<'QuestionDetail'>, 'mine'> & {
    authorId: number;
  })[];
  return row;
}

export interface AnswerFilter extends PageRequest {
  siteId?: number;
  questionId?: number;
  status?: number;
  authorId?: number;
  match?: Match;
  createdFrom?: Date;
  createdBefore?: Date;
}

function answerWhere(f: AnswerFilter): SQL | undefined {
  return and(
    f.siteId !== undefined ? eq(answers.siteId, f.siteId) : undefined,
    f.status === undefined ? ne(answers.status, ContentStatus.deleted) : eq(answers.status, f.status),
    f.questionId !== undefined ? eq(answers.questionId, f.questionId) : undefined,
    f.authorId !== undefined ? eq(answers.authorId, f.authorId) : undefined,
    f.match?.where,
    f.createdFrom ? gte(answers.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(answers.createdAt, f.createdBefore) : undefined,
  );
}

/** A question's answers as a reader sees them: published ones and the viewer's own; the accepted first, then by votes. */
export async function listAnswersOf(db: Executor, siteId: number, questionId: number, viewerId: number | null, page: PageRequest) {
  const visible =
    viewerId === null
      ? eq(answers.status, ContentStatus.published)
      : or(eq(answers.status, ContentStatus.published), and(eq(answers.authorId, viewerId), ne(answers.status, ContentStatus.deleted)));
  const where = and(eq(answers.siteId, siteId), eq(answers.questionId, questionId), visible);
  const count = db.select({ n: countRows() }).from(answers).where(where);
  const myVote =
    viewerId === null
      ? sql<Schema<'AnswerVote'>>`'none'`
      : sql<Schema<'AnswerVote'>>`coalesce((select case when v.vote = 1 then 'up' else 'down' end from ${answerVotes} v
          where v.site_id = ${answers.siteId} and v.answer_id = ${answers.id} and v.user_id = ${viewerId}), 'none')`;
  return pagedList(
    page,
    ({ limit, offset }) =>
      db
        .select({
          id: answers.id,
          questionId: answers.questionId,
          content: answers.content,
          author,
          status: sql<Status>`${answers.status}`,
          reason: answers.reason,
          upCount: answers.upCount,
          downCount: answers.downCount,
          myVote,
          accepted: answers.accepted,
          commentCount: answers.commentCount,
          mine: viewerId === null ? sql<boolean>`false` : sql<boolean>`${answers.authorId} = ${viewerId}`,
          createdAt: iso(answers.createdAt),
          editedAt: isoOrNull(answers.editedAt),
          total: totalColumn(count),
        })
        .from(answers)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, answers.siteId), eq(siteUsers.id, answers.authorId)))
        .where(where)
        .orderBy(desc(answers.accepted), desc(sql`${answers.upCount} - ${answers.downCount}`), asc(answers.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function listAdminAnswers(db: Executor, f: AnswerFilter) {
  const where = answerWhere(f);
  const count = db.select({ n: countRows() }).from(answers).where(where);
  const order = f.match ? [sql`${f.match.rank}::real desc`, desc(answers.id)] : [desc(answers.id)];
  return pagedList(
    f,
    ({ limit, offset }) =>
      db
        .select({
          siteId: answers.siteId,
          siteName: sql<string>`coalesce(${sites.name}, '')`,
          id: answers.id,
          questionId: answers.questionId,
          questionTitle: questions.title,
          excerpt: answers.excerpt,
          author,
          status: sql<Status>`${answers.status}`,
          reason: answers.reason,
          upCount: answers.upCount,
          downCount: answers.downCount,
          accepted: answers.accepted,
          createdAt: iso(answers.createdAt),
          total: totalColumn(count),
        })
        .from(answers)
        .innerJoin(questions, and(eq(questions.siteId, answers.siteId), eq(questions.id, answers.questionId)))
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, answers.siteId), eq(siteUsers.id, answers.authorId)))
        .innerJoin(sites, eq(sites.id, answers.siteId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function listMyAnswers(db: Executor, siteId: number, authorId: number, page: PageRequest) {
  const where = and(eq(answers.siteId, siteId), eq(answers.authorId, authorId), ne(answers.status, ContentStatus.deleted));
  const count = db.select({ n: countRows() }).from(answers).where(where);
  return pagedList(
    page,
    ({ limit, offset }) =>
      db
        .select({
          id: answers.id,
          questionId: answers.questionId,
          questionTitle: questions.title,
          excerpt: answers.excerpt,
          status: sql<Status>`${answers.status}`,
          reason: answers.reason,
          accepted: answers.accepted,
          upCount: answers.upCount,
          createdAt: iso(answers.createdAt),
          total: totalColumn(count),
        })
        .from(answers)
        .innerJoin(questions, and(eq(questions.siteId, answers.siteId), eq(questions.id, answers.questionId)))
        .where(where)
        .orderBy(desc(answers.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function listAnswerComments(db: Executor, siteId: number, answerId: number, page: PageRequest) {
  const where = and(eq(answerComments.siteId, siteId), eq(answerComments.answerId, answerId));
  const count = db.select({ n: countRows() }).from(answerComments).where(where);
  return pagedList(
    page,
    ({ limit, offset }) =>
      db
        .select({
          id: answerComments.id,
          answerId: answerComments.answerId,
          content: answerComments.content,
          author,
          createdAt: iso(answerComments.createdAt),
          total: totalColumn(count),
        })
        .from(answerComments)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, answerComments.siteId), eq(siteUsers.id, answerComments.authorId)))
        .where(where)
        .orderBy(asc(answerComments.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

/** A published answer of a published question, as votes and comments need it; undefined otherwise. */
export async function findPublicAnswer(db: Executor, siteId: number, answerId: number) {
  const [row] = await db
    .select({ id: answers.id, authorId: answers.authorId, questionId: answers.questionId, title: questions.title })
    .from(answers)
    .innerJoin(questions, and(eq(questions.siteId, answers.siteId), eq(questions.id, answers.questionId)))
    .where(
      and(
        eq(answers.siteId, siteId),
        eq(answers.id, answerId),
        eq(answers.status, ContentStatus.published),
        eq(questions.status, ContentStatus.published),
      ),
    );
  return row;
}

export async function listTypes(db: Executor, siteId: number, enabledOnly: boolean) {
  return db
    .select({
      id: questionTypes.id,
      name: questionTypes.name,
      icon: questionTypes.icon,
      sort: questionTypes.sort,
      enabled: questionTypes.enabled,
    })
    .from(questionTypes)
    .where(and(eq(questionTypes.siteId, siteId), enabledOnly ? eq(questionTypes.enabled, 1) : undefined))
    .orderBy(asc(questionTypes.sort), asc(questionTypes.id)) as Promise<Schema<'QuestionType'>[]>;
}
