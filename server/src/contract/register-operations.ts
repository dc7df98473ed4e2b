import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOperations } from '../../../openapi/validate';
import type { OperationId } from '../../../sdk';
import { ResultType } from '../../../sdk';
import type { ConsolePrincipal, Principal, SaasPrincipal } from '../auth/principal';
import type { SessionService } from '../auth/session-service';
import type { HandlerMap, OperationContext, RequestInfo } from '../context';
import { notFound, notLoggedIn } from '../http/errors';
import type { SiteResolver } from '../tenancy/site-resolver';
import { createRequestValidator } from './request-validators';

type TokenKind = 'saas' | 'console' | 'any';

/** Which kind of token an operation takes: SaaS paths take SaaS tokens; the permission list takes either; the rest are the site console's. */
function tokenKindOf(path: string): TokenKind {
  if (path === '/api/permission-list') return 'any';
  return path.startsWith('/api/saas/') ? 'saas' : 'console';
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

function requestInfo(request: FastifyRequest): RequestInfo {
  // request.host honours X-Forwarded-Host only when TRUST_PROXY is set.
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(request.host ?? '');
  return {
    ip: request.ip,
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
}

/** Registers one route per contract operation, by operationId; refuses to start when any operation has no handler. */
export function registerOperations(app: FastifyInstance, { handlers, sessions, sites }: RegisterOptions) {
  const operations = listOperations();
  const missing = operations.map((o) => o.operation.operationId).filter((id) => !(id in handlers));
  if (missing.length) throw new Error(`operations without a handler: ${missing.join(', ')}`);

  for (const entry of operations) {
    const operationId = entry.operation.operationId as OperationId;
    const handler = handlers[operationId] as unknown as (
      ctx: OperationContext<OperationId>,
    ) => Promise<{ data?: unknown; description?: string }>;
    const validate = createRequestValidator(entry);
    const kind = tokenKindOf(entry.path);
    const security = entry.operation.security;
    const auth =
      Array.isArray(security) && security.every((s) => Object.keys(s).length === 0)
        ? 'none'
        : security?.some((s) => !Object.keys(s).length)
          ? 'optional'
          : 'required';

    app.route({
      method: entry.method.toUpperCase() as 'GET',
      url: entry.path,
      handler: async (request, reply) => {
        const query = validate.query(request.query);
        const body = validate.body(request.body);
        const info = requestInfo(request);
        let principal: Principal | null = null;
        if (auth !== 'none') {
          const token = readToken(request);
          principal = token ? await sessions.resolve(token) : null;
          if (principal && kind !== 'any' && principal.kind !== kind) principal = null;
          // A console token only works for its own site: on another site's host it is as good as no token.
          if (principal?.kind === 'console') {
            const hostSite = await sites.byHost(info.host);
            if (hostSite && hostSite.id !== principal.siteId) principal = null;
          }
          if (!principal && auth === 'required') throw notLoggedIn();
        }
        const ctx: OperationContext<OperationId> = {
          operationId,
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
          async site() {
            const site = principal?.kind === 'console' ? await sites.byId(principal.siteId) : await sites.byHost(info.host);
            if (!site) throw notFound('站点不存在');
            return site;
          },
        };
        const result = await handler(ctx);
        const payload: Record<string, unknown> = { type: ResultType.success };
        if (result.data !== undefined) payload.data = result.data;
        if (result.description) payload.description = result.description;
        return reply.send(payload);
      },
    });
  }
}
