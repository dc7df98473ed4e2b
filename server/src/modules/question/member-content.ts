// A member's questions, answers, answer comments and votes when the member module deletes the member, in its
// transaction: kept under the site's anonymous user, or removed, with the counters others see kept right (a question's
// published answers, an answer's votes and comments).
import { sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { answerComments, answers, answerVotes, questions } from './question.tables';

const published = ContentStatus.published;

async function dropVotes(tx: Executor, siteId: number, userId: number, removing: boolean) {
  const notDoomed = removing
    ? sql`and a.author_id <> ${userId}
        and not exists (select 1 from ${questions} q where q.site_id = a.site_id and q.id = a.question_id and q.author_id = ${userId})`
    : sql``;
  await tx.execute(sql`
    update ${answers} a set up_count = greatest(a.up_count - (v.vote = 1)::int, 0), down_count = greatest(a.down_count - (v.vote = -1)::int, 0)
    from ${answerVotes} v
    where v.site_id = ${siteId} and v.user_id = ${userId} and a.site_id = v.site_id and a.id = v.answer_id ${notDoomed}`);
  await tx.execute(sql`delete from ${answerVotes} where site_id = ${siteId} and user_id = ${userId}`);
}

/** Takes back every vote of the member (their account erased), their content staying where it is. */
export async function dropMemberVotes(tx: Executor, siteId: number, userId: number) {
  await dropVotes(tx, siteId, userId, false);
}

export async function keepMemberQuestions(tx: Executor, siteId: number, userId: number, anonymousId: number) {
  await dropVotes(tx, siteId, userId, false);
  await tx.execute(sql`update ${questions} set author_id = ${anonymousId} where site_id = ${siteId} and author_id = ${userId}`);
  await tx.execute(sql`update ${answers} set author_id = ${anonymousId} where site_id = ${siteId} and author_id = ${userId}`);
  await tx.execute(sql`update ${answerComments} set author_id = ${anonymousId} where site_id = ${siteId} and author_id = ${userId}`);
}

/** Removes the member's questions (with their answers), answers and answer comments; answers how many questions and answers went. */
export async function removeMemberQuestions(tx: Executor, siteId: number, userId: number): Promise<{ questions: number; answers: number }> {
  await dropVotes(tx, siteId, userId, true);
  await tx.execute(sql`
    update ${answers} a set comment_count = greatest(a.comment_count - d.n, 0)
    from (select answer_id, count(*)::int n from ${answerComments} where site_id = ${siteId} and author_id = ${userId} group by answer_id) d
    where a.site_id = ${siteId} and a.id = d.answer_id and a.author_id <> ${userId}`);
  await tx.execute(sql`
    update ${questions} q set answer_count = greatest(q.answer_count - d.n, 0)
    from (select question_id, count(*)::int n from ${answers}
          where site_id = ${siteId} and author_id = ${userId} and status = ${published} group by question_id) d
    where q.site_id = ${siteId} and q.id = d.question_id and q.author_id <> ${userId}`);
  await tx.execute(sql`
    update ${questions} q set accepted_answer_id = null
    from ${answers} a
    where q.site_id = ${siteId} and a.site_id = q.site_id and a.id = q.accepted_answer_id and a.author_id = ${userId}`);
  await tx.execute(sql`delete from ${answerComments} where site_id = ${siteId} and author_id = ${userId}`);
  const removedAnswers = await tx.execute(sql`delete from ${answers} where site_id = ${siteId} and author_id = ${userId} returning id`);
  const removedQuestions = await tx.execute(sql`delete from ${questions} where site_id = ${siteId} and author_id = ${userId} returning id`);
  return { questions: rowCount(removedQuestions), answers: rowCount(removedAnswers) };
}

function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[] };
  return Array.isArray(r) ? r.length : (r.rows?.length ?? 0);
}
