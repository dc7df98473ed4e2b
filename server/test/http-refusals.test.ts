// Requests refused before any operation runs — by the router, the body parser or the not-found handler — still answer
// the contract's error envelope in Chinese, for every path of the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAt, contract, createContractAjv, jsonPointer } from '../../openapi/validate';
import { operationIndex, ResultType } from '../../sdk';
import { startTestServer, type TestServer } from './harness';

const errorEnvelope = compileAt(createContractAjv(), jsonPointer('components', 'schemas', 'ErrorEnvelope'));
const paths = Object.keys(contract.paths);
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function expectEnvelope(
  request: { method: string; url: string; headers?: Record<string, string>; payload?: string },
  status: number,
  type: number,
) {
  const res = await server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { host: 'localhost', ...request.headers },
    payload: request.payload,
  });
  const context = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, context).toBe(status);
  const body = JSON.parse(res.body);
  expect(errorEnvelope(body), context).toBe(true);
  expect(body.type, context).toBe(type);
  expect(body.description, context).toMatch(/[\u4e00-\u9fa5]/);
}

describe('refusals outside the operations', () => {
  it.each(paths)('%s: a path that is not valid percent-encoding, methods it does not have, a path below it', async (path) => {
    await expectEnvelope({ method: 'GET', url: `${path}%zz` }, 400, ResultType.invalidInput);
    await expectEnvelope({ method: 'GET', url: `${path}/%E4%B8` }, 400, ResultType.invalidInput);
    await expectEnvelope({ method: 'GET', url: `${path}/unknown` }, 404, ResultType.notFound);
    const declared = Object.keys(contract.paths[path]).map((m) => m.toUpperCase());
    for (const method of METHODS.filter((m) => !declared.includes(m))) {
      await expectEnvelope({ method, url: path }, 404, ResultType.notFound);
    }
  });

  it('answers an unknown API path and a malformed one under /api/ in Chinese', async () => {
    await expectEnvelope({ method: 'GET', url: '/api/saas/%zz' }, 400, ResultType.invalidInput);
    await expectEnvelope({ method: 'GET', url: '/api/nothing-here' }, 404, ResultType.notFound);
    await expectEnvelope(
      { method: 'POST', url: '/api/nothing-here', headers: { 'content-type': 'application/json' }, payload: '{' },
      400,
      2,
    );
  });

  it('answers a body it cannot read in Chinese: bad JSON, empty, another type, a wrong length, too large', async () => {
    const { method, path } = operationIndex.saasLogin;
    const post = { method: method.toUpperCase(), url: path };
    const json = { 'content-type': 'application/json' };
    await expectEnvelope({ ...post, headers: json, payload: '{"account":' }, 400, ResultType.invalidInput);
    await expectEnvelope({ ...post, headers: json, payload: '' }, 400, ResultType.invalidInput);
    await expectEnvelope({ ...post, headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 400, ResultType.invalidInput);
    await expectEnvelope(
      { ...post, headers: { ...json, 'content-length': '3' }, payload: '{"account":"a"}' },
      400,
      ResultType.invalidInput,
    );
    await expectEnvelope({ ...post, headers: json, payload: `{"account":"${'a'.repeat(600 * 1024)}"}` }, 400, ResultType.invalidInput);
    await expectEnvelope({ ...post, headers: json, payload: '{"__proto__":{"admin":true}}' }, 400, ResultType.invalidInput);
  });

  it('takes a Host header that names no host as no site, not as text for the database', async () => {
    const { path } = operationIndex.getSitePublicInfo;
    await expectEnvelope({ method: 'GET', url: path, headers: { host: 'reading\u0000.localhost' } }, 404, ResultType.notFound);
  });
});
