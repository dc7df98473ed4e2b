import { ContentStatus, type OperationsOfTag } from '../../../../sdk';
import type { Handlers, OperationContext } from '../../context';
import type { ModuleDeps } from '../deps';
import { createAnswerEditService } from './answer-edit-service';
import { createQuestionAdminService } from './question-admin-service';
import { createQuestionService, type MemberRef } from './question-service';

type QuestionOp = OperationsOfTag<'question'>;

/** The signed-in member of this request's site, or null (a token of another kind counts as none). */
async function viewerOf(ctx: OperationContext<QuestionOp>): Promise<{ siteId: number; viewerId: number | null }> {
  const siteId = (await ctx.site()).id;
  const p = ctx.principal;
  return { siteId, viewerId: p?.kind === 'member' && p.siteId === siteId ? p.siteUserId : null };
}

function memberOf(ctx: OperationContext<QuestionOp>): MemberRef {
  const { siteId, siteUserId } = ctx.member();
  return { siteId, siteUserId };
}

export function questionHandlers(deps: ModuleDeps): Handlers<QuestionOp> {
  const qa = createQuestionService(deps);
  const admin = createQuestionAdminService(deps);
  const edits = createAnswerEditService(deps);
  return {
    getQuestionOptions: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: await qa.options(siteId, viewerId) };
    },
    getQuestionList: async (ctx) => ({ data: await qa.list((await ctx.site()).id, ctx.query) }),
    getQuestion: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: await qa.get(siteId, ctx.query.id, viewerId) };
    },
    createQuestion: async (ctx) => {
      const data = await qa.create(memberOf(ctx), ctx.body);
      return { data, description: data.status === ContentStatus.published ? '提问成功' : '已提交，等待管理员审核' };
    },
    getAnswerList: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: await qa.answers(siteId, viewerId, ctx.query) };
    },
    createAnswer: async (ctx) => {
      const data = await qa.answer(memberOf(ctx), ctx.body);
      return { data, description: data.status === ContentStatus.published ? '回答成功' : '已提交，等待管理员审核' };
    },
    acceptAnswer: async (ctx) => {
      const data = await qa.accept(memberOf(ctx), ctx.body, ctx.request);
      return { data, description: data.bounty ? `已采纳，悬赏 ${data.bounty} 已付给回答者` : '已采纳' };
    },
    voteAnswer: async (ctx) => ({ data: await qa.vote(memberOf(ctx), ctx.body) }),
    getAnswerCommentList: async (ctx) => ({ data: await qa.comments((await ctx.site()).id, ctx.query) }),
    createAnswerComment: async (ctx) => ({ data: await qa.comment(memberOf(ctx), ctx.body), description: '评论成功' }),
    getMyQuestionList: async (ctx) => ({ data: await qa.mine(memberOf(ctx), ctx.query) }),
    getMyAnswerList: async (ctx) => ({ data: await qa.myAnswers(memberOf(ctx), ctx.query) }),

    getConsoleQuestionList: async (ctx) => ({ data: await admin.consoleQuestions(ctx.console().siteId, ctx.query) }),
    updateAnswer: async (ctx) => {
      const data = await edits.update(memberOf(ctx), ctx.body);
      return { data, description: data.status === ContentStatus.published ? '回答已修改' : '已提交，等待管理员审核' };
    },
    getAnswerRevisionList: async (ctx) => ({ data: await edits.revisions(ctx.console().siteId, ctx.query.answerId) }),
    getConsoleAnswerList: async (ctx) => ({ data: await admin.consoleAnswers(ctx.console().siteId, ctx.query) }),
    moderateQuestions: async (ctx) => admin.moderate('question', ctx.console(), ctx.body, ctx.request),
    moderateAnswers: async (ctx) => admin.moderate('answer', ctx.console(), ctx.body, ctx.request),
    getConsoleQuestionTypeList: async (ctx) => ({ data: await admin.types(ctx.console().siteId) }),
    createQuestionType: async (ctx) => ({ data: await admin.createType(ctx.console(), ctx.body, ctx.request), description: '分类已新建' }),
    updateQuestionType: async (ctx) => ({ data: await admin.updateType(ctx.console(), ctx.body, ctx.request), description: '分类已保存' }),
    deleteQuestionType: async (ctx) => {
      await admin.deleteType(ctx.console(), ctx.query.id, ctx.request);
      return { description: '分类已删除' };
    },
    getQuestionSetting: async (ctx) => ({ data: await admin.setting(ctx.console().siteId) }),
    updateQuestionSetting: async (ctx) => ({
      data: await admin.saveSetting(ctx.console(), ctx.body, ctx.request),
      description: '问答设置已保存',
    }),

    getSaasQuestionList: async (ctx) => ({ data: await admin.saasQuestions(ctx.query) }),
    getSaasAnswerList: async (ctx) => ({ data: await admin.saasAnswers(ctx.query) }),
    moderateSaasQuestions: async (ctx) => admin.saasModerate('question', ctx.saas(), ctx.body, ctx.request),
    moderateSaasAnswers: async (ctx) => admin.saasModerate('answer', ctx.saas(), ctx.body, ctx.request),
  };
}
