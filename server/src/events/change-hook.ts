// The after-success hook of the live counts: once an operation's work has committed, announce what changed. Every
// successful write (not GET) announces its own area (the contract tag) on its site — the caller's site for console and
// member sessions, the `siteId` it names for the SaaS console's, else the platform (null) — plus whatever the code
// below it recorded (a member's new notification, an administrator's). It also starts the delivery of notifications
// the operation queued for SMS or WeChat and queues the jobs it recorded (recordJob). It never throws: the operation has already succeeded.
import { type OperationId, operationIndex } from '../../../sdk';
import type { Principal } from '../auth/principal';
import type { ChangeEvent, RequestEffects } from '../contract/request-effects';
import type { ModuleDeps } from '../modules/deps';
import { announce } from './announce';

/** Areas whose writes change no count anyone watches (signing in and out). */
const QUIET_TAGS = new Set(['saasAuth', 'consoleAuth', 'memberAuth', 'events']);

function siteOf(principal: Principal | null, query: unknown, body: unknown): number | null {
  if (principal && principal.kind !== 'saas') return principal.siteId;
  for (const input of [body, query]) {
    const siteId = (input as { siteId?: unknown } | null)?.siteId;
    if (typeof siteId === 'number' && Number.isSafeInteger(siteId) && siteId > 0) return siteId;
  }
  return null;
}

export function createChangeHook({ events, deliveries, log, jobs }: Pick<ModuleDeps, 'events' | 'deliveries' | 'log' | 'jobs'>) {
  return async (op: {
    operationId: OperationId;
    method: string;
    principal: Principal | null;
    query: unknown;
    body: unknown;
    effects: RequestEffects;
  }) => {
    const changes: ChangeEvent[] = [...op.effects.changes];
    const { tag } = operationIndex[op.operationId];
    if (op.method !== 'GET' && !QUIET_TAGS.has(tag)) changes.unshift({ siteId: siteOf(op.principal, op.query, op.body), topic: tag });
    announce({ events, deliveries, log, jobs }, changes, op.effects.outbox, op.effects.jobs);
  };
}
