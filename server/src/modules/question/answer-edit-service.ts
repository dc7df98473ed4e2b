// A member edits their own answer, sanitised and checked as a new answer is, the version before kept in the post
// module's edit history; the site console reads an answer's versions (编辑历史). Mentions are linked as in a new answer;
// only the members this edit mentions for the first time are told.
import { and, eq, sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { badRequest, conflict, forbidden, notFound, notLoggedIn } from '../../http/errors';
import { searchVector } from '../../search/chinese-search';
import type { ModuleDeps } from '../deps';
import { linkedMentionIds, linkMentions, noticeMentions } from '../notification/mentions';
import { findPostingMember } from '../post/post-members';
import { cleanContent, excerptOf } from '../post/post-text';
import { statusAfterEdit } from '../post/post-write-service';
import { listRevisions, recordEdit } from '../post/revisions';
import { findSensitiveWord } from '../post/sensitive-words';
import { answers, questions } from './question.tables';
import { ensureQaOpen, loadQuestionSetting } from './question-access';
import type { MemberRef } from './question-service';
import { countAnswer } from './question-transitions';

const MAX_STORED_HTML = 100_000;

export function createAnswerEditService(deps: Pick<ModuleDeps, 'db' | 'cache'>) {
  const { db } = deps;
  return {
    async update(m: MemberRef, body: OperationBody<'updateAnswer'>): Promise<Schema<'ContentSaved'>> {
      await ensureQaOpen(db, m.siteId);
      if (!(await findPostingMember(db, m.siteId, m.siteUserId))) throw notLoggedIn();
      const content = cleanContent(body.content);
      if (!content) throw badRequest('请输入回答内容');
      if (content.html.length > MAX_STORED_HTML) throw badRequest('内容过长，请删减后再发');
      const [setting, hit, mentioned] = await Promise.all([
        loadQuestionSetting(db, m.siteId),
        findSensitiveWord(deps, m.siteId, content.text),
        linkMentions(db, m.siteId, content.html),
      ]);
      return db.transaction(async (tx) => {
        const [answer] = await tx
          .select({
            id: answers.id,
            questionId: answers.questionId,
            authorId: answers.authorId,
            status: answers.status,
            content: answers.content,
            title: questions.title,
            at: sql<Date>`coalesce(${answers.editedAt}, ${answers.createdAt})`.mapWith(answers.createdAt),
          })
          .from(answers)
          .innerJoin(questions, and(eq(questions.siteId, answers.siteId), eq(questions.id, answers.questionId)))
          .where(and(eq(answers.siteId, m.siteId), eq(answers.id, body.id)))
          .for('update', { of: answers });
        if (!answer) throw notFound('回答不存在');
        if (answer.authorId !== m.siteUserId) throw forbidden('只能修改自己的回答');
        if (answer.status === ContentStatus.deleted) throw conflict('回答已删除，不能修改');
        const next = statusAfterEdit(answer.status, setting.answerReviewFirst === 1 || hit !== null);
        await tx
          .update(answers)
          .set({
            content: mentioned.html,
            excerpt: excerptOf(content.text),
            searchVector: searchVector(content.text),
            status: next,
            updatedAt: sql`now()`,
            editedAt: sql`now()`,
          })
          .where(and(eq(answers.siteId, m.siteId), eq(answers.id, answer.id)));
        await countAnswer(tx, m.siteId, answer.questionId, answer.status, next);
        await recordEdit(
          tx,
          m.siteId,
          'answer',
          answer.id,
          { ...answer, editorId: m.siteUserId },
          { content: mentioned.html, editorId: m.siteUserId },
        );
        if (next === ContentStatus.published)
          await noticeMentions(tx, {
            siteId: m.siteId,
            actorId: m.siteUserId,
            memberIds: mentioned.memberIds,
            except: linkedMentionIds(answer.content),
            target: 'answer',
            title: answer.title,
            excerpt: excerptOf(content.text),
            link: `/question/${answer.questionId}`,
          });
        return { id: answer.id, status: next };
      });
    },

    /** 编辑历史 for the site console: this site's answer, whatever its state; another site's answers as a missing one. */
    async revisions(siteId: number, answerId: number): Promise<Schema<'ContentRevisionList'>> {
      await ensureQaOpen(db, siteId);
      const [answer] = await db
        .select({ id: answers.id })
        .from(answers)
        .where(and(eq(answers.siteId, siteId), eq(answers.id, answerId)));
      if (!answer) throw notFound('回答不存在');
      return { list: await listRevisions(db, siteId, 'answer', answerId) };
    },
  };
}
