// Read-only mode as the clients see it: every answer, reads included, says `x-read-only: 1` (the consoles' and member
// site's banner learn it from any read), every write through /api is refused 503 in Chinese, and none of this while
// the primary answers.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/memory-cache';
import type { ReadRouter } from '../db/read-routing';
import { installErrorHandler } from './error-handler';
import { installReadRouting } from './read-routing-hooks';

const state = { readOnly: true };
const router: ReadRouter = {
  pool: {} as ReadRouter['pool'],
  currentLsn: async () => undefined,
  readOnly: () => state.readOnly,
  replicas: () => [],
  check: async () => undefined,
  close: async () => undefined,
};

const app = Fastify();
beforeAll(async () => {
  installErrorHandler(app, router.readOnly);
  installReadRouting(app, router, createMemoryCache(), 5);
  app.get('/api/member/posts', async () => ({ type: 1, data: [] }));
  app.post('/api/member/posts', async () => ({ type: 1, data: { id: 1 } }));
  app.get('/console/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  await app.ready();
});
afterAll(() => app.close());

describe('read-only mode', () => {
  it('marks every answer while the primary is away: reads, pages, unknown paths and refused writes', async () => {
    state.readOnly = true;
    const read = await app.inject({ method: 'GET', url: '/api/member/posts' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-read-only']).toBe('1');
    const page = await app.inject({ method: 'GET', url: '/console/' });
    expect(page.headers['x-read-only']).toBe('1');
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-read-only']).toBe('1');
    const write = await app.inject({ method: 'POST', url: '/api/member/posts', payload: {} });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ type: 8, description: '站点维护中，暂时只能浏览' });
    expect(write.headers['x-read-only']).toBe('1');
    expect(write.headers['retry-after']).toBe('30');
  });

  it('says nothing once the primary answers again, and writes go through', async () => {
    state.readOnly = false;
    const read = await app.inject({ method: 'GET', url: '/api/member/posts' });
    expect(read.headers['x-read-only']).toBeUndefined();
    const write = await app.inject({ method: 'POST', url: '/api/member/posts', payload: {} });
    expect(write.statusCode).toBe(200);
    expect(write.headers['x-read-only']).toBeUndefined();
  });
});
