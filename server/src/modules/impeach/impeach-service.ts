// Reports (举报): members report an object once each; the site console and the platform handle an object's reports
// together, acting on the content through the moderation transitions, closing every report of it and telling each
// reporter the outcome.
// The queue's items are read in impeach-queue.ts, reports are handled in impeach-handling.ts.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal, MemberPrincipal, SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import { managerName } from '../content-oversight/oversight-repository';
import type { ModuleDeps } from '../deps';
import { receivedMessage } from '../message/message-reports';
import type { ContentActor } from '../post/content-transitions';
import { type HandleRequest, handleReports } from './impeach-handling';
import { describeRows } from './impeach-queue';
import { type ImpeachReason, readReasons, writeReasons } from './impeach-reasons';
import * as repo from './impeach-repository';
import { impeachTargets } from './impeach-targets';

export type ImpeachService = ReturnType<typeof createImpeachService>;

export function createImpeachService({ db, sessions }: Pick<ModuleDeps, 'db' | 'sessions'>) {
  const handle = (siteId: number, actor: ContentActor, body: HandleRequest, from: RequestInfo) =>
    db.transaction((tx) => handleReports(tx, siteId, actor, body, from, { sessions }));

  async function report(me: MemberPrincipal, body: OperationBody<'createImpeach'>) {
    const { siteId, siteUserId } = me;
    const reasons = await readReasons(db, siteId);
    const reason = reasons.find((x) => x.name === body.reason.trim());
    if (!reason) throw badRequest('请从列表中选择举报理由');
    const reasonText = body.reasonText?.trim() ?? '';
    if (reason.takesText && !reasonText) throw badRequest('请填写补充说明');
    const target = impeachTargets[body.targetType];
    const info = (await target.describe(db, siteId, [body.targetId])).get(body.targetId);
    if (!info?.visible) throw notFound(`${target.label}不存在`);
    if (info.authorId === siteUserId) throw badRequest(body.targetType === 'user' ? '不能举报自己' : '不能举报自己的内容');
    return db.transaction(async (tx) => {
      const group = await repo.joinOpenGroup(tx, siteId, body.targetType, body.targetId);
      const report = await repo.insertReport(tx, {
        siteId,
        groupId: group.id,
        targetType: body.targetType,
        targetId: body.targetId,
        reporterId: siteUserId,
        reason: reason.name,
        reasonText,
      });
      // Throwing rolls the count back with it.
      if (!report) throw conflict(`你已经举报过这个${target.label}了，无需重复举报`);
      return { id: report.id, reportCount: group.reportCount };
    });
  }

  return {
    async create(me: MemberPrincipal, body: OperationBody<'createImpeach'>) {
      // A private message is reported by its recipient only, through reportMessage.
      if (body.targetType === 'message') throw notFound('私信不存在');
      return report(me, body);
    },

    async reportMessage(me: MemberPrincipal, body: OperationBody<'reportMessage'>) {
      if (!(await receivedMessage(db, me.siteId, body.messageId, me.siteUserId))) throw notFound('私信不存在');
      return report(me, { targetType: 'message', targetId: body.messageId, reason: body.reason, reasonText: body.reasonText });
    },

    reasons: (siteId: number) => readReasons(db, siteId).then((list) => ({ list })),

    async updateReasons(principal: ConsolePrincipal, body: OperationBody<'updateImpeachReasons'>, from: RequestInfo) {
      const reasons: ImpeachReason[] = body.reasons.map((x) => ({ name: x.name.trim(), takesText: x.takesText }));
      if (reasons.some((x) => !x.name)) throw badRequest('举报理由不能为空');
      if (new Set(reasons.map((x) => x.name)).size !== reasons.length) throw badRequest('举报理由不能重复');
      const name = await repo.siteUserName(db, principal.siteId, principal.siteUserId);
      await db.transaction(async (tx) => {
        const before = await readReasons(tx, principal.siteId);
        await writeReasons(tx, principal.siteId, reasons);
        await recordSecurityEvent(tx, from, {
          realm: 'console',
          action: 'impeachReasonsChanged',
          siteId: principal.siteId,
          actorSiteUserId: principal.siteUserId,
          actorName: name,
          targetType: 'impeachReasons',
          targetId: 'site',
          detail: { before, after: reasons },
        });
      });
      return { list: reasons };
    },

    async list(siteId: number, query: OperationQuery<'getImpeachList'>): Promise<Schema<'ImpeachPage'>> {
      const { list, total } = await repo.listQueue(db, {
        ...paging(query),
        siteId,
        state: query.state ?? 'open',
        targetType: query.targetType,
        reason: query.reason?.trim() || undefined,
        sort: query.sort,
      });
      const items = await describeRows(db, list);
      return { list: items.map(({ siteId: _, siteName: __, ...item }) => item), total };
    },

    async listAll(query: OperationQuery<'getSaasImpeachList'>): Promise<Schema<'SaasImpeachPage'>> {
      const { list, total } = await repo.listQueue(db, {
        ...paging(query),
        siteId: query.siteId,
        state: 'open',
        targetType: query.targetType,
        reason: query.reason?.trim() || undefined,
        sort: query.sort ?? 'oldest',
      });
      // The platform never sees what members wrote to each other: a reported message shows who sent it, not its text.
      const items = await describeRows(db, list);
      return {
        list: items.map((item) =>
          item.targetType === 'message' ? { ...item, title: '私信', excerpt: '（私信内容仅本站管理员可见）' } : item,
        ),
        total,
      };
    },

    openCount: async (siteId: number) => ({ open: await repo.openCount(db, siteId) }),

    async handleForSite(principal: ConsolePrincipal, body: OperationBody<'handleImpeach'>, from: RequestInfo) {
      const name = await repo.siteUserName(db, principal.siteId, principal.siteUserId);
      return handle(principal.siteId, { realm: 'console', siteUserId: principal.siteUserId, name }, body, from);
    },

    async handleForPlatform(principal: SaasPrincipal, body: OperationBody<'handleSaasImpeach'>, from: RequestInfo) {
      if (!(await repo.siteExists(db, body.siteId))) throw notFound('站点不存在');
      const name = await managerName(db, principal.accountId);
      return handle(body.siteId, { realm: 'saas', accountId: principal.accountId, name }, body, from);
    },
  };
}
