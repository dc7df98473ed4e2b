import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { wechatSandboxWanted } from '../../wechat/wechat-config';
import { connectWechatSandbox, startDemoWechatSandbox } from './demo-wechat-sandbox';

it('is on by itself only in the embedded demo without a real component, and can be forced', () => {
  expect(wechatSandboxWanted({})).toBe(true);
  expect(wechatSandboxWanted({ NODE_ENV: 'production' })).toBe(false);
  expect(wechatSandboxWanted({ DATABASE_URL: 'postgres://x' })).toBe(false);
  expect(wechatSandboxWanted({ WECHAT_COMPONENT_APPID: 'wxreal' })).toBe(false);
  expect(wechatSandboxWanted({ WECHAT_SANDBOX: '1', NODE_ENV: 'production' })).toBe(true);
  expect(wechatSandboxWanted({ WECHAT_SANDBOX: '0' })).toBe(false);
  expect(() => wechatSandboxWanted({ WECHAT_SANDBOX: 'yes' })).toThrow(/WECHAT_SANDBOX/);
  // The server's configuration carries the switch.
  expect(loadConfig({ WECHAT_SANDBOX: '0' }).wechatSandbox).toBe(false);
});

it('starts and gives the server the sandbox as its platform, under the settings given by hand, and takes the push URLs', async () => {
  const { sandbox, component } = await startDemoWechatSandbox({ WECHAT_COMPONENT_BASE_URL: 'https://api.example.test' });
  try {
    expect(component.mpBaseUrl).toBe(sandbox.mpBaseUrl);
    expect(component.appId).toBe('wxcomponentsandbox01');
    // A setting given by hand stays.
    expect(component.apiBaseUrl).toBe('https://api.example.test');
    await connectWechatSandbox(sandbox, { authEventUrl: 'http://127.0.0.1:1/a', messageEventUrl: 'http://127.0.0.1:1/$APPID$/m' });
    const state = (await (await fetch(`${sandbox.origin}/__sandbox/state`)).json()) as { settings: { authEventUrl: string } };
    expect(state.settings.authEventUrl).toBe('http://127.0.0.1:1/a');
  } finally {
    await sandbox.stop();
  }
});

it('pushes a component_verify_ticket as soon as it is told where the server listens', async () => {
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    received.push(req.url ?? '');
    res.end('success');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { sandbox } = await startDemoWechatSandbox({ WECHAT_SANDBOX: '1' });
  try {
    // Its first push at start found no receiver; the next regular one is ten minutes away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
    const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    await connectWechatSandbox(sandbox, { authEventUrl: `${base}/a`, messageEventUrl: `${base}/$APPID$/m` });
    await vi.waitFor(() => expect(received.filter((u) => u.startsWith('/a?'))).toHaveLength(1), { timeout: 5000 });
  } finally {
    await sandbox.stop();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
