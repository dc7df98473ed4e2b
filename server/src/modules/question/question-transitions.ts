// The one place questions and answers move between the review states (ContentStatus 10–60), with the post module's
// rules (content-transitions.ts): the site console, the platform and the author all go through here, so the answer
// counts, a purged question's held bounty and the audit trail cannot be forgotten by one of them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { notifyMember } from '../notification/notify-member';
import { applyPointChange } from '../point/point-ledger';
import { runTransitions, type TransitionRequest, type TransitionResult } from '../post/content-transitions';
import { answers, questions } from './question.tables';

const { published } = ContentStatus;

/** A question's published answers move with an answer's state; publishing one makes the question active again. */
export async function countAnswer(db: Executor, siteId: number, questionId: number, was: number | null, now: number | null) {
  const delta = (now === published ? 1 : 0) - (was === published ? 1 : 0);
  if (!delta) return;
  await db
    .update(questions)
    .set({
      answerCount: sql`greatest(${questions.answerCount} + ${delta}, 0)`,
      ...(delta > 0 ? { activeAt: sql`greatest(${questions.activeAt}, now())` } : {}),
    })
    .where(and(eq(questions.siteId, siteId), eq(questions.id, questionId)));
}

/**
 * Applies one action to questions of one site in the caller's transaction. An id that is not this site's question
 * answers 404 like a missing one. Purging a question whose bounty is still held gives the bounty back first.
 */
export async function transitionQuestions(db: Executor, siteId: number, request: TransitionRequest): Promise<TransitionResult> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const rows = await db
    .select({
      id: questions.id,
      status: questions.status,
      previousStatus: questions.previousStatus,
      authorId: questions.authorId,
      bounty: questions.bounty,
      bountyCategory: questions.bountyCategory,
      bountyState: questions.bountyState,
      title: questions.title,
    })
    .from(questions)
    .where(and(eq(questions.siteId, siteId), inArray(questions.id, ids)))
    .orderBy(questions.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound('问题不存在');
  return runTransitions(db, siteId, request, 'question', rows, async (row, next, values) => {
    const where = and(eq(questions.siteId, siteId), eq(questions.id, row.id));
    if (next !== null) {
      await db.update(questions).set(values).where(where);
      return null;
    }
    if (row.bountyState === 'held' && row.bounty > 0)
      await applyPointChange(db, {
        siteId,
        userId: row.authorId,
        category: row.bountyCategory as 'coin',
        delta: row.bounty,
        reason: `问题「${row.title.slice(0, 40)}」已删除，退还悬赏`,
        eventKey: `bounty_refunded:${row.id}`,
      });
    await db.delete(questions).where(where);
    return null;
  });
}

/** Tells the asker a published answer arrived (on creation, or when review lets a held one through). */
export async function noticeNewAnswer(db: Executor, siteId: number, question: { id: number; title: string; authorId: number }) {
  const title = question.title.length > 40 ? `${question.title.slice(0, 40)}…` : question.title;
  await notifyMember(db, {
    siteId,
    userId: question.authorId,
    kind: 'answerReceived',
    title: '你的问题有了新回答',
    content: `问题「${title}」收到了一个新回答。`,
    link: `/question/${question.id}`,
  });
}

/** The same for answers: the question's answer count follows. */
export async function transitionAnswers(db: Executor, siteId: number, request: TransitionRequest): Promise<TransitionResult> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const rows = await db
    .select({ id: answers.id, questionId: answers.questionId, status: answers.status, previousStatus: answers.previousStatus })
    .from(answers)
    .where(and(eq(answers.siteId, siteId), inArray(answers.id, ids)))
    .orderBy(answers.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound('回答不存在');
  return runTransitions(db, siteId, request, 'answer', rows, async (row, next, values) => {
    const where = and(eq(answers.siteId, siteId), eq(answers.id, row.id));
    if (next === null) await db.delete(answers).where(where);
    else await db.update(answers).set(values).where(where);
    await countAnswer(db, siteId, row.questionId, row.status, next);
    if (next === ContentStatus.published && (row.status === ContentStatus.pending || row.status === ContentStatus.resubmitted)) {
      const [question] = await db
        .select({ id: questions.id, title: questions.title, authorId: questions.authorId })
        .from(questions)
        .where(and(eq(questions.siteId, siteId), eq(questions.id, row.questionId)));
      if (question) await noticeNewAnswer(db, siteId, question);
    }
    return null;
  });
}
