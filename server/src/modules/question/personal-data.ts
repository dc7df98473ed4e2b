// The question module's lists in a member's own-data file (user-export, through the manifest): their questions and
// answers that are not deleted, newest first.
import { and, desc, eq, ne } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { contentState, exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { answers, questions } from './question.tables';

const byAuthor = (t: typeof questions | typeof answers, siteId: number, userId: number) =>
  and(eq(t.siteId, siteId), eq(t.authorId, userId), ne(t.status, ContentStatus.deleted));

export const questionPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'questions',
    sheet: '提问',
    position: 20,
    headers: { id: '编号', title: '标题', content: '内容', status: '状态', createdAt: '提问时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select()
        .from(questions)
        .where(byAuthor(questions, siteId, userId))
        .orderBy(desc(questions.id))
        .limit(limit);
      return rows.map((q) => ({
        id: q.id,
        title: q.title,
        content: q.content,
        status: contentState(q.status),
        createdAt: exportTime(q.createdAt),
      }));
    },
  },
  {
    key: 'answers',
    sheet: '回答',
    position: 40,
    headers: { id: '编号', questionId: '问题编号', content: '内容', status: '状态', createdAt: '回答时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select()
        .from(answers)
        .where(byAuthor(answers, siteId, userId))
        .orderBy(desc(answers.id))
        .limit(limit);
      return rows.map((a) => ({
        id: a.id,
        questionId: a.questionId,
        content: a.content,
        status: contentState(a.status),
        createdAt: exportTime(a.createdAt),
      }));
    },
  },
];
