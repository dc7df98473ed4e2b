// The generic hook that writes the operation logs: after every successful non-GET operation of a SaaS or site
// console session (sign-in and sign-out excepted), one entry in the platform's chain or the site's. It runs after the
// operation's own transaction has committed; a failure to log is itself logged and does not undo the operation.
import { and, eq } from 'drizzle-orm';
import { type OperationId, operationIndex } from '../../../../sdk';
import type { Principal } from '../../auth/principal';
import type { AuditChange, RequestInfo } from '../../context';
import type { Database } from '../../db/database';
import { accounts } from '../account/account.tables';
import type { ModuleDeps } from '../deps';
import { siteUsers } from '../site/site.tables';
import { appendLogEntry, PLATFORM_CHAIN } from './operation-log-chain';

const SKIPPED_TAGS = new Set(['saasAuth', 'consoleAuth']);
const SECRET_KEY = /pass|token|code|secret|verifier|captcha/i;
const HIDDEN = '[已隐去]';
const MAX_TEXT = 200;
const MAX_ITEMS = 50;

/** The input as the log keeps it: no secrets, long texts and lists cut. */
export function redactInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redactInput(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 4) return '…';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? HIDDEN : redactInput(v, depth + 1);
    return out;
  }
  return value ?? null;
}

/** The object ids an input names: id, ids, and every …Id / …Ids field at its top level. */
export function targetIdsOf(input: Record<string, unknown>): string {
  const ids: string[] = [];
  for (const [k, v] of Object.entries(input)) {
    if (!(k === 'id' || k === 'ids' || /[a-z]Ids?$/.test(k))) continue;
    for (const one of Array.isArray(v) ? v : [v]) if (typeof one === 'number' || typeof one === 'string') ids.push(String(one));
  }
  const text = ids.join(',');
  return text.length > 256 ? `${text.slice(0, 255)}…` : text;
}

async function actorNameOf(db: Database, principal: Principal): Promise<string> {
  if (principal.kind === 'saas') {
    const [row] = await db.select({ name: accounts.userName }).from(accounts).where(eq(accounts.id, principal.accountId));
    return row?.name ?? '';
  }
  const [row] = await db
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, principal.siteId), eq(siteUsers.id, principal.siteUserId)));
  return row?.name ?? '';
}

export interface LoggedOperation {
  operationId: OperationId;
  method: string;
  principal: Principal | null;
  request: RequestInfo;
  query: unknown;
  body: unknown;
  change?: AuditChange | null;
}

export function createOperationLogHook({ db, log }: Pick<ModuleDeps, 'db' | 'log'>) {
  return async (op: LoggedOperation) => {
    const { principal } = op;
    if (op.method === 'GET' || !principal || principal.kind === 'member') return;
    const meta = operationIndex[op.operationId];
    if (SKIPPED_TAGS.has(meta.tag)) return;
    try {
      const input = redactInput({
        ...((op.query as Record<string, unknown>) ?? {}),
        ...(op.body && typeof op.body === 'object' && !Array.isArray(op.body) ? (op.body as Record<string, unknown>) : {}),
      }) as Record<string, unknown>;
      await appendLogEntry(db, {
        chainId: principal.kind === 'saas' ? PLATFORM_CHAIN : principal.siteId,
        operationId: op.operationId,
        summary: meta.summary.slice(0, 64),
        actorId: principal.kind === 'saas' ? principal.accountId : principal.siteUserId,
        actorName: (await actorNameOf(db, principal)).slice(0, 32),
        ip: op.request.ip.slice(0, 64),
        targetIds: targetIdsOf(input),
        input,
        change: op.change ? { before: redactInput(op.change.before) ?? null, after: redactInput(op.change.after) ?? null } : null,
      });
    } catch (error) {
      log.error({ err: error, operationId: op.operationId }, 'operation log entry not written');
    }
  };
}
