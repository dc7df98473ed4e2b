// The work-order module's reads: queues, lists and one order with its entries, joined with sites, site users and
// accounts for the names on one screen (read only: the layering rule, server/README.md).
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { AccountStatus, type Schema, SiteUserStatus } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { accounts } from '../account/account.tables';
import { sites, siteUsers } from '../site/site.tables';
import { workOrderEntries, workOrders, workOrderTypes } from './work-order.tables';

export type Scope = Schema<'WorkOrderScope'>;
export type Status = Schema<'WorkOrderStatus'>;

const iso = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOrNull = (column: SQLWrapper) =>
  sql<string | null>`case when ${column} is null then null else to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;

const requester = alias(siteUsers, 'requester');
const assigneeUser = alias(siteUsers, 'assignee_user');

const waitingSql = sql<boolean>`(${workOrders.awaitingStaff} and ${workOrders.firstReplyAt} is not null and ${workOrders.status} in ('pending', 'processing'))`;
const isNewSql = sql<boolean>`(${workOrders.status} = 'pending' and ${workOrders.firstReplyAt} is null)`;

const summaryColumns = {
  id: workOrders.id,
  scope: sql<Scope>`${workOrders.scope}`,
  siteId: workOrders.siteId,
  siteName: sites.name,
  typeId: workOrders.typeId,
  typeName: sql<string>`coalesce(${workOrderTypes.name}, '')`,
  category: sql<Schema<'SaasWorkOrderCategory'> | null>`${workOrders.category}`,
  title: workOrders.title,
  status: sql<Status>`${workOrders.status}`,
  requester: sql<Schema<'WorkOrderPerson'>>`json_build_object('id', ${requester.id}, 'name', ${requester.userName})`,
  assigneeId: sql<
    number | null
  >`(case when ${workOrders.scope} = 'site' then ${workOrders.assigneeSiteUserId} else ${workOrders.assigneeAccountId} end)::float8`,
  assigneeName: sql<string>`coalesce(case when ${workOrders.scope} = 'site' then ${assigneeUser.userName} else ${accounts.userName} end, '')`,
  isNew: isNewSql,
  waiting: waitingSql,
  rating: workOrders.rating,
  createdAt: iso(workOrders.createdAt),
  updatedAt: iso(workOrders.updatedAt),
};

function orderFrom(db: Executor, columns: Record<string, unknown>) {
  return (
    db
      // biome-ignore lint/suspicious/noExplicitAny: drizzle's select typing of a shared column record
      .select(columns as any)
      .from(workOrders)
      .innerJoin(sites, eq(sites.id, workOrders.siteId))
      .innerJoin(requester, and(eq(requester.siteId, workOrders.siteId), eq(requester.id, workOrders.requesterId)))
      .leftJoin(workOrderTypes, and(eq(workOrderTypes.siteId, workOrders.siteId), eq(workOrderTypes.id, workOrders.typeId)))
      .leftJoin(assigneeUser, and(eq(assigneeUser.siteId, workOrders.siteId), eq(assigneeUser.id, workOrders.assigneeSiteUserId)))
      .leftJoin(accounts, eq(accounts.id, workOrders.assigneeAccountId))
  );
}

export interface OrderFilter extends PageRequest {
  scope: Scope;
  siteId?: number;
  requesterId?: number;
  typeId?: number;
  category?: string;
  status?: Status;
  assigneeId?: number;
  ageDays?: number;
  keyword?: string;
  /** Staff queues: orders waiting for staff first. */
  queue?: boolean;
}

function orderWhere(f: OrderFilter): SQL | undefined {
  const keyword = f.keyword?.trim();
  return and(
    eq(workOrders.scope, f.scope),
    f.siteId !== undefined ? eq(workOrders.siteId, f.siteId) : undefined,
    f.requesterId !== undefined ? eq(workOrders.requesterId, f.requesterId) : undefined,
    f.typeId !== undefined ? eq(workOrders.typeId, f.typeId) : undefined,
    f.category !== undefined ? eq(workOrders.category, f.category) : undefined,
    f.status !== undefined ? eq(workOrders.status, f.status) : undefined,
    f.assigneeId !== undefined
      ? f.scope === 'site'
        ? eq(workOrders.assigneeSiteUserId, f.assigneeId)
        : eq(workOrders.assigneeAccountId, f.assigneeId)
      : undefined,
    f.ageDays !== undefined ? lt(workOrders.createdAt, sql`now() - make_interval(days => ${f.ageDays})`) : undefined,
    keyword ? or(ilike(workOrders.title, containsPattern(keyword)), ilike(workOrders.content, containsPattern(keyword))) : undefined,
  );
}

export async function listOrders(db: Executor, f: OrderFilter): Promise<{ list: Schema<'WorkOrderSummary'>[]; total: number }> {
  const where = orderWhere(f);
  const count = db.select({ n: countRows() }).from(workOrders).where(where);
  const order = f.queue
    ? [sql`(${waitingSql} or ${isNewSql}) desc`, desc(workOrders.updatedAt), desc(workOrders.id)]
    : [desc(workOrders.id)];
  return pagedList(
    f,
    ({ limit, offset }) =>
      orderFrom(db, { ...summaryColumns, total: totalColumn(count) })
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as unknown as Promise<(Schema<'WorkOrderSummary'> & { total: number })[]>,
    () => count,
  );
}

export type OrderRow = Omit<Schema<'WorkOrderSummary'>, 'isNew' | 'waiting'> & {
  requesterId: number;
  content: string;
  images: string[];
  contact: string;
  ratingComment: string;
  firstReplyAt: string | null;
  resolvedAt: string | null;
  closedAt: string | null;
  firstReplySeconds: number | null;
  resolutionSeconds: number | null;
};

/** One order of a scope: of one site, or (the platform) of any site. */

// greatest() skips NULL, so an order not yet answered or resolved must be kept NULL by hand (shown as —, not 0 秒).
const secondsSinceCreated = (at: AnyPgColumn) =>
  sql<
    number | null
  >`case when ${at} is null then null else greatest(0, floor(extract(epoch from ${at} - ${workOrders.createdAt})))::int end`;

export async function findOrder(db: Executor, scope: Scope, id: number, siteId?: number): Promise<OrderRow | undefined> {
  const { isNew: _n, waiting: _w, ...columns } = summaryColumns;
  const [row] = await orderFrom(db, {
    ...columns,
    requesterId: workOrders.requesterId,
    content: workOrders.content,
    images: workOrders.images,
    contact: workOrders.contact,
    ratingComment: workOrders.ratingComment,
    firstReplyAt: isoOrNull(workOrders.firstReplyAt),
    resolvedAt: isoOrNull(workOrders.resolvedAt),
    closedAt: isoOrNull(workOrders.closedAt),
    firstReplySeconds: secondsSinceCreated(workOrders.firstReplyAt),
    resolutionSeconds: secondsSinceCreated(workOrders.resolvedAt),
  }).where(and(eq(workOrders.scope, scope), eq(workOrders.id, id), siteId !== undefined ? eq(workOrders.siteId, siteId) : undefined));
  return row as unknown as OrderRow | undefined;
}

export async function listEntries(db: Executor, siteId: number, orderId: number, withNotes: boolean) {
  return db
    .select({
      id: workOrderEntries.id,
      kind: sql<Schema<'WorkOrderEntryKind'>>`${workOrderEntries.kind}`,
      author: sql<Schema<'WorkOrderEntryAuthor'>>`${workOrderEntries.author}`,
      authorName: workOrderEntries.authorName,
      content: workOrderEntries.content,
      images: workOrderEntries.images,
      createdAt: iso(workOrderEntries.createdAt),
    })
    .from(workOrderEntries)
    .where(
      and(
        eq(workOrderEntries.siteId, siteId),
        eq(workOrderEntries.orderId, orderId),
        withNotes ? undefined : sql`${workOrderEntries.kind} <> 'note'`,
      ),
    )
    .orderBy(asc(workOrderEntries.id));
}

const defaultAssignee = alias(siteUsers, 'default_assignee');

export async function listTypes(db: Executor, siteId: number, enabledOnly = false): Promise<Schema<'WorkOrderType'>[]> {
  return db
    .select({
      id: workOrderTypes.id,
      name: workOrderTypes.name,
      description: workOrderTypes.description,
      sort: workOrderTypes.sort,
      enabled: sql<0 | 1>`${workOrderTypes.enabled}`,
      defaultAssigneeId: workOrderTypes.defaultAssigneeId,
      defaultAssigneeName: sql<string>`coalesce(${defaultAssignee.userName}, '')`,
    })
    .from(workOrderTypes)
    .leftJoin(
      defaultAssignee,
      and(eq(defaultAssignee.siteId, workOrderTypes.siteId), eq(defaultAssignee.id, workOrderTypes.defaultAssigneeId)),
    )
    .where(and(eq(workOrderTypes.siteId, siteId), enabledOnly ? eq(workOrderTypes.enabled, 1) : undefined))
    .orderBy(asc(workOrderTypes.sort), asc(workOrderTypes.id));
}

/** The site's owner and the active administrators holding WorkOrder. */
const siteAssigneeWhere = (siteId: number) =>
  and(
    eq(siteUsers.siteId, siteId),
    eq(siteUsers.isAnonymous, false),
    eq(siteUsers.status, SiteUserStatus.active),
    sql`(${siteUsers.userType} = 1 or 'WorkOrder' = any(${siteUsers.roles}))`,
  );

export function listSiteAssignees(db: Executor, siteId: number): Promise<Schema<'WorkOrderAssignee'>[]> {
  return db
    .select({ id: siteUsers.id, name: siteUsers.userName })
    .from(siteUsers)
    .where(siteAssigneeWhere(siteId))
    .orderBy(desc(siteUsers.userType), asc(siteUsers.id))
    .limit(500);
}

export async function findSiteAssignee(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ id: siteUsers.id, name: siteUsers.userName })
    .from(siteUsers)
    .where(and(siteAssigneeWhere(siteId), eq(siteUsers.id, id)));
  return row;
}

/** Active platform managers holding ContentAudit, and the main manager. */
const platformAssigneeWhere = and(
  eq(accounts.userType, 1),
  eq(accounts.status, AccountStatus.active),
  sql`(${accounts.isMainManager} = 1 or 'ContentAudit' = any(${accounts.permissions}))`,
);

export function listPlatformAssignees(db: Executor): Promise<Schema<'WorkOrderAssignee'>[]> {
  return db
    .select({ id: accounts.id, name: accounts.userName })
    .from(accounts)
    .where(platformAssigneeWhere)
    .orderBy(desc(accounts.isMainManager), asc(accounts.id))
    .limit(500);
}

export async function findPlatformAssignee(db: Executor, id: number) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.userName })
    .from(accounts)
    .where(and(platformAssigneeWhere, eq(accounts.id, id)));
  return row;
}

export async function siteUserName(db: Executor, siteId: number, id: number): Promise<string> {
  const [row] = await db
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
  return row?.name ?? '';
}

export async function accountName(db: Executor, id: number): Promise<string> {
  const [row] = await db.select({ name: accounts.userName }).from(accounts).where(eq(accounts.id, id));
  return row?.name ?? '';
}

export async function memberRankId(db: Executor, siteId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ rankId: siteUsers.rankId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
  return row?.rankId ?? null;
}

/** New orders since `since`, and orders whose requester wrote since then and wait for staff: the console's badge. */
export async function countAwaitingSince(db: Executor, siteId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: countRows() })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.siteId, siteId),
        eq(workOrders.scope, 'site'),
        inArray(workOrders.status, ['pending', 'processing']),
        eq(workOrders.awaitingStaff, true),
        sql`${workOrders.lastRequesterAt} > ${since}`,
      ),
    );
  return row.n;
}
