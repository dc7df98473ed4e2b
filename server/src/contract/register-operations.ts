import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listOperations } from '../../../openapi/validate';
import type { OperationId } from '../../../sdk';
import { ResultType } from '../../../sdk';
import type { ConsolePrincipal, MemberPrincipal, Principal, SaasPrincipal } from '../auth/principal';
import type { SessionService } from '../auth/session-service';
import { type AuditChange, type HandlerMap, JsonText, type OperationContext, type RequestInfo } from '../context';
import { clientIp } from '../http/client-ip';
import { badRequest, notFound, notLoggedIn } from '../http/errors';
import { createInFlight, type InFlight } from '../http/in-flight';
import type { OperationLimits } from '../http/rate-limits';
import type { SiteResolver } from '../tenancy/site-resolver';
import { operationAccess } from './operation-access';
import { newEffects, type RequestEffects, runWithEffects } from './request-effects';
import { createRequestValidator } from './request-validators';

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  // request.host honours X-Forwarded-Host only when TRUST_PROXY is set. Anything but a host name (or a bracketed IPv6
  // address) and a port names no site: it must not reach the site lookup's SQL (a NUL there is a database error).
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/.exec(request.host ?? '');
  return {
    ip: clientIp(request),
    host: (match?.[1] ?? '').toLowerCase(),
    portSuffix: match?.[2] ? `:${match[2]}` : '',
    protocol: request.protocol === 'https' ? 'https' : 'http',
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 200),
  };
}

export interface RegisterOptions {
  handlers: Partial<HandlerMap>;
  sessions: SessionService;
  sites: SiteResolver;
  /** Counts the operations running, for a close that waits for them. */
  inFlight?: InFlight;
  /** The contract's per-operation limits (`x-rate-limit`): per address before authentication, per member after it. */
  limits?: OperationLimits;
  /** Runs after access and input checks, before the handler (the member module's mute guard); throws to refuse. */
  beforeHandler?: (principal: Principal | null, operationId: OperationId, method: string) => Promise<void>;
  /** Runs after the handler succeeded (the operation-log module's hook); it must not throw. */
  afterSuccess?: (op: {
    operationId: OperationId;
    method: string;
    principal: Principal | null;
    request: RequestInfo;
    query: unknown;
    body: unknown;
    /** What the handler left to do after its commit (changes to announce, notifications to deliver). */
    effects: RequestEffects;
    /** What the handler recorded with `ctx.auditChange`, if anything. */
    change: AuditChange | null;
  }) => Promise<void>;
}

/**
 * Registers one route per contract operation, by operationId; refuses to start when any operation has no handler.
 * Deny by default: the contract's operation index (auth, tokens, roles) is enforced before input validation and
 * before the handler runs, so handlers and services keep only their per-object checks.
 */
export function registerOperations(
  app: FastifyInstance,
  { handlers, sessions, sites, inFlight = createInFlight(), limits, beforeHandler, afterSuccess }: RegisterOptions,
) {
  // Open event streams end when the server begins to close: a stream lives for minutes, and the close would otherwise
  // wait for each to reach its lifetime. Their clients reconnect (the stream's `retry`) to a server that is up.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  const operations = listOperations();
  const missing = operations.map((o) => o.operation.operationId).filter((id) => !(id in handlers));
  if (missing.length) throw new Error(`operations without a handler: ${missing.join(', ')}`);

  for (const entry of operations) {
    const operationId = entry.operation.operationId as OperationId;
    const handler = handlers[operationId] as unknown as (
      ctx: OperationContext<OperationId>,
    ) => Promise<{ data?: unknown; description?: string }>;
    const validate = createRequestValidator(entry);
    const access = operationAccess(operationId);
    // The multipart parser is registered for the whole app (uploads); every other operation takes JSON or nothing.
    const takesMultipart = 'multipart/form-data' in (entry.operation.requestBody?.content ?? {});

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const info = requestInfo(request);
      // Every attempt counts, whoever makes it and whatever it sends: a refused one costs the caller as much.
      await limits?.perAddress(operationId, request, reply);
      let principal: Principal | null = null;
      if (access.auth !== 'none') {
        const token = readToken(request);
        principal = token ? await sessions.resolve(token) : null;
        if (principal && !access.accepts(principal)) principal = null;
        // A console or member token only works for its own site: on another site's host it is as good as no token.
        if (principal && principal.kind !== 'saas') {
          const hostSite = await sites.byHost(info.host);
          if (hostSite && hostSite.id !== principal.siteId) principal = null;
        }
        access.check(principal);
        await limits?.perMember(operationId, principal, reply);
      }
      // Access before input: a caller who may not call the operation learns nothing about its input rules.
      if (!takesMultipart && request.isMultipart()) throw badRequest('请以 application/json 格式提交');
      const query = validate.query(request.query);
      const body = validate.body(request.body);
      let streaming = false;
      let change: AuditChange | null = null;
      const ctx: OperationContext<OperationId> = {
        operationId,
        wantsEventStream: /\btext\/event-stream\b/.test(request.headers.accept ?? ''),
        openEventStream() {
          // The stream is written straight to the socket: Fastify's reply (and its onSend hooks) step aside, so the
          // headers it would have sent (security, no-store) are copied over.
          streaming = true;
          reply.hijack();
          const raw = reply.raw;
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
          raw.writeHead(200, {
            ...headers,
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            'x-accel-buffering': 'no',
            // The socket ends with the stream: left to keep-alive, the close of a server would wait out its 72 s for
            // each socket a stream had used.
            connection: 'close',
          });
          let open = true;
          const closers: (() => void)[] = [];
          const end = () => {
            if (!open) return;
            open = false;
            streams.delete(end);
            for (const close of closers) close();
            raw.end();
          };
          streams.add(end);
          raw.on('close', end);
          return {
            write(text: string) {
              if (open) raw.write(text);
            },
            onClose(close: () => void) {
              if (open) closers.push(close);
              else close();
            },
            end,
            get open() {
              return open;
            },
          };
        },
        query: query as never,
        body: body as never,
        request: info,
        principal,
        saas() {
          if (principal?.kind !== 'saas') throw notLoggedIn();
          return principal as SaasPrincipal;
        },
        console() {
          if (principal?.kind !== 'console') throw notLoggedIn();
          return principal as ConsolePrincipal;
        },
        member() {
          if (principal?.kind !== 'member') throw notLoggedIn();
          return principal as MemberPrincipal;
        },
        multipart(limits) {
          if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 格式上传');
          // An operation may set its own file size (an attachment: the site's limit); the other limits stay the app's.
          return limits
            ? request.parts({ limits: { fileSize: limits.fileSize, files: 1, fields: 2, parts: 3, fieldSize: 64 } })
            : request.parts();
        },
        async site() {
          const site = principal && principal.kind !== 'saas' ? await sites.byId(principal.siteId) : await sites.byHost(info.host);
          if (!site) throw notFound('站点不存在');
          return site;
        },
        auditChange(next) {
          change = next;
        },
      };
      if (beforeHandler) await beforeHandler(principal, operationId, request.method);
      const effects = newEffects();
      const result = await runWithEffects(effects, () => handler(ctx));
      if (afterSuccess) await afterSuccess({ operationId, method: request.method, principal, request: info, query, body, effects, change });
      if (streaming) return reply;
      if (result.data instanceof JsonText) {
        const description = result.description ? `,"description":${JSON.stringify(result.description)}` : '';
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"type":${ResultType.success},"data":${result.data.text}${description}}`);
      }
      const payload: Record<string, unknown> = { type: ResultType.success };
      if (result.data !== undefined) payload.data = result.data;
      if (result.description) payload.description = result.description;
      return reply.send(payload);
    };

    app.route({
      method: entry.method.toUpperCase() as 'GET',
      url: entry.path,
      handler: (request, reply) =>
        inFlight.track(() => {
          // From here a client hanging up no longer stops the operation (server/test/faults/shutdown.test.ts waits for it).
          request.log.debug({ operationId }, 'operation running');
          return answer(request, reply);
        }),
    });
  }
}
