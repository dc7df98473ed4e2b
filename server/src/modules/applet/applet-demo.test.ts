// The demo as `npm start` seeds it: the SaaS 小程序管理 list shows one site of each state, and a WeChat call for a seeded
// site the component holds no authorisation for fails as WeChat's refusal, kept as the site's 「最近错误」.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';
import { wechatSandboxServerEnv } from '../../sandbox/wechat/demo-wechat-sandbox';
import { startWechatSandbox, type WechatSandbox } from '../../sandbox/wechat/wechat-sandbox';

let sandbox: WechatSandbox;
let server: TestServer;

beforeAll(async () => {
  sandbox = await startWechatSandbox();
  // The platform as `npm start`'s demo configures it beside the sandbox.
  server = await startTestServer({ demo: true, env: wechatSandboxServerEnv(sandbox) });
}, DEMO_START_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

it('lists demo released, demo2 rejected with a reason, campus in audit and gamers unregistered', async () => {
  const token = await server.fixtures.loginSaas('13800000000');
  const answer = await server.call('getAppletList', { token, query: { page: 1, pageSize: 50 } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const bySlug = Object.fromEntries(answer.body.data.list.map((a: { slug: string }) => [a.slug, a]));
  expect(bySlug.demo).toMatchObject({ registerStatus: 'authorized', releasedVersion: '1.1.0', auditStatus: 'passed' });
  expect(bySlug.demo2).toMatchObject({ registerStatus: 'authorized', auditStatus: 'rejected', auditVersion: '1.2.0' });
  expect(bySlug.demo2.auditReason).toMatch(/用户协议/);
  expect(bySlug.campus).toMatchObject({ registerStatus: 'authorized', auditStatus: 'auditing', releasedVersion: null });
  expect(bySlug.gamers).toMatchObject({ registerStatus: 'unregistered', appid: null, auditStatus: 'none' });
  for (const slug of ['demo', 'demo2', 'campus']) expect(bySlug[slug].lastError).toBeNull();

  const filtered = await server.call('getAppletList', { token, query: { auditStatus: 'rejected' } });
  expect(filtered.body.data.list.map((a: { slug: string }) => a.slug)).toEqual(['demo2']);
});

it('answers a call for a seeded site with WeChat’s refusal and shows it as the last error', async () => {
  const token = await server.fixtures.loginSaas('13800000000');
  const list = await server.call('getAppletList', { token, query: { keyword: 'demo2' } });
  const demo2 = list.body.data.list.find((a: { slug: string }) => a.slug === 'demo2');
  const refused = await server.call('runAppletSiteAction', { token, body: { siteId: demo2.siteId, action: 'release' } });
  expect(refused.status).toBe(409);
  expect(refused.body.description).toMatch(/61003/);
  const after = await server.call('getAppletList', { token, query: { keyword: 'demo2' } });
  const row = after.body.data.list.find((a: { slug: string }) => a.slug === 'demo2');
  expect(row.lastError).toMatchObject({ errcode: 61003 });
  expect(row.auditStatus).toBe('rejected');
});
