// The question module's part of a member's erasure (user-export's eraseMyAccount, through the manifest): the member's
// questions and answers deleted through the transitions when they chose so, whatever stays (answer comments too)
// handed to the site's anonymous user, and their votes taken back.
import { and, eq, ne } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Transaction } from '../../db/database';
import type { ErasedMember, ErasureTally } from '../module';
import type { ContentActor } from '../post/content-transitions';
import { dropMemberVotes } from './member-content';
import { answerComments, answers, questions } from './question.tables';
import { transitionAnswers, transitionQuestions } from './question-transitions';

export async function eraseMemberQuestions(tx: Transaction, member: ErasedMember): Promise<ErasureTally> {
  const { siteId, siteUserId } = member;
  const mine = async (table: typeof questions | typeof answers) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.siteId, siteId), eq(table.authorId, siteUserId), ne(table.status, ContentStatus.deleted)))
    ).map((r) => r.id);
  const questionIds = await mine(questions);
  const answerIds = await mine(answers);
  if (member.content === 'remove') {
    const actor: ContentActor = { realm: 'member', siteUserId, name: member.userName };
    const req = (ids: number[]) => ({ ids, action: 'delete' as const, actor, from: member.request });
    if (answerIds.length) await transitionAnswers(tx, siteId, req(answerIds));
    if (questionIds.length) await transitionQuestions(tx, siteId, req(questionIds));
  }
  for (const table of [questions, answers, answerComments] as const) {
    await tx
      .update(table)
      .set({ authorId: member.anonymousId })
      .where(and(eq(table.siteId, siteId), eq(table.authorId, siteUserId)));
  }
  await dropMemberVotes(tx, siteId, siteUserId);
  return { questions: questionIds.length, answers: answerIds.length };
}
