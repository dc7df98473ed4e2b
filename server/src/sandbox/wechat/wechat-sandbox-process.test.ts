// The sandbox as `npm start` runs it: a process of its own, configured by its environment, that says where it listens,
// pushes a ticket to the configured URL, and ends when its parent closes its stdin.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { openWechatPush } from '../../wechat/msg-crypt';
import { spawnWechatSandbox } from './spawn-wechat-sandbox';
import { DEMO_WECHAT_COMPONENT } from './wechat-sandbox-state';

it('runs as a child process from its environment and pushes a ticket the receiver can open', async () => {
  const tickets: string[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
      const { fields } = openWechatPush({
        query,
        body,
        token: DEMO_WECHAT_COMPONENT.token,
        encodingAesKeys: [DEMO_WECHAT_COMPONENT.encodingAesKey],
        appId: DEMO_WECHAT_COMPONENT.appId,
      });
      tickets.push(String(fields.ComponentVerifyTicket));
      res.end('success');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const sandbox = await spawnWechatSandbox({
    WECHAT_SANDBOX_AUTH_EVENT_URL: `http://127.0.0.1:${port}/callback`,
    WECHAT_SANDBOX_IP_WHITELIST: '10.9.9.9',
  });
  try {
    await expect.poll(() => tickets.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const refused = await fetch(`${sandbox.apiBaseUrl}/cgi-bin/component/api_component_token`, {
      method: 'POST',
      body: JSON.stringify({ component_appid: DEMO_WECHAT_COMPONENT.appId }),
    });
    expect(((await refused.json()) as { errcode: number }).errcode).toBe(61004);
  } finally {
    await sandbox.stop();
    await new Promise((resolve) => receiver.close(resolve));
  }
  expect(sandbox.child.exitCode).toBe(0);
});
