// What every work-order service shares: who acts, the checks on text and images, the site switch, the order lock and
// the records written to an order's history. Each write is one transaction that locks the order.
import { and, eq } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { WorkOrderStatusLabels } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { isSiteUploadUrl } from '../upload/upload-url';
import { workOrderEntries, workOrders } from './work-order.tables';
import { ensureWorkOrdersOpen, loadWorkOrderSetting, PLATFORM_RULES } from './work-order-access';
import type { Scope, Status } from './work-order-repository';
import * as repo from './work-order-repository';

export const NOT_FOUND = '工单不存在';
export const TYPE_NOT_FOUND = '工单分类不存在';
export const BAD_ASSIGNEE = '只能指派给有工单权限的管理员';
export const DAY_MS = 86_400_000;

/** Who acts: the requester of an order (a member, or a site's staff towards the platform) or the staff answering it. */
export type Actor =
  | { scope: 'site'; role: 'requester'; siteId: number; siteUserId: number }
  | { scope: 'site'; role: 'staff'; siteId: number; siteUserId: number }
  | { scope: 'saas'; role: 'requester'; siteId: number; siteUserId: number }
  | { scope: 'saas'; role: 'staff'; accountId: number };

export const label = (s: Status) => WorkOrderStatusLabels[s];
export const siteOf = (actor: Actor) => (actor.scope === 'saas' && actor.role === 'staff' ? undefined : actor.siteId);

export function checkImages(deps: Pick<ModuleDeps, 'config'>, siteId: number, images: string[] | undefined): string[] {
  const list = [...new Set(images ?? [])];
  if (list.some((url) => !isSiteUploadUrl(deps.config, siteId, url))) throw badRequest('图片须先上传到本站');
  return list;
}

export function text(value: string, empty: string) {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(empty);
  return trimmed;
}

export const clip = (value: string, length: number) => (value.length > length ? `${value.slice(0, length - 1)}…` : value);

/** The steps the work-order services share, on one database. */
export function workOrderSteps(deps: Pick<ModuleDeps, 'db' | 'config'>) {
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

  return { gate, rulesOf, lockOrder, addEntry };
}
