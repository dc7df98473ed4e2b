// Mutes and bans of a site's members. A mute lets the member read but refuses every member-site write (posts,
// comments, likes, uploads, profile); a ban refuses signing in at both doors (member site and console) and ends the
// member's sessions. Other areas (reports, moderation) impose them through `imposeSanction` in their own transaction.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { formatBeijingDateTime } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { Principal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { siteUsers } from '../site/site.tables';
import { memberSanctions } from './member.tables';

export type SanctionKind = Schema<'SanctionKind'>;
export type Sanction = Schema<'Sanction'>;

export interface SanctionActor {
  /** The administrator's site user id; null for the system (an automatic rule). */
  siteUserId: number | null;
  /** Their name at the time; looked up when not given. */
  name?: string;
}

export interface ImposeSanctionInput {
  siteId: number;
  userId: number;
  kind: SanctionKind;
  /** 1…3650 days from now. */
  days: number;
  /** Shown to the member. */
  reason: string;
  actor: SanctionActor;
  /** Where the request came from, for the audit trail; null for background work. */
  request: Pick<RequestInfo, 'ip' | 'userAgent'> | null;
}

export interface ActiveSanction {
  id: number;
  kind: SanctionKind;
  reason: string;
  endsAt: Date;
}

const DAY_MS = 24 * 3600 * 1000;
const NOT_FOUND = '成员不存在';

const columns = {
  id: memberSanctions.id,
  userId: memberSanctions.userId,
  kind: memberSanctions.kind,
  reason: memberSanctions.reason,
  startsAt: memberSanctions.startsAt,
  endsAt: memberSanctions.endsAt,
  liftedAt: memberSanctions.liftedAt,
  liftedBy: memberSanctions.liftedBy,
  actorId: memberSanctions.actorId,
  actorName: memberSanctions.actorName,
};
interface Row {
  id: number;
  userId: number;
  kind: string;
  reason: string;
  startsAt: Date;
  endsAt: Date;
  liftedAt: Date | null;
  liftedBy: number | null;
  actorId: number | null;
  actorName: string;
}

function toSanction(row: Row, now = Date.now()): Sanction {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind as SanctionKind,
    reason: row.reason,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    liftedAt: row.liftedAt ? row.liftedAt.toISOString() : null,
    liftedBy: row.liftedBy ?? null,
    actorId: row.actorId ?? null,
    actorName: row.actorName,
    active: !row.liftedAt && row.endsAt.getTime() > now,
  };
}

const activeNow = () => and(isNull(memberSanctions.liftedAt), gt(memberSanctions.endsAt, sql`now()`));

/** What a banned member is told when signing in. */
export const banMessage = (s: Pick<ActiveSanction, 'reason' | 'endsAt'>) =>
  `该账号已被封禁至 ${formatBeijingDateTime(s.endsAt)}（北京时间），原因：${s.reason}`;

/** What a muted member is told when writing. */
export const muteMessage = (s: Pick<ActiveSanction, 'reason' | 'endsAt'>) =>
  `你已被禁言至 ${formatBeijingDateTime(s.endsAt)}（北京时间），期间只能浏览，原因：${s.reason}`;

/** The member's sanctions in force now (not lifted, not ended), the latest ending first. */
export async function findActiveSanctions(db: Executor, siteId: number, userId: number): Promise<ActiveSanction[]> {
  const query = prepared(db, 'active_sanctions', (statement) =>
    db
      .select({ id: memberSanctions.id, kind: memberSanctions.kind, reason: memberSanctions.reason, endsAt: memberSanctions.endsAt })
      .from(memberSanctions)
      .where(and(eq(memberSanctions.siteId, param('siteId')), eq(memberSanctions.userId, param('userId')), activeNow()))
      .orderBy(desc(memberSanctions.endsAt))
      .prepare(statement),
  );
  const rows = await query.execute({ siteId, userId });
  return rows.map((r) => ({ ...r, kind: r.kind as SanctionKind }));
}

/** The active ban of this member, if any. */
export async function findActiveBan(db: Executor, siteId: number, userId: number): Promise<ActiveSanction | undefined> {
  return (await findActiveSanctions(db, siteId, userId)).find((s) => s.kind === 'ban');
}

/** Throws 403 with the reason and end time when the member is muted (or banned) now. */
export async function assertMemberMayWrite(db: Executor, siteId: number, userId: number): Promise<void> {
  const active = await findActiveSanctions(db, siteId, userId);
  const ban = active.find((s) => s.kind === 'ban');
  if (ban) throw forbidden(banMessage(ban));
  const mute = active.find((s) => s.kind === 'mute');
  if (mute) throw forbidden(muteMessage(mute));
}

// Member-site operations a muted member may still call: signing out, taking back their own content, taking out or erasing
// their own data (PIPL), and the page-view beacon.
const ALLOWED_WHILE_MUTED = new Set([
  'memberLogout',
  'deleteMyPost',
  'deleteMyComment',
  'unlikePost',
  'unlikeComment',
  'exportMyData',
  'eraseMyAccount',
  'recordPageView',
]);

/**
 * The guard the server runs before every non-GET operation (register-operations' `beforeHandler`): a member's
 * writes are refused while muted. Console and SaaS callers pass.
 */
export function createMuteGuard(db: Executor) {
  return async (principal: Principal | null, operationId: string, method: string) => {
    if (principal?.kind !== 'member' || method === 'GET' || ALLOWED_WHILE_MUTED.has(operationId)) return;
    await assertMemberMayWrite(db, principal.siteId, principal.siteUserId);
  };
}

async function lockTarget(tx: Executor, siteId: number, userId: number) {
  const [row] = await tx
    .select({ id: siteUsers.id, userType: siteUsers.userType, isAnonymous: siteUsers.isAnonymous, userName: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function nameOf(tx: Executor, siteId: number, actor: SanctionActor) {
  if (actor.name !== undefined || actor.siteUserId === null) return (actor.name ?? '系统').slice(0, 32);
  const [row] = await tx
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, actor.siteUserId)));
  return row?.name ?? '';
}

/**
 * Mutes or bans a member for `days` from now, in the caller's transaction, audited (memberMuted / memberBanned).
 * A sanction of the same kind still in force is replaced (marked lifted, liftedBy null). A ban ends the member's
 * sessions (both doors). Refuses the owner, the anonymous user and the actor themself; 404 for another site's user.
 */
export async function imposeSanction(deps: Pick<ModuleDeps, 'sessions'>, tx: Executor, input: ImposeSanctionInput): Promise<Sanction> {
  const { siteId, userId, kind } = input;
  const target = await lockTarget(tx, siteId, userId);
  if (target.isAnonymous) throw notFound(NOT_FOUND);
  if (target.userType === 1) throw forbidden('不能禁言或封禁站长');
  if (input.actor.siteUserId === userId) throw badRequest('不能禁言或封禁自己');
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 3650) throw badRequest('天数应在 1 到 3650 之间');
  const reason = input.reason.trim().slice(0, 200);
  if (!reason) throw badRequest('请填写原因');
  const actorName = await nameOf(tx, siteId, input.actor);
  await tx
    .update(memberSanctions)
    .set({ liftedAt: sql`now()` })
    .where(and(eq(memberSanctions.siteId, siteId), eq(memberSanctions.userId, userId), eq(memberSanctions.kind, kind), activeNow()));
  const [row] = await tx
    .insert(memberSanctions)
    .values({
      siteId,
      userId,
      kind,
      reason,
      endsAt: sql`now() + ${input.days * DAY_MS} * interval '1 millisecond'`,
      actorId: input.actor.siteUserId,
      actorName,
    })
    .returning(columns);
  await recordSecurityEvent(tx, input.request, {
    realm: 'console',
    action: kind === 'ban' ? 'memberBanned' : 'memberMuted',
    siteId,
    actorSiteUserId: input.actor.siteUserId,
    actorName,
    targetType: 'siteUser',
    targetId: userId,
    detail: { userName: target.userName, days: input.days, reason, endsAt: row!.endsAt.toISOString() },
  });
  if (kind === 'ban') await deps.sessions.revokeSiteUser(tx, siteId, userId);
  return toSanction(row!);
}

/** Lifts the member's sanctions of this kind in force now; answers how many. Audited (sanctionLifted) when any. */
export async function liftSanction(
  tx: Executor,
  input: {
    siteId: number;
    userId: number;
    kind: SanctionKind;
    actor: SanctionActor;
    request: Pick<RequestInfo, 'ip' | 'userAgent'> | null;
  },
): Promise<number> {
  const { siteId, userId, kind } = input;
  const target = await lockTarget(tx, siteId, userId);
  if (target.isAnonymous) throw notFound(NOT_FOUND);
  const lifted = await tx
    .update(memberSanctions)
    .set({ liftedAt: sql`now()`, liftedBy: input.actor.siteUserId })
    .where(and(eq(memberSanctions.siteId, siteId), eq(memberSanctions.userId, userId), eq(memberSanctions.kind, kind), activeNow()))
    .returning({ id: memberSanctions.id });
  if (lifted.length) {
    await recordSecurityEvent(tx, input.request, {
      realm: 'console',
      action: 'sanctionLifted',
      siteId,
      actorSiteUserId: input.actor.siteUserId,
      actorName: await nameOf(tx, siteId, input.actor),
      targetType: 'siteUser',
      targetId: userId,
      detail: { userName: target.userName, kind, ids: lifted.map((r) => r.id) },
    });
  }
  return lifted.length;
}

/** Every sanction of the member, newest first (at most 200); 404 when the member is not of this site. */
export async function listSanctions(db: Executor, siteId: number, userId: number): Promise<Sanction[]> {
  const [user] = await db
    .select({ id: siteUsers.id, isAnonymous: siteUsers.isAnonymous })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  if (!user || user.isAnonymous) throw notFound(NOT_FOUND);
  const rows = await db
    .select(columns)
    .from(memberSanctions)
    .where(and(eq(memberSanctions.siteId, siteId), eq(memberSanctions.userId, userId)))
    .orderBy(desc(memberSanctions.startsAt), desc(memberSanctions.id))
    .limit(200);
  const now = Date.now();
  return rows.map((r) => toSanction(r, now));
}
