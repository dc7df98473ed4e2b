// Bad input never gets a 500: for every operation of the contract, FUZZ_RUNS (default 100) generated requests that the
// contract refuses, sent as a caller the operation admits so that validation is what answers. Each must get a 4xx
// in the error envelope with a Chinese description, and none may write a row. Replay a run with FUZZ_SEED. Then the
// edges of what the contract accepts (largest numbers, longest text, SQL/LIKE metacharacters), which must not get a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAt, createContractAjv, jsonPointer } from '../../../openapi/validate';
import { type OperationId, operationIndex, ResultTypeHttpStatus } from '../../../sdk';
import { admittedCaller } from '../admitted-caller';
import { operationInputs } from '../contract-inputs';
import { startTestServer, type TestServer } from '../harness';
import { type TwoSites, twoSites } from '../two-sites';
import { type BadRequest, extremeRequests, generateBadRequest } from './generate';
import { contractAccepts } from './oracle';
import { rngFrom, runSeed, runsPerOperation, streamSeed } from './seed';

const seed = runSeed();
const runs = runsPerOperation();
const errorEnvelope = compileAt(createContractAjv(), jsonPointer('components', 'schemas', 'ErrorEnvelope'));
const typeOfStatus = new Map(Object.entries(ResultTypeHttpStatus).map(([type, status]) => [status, Number(type)]));
const CJK = /[\u4e00-\u9fa5]/;

/**
 * The suite for one shard of the contract's operations (every `of`-th one from `shard`), with a server of its own: the
 * shards run as files of their own, on different workers, instead of one file that was the tiers' longest.
 */
export function badInputSuite(shard: number, of: number) {
  const operations = (Object.keys(operationIndex) as OperationId[]).filter((_, i) => i % of === shard);
  let server: TestServer;
  let cast: TwoSites;
  const tally = { sent: 0, skippedValid: 0, edges: 0, byStatus: {} as Record<number, number> };

  beforeAll(async () => {
    server = await startTestServer();
    cast = await twoSites(server);
  });
  afterAll(() => server?.close());

  const callerFor = (id: OperationId) => admittedCaller(cast, id);

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

  describe('every operation refuses bad input with a 4xx in Chinese and writes nothing', () => {
    it.each(operations)('%s', async (id) => {
      const inputs = operationInputs(id);
      const before = await server.tableCounts();
      const sent: BadRequest[] = [];
      // One property per operation: FUZZ_RUNS bad requests the contract refuses (requests it accepts are skipped).
      await fc.assert(
        fc.asyncProperty(fc.gen(), async (g) => {
          const request = generateBadRequest(inputs, rngFrom(g));
          if (contractAccepts(inputs, request)) {
            tally.skippedValid++;
            fc.pre(false);
          }
          const res = await send(id, request);
          sent.push(request);
          tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
          expectRefusedInput(id, request, res.statusCode, res.body);
        }),
        { seed: streamSeed(seed, id), numRuns: runs, maxSkipsPerRun: 50 },
      );
      expect(sent.length, `${id}: sent ${sent.length} bad requests`).toBe(runs);
      tally.sent += sent.length;
      // Counting every table after each request would make the run ten times longer: count once, and name the writer
      // by replaying the requests one at a time only when something was written.
      if (JSON.stringify(await server.tableCounts()) !== JSON.stringify(before)) {
        for (const request of sent) {
          const counts = await server.tableCounts();
          await send(id, request);
          expect(await server.tableCounts(), `${id} [${request.label}] wrote rows (FUZZ_SEED=${seed})`).toEqual(counts);
        }
      }
      expect(await server.tableCounts(), `${id}: bad requests wrote rows (FUZZ_SEED=${seed})`).toEqual(before);
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
}
