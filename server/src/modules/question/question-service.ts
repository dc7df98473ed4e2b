// What members do with questions and answers on the member site: ask (holding the bounty), answer, comment, vote,
// accept, and read. Content is sanitised here (the post module's allowlist), sensitive words send it to review, and
// every operation is refused while the site's Q&A is not open.
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { recordSecurityEvent } from '../../audit/security-events';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, forbidden, notFound, notLoggedIn, tooManyRequests } from '../../http/errors';
import { matches, searchVector } from '../../search/chinese-search';
import type { ModuleDeps } from '../deps';
import { linkMentions, mentionsInText, noticeWritten } from '../notification/mentions';
import { noticeLike } from '../notification/participation';
import { pointCategories, userPoints } from '../point/point.tables';
import { applyPointChange } from '../point/point-ledger';
import { findForumSection } from '../post/forum-sections';
import { findPostingMember } from '../post/post-members';
import { postSearchVector } from '../post/post-search-vector';
import { cleanContent, excerptOf, imagesOf } from '../post/post-text';
import { findSensitiveWord } from '../post/sensitive-words';
import { answerComments, answers, answerVotes, questions, questionTypes } from './question.tables';
import { ensureQaOpen, loadQuestionSetting, qaOpen } from './question-access';
import { acceptAnswerTx } from './question-bounty';
import * as repo from './question-repository';
import { countAnswer, noticeNewAnswer } from './question-transitions';

const MAX_STORED_HTML = 100_000;
const DAY_MS = 86_400_000;

export interface MemberRef {
  siteId: number;
  siteUserId: number;
}

function clean(html: string, empty: string) {
  const content = cleanContent(html);
  if (!content) throw badRequest(empty);
  if (content.html.length > MAX_STORED_HTML) throw badRequest('内容过长，请删减后再发');
  return content;
}

/** Serialises one member's writes of one kind, so that intervals and per-member limits hold under concurrency. */
async function lockMember(tx: Executor, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const voteValue = { up: 1, down: -1, none: 0 } as const;
const voteName = (v: number | undefined): Schema<'AnswerVote'> => (v === 1 ? 'up' : v === -1 ? 'down' : 'none');

export function createQuestionService(deps: Pick<ModuleDeps, 'db' | 'cache' | 'config'>) {
  const { db } = deps;
  const interval = deps.config.postIntervalSeconds;

  async function member(m: MemberRef) {
    await ensureQaOpen(db, m.siteId);
    const who = await findPostingMember(db, m.siteId, m.siteUserId);
    if (!who) throw notLoggedIn();
    return who;
  }

  return {
    async options(siteId: number, viewerId: number | null): Promise<Schema<'QuestionOptions'>> {
      const [open, setting, types] = await Promise.all([
        qaOpen(db, siteId),
        loadQuestionSetting(db, siteId),
        repo.listTypes(db, siteId, true),
      ]);
      const [category] = await db
        .select({ id: pointCategories.id, name: pointCategories.name, unit: pointCategories.unit })
        .from(pointCategories)
        .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.code, setting.bountyCategory)));
      let balance: number | null = null;
      let mayAsk = false;
      let mayAnswer = false;
      if (viewerId !== null) {
        const who = await findPostingMember(db, siteId, viewerId);
        if (who) {
          mayAsk = open && (setting.askPermission === 1 || who.isAdmin);
          mayAnswer = open && (setting.answerPermission === 1 || who.isAdmin);
          const [row] = category
            ? await db
                .select({ balance: userPoints.balance })
                .from(userPoints)
                .where(and(eq(userPoints.siteId, siteId), eq(userPoints.userId, viewerId), eq(userPoints.categoryId, category.id)))
            : [];
          balance = row?.balance ?? 0;
        }
      }
      return {
        enabled: open,
        types,
        bountyMin: setting.bountyMin,
        bountyMax: setting.bountyMax,
        bountyCategory: setting.bountyCategory,
        bountyCategoryName: category?.name ?? '',
        bountyUnit: category?.unit ?? '',
        settleDays: setting.settleDays,
        settleRule: setting.settleRule,
        mayAsk,
        mayAnswer,
        balance,
      };
    },

    async list(siteId: number, query: OperationQuery<'getQuestionList'>) {
      await ensureQaOpen(db, siteId);
      const keyword = query.keyword?.trim();
      return repo.listQuestions(db, {
        ...paging(query),
        siteId,
        memberView: true,
        typeId: query.typeId,
        sectionId: query.sectionId,
        solved: query.solved,
        match: keyword ? matches(questions.searchVector, keyword) : undefined,
      });
    },

    async mine(m: MemberRef, query: OperationQuery<'getMyQuestionList'>) {
      await ensureQaOpen(db, m.siteId);
      return repo.listQuestions(db, { ...paging(query), siteId: m.siteId, mine: m.siteUserId });
    },

    async myAnswers(m: MemberRef, query: OperationQuery<'getMyAnswerList'>) {
      await ensureQaOpen(db, m.siteId);
      return repo.listMyAnswers(db, m.siteId, m.siteUserId, paging(query));
    },

    async get(siteId: number, id: number, viewerId: number | null): Promise<Schema<'QuestionDetail'>> {
      await ensureQaOpen(db, siteId);
      const row = await repo.findQuestion(db, siteId, id);
      const mine = row !== undefined && viewerId !== null && row.authorId === viewerId;
      if (!row || !(row.status === ContentStatus.published || (mine && row.status !== ContentStatus.deleted))) throw notFound('问题不存在');
      const { authorId: _, ...detail } = row;
      return { ...detail, mine };
    },

    async create(m: MemberRef, body: OperationBody<'createQuestion'>): Promise<Schema<'ContentSaved'>> {
      const who = await member(m);
      const setting = await loadQuestionSetting(db, m.siteId);
      if (setting.askPermission === 2 && !who.isAdmin) throw forbidden('本站只允许管理员提问');
      const title = body.title.trim();
      if (!title) throw badRequest('请输入问题标题');
      const content = clean(body.content, '请描述你的问题');
      const bounty = body.bounty;
      if (bounty > 0) {
        if (setting.bountyMax === 0) throw badRequest('本站不允许悬赏');
        if (bounty > setting.bountyMax) throw badRequest(`悬赏不能超过 ${setting.bountyMax}`);
        if (bounty < setting.bountyMin) throw badRequest(`悬赏至少 ${setting.bountyMin}`);
      }
      const [type] = await db
        .select({ id: questionTypes.id })
        .from(questionTypes)
        .where(and(eq(questionTypes.siteId, m.siteId), eq(questionTypes.id, body.typeId), eq(questionTypes.enabled, 1)));
      if (!type) throw notFound('问题分类不存在');
      if (body.sectionId !== undefined && !(await findForumSection(db, m.siteId, body.sectionId))) throw notFound('版块不存在');
      const hit = await findSensitiveWord(deps, m.siteId, `${title}\n${content.text}`);
      const status = hit ? ContentStatus.pending : ContentStatus.published;
      return db.transaction(async (tx) => {
        await lockMember(tx, `question:${m.siteId}:${m.siteUserId}`);
        if (interval > 0) {
          const [recent] = await tx
            .select({ id: questions.id })
            .from(questions)
            .where(
              and(
                eq(questions.siteId, m.siteId),
                eq(questions.authorId, m.siteUserId),
                gt(questions.createdAt, sql`now() - make_interval(secs => ${interval})`),
              ),
            )
            .limit(1);
          if (recent) throw tooManyRequests(`提问太频繁，请 ${interval} 秒后再试`);
        }
        const [row] = await tx
          .insert(questions)
          .values({
            siteId: m.siteId,
            typeId: type.id,
            sectionId: body.sectionId ?? null,
            authorId: m.siteUserId,
            title,
            content: content.html,
            excerpt: excerptOf(content.text),
            images: imagesOf(content.html),
            status,
            bounty,
            bountyCategory: setting.bountyCategory,
            bountyState: bounty > 0 ? 'held' : 'none',
            settleAt: bounty > 0 ? new Date(Date.now() + setting.settleDays * DAY_MS) : null,
            searchVector: postSearchVector(title, content.text),
          })
          .returning({ id: questions.id });
        if (bounty > 0)
          await applyPointChange(tx, {
            siteId: m.siteId,
            userId: m.siteUserId,
            category: setting.bountyCategory,
            delta: -bounty,
            reason: `悬赏提问「${title.slice(0, 40)}」`,
            eventKey: `bounty_held:${row.id}`,
          });
        return { id: row.id, status };
      });
    },

    async answers(siteId: number, viewerId: number | null, query: OperationQuery<'getAnswerList'>) {
      await this.get(siteId, query.questionId, viewerId);
      return repo.listAnswersOf(db, siteId, query.questionId, viewerId, paging(query));
    },

    async answer(m: MemberRef, body: OperationBody<'createAnswer'>): Promise<Schema<'ContentSaved'>> {
      const who = await member(m);
      const setting = await loadQuestionSetting(db, m.siteId);
      const [question] = await db
        .select({
          id: questions.id,
          title: questions.title,
          authorId: questions.authorId,
          solved: sql<boolean>`${questions.acceptedAnswerId} is not null`,
        })
        .from(questions)
        .where(and(eq(questions.siteId, m.siteId), eq(questions.id, body.questionId), eq(questions.status, ContentStatus.published)));
      if (!question) throw notFound('问题不存在');
      if (setting.answerPermission === 2 && !who.isAdmin) throw forbidden('本站只允许管理员回答');
      if (question.authorId === m.siteUserId) throw forbidden('不能回答自己的问题');
      if (question.solved) throw conflict('问题已解决，不能再回答');
      const content = clean(body.content, '请输入回答内容');
      const hit = await findSensitiveWord(deps, m.siteId, content.text);
      const status = setting.answerReviewFirst === 1 || hit ? ContentStatus.pending : ContentStatus.published;
      const mentioned = await linkMentions(db, m.siteId, content.html);
      return db.transaction(async (tx) => {
        await lockMember(tx, `answer:${m.siteId}:${m.siteUserId}`);
        const [given] = await tx
          .select({ n: count() })
          .from(answers)
          .where(
            and(
              eq(answers.siteId, m.siteId),
              eq(answers.questionId, question.id),
              eq(answers.authorId, m.siteUserId),
              ne(answers.status, ContentStatus.deleted),
            ),
          );
        if (given.n >= setting.maxAnswersPerMember)
          throw conflict(setting.maxAnswersPerMember === 1 ? '你已经回答过这个问题了' : `每人最多回答 ${setting.maxAnswersPerMember} 次`);
        const [row] = await tx
          .insert(answers)
          .values({
            siteId: m.siteId,
            questionId: question.id,
            authorId: m.siteUserId,
            content: mentioned.html,
            excerpt: excerptOf(content.text),
            status,
            searchVector: searchVector(content.text),
          })
          .returning({ id: answers.id });
        await countAnswer(tx, m.siteId, question.id, null, status);
        if (status === ContentStatus.published) {
          await noticeNewAnswer(tx, m.siteId, question);
          const excerpt = excerptOf(content.text);
          const link = `/question/${question.id}`;
          const about = { title: question.title, excerpt, link, mentionIds: mentioned.memberIds };
          await noticeWritten(tx, { siteId: m.siteId, actorId: m.siteUserId, replyTo: null, written: 'answer', ...about });
        }
        return { id: row.id, status };
      });
    },

    async accept(m: MemberRef, body: OperationBody<'acceptAnswer'>, from: RequestInfo): Promise<Schema<'AnswerAccepted'>> {
      const who = await member(m);
      return db.transaction(async (tx) => {
        const { bounty, answerAuthorId } = await acceptAnswerTx(tx, {
          siteId: m.siteId,
          askerId: m.siteUserId,
          questionId: body.questionId,
          answerId: body.answerId,
        });
        await recordSecurityEvent(tx, from, {
          realm: 'member',
          action: 'answerAccepted',
          siteId: m.siteId,
          actorSiteUserId: m.siteUserId,
          actorName: who.name,
          targetType: 'answer',
          targetId: body.answerId,
          detail: { questionId: body.questionId, bounty, paidTo: answerAuthorId },
        });
        return { questionId: body.questionId, answerId: body.answerId, bounty };
      });
    },

    async vote(m: MemberRef, body: OperationBody<'voteAnswer'>): Promise<Schema<'AnswerVoteState'>> {
      await member(m);
      const answer = await repo.findPublicAnswer(db, m.siteId, body.answerId);
      if (!answer) throw notFound('回答不存在');
      if (answer.authorId === m.siteUserId) throw forbidden('不能给自己的回答投票');
      const next = voteValue[body.vote];
      return db.transaction(async (tx) => {
        // The answer's row lock serialises votes on it, so the counts and the one vote per member stay exact.
        await tx
          .select({ id: answers.id })
          .from(answers)
          .where(and(eq(answers.siteId, m.siteId), eq(answers.id, answer.id)))
          .for('update');
        const key = and(eq(answerVotes.siteId, m.siteId), eq(answerVotes.answerId, answer.id), eq(answerVotes.userId, m.siteUserId));
        const [old] = await tx.select({ vote: answerVotes.vote }).from(answerVotes).where(key);
        const was = old?.vote ?? 0;
        if (was !== next) {
          if (next === 0) await tx.delete(answerVotes).where(key);
          else if (was === 0)
            await tx.insert(answerVotes).values({ siteId: m.siteId, answerId: answer.id, userId: m.siteUserId, vote: next });
          else await tx.update(answerVotes).set({ vote: next }).where(key);
          const up = (next === 1 ? 1 : 0) - (was === 1 ? 1 : 0);
          const down = (next === -1 ? 1 : 0) - (was === -1 ? 1 : 0);
          await tx
            .update(answers)
            .set({ upCount: sql`greatest(${answers.upCount} + ${up}, 0)`, downCount: sql`greatest(${answers.downCount} + ${down}, 0)` })
            .where(and(eq(answers.siteId, m.siteId), eq(answers.id, answer.id)));
          // An up vote is a like of the answer (grouped: notification/participation.ts).
          if (next === 1) {
            const target = { target: 'answer', targetId: answer.id, title: answer.title, link: `/question/${answer.questionId}` } as const;
            await noticeLike(tx, { siteId: m.siteId, actorId: m.siteUserId, ownerId: answer.authorId, ...target });
          }
        }
        const [counts] = await tx
          .select({ upCount: answers.upCount, downCount: answers.downCount })
          .from(answers)
          .where(and(eq(answers.siteId, m.siteId), eq(answers.id, answer.id)));
        return { answerId: answer.id, ...counts, myVote: voteName(next) };
      });
    },

    async comments(siteId: number, query: OperationQuery<'getAnswerCommentList'>) {
      await ensureQaOpen(db, siteId);
      if (!(await repo.findPublicAnswer(db, siteId, query.answerId))) throw notFound('回答不存在');
      return repo.listAnswerComments(db, siteId, query.answerId, paging(query));
    },

    async comment(m: MemberRef, body: OperationBody<'createAnswerComment'>): Promise<Schema<'ContentSaved'>> {
      await member(m);
      const answer = await repo.findPublicAnswer(db, m.siteId, body.answerId);
      if (!answer) throw notFound('回答不存在');
      const text = body.content.replace(/\s+/g, ' ').trim();
      if (!text) throw badRequest('请输入评论');
      if (await findSensitiveWord(deps, m.siteId, text)) throw badRequest('评论包含不允许的词语，请修改后再发');
      const mentionIds = await mentionsInText(db, m.siteId, text);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(answerComments)
          .values({ siteId: m.siteId, answerId: answer.id, authorId: m.siteUserId, content: text })
          .returning({ id: answerComments.id });
        await tx
          .update(answers)
          .set({ commentCount: sql`${answers.commentCount} + 1` })
          .where(and(eq(answers.siteId, m.siteId), eq(answers.id, answer.id)));
        await noticeWritten(tx, {
          siteId: m.siteId,
          actorId: m.siteUserId,
          replyTo: { ownerIds: [answer.authorId], target: 'answer' },
          written: 'comment',
          mentionIds,
          title: answer.title,
          excerpt: text,
          link: `/question/${answer.questionId}`,
        });
        return { id: row.id, status: ContentStatus.published };
      });
    },
  };
}
