// Bounties (悬赏): held from the asker's balance when the question is created (question-write-service.ts), paid to the
// accepted answer's author in the transaction that accepts it, or settled by the site's rule once the question is due.
// Each claim on a held bounty is one conditional UPDATE, so concurrent accepts (or an accept racing the settlement)
// pay exactly once.
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { recordSecurityEvent } from '../../audit/security-events';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { notifyMember } from '../notification/notify-member';
import { pointsForAcceptedAnswer } from '../point/content-points';
import { applyPointChange } from '../point/point-ledger';
import { answers, questions } from './question.tables';
import { loadQuestionSetting } from './question-access';

type Category = Schema<'PointCategory'>['code'];
const short = (title: string) => (title.length > 40 ? `${title.slice(0, 40)}…` : title);

/** What follows an answer's acceptance, by the asker or by the settlement: the 回答被采纳 rule pays, the author is told. */
async function answerAccepted(
  tx: Executor,
  siteId: number,
  question: { id: number; title: string },
  answer: { id: number; authorId: number },
  bounty: number,
) {
  await pointsForAcceptedAnswer(tx, siteId, answer);
  await notifyMember(tx, {
    siteId,
    userId: answer.authorId,
    kind: 'answerAccepted',
    title: '你的回答被采纳了',
    content: `问题「${short(question.title)}」采纳了你的回答${bounty > 0 ? `，获得悬赏 ${bounty}` : ''}。`,
    link: `/question/${question.id}`,
  });
}

/**
 * The asker accepts one published answer of their published question: the question is solved, the answer marked and
 * the bounty (if any) paid to its author, all in the caller's transaction. A question that already has an accepted
 * answer, or whose bounty was settled, answers 409.
 */
export async function acceptAnswerTx(
  tx: Executor,
  input: { siteId: number; askerId: number; questionId: number; answerId: number },
): Promise<{ bounty: number; answerAuthorId: number }> {
  const { siteId, askerId, questionId, answerId } = input;
  const [question] = await tx
    .select({ id: questions.id, status: questions.status })
    .from(questions)
    .where(and(eq(questions.siteId, siteId), eq(questions.id, questionId), eq(questions.authorId, askerId)));
  if (!question || question.status === ContentStatus.deleted) throw notFound('问题不存在');
  const [answer] = await tx
    .select({ id: answers.id, authorId: answers.authorId })
    .from(answers)
    .where(
      and(
        eq(answers.siteId, siteId),
        eq(answers.id, answerId),
        eq(answers.questionId, questionId),
        eq(answers.status, ContentStatus.published),
      ),
    );
  if (!answer) throw notFound('回答不存在');
  if (question.status !== ContentStatus.published) throw conflict('问题未发布，不能采纳回答');
  // The claim: only one accept finds the question still open.
  const [claimed] = await tx
    .update(questions)
    .set({
      acceptedAnswerId: answerId,
      bountyState: sql`case when ${questions.bountyState} = 'held' then 'paid' else ${questions.bountyState} end`,
      settleAt: null,
      updatedAt: sql`now()`,
      activeAt: sql`now()`,
    })
    .where(
      and(
        eq(questions.siteId, siteId),
        eq(questions.id, questionId),
        isNull(questions.acceptedAnswerId),
        sql`${questions.bountyState} in ('none', 'held')`,
      ),
    )
    .returning({
      bounty: questions.bounty,
      bountyState: questions.bountyState,
      category: questions.bountyCategory,
      title: questions.title,
    });
  if (!claimed) throw conflict('这个问题已经采纳了回答');
  await tx
    .update(answers)
    .set({ accepted: true })
    .where(and(eq(answers.siteId, siteId), eq(answers.id, answerId)));
  const bounty = claimed.bountyState === 'paid' ? claimed.bounty : 0;
  await answerAccepted(tx, siteId, { id: questionId, title: claimed.title }, answer, bounty);
  if (bounty > 0)
    await applyPointChange(tx, {
      siteId,
      userId: answer.authorId,
      category: claimed.category as Category,
      delta: bounty,
      reason: `回答被采纳，获得问题「${short(claimed.title)}」的悬赏`,
      eventKey: `bounty_paid:${questionId}`,
    });
  return { bounty, answerAuthorId: answer.authorId };
}

export interface SettleResult {
  /** Bounties paid to the best-voted answer. */
  paid: number;
  /** Bounties given back to the asker. */
  refunded: number;
}

/**
 * Settles every held bounty whose question is due (`settle_at <= now`) by its site's rule: `refund` gives it back to
 * the asker; `bestVoted` pays the published answer with the most votes (up minus down, above zero; the earliest on a
 * tie), which becomes the accepted one, and refunds when there is none. A question that is not published is refunded.
 * Each question is settled in its own transaction; one that was accepted meanwhile is left alone. Safe to run twice.
 * For the job queue (the integrator schedules it); returns what it did.
 */
export async function settleDueQuestions(deps: { db: Database }, now: Date): Promise<SettleResult> {
  const { db } = deps;
  const result: SettleResult = { paid: 0, refunded: 0 };
  for (;;) {
    const due = await db
      .select({ siteId: questions.siteId, id: questions.id })
      .from(questions)
      .where(and(eq(questions.bountyState, 'held'), lte(questions.settleAt, now)))
      .orderBy(asc(questions.settleAt))
      .limit(100);
    if (!due.length) return result;
    for (const q of due) {
      const outcome = await db.transaction((tx) => settleOne(tx, q.siteId, q.id, now));
      if (outcome) result[outcome] += 1;
    }
    if (due.length < 100) return result;
  }
}

async function settleOne(tx: Executor, siteId: number, questionId: number, now: Date): Promise<'paid' | 'refunded' | null> {
  const [q] = await tx
    .select({
      status: questions.status,
      authorId: questions.authorId,
      bounty: questions.bounty,
      category: questions.bountyCategory,
      title: questions.title,
    })
    .from(questions)
    .where(
      and(
        eq(questions.siteId, siteId),
        eq(questions.id, questionId),
        eq(questions.bountyState, 'held'),
        isNull(questions.acceptedAnswerId),
        lte(questions.settleAt, now),
      ),
    )
    .for('update');
  if (!q) return null;
  const setting = await loadQuestionSetting(tx, siteId);
  const [best] =
    setting.settleRule === 'bestVoted' && q.status === ContentStatus.published
      ? await tx
          .select({ id: answers.id, authorId: answers.authorId })
          .from(answers)
          .where(
            and(
              eq(answers.siteId, siteId),
              eq(answers.questionId, questionId),
              eq(answers.status, ContentStatus.published),
              sql`${answers.upCount} - ${answers.downCount} > 0`,
            ),
          )
          .orderBy(desc(sql`${answers.upCount} - ${answers.downCount}`), asc(answers.id))
          .limit(1)
      : [];
  const where = and(eq(questions.siteId, siteId), eq(questions.id, questionId));
  const category = q.category as Category;
  if (best) {
    await tx.update(questions).set({ bountyState: 'paid', settleAt: null, acceptedAnswerId: best.id, updatedAt: sql`now()` }).where(where);
    await tx
      .update(answers)
      .set({ accepted: true })
      .where(and(eq(answers.siteId, siteId), eq(answers.id, best.id)));
    await applyPointChange(tx, {
      siteId,
      userId: best.authorId,
      category,
      delta: q.bounty,
      reason: `问题「${short(q.title)}」到期，悬赏付给得票最多的回答`,
      eventKey: `bounty_paid:${questionId}`,
    });
    await answerAccepted(tx, siteId, { id: questionId, title: q.title }, best, q.bounty);
  } else {
    await tx.update(questions).set({ bountyState: 'refunded', settleAt: null, updatedAt: sql`now()` }).where(where);
    await applyPointChange(tx, {
      siteId,
      userId: q.authorId,
      category,
      delta: q.bounty,
      reason: `问题「${short(q.title)}」到期未采纳，退还悬赏`,
      eventKey: `bounty_refunded:${questionId}`,
    });
  }
  await recordSecurityEvent(tx, null, {
    realm: 'console',
    action: 'bountySettled',
    siteId,
    actorName: '系统',
    targetType: 'question',
    targetId: questionId,
    detail: { bounty: q.bounty, category, ...(best ? { paidTo: best.authorId, answerId: best.id } : { refundedTo: q.authorId }) },
  });
  return best ? 'paid' : 'refunded';
}
