// Work orders (工单) on both sides, through one set of rules: members open orders to their site and the site's
// staff (WorkOrder) answer them; a site's owner and administrators open orders to the platform and its managers
// (ContentAudit) answer them. The state machine, replies and internal notes, assignment, the requester's close,
// reopen and rating, and the notifications to members are here; each write is one transaction that locks the order.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { WorkOrderStatusLabels } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { isSiteUploadUrl } from '../upload/upload-url';
import { userRanks } from '../user-rank/user-rank.tables';
import { workOrderEntries, workOrderSettings, workOrders, workOrderTypes } from './work-order.tables';
import {
  defaultWorkOrderSetting,
  ensureWorkOrdersOpen,
  loadWorkOrderSetting,
  PLATFORM_RULES,
  type WorkOrderSetting,
  workOrdersOpen,
} from './work-order-access';
import { tellRequester } from './work-order-notices';
import type { Scope, Status } from './work-order-repository';
import * as repo from './work-order-repository';

const NOT_FOUND = '工单不存在';
const TYPE_NOT_FOUND = '工单分类不存在';
const BAD_ASSIGNEE = '只能指派给有工单权限的管理员';
const MAX_TYPES = 50;
const DAY_MS = 86_400_000;

/** Who acts: the requester of an order (a member, or a site's staff towards the platform) or the staff answering it. */
export type Actor =
  | { scope: 'site'; role: 'requester'; siteId: number; siteUserId: number }
  | { scope: 'site'; role: 'staff'; siteId: number; siteUserId: number }
  | { scope: 'saas'; role: 'requester'; siteId: number; siteUserId: number }
  | { scope: 'saas'; role: 'staff'; accountId: number };

/** The staff's moves (spec issue 15: 待处理 → 处理中 → 已解决 → 已关闭, and back to 处理中 from 已解决 or 已关闭). */
export const STAFF_TRANSITIONS: Record<Status, readonly Status[]> = {
  pending: ['processing', 'resolved', 'closed'],
  processing: ['resolved', 'closed'],
  resolved: ['processing', 'closed'],
  closed: ['processing'],
};

const label = (s: Status) => WorkOrderStatusLabels[s];
const siteOf = (actor: Actor) => (actor.scope === 'saas' && actor.role === 'staff' ? undefined : actor.siteId);

function checkImages(deps: Pick<ModuleDeps, 'config'>, siteId: number, images: string[] | undefined): string[] {
  const list = [...new Set(images ?? [])];
  if (list.some((url) => !isSiteUploadUrl(deps.config, siteId, url))) throw badRequest('图片须先上传到本站');
  return list;
}

function text(value: string, empty: string) {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(empty);
  return trimmed;
}

const clip = (value: string, length: number) => (value.length > length ? `${value.slice(0, length - 1)}…` : value);

export function createWorkOrderService(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;

  /** The site switch for site orders (403 when off); nothing for the platform's. */
  async function gate(actor: Actor) {
    if (actor.scope === 'site') await ensureWorkOrdersOpen(db, actor.siteId);
  }

  async function rulesOf(scope: Scope, siteId: number) {
    if (scope === 'saas') return { ...PLATFORM_RULES, showStaffNames: 1 };
    return loadWorkOrderSetting(db, siteId);
  }

  /** Locks the actor's order: this site's, and for a requester of site orders only their own; others are missing. */
  async function lockOrder(tx: Executor, actor: Actor, id: number) {
    const [row] = await tx
      .select()
      .from(workOrders)
      .where(
        and(
          eq(workOrders.scope, actor.scope),
          eq(workOrders.id, id),
          siteOf(actor) !== undefined ? eq(workOrders.siteId, siteOf(actor) as number) : undefined,
          actor.scope === 'site' && actor.role === 'requester' ? eq(workOrders.requesterId, actor.siteUserId) : undefined,
        ),
      )
      .for('update');
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function nameOf(tx: Executor, actor: Actor): Promise<string> {
    return actor.scope === 'saas' && actor.role === 'staff'
      ? repo.accountName(tx, actor.accountId)
      : repo.siteUserName(tx, actor.siteId, actor.siteUserId);
  }

  function authorIds(actor: Actor) {
    return actor.scope === 'saas' && actor.role === 'staff'
      ? { authorSiteUserId: null, authorAccountId: actor.accountId }
      : { authorSiteUserId: actor.siteUserId, authorAccountId: null };
  }

  async function addEntry(
    tx: Executor,
    order: { siteId: number; id: number },
    actor: Actor | 'system',
    kind: Schema<'WorkOrderEntryKind'>,
    content: string,
    images: string[] = [],
  ) {
    const [row] = await tx
      .insert(workOrderEntries)
      .values({
        siteId: order.siteId,
        orderId: order.id,
        kind,
        author: actor === 'system' ? 'system' : actor.role,
        ...(actor === 'system' ? {} : authorIds(actor)),
        authorName: actor === 'system' ? '系统' : await nameOf(tx, actor),
        content,
        images,
      })
      .returning();
    return row;
  }

  function toEntry(row: typeof workOrderEntries.$inferSelect): Schema<'WorkOrderEntry'> {
    return {
      id: row.id,
      kind: row.kind as Schema<'WorkOrderEntryKind'>,
      author: row.author as Schema<'WorkOrderEntryAuthor'>,
      authorName: row.authorName,
      content: row.content,
      images: row.images,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function setStatusTx(tx: Executor, order: typeof workOrders.$inferSelect, to: Status) {
    const now = new Date();
    await tx
      .update(workOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'resolved' ? { resolvedAt: now, closedAt: null } : {}),
        ...(to === 'closed' ? { closedAt: now } : {}),
        ...(to === 'processing' ? { resolvedAt: null, closedAt: null } : {}),
      })
      .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
  }

  function reopenUntil(order: { status: string; resolvedAt: string | null; closedAt: string | null }, reopenDays: number) {
    if (reopenDays <= 0 || (order.status !== 'resolved' && order.status !== 'closed')) return null;
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

    async reply(actor: Actor, body: { id: number; content: string; images?: string[]; internal?: boolean }) {
      await gate(actor);
      const content = text(body.content, '请输入回复内容');
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        const images = checkImages(deps, order.siteId, body.images);
        const internal = actor.role === 'staff' && body.internal === true;
        if (order.status === 'closed' && !internal)
          throw conflict(actor.role === 'staff' ? '工单已关闭，请先改回处理中' : '工单已关闭，请先重新打开');
        const entry = await addEntry(tx, order, actor, internal ? 'note' : 'reply', content, images);
        const now = new Date();
        if (internal) {
          await tx
            .update(workOrders)
            .set({ updatedAt: now })
            .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        } else if (actor.role === 'staff') {
          await tx
            .update(workOrders)
            .set({
              status: order.status === 'pending' ? 'processing' : order.status,
              awaitingStaff: false,
              firstReplyAt: order.firstReplyAt ?? now,
              updatedAt: now,
              ...(order.scope === 'site' && order.assigneeSiteUserId === null && actor.scope === 'site'
                ? { assigneeSiteUserId: actor.siteUserId }
                : {}),
              ...(order.scope === 'saas' && order.assigneeAccountId === null && actor.scope === 'saas' && actor.role === 'staff'
                ? { assigneeAccountId: actor.accountId }
                : {}),
            })
            .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
          await tellRequester(tx, order, 'workOrderReplied', clip(content, 80), '有了新回复');
        } else {
          await tx
            .update(workOrders)
            .set({
              status: order.status === 'resolved' ? 'processing' : order.status,
              resolvedAt: order.status === 'resolved' ? null : order.resolvedAt,
              awaitingStaff: true,
              lastRequesterAt: now,
              updatedAt: now,
            })
            .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        }
        return toEntry(entry);
      });
    },

    async assign(actor: Actor & { role: 'staff' }, body: OperationBody<'assignWorkOrder'>) {
      await gate(actor);
      const assignee =
        actor.scope === 'site'
          ? await repo.findSiteAssignee(db, actor.siteId, body.assigneeId)
          : await repo.findPlatformAssignee(db, body.assigneeId);
      if (!assignee) throw badRequest(BAD_ASSIGNEE);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        await tx
          .update(workOrders)
          .set(
            actor.scope === 'site'
              ? { assigneeSiteUserId: assignee.id, updatedAt: new Date() }
              : { assigneeAccountId: assignee.id, updatedAt: new Date() },
          )
          .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        await addEntry(tx, order, actor, 'note', `指派给 ${assignee.name}`);
      });
      return assignee;
    },

    async changeStatus(actor: Actor & { role: 'staff' }, body: OperationBody<'changeWorkOrderStatus'>) {
      await gate(actor);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        const from = order.status as Status;
        const to = body.status;
        if (from === to) throw conflict(`工单已是「${label(to)}」`);
        if (!STAFF_TRANSITIONS[from].includes(to)) throw conflict(`不能从「${label(from)}」改为「${label(to)}」`);
        await setStatusTx(tx, order, to);
        await addEntry(tx, order, actor, 'event', `状态：${label(from)} → ${label(to)}`);
        await tellRequester(tx, order, 'workOrderStatusChanged', `的状态已改为「${label(to)}」`, label(to));
      });
    },

    async requesterAction(actor: Actor & { role: 'requester' }, body: OperationBody<'changeMyWorkOrderStatus'>) {
      await gate(actor);
      const rules = await rulesOf(actor.scope, actor.siteId);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        if (body.action === 'close') {
          if (order.status === 'closed') throw conflict('工单已关闭');
          await setStatusTx(tx, order, 'closed');
          await addEntry(tx, order, actor, 'event', '提交人关闭了工单');
          return;
        }
        if (order.status !== 'resolved' && order.status !== 'closed') throw conflict('工单还在处理中，不需要重新打开');
        if (rules.reopenDays <= 0) throw conflict('本站不允许重新打开工单');
        const from = order.closedAt ?? order.resolvedAt ?? order.updatedAt;
        if (Date.now() - from.getTime() > rules.reopenDays * DAY_MS)
          throw conflict(`工单解决或关闭超过 ${rules.reopenDays} 天，不能重新打开，请提交新的工单`);
        await setStatusTx(tx, order, 'processing');
        await tx
          .update(workOrders)
          .set({ awaitingStaff: true, lastRequesterAt: new Date() })
          .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        await addEntry(tx, order, actor, 'event', '提交人重新打开了工单');
      });
    },

    async rate(actor: Actor & { role: 'requester' }, body: OperationBody<'rateMyWorkOrder'>) {
      await gate(actor);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        if (order.status !== 'resolved' && order.status !== 'closed') throw conflict('工单解决或关闭后才能评价');
        const rated = await tx
          .update(workOrders)
          .set({ rating: body.score, ratingComment: body.comment?.trim() ?? '', ratedAt: new Date() })
          .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id), sql`${workOrders.rating} is null`))
          .returning({ id: workOrders.id });
        if (!rated.length) throw conflict('这张工单已经评价过了');
        await addEntry(tx, order, actor, 'event', `满意度 ${body.score} 星${body.comment?.trim() ? `：${body.comment.trim()}` : ''}`);
      });
    },

    async assignees(actor: Actor & { role: 'staff' }) {
      await gate(actor);
      return actor.scope === 'site' ? repo.listSiteAssignees(db, actor.siteId) : repo.listPlatformAssignees(db);
    },

    // ── the site's types and rules ──
    async types(siteId: number) {
      await ensureWorkOrdersOpen(db, siteId);
      return repo.listTypes(db, siteId);
    },

    async saveType(siteId: number, body: OperationBody<'createWorkOrderType'> & { id?: number }) {
      await ensureWorkOrdersOpen(db, siteId);
      const name = text(body.name, '请输入分类名称');
      if (body.defaultAssigneeId !== undefined && !(await repo.findSiteAssignee(db, siteId, body.defaultAssigneeId)))
        throw badRequest(BAD_ASSIGNEE);
      const values = {
        name,
        description: body.description?.trim() ?? '',
        sort: body.sort,
        enabled: body.enabled,
        defaultAssigneeId: body.defaultAssigneeId ?? null,
      };
      try {
        const id = await db.transaction(async (tx) => {
          if (body.id === undefined) {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`workOrderTypes:${siteId}`}, 0))`);
            const [{ n }] = await tx.select({ n: count() }).from(workOrderTypes).where(eq(workOrderTypes.siteId, siteId));
            if (n >= MAX_TYPES) throw conflict(`一个站点最多 ${MAX_TYPES} 个工单分类`);
            const [row] = await tx
              .insert(workOrderTypes)
              .values({ siteId, ...values })
              .returning({ id: workOrderTypes.id });
            return row.id;
          }
          const rows = await tx
            .update(workOrderTypes)
            .set(values)
            .where(and(eq(workOrderTypes.siteId, siteId), eq(workOrderTypes.id, body.id)))
            .returning({ id: workOrderTypes.id });
          if (!rows.length) throw notFound(TYPE_NOT_FOUND);
          return rows[0].id;
        });
        const saved = (await repo.listTypes(db, siteId)).find((t) => t.id === id);
        if (!saved) throw notFound(TYPE_NOT_FOUND);
        return saved;
      } catch (error) {
        if (isUniqueViolation(error, 'work_order_types_name_key')) throw conflict('已有同名的工单分类');
        throw error;
      }
    },

    async deleteType(siteId: number, id: number) {
      await ensureWorkOrdersOpen(db, siteId);
      await db.transaction(async (tx) => {
        const [used] = await tx
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.siteId, siteId), eq(workOrders.typeId, id)))
          .limit(1);
        const [exists] = await tx
          .select({ id: workOrderTypes.id })
          .from(workOrderTypes)
          .where(and(eq(workOrderTypes.siteId, siteId), eq(workOrderTypes.id, id)))
          .for('update');
        if (!exists) throw notFound(TYPE_NOT_FOUND);
        if (used) throw conflict('该分类下已有工单，不能删除，请改为停用');
        await tx.delete(workOrderTypes).where(and(eq(workOrderTypes.siteId, siteId), eq(workOrderTypes.id, id)));
      });
    },

    async setting(siteId: number) {
      await ensureWorkOrdersOpen(db, siteId);
      return loadWorkOrderSetting(db, siteId);
    },

    async saveSetting(siteId: number, body: OperationBody<'saveWorkOrderSetting'>): Promise<WorkOrderSetting> {
      await ensureWorkOrdersOpen(db, siteId);
      const rankIds = [...new Set(body.rankIds)];
      if (body.openPermission === 'ranks' && !rankIds.length) throw badRequest('请至少选择一个会员等级');
      if (rankIds.length) {
        const found = await db
          .select({ id: userRanks.id })
          .from(userRanks)
          .where(and(eq(userRanks.siteId, siteId), inArray(userRanks.id, rankIds)));
        if (found.length !== rankIds.length) throw notFound('会员等级不存在');
      }
      const values = { ...body, rankIds };
      await db
        .insert(workOrderSettings)
        .values({ siteId, ...values })
        .onConflictDoUpdate({ target: workOrderSettings.siteId, set: { ...values, updatedAt: new Date() } });
      return values;
    },
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
