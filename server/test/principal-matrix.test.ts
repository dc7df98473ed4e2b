// Every operation × every kind of caller, with the operation's own example input: the caller is let through to the
// handler exactly when the contract's security (the generated operation index) admits it, and is otherwise refused
// with 401 or 403 before the handler. Callers: nobody, holders A and B, a SaaS manager lacking the operation's role,
// site A's owner and an administrator holding one of its roles, site B's owner on site A's host, a signed-in site A
// user without console roles (spec §4's visitor); on the member site (前台) site A's member and owner, and site B's
// member on site A's host. The visitor's own part: the console operations it is let into are exactly a reviewed list,
// and those answer it without staff figures, licence details or others' writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationId, operationIndex, ResultType, type TokenKind } from '../../sdk';
import type { HandlerMap } from '../src/context';
import { operationInputs } from './contract-inputs';
import { startTestServer, type TestServer } from './harness';
import { multipartBody } from './multipart';
import { type Person, roleCases, rolesOf, type TwoSites, twoSites } from './two-sites';

type Entry = { path: string; method: string; auth: string; tokens: readonly TokenKind[]; roles: readonly string[] };
const operations = Object.keys(operationIndex) as OperationId[];
const entry = (id: OperationId) => operationIndex[id] as Entry;

/** Once armed, a handler that is reached records its operation and answers an empty success. */
let armed = false;
const reached = new Set<string>();
function recording(handlers: HandlerMap): HandlerMap {
  const wrapped: Record<string, unknown> = {};
  for (const [id, handler] of Object.entries(handlers) as [string, (ctx: unknown) => Promise<unknown>][]) {
    wrapped[id] = async (ctx: { operationId: string; request: { userAgent: string } }) => {
      if (!armed) return handler(ctx);
      reached.add(ctx.request.userAgent);
      return {};
    };
  }
  return wrapped as HandlerMap;
}

interface Caller {
  name: string;
  token?: string;
  kind?: TokenKind;
  /** The site whose console token it is. */
  site?: 'a' | 'b';
  roles: readonly string[];
}

/** A site user signed in to the site console without any console role: spec §4's role "visitor". */
const VISITOR = 'site A’s signed-in user without console roles';

/**
 * The console operations a visitor is let into, each for a reason; any other console operation must name its roles.
 * A new operation open to every console session fails the matrix until it is added here, after checking what it tells.
 */
const VISITOR_OPERATIONS: Partial<Record<OperationId, string>> = {
  getPermissionList: 'its own roles (none): the console falls back to visitor',
  getTokenUser: 'its own account',
  consoleLogout: 'ends its own session',
  getConsoleProfile: 'its own profile',
  updateConsoleProfile: 'its own profile',
  changeConsolePassword: 'its own password',
  getIndexBase: 'the site and licence type only; no figures, no licence state or dates (checked below)',
  getConsoleMessageCount: 'only badges its roles may see: none (checked below)',
  readConsoleMessage: 'only badges its roles may see: refused for every type',
  getConsoleEventStream: 'its own notifications only, never others’ writes (event-streams.test.ts)',
  getConsoleNotificationCount: 'its own notifications',
  getConsoleNotificationList: 'its own notifications',
  readConsoleNotification: 'its own notifications',
  getSiteSetting: 'the settings the console and the member site need to draw themselves',
  getSiteServiceAgreement: 'the public service agreement',
  getWatermarkTypeList: 'a fixed reference list',
  findConsoleAnonymousUser: 'the site’s anonymous account name, shown on the member site anyway',
  searchSection: 'the section names the member site shows',
  uploadImage: 'an image for its own profile',
  getConsoleSessionList: 'its own signed-in devices (个人设置)',
  revokeConsoleSession: 'ends one of its own sessions; another person’s answers 404 (personal-settings.test.ts)',
  revokeOtherConsoleSessions: 'ends its own other sessions',
  getConsoleNotificationPreference: 'its own notification preferences',
  updateConsoleNotificationPreference: 'its own notification preferences',
};

const SAAS_MANAGERS: Person[] = ['limited', 'other', 'orderManager', 'siteManager'];
const PERMISSIONS: Partial<Record<Person, readonly string[]>> = {};

/** The callers for one operation; the manager and the administrator are picked for its roles. */
function callersFor(id: OperationId, cast: TwoSites): Caller[] {
  const { roles } = entry(id);
  const lacking = SAAS_MANAGERS.find((p) => !PERMISSIONS[p]!.some((r) => r === 'admin' || roles.includes(r)))!;
  const a = cast.sites.a;
  // For a SaaS operation any administrator will do: its console token is refused whatever its roles.
  const consoleRoles = entry(id).tokens.includes('console') ? roles : [];
  // An operation only the owner may call (`admin` alone: custom domains) has no other administrator holding its
  // role: any administrator then stands for those refused it.
  const ownerOnly = consoleRoles.length > 0 && consoleRoles.every((r) => r === 'admin');
  const holding = roleCases.find(
    (c) => c !== 'owner' && c !== 'member' && (consoleRoles.length === 0 || ownerOnly || rolesOf[c].some((r) => consoleRoles.includes(r))),
  );
  if (!holding) throw new Error(`${id}: no administrator of the cast holds one of ${roles.join(', ')}; add one to two-sites.ts`);
  return [
    { name: 'nobody', roles: [] },
    { name: 'holder A', token: cast.tokens.holderA, kind: 'saas', roles: [] },
    { name: 'holder B', token: cast.tokens.holderB, kind: 'saas', roles: [] },
    { name: `a manager without its role (${lacking})`, token: cast.tokens[lacking], kind: 'saas', roles: PERMISSIONS[lacking]! },
    { name: 'site A’s owner', token: a.tokens.owner, kind: 'console', site: 'a', roles: rolesOf.owner },
    { name: `site A’s ${holding}`, token: a.tokens[holding], kind: 'console', site: 'a', roles: rolesOf[holding] },
    { name: 'site B’s owner on site A', token: cast.sites.b.tokens.owner, kind: 'console', site: 'b', roles: ['admin'] },
    { name: VISITOR, token: a.tokens.member, kind: 'console', site: 'a', roles: [] },
    { name: 'site A’s member on the member site', token: a.memberTokens.member, kind: 'member', site: 'a', roles: [] },
    { name: 'site A’s owner on the member site', token: a.memberTokens.owner, kind: 'member', site: 'a', roles: [] },
    { name: 'site B’s member on site A’s member site', token: cast.sites.b.memberTokens.member, kind: 'member', site: 'b', roles: [] },
  ];
}

/** What the contract's security says this caller gets: through to the handler, or the status of its refusal. */
function expected(id: OperationId, caller: Caller): 'handler' | 401 | 403 {
  const { auth, tokens, roles } = entry(id);
  if (auth === 'none') return 'handler';
  // A console or member token counts only on its own site's host; requests here go to site A's.
  const accepted = caller.kind !== undefined && tokens.includes(caller.kind) && (caller.kind === 'saas' || caller.site === 'a');
  if (!accepted) return auth === 'optional' ? 'handler' : 401;
  if (!roles.length) return 'handler';
  return caller.roles.some((r) => r === 'admin' || roles.includes(r)) ? 'handler' : 403;
}

let server: TestServer;
let cast: TwoSites;
let checks = 0;

beforeAll(async () => {
  server = await startTestServer({ wrapHandlers: recording });
  cast = await twoSites(server);
  for (const p of SAAS_MANAGERS) {
    const res = await server.call('getPermissionList', { token: cast.tokens[p] });
    expect(res.status).toBe(200);
    PERMISSIONS[p] = res.body.data;
  }
  armed = true;
});
afterAll(() => server?.close());

describe('the visitor (a site user without console roles) gets what spec §4 gives the role visitor', () => {
  const call = async (id: OperationId) => {
    armed = false;
    try {
      return await server.call(id, { token: cast.sites.a.tokens.member, host: cast.sites.a.host });
    } finally {
      armed = true;
    }
  };

  it('sees no staff figures and no licence details on the console’s home', async () => {
    const { status, body } = await call('getIndexBase');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ siteId: cast.sites.a.id, licenseStatus: null, licenseExpiresAt: null, counts: null });
  });

  it('has no badge to count', async () => {
    const { status, body } = await call('getConsoleMessageCount');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('is refused every staff operation of the console', () => {
    const staff = operations.filter((id) => entry(id).tokens.includes('console') && !(id in VISITOR_OPERATIONS));
    expect(staff.length).toBeGreaterThan(100);
    for (const id of staff) expect(expected(id, { name: VISITOR, kind: 'console', site: 'a', roles: [] }), id).toBe(403);
  });
});

function hostFor(id: OperationId) {
  const { path, tokens } = entry(id);
  return tokens.includes('console') || tokens.includes('member') || !path.startsWith('/api/saas/') ? cast.sites.a.host : 'localhost';
}

describe('every operation admits exactly the callers its security names', () => {
  it.each(operations)('%s', async (id) => {
    const { method, path } = entry(id);
    const inputs = operationInputs(id);
    const query = new URLSearchParams(inputs.exampleQuery).toString();
    const form = inputs.exampleForm ? multipartBody(inputs.exampleForm) : undefined;
    for (const caller of callersFor(id, cast)) {
      const marker = `${id}:${caller.name}`;
      const res = await server.app.inject({
        method: method.toUpperCase() as 'GET',
        url: query ? `${path}?${query}` : path,
        headers: {
          host: hostFor(id),
          'user-agent': marker,
          ...(caller.token ? { authorization: caller.token } : {}),
          ...(inputs.exampleBody ? { 'content-type': 'application/json' } : {}),
          ...(form ? { 'content-type': form.contentType } : {}),
        },
        payload: form?.payload ?? (inputs.exampleBody ? JSON.stringify(inputs.exampleBody) : undefined),
      });
      const want = expected(id, caller);
      const context = `${id} for ${caller.name}: ${res.statusCode} ${res.body}`;
      if (want === 'handler') {
        expect(res.statusCode, context).toBe(200);
        expect(reached.has(marker), context).toBe(true);
      } else {
        expect(res.statusCode, context).toBe(want);
        expect(JSON.parse(res.body).type, context).toBe(want === 401 ? ResultType.notLoggedIn : ResultType.forbidden);
        expect(reached.has(marker), `${context}: a refused request reached the handler`).toBe(false);
      }
      checks++;
    }
  });

  it('lets the visitor into exactly the reviewed console operations', () => {
    const admitted = operations.filter(
      (id) => entry(id).tokens.includes('console') && expected(id, { name: VISITOR, kind: 'console', site: 'a', roles: [] }) === 'handler',
    );
    expect(admitted.sort()).toEqual((Object.keys(VISITOR_OPERATIONS) as OperationId[]).sort());
  });

  it('ran every planned check', () => {
    const planned = operations.reduce((sum, id) => sum + callersFor(id, cast).length, 0);
    const admitted = operations.reduce((sum, id) => sum + callersFor(id, cast).filter((c) => expected(id, c) === 'handler').length, 0);
    console.info(
      `principal matrix: ${operations.length} operations × 11 callers = ${planned} checks (${admitted} admitted, ${planned - admitted} refused)`,
    );
    expect(checks).toBe(planned);
  });
});
