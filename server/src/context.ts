import type { Multipart } from '@fastify/multipart';
import type { OperationBody, OperationData, OperationId, OperationQuery } from '../../sdk';
import type { ConsolePrincipal, MemberPrincipal, Principal, SaasPrincipal } from './auth/principal';
import type { SiteRef } from './tenancy/site-resolver';

export interface RequestInfo {
  ip: string;
  /** Host name without port, lower case. */
  host: string;
  /** `:8080` or empty, as the client addressed us; used to build links to sites and the centre. */
  portSuffix: string;
  protocol: 'http' | 'https';
  userAgent: string;
}

/** A server-sent event stream opened by `openEventStream` (text already formatted as SSE lines). */
export interface EventStreamWriter {
  write(text: string): void;
  /** Runs when the stream ends, whoever ends it (the handler, the client going away). */
  onClose(close: () => void): void;
  end(): void;
  readonly open: boolean;
}

export interface OperationContext<K extends OperationId> {
  operationId: K;
  /** The client asked for `text/event-stream` (EventSource, or fetch with that Accept). */
  wantsEventStream: boolean;
  /** Takes the response over as a 200 `text/event-stream`; the handler's own answer is then not sent. */
  openEventStream(): EventStreamWriter;
  query: [OperationQuery<K>] extends [never] ? Record<string, never> : OperationQuery<K>;
  body: OperationBody<K>;
  request: RequestInfo;
  principal: Principal | null;
  /** The SaaS account behind the token; throws 401 when there is none. */
  saas(): SaasPrincipal;
  /** The site user behind the token; throws 401 when there is none. */
  console(): ConsolePrincipal;
  /** The member behind a member-site token; throws 401 when there is none. */
  member(): MemberPrincipal;
  /** The parts of a multipart/form-data body, read as they stream in; 400 when the request is not multipart. */
  multipart(limits?: { fileSize?: number }): AsyncIterableIterator<Multipart>;
  /** The site this request is about: the token's site after login, else the one its host names; throws 404 when neither. */
  site(): Promise<SiteRef>;
  /**
   * What the operation changed, before and after, for the operation log (the hook seals it into the entry with the
   * input). Call it once the change is known; a later call replaces an earlier one. Values are redacted like inputs.
   */
  auditChange(change: AuditChange): void;
}

/** An object (or a list of them) before and after an operation; null before a creation and after a deletion. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/** An answer's data already written as JSON (a cached answer kept as text): sent as it is, never serialized again. */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(readonly text: string) {}

  /** A cursor page (`{ list, nextCursor }`) of rows PostgreSQL wrote as JSON text. */
  static page<T>(rows: string[], nextCursor: string | null): JsonText<T> {
    return new JsonText<T>(`{"list":[${rows.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`);
  }
}

export type HandlerResult<K extends OperationId> = [OperationData<K>] extends [undefined]
  ? { data?: undefined; description?: string }
  : { data: OperationData<K> | JsonText<OperationData<K>>; description?: string };

export type Handler<K extends OperationId> = (ctx: OperationContext<K>) => Promise<HandlerResult<K>>;

export type HandlerMap = { [K in OperationId]: Handler<K> };
export type Handlers<K extends OperationId> = { [P in K]: Handler<P> };
