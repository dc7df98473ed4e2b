// Deny by default, for every operation of the contract, from its operation index alone: a new operation is covered
// without a line here. Each refusal must come before the handler (and before input validation, so no input is sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationId, operationIndex, ResultType, type TokenKind } from '../../sdk';
import type { HandlerMap } from '../src/context';
import { startTestServer, type TestServer } from './harness';
import { type TwoSites, twoSites } from './two-sites';

type Entry = { auth: string; tokens: readonly TokenKind[]; roles: readonly string[] };
const guarded = (Object.keys(operationIndex) as OperationId[]).filter((id) => operationIndex[id].auth === 'required');

/** Once armed, a handler that is reached records its operation and does nothing. */
let armed = false;
const reached: OperationId[] = [];
function recording(handlers: HandlerMap): HandlerMap {
  const wrapped: Record<string, unknown> = {};
  for (const [id, handler] of Object.entries(handlers) as [OperationId, (ctx: unknown) => Promise<unknown>][]) {
    wrapped[id] = async (ctx: unknown) => {
      if (!armed) return handler(ctx);
      reached.push(id);
      return {};
    };
  }
  return wrapped as HandlerMap;
}

interface Caller {
  name: string;
  token?: string;
  host: string;
  status: 401 | 403;
}

/** Everyone who must be refused: nobody, a made-up token, the other kind's admin, another site's owner, a user with no role. */
function refusedCallers(id: OperationId, cast: TwoSites): Caller[] {
  const { tokens, roles } = operationIndex[id] as Entry;
  const { a, b } = cast.sites;
  const host = tokens.includes('console') ? a.host : 'localhost';
  const callers: Caller[] = [
    { name: 'no token', host, status: 401 },
    { name: 'a token nobody issued', token: 'not-a-token', host, status: 401 },
  ];
  if (!tokens.includes('saas')) callers.push({ name: 'the main manager (SaaS token)', token: cast.tokens.main, host, status: 401 });
  if (!tokens.includes('console')) {
    callers.push({ name: 'a site owner (console token)', token: a.tokens.owner, host: a.host, status: 401 });
  }
  if (tokens.includes('console')) {
    callers.push({ name: 'site B’s owner on site A’s host', token: b.tokens.owner, host: a.host, status: 401 });
  }
  if (roles.length && tokens.includes('saas')) {
    callers.push({ name: 'a holder with no permissions', token: cast.tokens.holderA, host: 'localhost', status: 403 });
  }
  if (roles.length && tokens.includes('console')) {
    callers.push({ name: 'a member with no roles', token: a.tokens.member, host: a.host, status: 403 });
  }
  return callers;
}

let server: TestServer;
let cast: TwoSites;
let checks = 0;

beforeAll(async () => {
  server = await startTestServer({ wrapHandlers: recording });
  cast = await twoSites(server);
  // Every token the matrix uses is live: refusals below are the operation's, not a dead session's.
  for (const [token, host] of [
    [cast.tokens.main, 'localhost'],
    [cast.tokens.holderA, 'localhost'],
    [cast.sites.a.tokens.owner, cast.sites.a.host],
    [cast.sites.a.tokens.member, cast.sites.a.host],
    [cast.sites.b.tokens.owner, cast.sites.b.host],
  ]) {
    expect((await server.call('getPermissionList', { token, host })).status).toBe(200);
  }
  armed = true;
});
afterAll(() => server?.close());

describe('every operation that needs a sign-in refuses, before its handler and before reading input', () => {
  it.each(guarded)('%s', async (id) => {
    for (const caller of refusedCallers(id, cast)) {
      const res = await server.call(id, { token: caller.token, host: caller.host });
      expect(res.status, `${id} for ${caller.name}`).toBe(caller.status);
      expect(res.body.type, `${id} for ${caller.name}`).toBe(caller.status === 401 ? ResultType.notLoggedIn : ResultType.forbidden);
      checks++;
    }
    expect(reached, `${id}: a refused request reached the handler`).toEqual([]);
  });

  it('lets the admin of the right kind through to input validation or the handler', async () => {
    for (const id of guarded) {
      const { method, path, tokens } = operationIndex[id];
      const kinds = tokens as readonly TokenKind[];
      const [token, host] = kinds.includes('saas')
        ? [cast.tokens.main, 'localhost']
        : kinds.includes('console')
          ? [cast.sites.a.tokens.owner, cast.sites.a.host]
          : [cast.sites.a.memberTokens.owner, cast.sites.a.host];
      const res = await server.app.inject({ method: method.toUpperCase() as 'GET', url: path, headers: { authorization: token, host } });
      expect([200, 400], `${id} for its admin: ${res.body}`).toContain(res.statusCode);
      expect(res.statusCode === 200, `${id}: reached its handler`).toBe(reached.includes(id));
    }
  });

  it('ran every planned check', () => {
    const planned = guarded.reduce((sum, id) => sum + refusedCallers(id, cast).length, 0);
    console.info(`access matrix: ${guarded.length} operations, ${planned} refusals checked`);
    expect(checks).toBe(planned);
    expect(guarded.length).toBeGreaterThan(0);
  });
});
