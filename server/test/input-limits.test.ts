// No request can stall the server by its shape: for every operation with a JSON body, the deepest and the widest
// bodies just past the limits, and for every operation a query string with one parameter too many, are refused with a
// 400 in Chinese, sent as a caller the operation admits. Then the attack of issue 24 replayed: a body nested 260,000
// levels deep (about as deep as the body limit allows) to the member sign-in, while a visitor reads the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationId, operationIndex, ResultType } from '../../sdk';
import type { HandlerMap } from '../src/context';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES, MAX_QUERY_PARAMETERS, tooDeep, tooManyParameters, tooWide } from '../src/http/input-limits';
import { admittedCaller } from './admitted-caller';
import { operationInputs } from './contract-inputs';
import { startTestServer, type TestServer } from './harness';
import { type TwoSites, twoSites } from './two-sites';

const operations = Object.keys(operationIndex) as OperationId[];
const withBody = operations.filter((id) => operationInputs(id).body);

let server: TestServer;
let cast: TwoSites;
const reached: OperationId[] = [];

/** Records every handler that ran: a refused shape must not reach one. */
function recording(handlers: HandlerMap): HandlerMap {
  const wrapped = { ...handlers } as Record<string, (ctx: unknown) => Promise<unknown>>;
  for (const [id, handler] of Object.entries(handlers) as [OperationId, (ctx: unknown) => Promise<unknown>][]) {
    wrapped[id] = (ctx) => {
      reached.push(id);
      return handler(ctx);
    };
  }
  return wrapped as unknown as HandlerMap;
}

beforeAll(async () => {
  server = await startTestServer({ wrapHandlers: recording });
  cast = await twoSites(server);
});
afterAll(() => server?.close());

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function send(id: OperationId, payload: string | undefined, query = '') {
  const { method, path } = operationIndex[id];
  const { token, host } = admittedCaller(cast, id);
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = token;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return server.app.inject({ method: method.toUpperCase() as 'GET', url: `${path}${query}`, headers, payload });
}

function expectRefused(res: { statusCode: number; json(): unknown }, description: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ type: ResultType.invalidInput, description });
}

describe('bodies past the nesting and width limits', () => {
  it('a legal body of the contract nests far less than the limit', () => {
    expect(withBody.length).toBeGreaterThan(100);
    const deepest = Math.max(...withBody.flatMap((id) => operationInputs(id).body!.map((f) => f.path.length)));
    expect(deepest).toBeLessThan(MAX_JSON_DEPTH / 4);
  });

  it.each(withBody)('%s refuses them before its handler', async (id) => {
    const before = reached.length;
    // The shape is checked over the whole text: one level, or one entry, past the limit inside a field is refused too.
    expectRefused(await send(id, nested(MAX_JSON_DEPTH + 1)), tooDeep);
    expectRefused(await send(id, `{"field":${nested(MAX_JSON_DEPTH)}}`), tooDeep);
    expectRefused(
      await send(
        id,
        `[${Array(MAX_JSON_ENTRIES + 1)
          .fill('0')
          .join(',')}]`,
      ),
      tooWide,
    );
    expectRefused(
      await send(
        id,
        `{"field":[${Array(MAX_JSON_ENTRIES + 1)
          .fill('""')
          .join(',')}]}`,
      ),
      tooWide,
    );
    expect(reached.length).toBe(before);
  });
});

describe('query strings past the limit on parameters', () => {
  it.each(operations)('%s refuses them', async (id) => {
    const query = `?${Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, (_, i) => `p${i}=1`).join('&')}`;
    expectRefused(await send(id, undefined, query), tooManyParameters);
  });
});

describe('the attack replayed', () => {
  it('a 260,000-level body to memberLogin is refused and a concurrent read is answered', async () => {
    const attack = `{"account":${nested(260_000)}}`;
    expect(attack.length).toBeLessThan(512 * 1024);
    const site = cast.sites.a;
    const before = reached.length;
    const finished: string[] = [];
    const tracked = <T>(name: string, request: PromiseLike<T>) =>
      Promise.resolve(request).then((res) => {
        finished.push(name);
        return res;
      });
    const headers = { host: site.host, 'content-type': 'application/json' };
    const attacks = Array.from({ length: 5 }, (_, i) =>
      tracked(`attack${i}`, server.app.inject({ method: 'POST', url: operationIndex.memberLogin.path, headers, payload: attack })),
    );
    const read = tracked(
      'read',
      server.app.inject({ method: 'GET', url: operationIndex.getMemberSite.path, headers: { host: site.host } }),
    );
    const answers = await Promise.all([...attacks, read]);
    for (const res of answers.slice(0, 5)) expectRefused(res, tooDeep);
    expect(answers[5].statusCode).toBe(200);
    expect(finished).toHaveLength(6);
    // The refusals came from the shape check: no sign-in handler ran, only the read's.
    expect(reached.slice(before)).toEqual(['getMemberSite']);
  });
});
