import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { smsOutbox } from './sms.tables';
import { createOutboxProvider, createWebhookProvider } from './sms-provider';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function recordingLog() {
  const lines: unknown[] = [];
  const log = { info: (...args: unknown[]) => lines.push(args), warn: () => {}, error: () => {} };
  return { lines, log: log as never };
}

const message = {
  mobile: '13900000021',
  content: '【青禾读书会】验证码 482913，用于注册站点账号，5 分钟内有效。',
  purpose: 'console_register',
  siteId: null,
};

describe('SMS providers', () => {
  it('development outbox: keeps the message and prints it, marked as development output', async () => {
    const { lines, log } = recordingLog();
    await createOutboxProvider(server.database.db, log).send(message);
    expect(JSON.stringify(lines)).toContain('482913');
    expect(JSON.stringify(lines)).toContain('开发模式短信');
    const rows = await server.database.db.select().from(smsOutbox);
    expect(rows.at(-1)).toMatchObject({ mobile: message.mobile, content: message.content, provider: 'outbox' });
  });

  it('webhook: posts to the gateway and never logs or stores the code', async () => {
    const received: string[] = [];
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        res.end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const { port } = gateway.address() as { port: number };
    const { lines, log } = recordingLog();
    await createWebhookProvider(server.database.db, `http://127.0.0.1:${port}/sms`, log).send({ ...message, mobile: '13900000022' });
    gateway.close();
    expect(JSON.parse(received[0])).toEqual({ mobile: '13900000022', content: message.content });
    expect(JSON.stringify(lines)).not.toContain('482913');
    const rows = await server.database.db.select().from(smsOutbox);
    const stored = rows.find((r) => r.mobile === '13900000022');
    expect(stored?.provider).toBe('webhook');
    expect(stored?.content).not.toContain('482913');
  });
});
