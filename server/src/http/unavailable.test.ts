// The one error handler: a database that cannot be reached, or a request over its time, is 503 in the envelope —
// the service's fault, for a while — and never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import type { HandlerMap } from '../context';
import { isDatabaseUnavailable } from '../db/database';

const UNAVAILABLE = { type: 8, description: '服务暂时不可用，请稍后再试' };
let failure: () => Promise<never>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { REQUEST_TIMEOUT_SECONDS: '1' },
    wrapHandlers: (handlers) => ({ ...handlers, getSiteCategory: async () => failure() }) as HandlerMap,
  });
});
afterAll(() => server?.close());

const categories = () => server.app.inject({ method: 'GET', url: '/api/saas/site-category', headers: { host: 'localhost' } });
/** As drizzle wraps a driver's error: its own message quotes the statement, the cause says what happened. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select "id" from "site_categories"\nparams: '), { cause });

describe('database unavailable', () => {
  it.each([
    [
      'terminated by the administrator',
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ],
    ['connection dropped', wrapped(new Error('Connection terminated unexpectedly'))],
    ['server not listening', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['pool exhausted', new Error('timeout exceeded when trying to connect')],
    ['statement timeout', wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))],
    ['starting up', wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))],
  ])('answers 503 when the %s', async (_what, error) => {
    failure = async () => {
      throw error;
    };
    const res = await categories();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('still answers 500 for a fault of its own', async () => {
    failure = async () => {
      throw new TypeError('x is undefined');
    };
    expect((await categories()).statusCode).toBe(500);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
  });

  it('answers 503 when a request runs past REQUEST_TIMEOUT_SECONDS', async () => {
    failure = () => new Promise<never>(() => {});
    const res = await categories();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
  });
});
