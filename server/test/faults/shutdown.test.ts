// SIGTERM: the server stops accepting connections, finishes the request in flight and exits 0; a request that never
// finishes does not keep it alive past SHUTDOWN_GRACE_SECONDS.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer, stopChildServer } from './child-server';
import { send, until } from './http-client';
import { createPrivateDatabase, faultTierSkipReason, HOLDER_MOBILE, PASSWORD, type PrivateDatabase } from './private-db';

const skip = faultTierSkipReason(['TEST_DATABASE_URL']);
const body = JSON.stringify({ account: HOLDER_MOBILE, password: PASSWORD });

let db: PrivateDatabase;
let server: ChildServer | undefined;

/** A login whose headers and first half of the body are sent: in flight until `finish` sends the rest. */
async function startSlowLogin(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/saas/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  // Let the server route it and run its request hooks, so that it counts as in flight when the signal comes.
  await new Promise((r) => setTimeout(r, 300));
  return {
    finish: () => socket.write(body.slice(half)),
    answer: async () => {
      await closed;
      return answer;
    },
    destroy: () => socket.destroy(),
  };
}

const refusesConnections = async (port: number) =>
  send(port, '/').then(
    () => false,
    (error: { code?: string }) => error.code === 'ECONNREFUSED',
  );

describe.skipIf(skip)('shutdown on SIGTERM', () => {
  beforeAll(async () => {
    db = await createPrivateDatabase(process.env.TEST_DATABASE_URL!);
  });

  afterAll(async () => {
    await stopChildServer(server);
    await db?.drop();
  });

  it('stops accepting, finishes the request in flight, then exits 0', async () => {
    server = await startChildServer({ DATABASE_URL: db.url, SHUTDOWN_GRACE_SECONDS: '20' });
    const slow = await startSlowLogin(server.port);
    server.kill('SIGTERM');
    const port = server.port;
    await until(() => refusesConnections(port), 10_000, 'new connections to be refused');
    slow.finish();
    const answer = await slow.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"token"');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await server.exited).toBe(0);
  });

  it('exits 1 once the grace period is over, even with a request still in flight', async () => {
    server = await startChildServer({ DATABASE_URL: db.url, SHUTDOWN_GRACE_SECONDS: '2' });
    const stuck = await startSlowLogin(server.port);
    server.kill('SIGTERM');
    try {
      expect(await server.exited).toBe(1);
    } finally {
      stuck.destroy();
    }
  });
});
