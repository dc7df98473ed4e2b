// Writes the security audit trail. Call it with the transaction of the action it records; never pass a secret
// (password, code, token, licence code in full) in `detail`.
import type { TokenKind } from '../../../sdk/generated/operations';
import type { RequestInfo } from '../context';
import type { Executor } from '../db/database';
import { securityEvents } from './audit.tables';
import type { SecurityAction } from './security-actions';

export interface SecurityEvent {
  realm: TokenKind;
  action: SecurityAction;
  siteId?: number | null;
  actorAccountId?: number | null;
  actorSiteUserId?: number | null;
  actorName?: string;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
}

const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

export async function recordSecurityEvent(
  db: Executor,
  from: Pick<RequestInfo, 'ip' | 'userAgent'> | null,
  event: SecurityEvent,
): Promise<void> {
  await db.insert(securityEvents).values({
    realm: event.realm,
    action: event.action,
    siteId: event.siteId ?? null,
    actorAccountId: event.actorAccountId ?? null,
    actorSiteUserId: event.actorSiteUserId ?? null,
    actorName: clip(event.actorName ?? '', 64),
    targetType: event.targetType ?? '',
    targetId: event.targetId === undefined ? '' : clip(String(event.targetId), 64),
    ip: clip(from?.ip ?? '', 64),
    userAgent: clip(from?.userAgent ?? '', 256),
    detail: event.detail ?? {},
  });
}
