// Bounded event streams (issue 24): one session holds at most STREAMS_PER_SESSION streams and one address at most
// STREAMS_PER_ADDRESS, the oldest ended first; the bus hands an event only to the listeners of its audiences; a site
// user without console roles hears no other user's writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ChangeEvent } from '../../contract/request-effects';
import { audience, createEventBus } from '../../events/event-bus';
import { STREAMS_PER_ADDRESS, STREAMS_PER_SESSION } from './events-handlers';

let server: TestServer;
let base: string;
let siteId: number;
let readerId: number;
const host = 'streams.localhost';

beforeAll(async () => {
  server = await startTestServer({ config: { eventStreamSeconds: 60 } });
  const owner = await server.fixtures.account({ mobile: '13900000900' });
  siteId = await server.fixtures.site({ ownerId: owner, slug: 'streams', name: '事件流测试社区' });
  await server.fixtures.siteUser({ siteId, account: 'streams_admin', roles: ['SiteManage'] });
  readerId = await server.fixtures.siteUser({ siteId, account: 'streams_reader' });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => server?.close());

interface OpenStream {
  /** The event names seen so far. */
  events: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Whether the server has ended it. */
  done(): boolean;
  close(): void;
}

async function openStream(path: string, token: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream', authorization: token, host },
    signal: abort.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: string[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (const match of buffer.matchAll(/^event: (.*)$/gm)) events.push(match[1]);
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      }
    } catch {
      // Aborted by the test.
    }
  })();
  let over = false;
  void ended.then(() => {
    over = true;
  });
  return { events, ended, done: () => over, close: () => abort.abort() };
}

let signIns = 0;
/** A new member session; each sign-in from an address of its own, so the sign-in limit does not count them together. */
const memberToken = async (account: string) => {
  const remoteAddress = `10.77.0.${++signIns}`;
  const res = await server.call('memberLogin', { host, remoteAddress, body: { account, password: 'demo123456' } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
};

describe('bounded event streams', () => {
  it('keeps at most a few streams of one session open when 150 open at once, the newest, which still hear their events', async () => {
    const token = await memberToken('streams_reader');
    const streams = await Promise.all(Array.from({ length: 150 }, () => openStream('/api/member/events', token)));
    try {
      await expect.poll(() => server.deps.events.listeners).toBe(STREAMS_PER_SESSION);
      // The server keeps the newest by arrival, and 150 requests sent at once arrive in any order on a loaded machine:
      // whichever three they are, the other 147 are ended.
      await expect.poll(() => streams.filter((s) => s.done()).length, { timeout: 40_000 }).toBe(streams.length - STREAMS_PER_SESSION);
      const live = streams.filter((s) => !s.done());
      server.deps.events.publish({ siteId, topic: 'notification', userId: readerId });
      for (const stream of live) await expect.poll(() => stream.events).toContain('changed');
    } finally {
      for (const stream of streams) stream.close();
    }
    await expect.poll(() => server.deps.events.listeners).toBe(0);
  }, 60_000);

  it('keeps at most STREAMS_PER_ADDRESS streams of one address open, all sessions together', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) tokens.push(await memberToken('streams_reader'));
    const streams: OpenStream[] = [];
    try {
      for (const token of tokens) for (let i = 0; i < STREAMS_PER_SESSION; i++) streams.push(await openStream('/api/member/events', token));
      expect(streams.length).toBeGreaterThan(STREAMS_PER_ADDRESS);
      await expect.poll(() => server.deps.events.listeners).toBe(STREAMS_PER_ADDRESS);
    } finally {
      for (const stream of streams) stream.close();
    }
    await expect.poll(() => server.deps.events.listeners).toBe(0);
  }, 60_000);

  it('tells a site user without console roles nothing of the site’s changes, and the administrator everything', async () => {
    const visitor = await server.fixtures.loginConsole('streams', 'streams_reader');
    const admin = await server.fixtures.loginConsole('streams', 'streams_admin');
    const visitorStream = await openStream('/api/console/events', visitor);
    const adminStream = await openStream('/api/console/events', admin);
    try {
      await expect.poll(() => server.deps.events.listeners).toBe(2);
      await server.call('updateNotificationChannelSetting', { token: admin, host, body: { smsKinds: [], wechatKinds: [] } });
      server.deps.events.publish({ siteId: null, topic: 'impeach' });
      await expect.poll(() => adminStream.events.filter((e) => e === 'changed').length).toBe(2);
      expect(visitorStream.events).toEqual(['ready']);
    } finally {
      visitorStream.close();
      adminStream.close();
    }
  }, 30_000);
});

describe('event bus audiences', () => {
  it('hands an event only to the listeners of its audiences, and to listeners of everything', () => {
    const bus = createEventBus();
    const heard: Record<string, ChangeEvent[]> = { a: [], b: [], user: [], platform: [], all: [] };
    const stops = [
      bus.subscribe((e) => heard.a.push(e), [audience.site(1), audience.allSites()]),
      bus.subscribe((e) => heard.b.push(e), [audience.site(2), audience.allSites()]),
      bus.subscribe((e) => heard.user.push(e), [audience.user(1, 7)]),
      bus.subscribe((e) => heard.platform.push(e), [audience.platform()]),
      bus.subscribe((e) => heard.all.push(e)),
    ];
    expect(bus.listeners).toBe(5);
    bus.publish({ siteId: 1, topic: 'impeach' });
    bus.publish({ siteId: null, topic: 'workOrder' });
    bus.publish({ siteId: 1, topic: 'notification', userId: 7 });
    bus.publish({ siteId: 2, topic: 'notification', userId: 7 });
    expect(heard.a.map((e) => e.topic)).toEqual(['impeach', 'workOrder']);
    expect(heard.b.map((e) => e.topic)).toEqual(['workOrder']);
    expect(heard.user).toEqual([{ siteId: 1, topic: 'notification', userId: 7 }]);
    expect(heard.platform.map((e) => e.topic)).toEqual(['impeach', 'workOrder']);
    expect(heard.all).toHaveLength(4);
    for (const stop of stops) stop();
    stops[0]();
    expect(bus.listeners).toBe(0);
  });
});
