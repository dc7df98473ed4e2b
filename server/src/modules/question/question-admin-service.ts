// The site console's Q&A management (问答管理, question types, Q&A settings) and the platform's oversight of every
// site's questions and answers. State changes go through question-transitions.ts; every write is in the audit trail.
import { and, eq, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { beijingDayEnd, beijingDayStart, DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal, SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { matches } from '../../search/chinese-search';
import { managerName, siteExists } from '../content-oversight/oversight-repository';
import type { ModuleDeps } from '../deps';
import { siteUserName } from '../moderation/moderation-repository';
import type { ContentAction, ContentActor, TransitionRequest } from '../post/content-transitions';
import { answers, questionSettings, questions, questionTypes } from './question.tables';
import { ensureQaOpen, loadQuestionSetting } from './question-access';
import * as repo from './question-repository';
import { transitionAnswers, transitionQuestions } from './question-transitions';

const MAX_TYPES = 50;
type Kind = 'question' | 'answer';

function createdRange(query: { startDate?: string; endDate?: string }) {
  const createdFrom = query.startDate ? beijingDayStart(query.startDate) : undefined;
  const createdBefore = query.endDate ? beijingDayEnd(query.endDate) : undefined;
  if (createdFrom === null) throw badRequest('开始日期不存在');
  if (createdBefore === null) throw badRequest('结束日期不存在');
  if (createdFrom && createdBefore && createdFrom >= createdBefore) throw badRequest(DATE_RANGE_MESSAGE);
  return { createdFrom, createdBefore };
}

const verbs: Record<ContentAction, string> = {
  approve: '通过',
  reject: '驳回',
  hide: '屏蔽',
  restore: '恢复',
  delete: '删除',
  purge: '彻底删除',
};

export function moderationDescription(kind: Kind, action: ContentAction, changed: number, skipped: number) {
  const unit = kind === 'question' ? '个问题' : '个回答';
  return `已${verbs[action]} ${changed} ${unit}${skipped ? `，${skipped} 个状态不符已跳过` : ''}`;
}

const dropSite = <T extends { siteId: number; siteName: string }>({ siteId: _, siteName: __, ...rest }: T) => rest;

export function createQuestionAdminService({ db }: Pick<ModuleDeps, 'db'>) {
  async function run(kind: Kind, siteId: number, request: TransitionRequest) {
    const transition = kind === 'question' ? transitionQuestions : transitionAnswers;
    return db.transaction((tx) => transition(tx, siteId, request));
  }

  async function consoleActor(p: ConsolePrincipal): Promise<ContentActor> {
    return { realm: 'console', siteUserId: p.siteUserId, name: await siteUserName(db, p.siteId, p.siteUserId) };
  }

  async function auditConsole(
    p: ConsolePrincipal,
    from: RequestInfo,
    action: 'questionTypesChanged' | 'questionSettingChanged',
    detail: Record<string, unknown>,
    targetId: string | number,
  ) {
    await recordSecurityEvent(db, from, {
      realm: 'console',
      action,
      siteId: p.siteId,
      actorSiteUserId: p.siteUserId,
      actorName: await siteUserName(db, p.siteId, p.siteUserId),
      targetType: action === 'questionTypesChanged' ? 'questionType' : 'questionSetting',
      targetId,
      detail,
    });
  }

  function questionFilter(query: OperationQuery<'getConsoleQuestionList'> | OperationQuery<'getSaasQuestionList'>) {
    const keyword = query.keyword?.trim();
    return {
      filter: {
        ...paging(query),
        ...createdRange(query),
        status: query.status,
        solved: query.solved,
        match: keyword ? matches(questions.searchVector, keyword) : undefined,
      },
    };
  }

  function answerFilter(query: OperationQuery<'getConsoleAnswerList'> | OperationQuery<'getSaasAnswerList'>) {
    const keyword = query.keyword?.trim();
    return {
      ...paging(query),
      ...createdRange(query),
      status: query.status,
      match: keyword ? matches(answers.searchVector, keyword) : undefined,
    };
  }

  return {
    // ----- site console
    async consoleQuestions(siteId: number, query: OperationQuery<'getConsoleQuestionList'>): Promise<Schema<'ConsoleQuestionPage'>> {
      await ensureQaOpen(db, siteId);
      const { filter } = questionFilter(query);
      const { list, total } = await repo.listAdminQuestions(db, {
        ...filter,
        siteId,
        typeId: query.typeId,
        hasBounty: query.hasBounty,
        authorId: query.authorId,
      });
      return { list: list.map(dropSite), total };
    },

    async consoleAnswers(siteId: number, query: OperationQuery<'getConsoleAnswerList'>): Promise<Schema<'ConsoleAnswerPage'>> {
      await ensureQaOpen(db, siteId);
      const { list, total } = await repo.listAdminAnswers(db, {
        ...answerFilter(query),
        siteId,
        questionId: query.questionId,
        authorId: query.authorId,
      });
      return { list: list.map(dropSite), total };
    },

    async moderate(kind: Kind, p: ConsolePrincipal, body: OperationBody<'moderateQuestions'>, from: RequestInfo) {
      await ensureQaOpen(db, p.siteId);
      const reason = body.reason?.trim() || undefined;
      const result = await run(kind, p.siteId, { ids: body.ids, action: body.action, reason, actor: await consoleActor(p), from });
      const data = { changed: result.changed.length, skipped: result.skipped.length };
      return { data, description: moderationDescription(kind, body.action, data.changed, data.skipped) };
    },

    async types(siteId: number) {
      await ensureQaOpen(db, siteId);
      return { list: await repo.listTypes(db, siteId, false) };
    },

    async createType(p: ConsolePrincipal, body: OperationBody<'createQuestionType'>, from: RequestInfo): Promise<Schema<'QuestionType'>> {
      await ensureQaOpen(db, p.siteId);
      const name = body.name.trim();
      if (!name) throw badRequest('请输入分类名称');
      const existing = await repo.listTypes(db, p.siteId, false);
      if (existing.length >= MAX_TYPES) throw conflict(`最多 ${MAX_TYPES} 个问题分类`);
      try {
        const [row] = await db
          .insert(questionTypes)
          .values({ siteId: p.siteId, name, icon: body.icon?.trim() ?? '', sort: body.sort, enabled: body.enabled })
          .returning({
            id: questionTypes.id,
            name: questionTypes.name,
            icon: questionTypes.icon,
            sort: questionTypes.sort,
            enabled: questionTypes.enabled,
          });
        await auditConsole(p, from, 'questionTypesChanged', { created: row }, row.id);
        return row as Schema<'QuestionType'>;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('已有同名的问题分类');
        throw error;
      }
    },

    async updateType(p: ConsolePrincipal, body: OperationBody<'updateQuestionType'>, from: RequestInfo): Promise<Schema<'QuestionType'>> {
      await ensureQaOpen(db, p.siteId);
      const name = body.name.trim();
      if (!name) throw badRequest('请输入分类名称');
      try {
        const [row] = await db
          .update(questionTypes)
          .set({ name, icon: body.icon?.trim() ?? '', sort: body.sort, enabled: body.enabled })
          .where(and(eq(questionTypes.siteId, p.siteId), eq(questionTypes.id, body.id)))
          .returning({
            id: questionTypes.id,
            name: questionTypes.name,
            icon: questionTypes.icon,
            sort: questionTypes.sort,
            enabled: questionTypes.enabled,
          });
        if (!row) throw notFound('问题分类不存在');
        await auditConsole(p, from, 'questionTypesChanged', { updated: row }, row.id);
        return row as Schema<'QuestionType'>;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('已有同名的问题分类');
        throw error;
      }
    },

    async deleteType(p: ConsolePrincipal, id: number, from: RequestInfo) {
      await ensureQaOpen(db, p.siteId);
      const [type] = await db
        .select({ id: questionTypes.id, name: questionTypes.name })
        .from(questionTypes)
        .where(and(eq(questionTypes.siteId, p.siteId), eq(questionTypes.id, id)));
      if (!type) throw notFound('问题分类不存在');
      const [used] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.siteId, p.siteId), eq(questions.typeId, id)))
        .limit(1);
      if (used) throw conflict('这个分类下已有问题，不能删除，请改为停用');
      await db.delete(questionTypes).where(and(eq(questionTypes.siteId, p.siteId), eq(questionTypes.id, id)));
      await auditConsole(p, from, 'questionTypesChanged', { deleted: type }, id);
    },

    async setting(siteId: number) {
      await ensureQaOpen(db, siteId);
      return loadQuestionSetting(db, siteId);
    },

    async saveSetting(p: ConsolePrincipal, body: OperationBody<'updateQuestionSetting'>, from: RequestInfo) {
      await ensureQaOpen(db, p.siteId);
      if (body.bountyMax > 0 && body.bountyMin > body.bountyMax) throw badRequest('最低悬赏不能高于最高悬赏');
      const before = await loadQuestionSetting(db, p.siteId);
      await db
        .insert(questionSettings)
        .values({ siteId: p.siteId, ...body })
        .onConflictDoUpdate({ target: questionSettings.siteId, set: { ...body, updatedAt: sql`now()` } });
      await auditConsole(p, from, 'questionSettingChanged', { before, after: body }, 'site');
      return loadQuestionSetting(db, p.siteId);
    },

    // ----- the platform
    async saasQuestions(query: OperationQuery<'getSaasQuestionList'>): Promise<Schema<'SaasQuestionPage'>> {
      return repo.listAdminQuestions(db, { ...questionFilter(query).filter, siteId: query.siteId });
    },

    async saasAnswers(query: OperationQuery<'getSaasAnswerList'>): Promise<Schema<'SaasAnswerPage'>> {
      return repo.listAdminAnswers(db, { ...answerFilter(query), siteId: query.siteId });
    },

    async saasModerate(kind: Kind, p: SaasPrincipal, body: OperationBody<'moderateSaasQuestions'>, from: RequestInfo) {
      const reason = body.reason?.trim() ?? '';
      if ((body.action === 'reject' || body.action === 'hide') && !reason)
        throw badRequest(body.action === 'reject' ? '请填写驳回原因' : '请填写屏蔽原因');
      if (!(await siteExists(db, body.siteId))) throw notFound('站点不存在');
      const actor: ContentActor = { realm: 'saas', accountId: p.accountId, name: await managerName(db, p.accountId) };
      const data = await run(kind, body.siteId, { ids: body.ids, action: body.action, reason: reason || undefined, actor, from });
      const skipped = data.skipped.length ? `，${data.skipped.length} 条因状态不允许而跳过` : '';
      return { data, description: `已处理 ${data.changed.length} 条${skipped}` };
    },
  };
}
