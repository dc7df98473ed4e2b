// Bad input never gets a 500: for every operation of the contract, FUZZ_RUNS (default 100) generated requests that the
// contract refuses, sent as a caller the operation admits so that validation is what answers. Each must get a 4xx
// in the error envelope with a Chinese description, and none may write a row. Replay a run with FUZZ_SEED. Then the
// edges of what the contract accepts (largest numbers, longest text, SQL/LIKE metacharacters), which must not get a 5xx.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAt, createContractAjv, jsonPointer } from '../../openapi/validate';
import { type OperationId, operationIndex, ResultTypeHttpStatus, type TokenKind } from '../../sdk';
import { type BadRequest, extremeRequests, generateBadRequest } from './bad-input/generate';
import { contractAccepts } from './bad-input/oracle';
import { createRng, runSeed, runsPerOperation, streamSeed } from './bad-input/seed';
import { operationInputs } from './contract-inputs';
import { startTestServer, type TestServer } from './harness';
import { type TwoSites, twoSites } from './two-sites';

const seed = runSeed();
const runs = runsPerOperation();
const operations = Object.keys(operationIndex) as OperationId[];
const errorEnvelope = compileAt(createContractAjv(), jsonPointer('components', 'schemas', 'ErrorEnvelope'));
const typeOfStatus = new Map(Object.entries(ResultTypeHttpStatus).map(([type, status]) => [status, Number(type)]));
const CJK = /[\u4e00-\u9fa5]/;

let server: TestServer;
let cast: TwoSites;
const tally = { sent: 0, skippedValid: 0, edges: 0, byStatus: {} as Record<number, number> };

beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
});
afterAll(() => server?.close());

/** A caller the operation admits: the main manager for SaaS tokens, site A's owner for console tokens, nobody for public ones. */
function callerFor(id: OperationId) {
  const { path, auth, tokens } = operationIndex[id] as { path: string; auth: string; tokens: readonly TokenKind[] };
  const site = cast.sites.a;
  if (tokens.includes('saas')) return { token: cast.tokens.main, host: 'localhost' };
  if (tokens.includes('console')) return { token: auth === 'none' ? undefined : site.tokens.owner, host: site.host };
  return { token: undefined, host: path.startsWith('/api/saas/') ? 'localhost' : site.host };
}

function urlOf(path: string, query: [string, string][]) {
  return query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
}

async function send(id: OperationId, request: BadRequest) {
  const { method, path } = operationIndex[id];
  const { token, host } = callerFor(id);
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = token;
  if (request.contentType) headers['content-type'] = request.contentType;
  return server.app.inject({
    method: method.toUpperCase() as 'GET',
    url: urlOf(path, request.query),
    headers,
    payload: request.payload,
  });
}

/** Answered as bad input: a 4xx other than the caller's own access, in the error envelope, said in Chinese. */
function expectRefusedInput(id: OperationId, request: BadRequest, status: number, text: string) {
  const context = `${id} [${request.label}] ${urlOf(operationIndex[id].path, request.query)} ${String(request.payload ?? '').slice(0, 200)} → ${status} ${text.slice(0, 300)} (FUZZ_SEED=${seed})`;
  expect(status, context).toBeGreaterThanOrEqual(400);
  expect(status, context).toBeLessThan(500);
  if (callerFor(id).token) expect([401, 403], `${context}: the caller lost its access`).not.toContain(status);
  let body: unknown;
  expect(() => {
    body = JSON.parse(text);
  }, context).not.toThrow();
  expect(errorEnvelope(body), `${context}: not the error envelope`).toBe(true);
  const { type, description } = body as { type: number; description: string };
  expect(type, context).toBe(typeOfStatus.get(status));
  expect(description, context).toMatch(CJK);
}

/** The cases for one operation: distinct, and each one the contract refuses. */
function casesFor(id: OperationId): BadRequest[] {
  const inputs = operationInputs(id);
  const rng = createRng(streamSeed(seed, id));
  const seen = new Set<string>();
  const cases: BadRequest[] = [];
  for (let attempt = 0; cases.length < runs && attempt < runs * 50; attempt++) {
    const request = generateBadRequest(inputs, rng);
    const key = createHash('sha1')
      .update(`${urlOf('', request.query)}\n${request.contentType}\n`)
      .update(request.payload ?? '')
      .digest('hex');
    if (seen.has(key)) continue;
    seen.add(key);
    if (contractAccepts(inputs, request)) tally.skippedValid++;
    else cases.push(request);
  }
  return cases;
}

const BATCH = 25;

describe('every operation refuses bad input with a 4xx in Chinese and writes nothing', () => {
  it.each(operations)('%s', async (id) => {
    const cases = casesFor(id);
    expect(cases.length, `${id}: generated only ${cases.length} distinct bad requests`).toBe(runs);
    const before = await server.tableCounts();
    for (let i = 0; i < cases.length; i += BATCH) {
      const batch = cases.slice(i, i + BATCH);
      const answers = await Promise.all(batch.map((request) => send(id, request)));
      answers.forEach((res, j) => {
        tally.sent++;
        tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
        expectRefusedInput(id, batch[j], res.statusCode, res.body);
      });
    }
    const after = await server.tableCounts();
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      // Name the request that wrote: replay them one at a time.
      for (const request of cases) {
        const counts = await server.tableCounts();
        await send(id, request);
        expect(await server.tableCounts(), `${id} [${request.label}] wrote rows (FUZZ_SEED=${seed})`).toEqual(counts);
      }
    }
    expect(after, `${id}: bad requests wrote rows (FUZZ_SEED=${seed})`).toEqual(before);
  });

  it('ran every planned case', () => {
    console.info(
      `bad input: FUZZ_SEED=${seed}, ${runs} per operation × ${operations.length} operations = ${tally.sent} requests ` +
        `(${tally.skippedValid} generated requests the contract accepts were not sent); answers ${JSON.stringify(tally.byStatus)}`,
    );
    expect(tally.sent).toBe(runs * operations.length);
  });
});

describe('values at the edge of what the contract accepts never get a 5xx', () => {
  it.each(operations)('%s', async (id) => {
    const inputs = operationInputs(id);
    const requests = extremeRequests(inputs);
    for (const request of requests) {
      const res = await send(id, request);
      const context = `${id} [${request.label}] → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      tally.edges++;
    }
  });

  it('ran every planned case', () => {
    const planned = operations.reduce((sum, id) => sum + extremeRequests(operationInputs(id)).length, 0);
    console.info(`edge values the contract accepts: ${planned} requests`);
    expect(tally.edges).toBe(planned);
  });
});
