// Work orders (工单) on both sides, through one set of rules: members open orders to their site and the site's
// staff (WorkOrder) answer them; a site's owner and administrators open orders to the platform and its managers
// (ContentAudit) answer them. The state machine, replies and internal notes, assignment, the requester's close,
// reopen and rating, and the notifications to members are gathered here from one file per job (replies, assignment,
// status, types, settings); opening, listing and reading orders are here. Each write is one transaction that locks
// the order.
import { and, eq } from 'drizzle-orm';
import { canTransition, type OperationBody, type OperationQuery, type Schema } from '../../../../sdk';
import { WorkOrderStatusTransitions } from '../../../../sdk/generated/enums';
import { paging } from '../../db/paged-list';
import { forbidden, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { workOrders, workOrderTypes } from './work-order.tables';
import { defaultWorkOrderSetting, loadWorkOrderSetting, type WorkOrderSetting, workOrdersOpen } from './work-order-access';
import { createWorkOrderAssign } from './work-order-assign';
import { createWorkOrderReplies } from './work-order-replies';
import * as repo from './work-order-repository';
import { createWorkOrderSettings } from './work-order-settings';
import { type Actor, checkImages, DAY_MS, NOT_FOUND, siteOf, TYPE_NOT_FOUND, text, workOrderSteps } from './work-order-shared';
import { createWorkOrderStatus } from './work-order-status';
import { createWorkOrderTypes } from './work-order-types';

export function createWorkOrderService(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;
  const { gate, rulesOf } = workOrderSteps(deps);

  function reopenUntil(order: { status: string; resolvedAt: string | null; closedAt: string | null }, reopenDays: number) {
    if (reopenDays <= 0 || !canTransition(WorkOrderStatusTransitions, 'reopen', order.status)) return null;
    const from = order.closedAt ?? order.resolvedAt;
    return from ? new Date(Date.parse(from) + reopenDays * DAY_MS).toISOString() : null;
  }

  return {
    async options(siteId: number, siteUserId: number): Promise<Schema<'WorkOrderOptions'>> {
      const enabled = await workOrdersOpen(db, siteId);
      const [setting, types] = await Promise.all([loadWorkOrderSetting(db, siteId), repo.listTypes(db, siteId, true)]);
      const refusal = enabled ? await refusalOf(setting, siteId, siteUserId) : '本站未开放工单';
      return {
        enabled,
        mayOpen: enabled && !refusal && types.length > 0,
        refusal: refusal || (types.length ? '' : '本站还没有工单分类'),
        types: types.map(({ id, name, description }) => ({ id, name, description })),
        reopenDays: setting.reopenDays,
      };
    },

    async create(actor: Actor & { role: 'requester' }, body: OperationBody<'createWorkOrder'> | OperationBody<'createSaasWorkOrder'>) {
      await gate(actor);
      const title = text(body.title, '请输入工单标题');
      const content = text(body.content, '请描述遇到的问题');
      const images = checkImages(deps, actor.siteId, body.images);
      let typeId: number | null = null;
      let assignee: number | null = null;
      if (actor.scope === 'site') {
        const refusal = await refusalOf(await loadWorkOrderSetting(db, actor.siteId), actor.siteId, actor.siteUserId);
        if (refusal) throw forbidden(refusal);
        const [type] = await db
          .select({ id: workOrderTypes.id, defaultAssigneeId: workOrderTypes.defaultAssigneeId })
          .from(workOrderTypes)
          .where(
            and(
              eq(workOrderTypes.siteId, actor.siteId),
              eq(workOrderTypes.id, (body as OperationBody<'createWorkOrder'>).typeId),
              eq(workOrderTypes.enabled, 1),
            ),
          );
        if (!type) throw notFound(TYPE_NOT_FOUND);
        typeId = type.id;
        if (type.defaultAssigneeId !== null && (await repo.findSiteAssignee(db, actor.siteId, type.defaultAssigneeId)))
          assignee = type.defaultAssigneeId;
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(workOrders)
          .values({
            siteId: actor.siteId,
            scope: actor.scope,
            typeId,
            category: actor.scope === 'saas' ? (body as OperationBody<'createSaasWorkOrder'>).category : null,
            requesterId: actor.siteUserId,
            title,
            content,
            images,
            contact: body.contact?.trim() ?? '',
            assigneeSiteUserId: assignee,
          })
          .returning({ id: workOrders.id });
        return { id: row.id };
      });
    },

    async list(actor: Actor, query: OperationQuery<'getWorkOrderList'> & OperationQuery<'getSaasWorkOrderList'>) {
      await gate(actor);
      const mine = actor.role === 'requester';
      const page = await repo.listOrders(db, {
        ...paging(query),
        scope: actor.scope,
        siteId: actor.scope === 'saas' && actor.role === 'staff' ? query.siteId : actor.siteId,
        requesterId: actor.scope === 'site' && mine ? actor.siteUserId : undefined,
        typeId: query.typeId,
        category: query.category,
        status: query.status,
        assigneeId: query.assigneeId,
        ageDays: query.ageDays,
        keyword: query.keyword,
        queue: !mine,
      });
      if (!mine) return page;
      const hide = actor.scope === 'saas' || (await loadWorkOrderSetting(db, actor.siteId)).showStaffNames === 0;
      return { ...page, list: page.list.map((o) => ({ ...o, assigneeName: hide ? '' : o.assigneeName })) };
    },

    async get(actor: Actor, id: number): Promise<Schema<'WorkOrderDetail'>> {
      await gate(actor);
      const row = await repo.findOrder(db, actor.scope, id, siteOf(actor));
      if (!row || (actor.scope === 'site' && actor.role === 'requester' && row.requesterId !== actor.siteUserId)) throw notFound(NOT_FOUND);
      const rules = await rulesOf(actor.scope, row.siteId);
      const requester = actor.role === 'requester';
      const entries = await repo.listEntries(db, row.siteId, row.id, !requester);
      const staffName = actor.scope === 'saas' ? '平台客服' : '客服';
      const hide = requester && (actor.scope === 'saas' || rules.showStaffNames === 0);
      const { requesterId: _r, ...detail } = row;
      return {
        ...detail,
        assigneeName: hide ? '' : row.assigneeName,
        reopenUntil: reopenUntil(row, rules.reopenDays),
        mayRate: requester && row.rating === null && (row.status === 'resolved' || row.status === 'closed'),
        entries: entries.map((e) => (hide && e.author === 'staff' ? { ...e, authorName: staffName } : e)),
      };
    },
    ...createWorkOrderReplies(deps),
    ...createWorkOrderAssign(deps),
    ...createWorkOrderStatus(deps),
    ...createWorkOrderTypes(deps),
    ...createWorkOrderSettings(deps),
  };

  /** Why this member may not open a work order on the site, or '' when they may. */
  async function refusalOf(setting: WorkOrderSetting, siteId: number, siteUserId: number): Promise<string> {
    if (setting.openPermission === 'none') return '本站暂不接受工单';
    if (setting.openPermission === 'ranks') {
      const rankId = await repo.memberRankId(db, siteId, siteUserId);
      if (rankId === null || !setting.rankIds.includes(rankId)) return '你的会员等级暂不能提交工单';
    }
    return '';
  }
}

export { defaultWorkOrderSetting };
