import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { type Config, loadConfig, sharedStorageRefusal } from './config';
import { startDemoMail } from './email/demo-mail';
import { installShutdown } from './http/shutdown';
import { listManagers } from './modules/account/manager-role-repository';
import { socialBaseUrlsGiven } from './modules/social-login/social-login-config';
import { startSocialSandbox } from './sandbox/social/social-sandbox';
import { connectWechatSandbox, DEMO_PUSH_PATHS, startDemoWechatSandbox } from './sandbox/wechat/demo-wechat-sandbox';
import { DEMO_PASSWORD, demoAccounts, demoSites } from './seed/demo-data';
import { demoRefusal, isLoopbackHost } from './seed/demo-guard';
import { demoImageStore } from './seed/demo-images';
import { isEmpty, openDemoLogins, seedDemo } from './seed/demo-seed';

/** A start that must not go on: the reason, in Chinese and English, and nothing else (no stack trace to read through). */
function refuse(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse(`配置错误 / configuration error:\n${(error as Error).message}`);
}
// The WeChat Open Platform sandbox (模拟微信开放平台), a process of its own, when WECHAT_SANDBOX says so: the platform the
// server uses becomes the sandbox's, under any WECHAT_COMPONENT_* that is set (server/src/sandbox/wechat/README.md).
const wechatSandbox = config.wechatSandbox
  ? await startDemoWechatSandbox(process.env)
      .then(({ sandbox, component }) => {
        config.wechatComponent = component;
        return sandbox;
      })
      .catch((error: Error) => refuse(`模拟微信开放平台未能启动 / the WeChat sandbox did not start: ${error.message}`))
  : undefined;
const storageRefusal = sharedStorageRefusal(config);
if (storageRefusal) refuse(`上传文件存放在本机目录，多台服务器之间不共享 / uploads are on local storage:\n${storageRefusal}`);
const wantDemo = process.argv.includes('--demo');
const production = process.env.NODE_ENV === 'production';
if (wantDemo && production) {
  refuse(
    '--demo 不能与 NODE_ENV=production 一起使用：生产环境从不导入演示数据。\n--demo cannot be used with NODE_ENV=production: a production start never seeds the demo.',
  );
}
// The social-login sandbox (模拟微信登录 …) on loopback, in front of the providers unless their base URLs are given.
const socialSandbox =
  config.socialLogin.sandbox && !socialBaseUrlsGiven(process.env)
    ? await startSocialSandbox({ port: config.socialLogin.sandboxPort, unref: true })
    : undefined;
if (socialSandbox) config.socialLogin = { ...config.socialLogin, ...socialSandbox.urls };
else if (config.socialLogin.sandbox) config.socialLogin = { ...config.socialLogin, sandbox: false };
// The demo's mail (an embedded database, or --demo, outside production, with no SMTP settings): a real SMTP server on
// 127.0.0.1 that keeps what arrives in DATA_DIR/demo-mail and logs each message's recipient and subject.
const demoMail = !production && (wantDemo || !config.databaseUrl) && !config.smtp ? await startDemoMail(config) : undefined;
const { app, database } = await buildApp(config);
if (demoMail) app.addHook('onClose', () => demoMail.close());

// Demo data goes into an empty embedded database on its own, into a PostgreSQL server only when asked, and never in production.
const seeding = !production && (wantDemo || !config.databaseUrl) && (await isEmpty(database.db));
const exposed = { host: config.host, trustProxy: config.trustProxy, env: process.env };
// A demo that would be refused once seeded is refused before a minute of seeding, with the logins it would publish.
const refusedDemo =
  seeding &&
  demoRefusal(
    exposed,
    demoAccounts.map((a) => a.mobile),
  );
if (refusedDemo) {
  await app.close();
  refuse(refusedDemo);
}
if (seeding) {
  app.log.info('seeding demo data');
  await seedDemo(database.db, demoImageStore(config));
}

const openLogins = await openDemoLogins(database.db);
const refusal = demoRefusal(exposed, openLogins);
if (refusal) {
  await app.close();
  refuse(refusal);
}

installShutdown(app, config.shutdownGraceSeconds);
// Hooks go in before the server listens (Fastify refuses them after).
if (wechatSandbox) app.addHook('onClose', () => wechatSandbox.stop());

await app.listen({ port: config.port, host: config.host });
if (wechatSandbox) {
  const self = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await connectWechatSandbox(wechatSandbox, {
    authEventUrl: config.wechatSandboxPushUrls.authEventUrl ?? `${self}${DEMO_PUSH_PATHS.authEvent}`,
    messageEventUrl: config.wechatSandboxPushUrls.messageEventUrl ?? `${self}${DEMO_PUSH_PATHS.messageEvent}`,
  });
}
const hasMainManager = (await listManagers(database.db)).some((m) => m.isMainManager === 1);
process.stdout.write(`${startupText(config, openLogins, hasMainManager).join('\n')}\n`);

function startupText(config: Config, openLogins: string[], hasMainManager: boolean): string[] {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const base = `http://${config.baseDomain}${port}`;
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Commune is running on ${storage}, cache: ${config.redisUrl ? 'Redis' : 'in-process'}`,
    `  SaaS console (站点管理中心):  ${base}/`,
    ...demoSites
      .slice(0, 2)
      .map((s) => `  Site console ${s.slug.padEnd(6)} (${s.name}): http://${s.slug}.${config.baseDomain}${port}/console/`),
    ...demoSites
      .filter((s) => s.license.type > 2 && s.gift && (s.license.days ?? 0) > 0)
      .slice(0, 1)
      .map(
        (s) =>
          `  Points mall (积分商城):        ${s.slug} (${s.name}, 旗舰版 with gifts on): http://${s.slug}.${config.baseDomain}${port}/mall, console /console/mall/manageGift`,
      ),
    `  API:                         ${base}/api/...`,
    '',
    isLoopbackHost(config.host)
      ? `Listening on ${config.host} only (this machine). To serve others: HOST=0.0.0.0 behind a reverse proxy (with TRUST_PROXY=1).`
      : `Listening on ${config.host}: reachable from the network.`,
    socialSandbox
      ? `Social login: sandbox (模拟微信登录 / 模拟QQ登录 / 模拟微博登录) at ${socialSandbox.origin} — no real WeChat, QQ or Weibo; SOCIAL_LOGIN_SANDBOX=0 turns it off.`
      : 'Social login: the real WeChat, QQ and Weibo (each site enters its own AppID and secret).',
    wechatSandbox
      ? `WeChat mini-programs: sandbox (模拟微信开放平台) at ${wechatSandbox.origin} — no real WeChat; WECHAT_SANDBOX=0 turns it off.`
      : 'WeChat mini-programs: the WeChat Open Platform as configured (WECHAT_COMPONENT_*).',
    config.smtp?.loopback
      ? `Email: the demo's loopback SMTP server (127.0.0.1:${config.smtp.port}); what arrives is kept in ${config.dataDir}/demo-mail and logged.`
      : config.smtp
        ? 'Email: SMTP configured.'
        : 'Email: off (no SMTP_URL or SMTP_HOST): members cannot add an address and no email is sent.',
    config.paymentProvider === 'sandbox'
      ? 'Payment: sandbox (模拟支付) — buyers complete their own orders and no money moves; PAYMENT_PROVIDER=none turns it off.'
      : 'Payment: none — orders are paid offline (a manager marks them paid) or with licence codes.',
    '',
  ];
  if (openLogins.length > 0) {
    lines.push(
      `Demo logins (password ${DEMO_PASSWORD}):`,
      '  SaaS console  13800000000  main manager (admin)',
      '  SaaS console  13800000001  manager with Site, Order, ContentAudit',
      '  SaaS console  13800000002  account holder; owns sites demo and demo2 (site owner in both site consoles)',
      '  Site console  admin        site administrator in each demo site',
      `  Member site   reader1      书友小林, a member of each demo site (前台 ${demoSites
        .slice(0, 2)
        .map((s) => `http://${s.slug}.${config.baseDomain}${port}/`)
        .join(', ')})`,
      '  Member site   reader2      星河旅人, a member of each demo site',
      '',
    );
  }
  if (!hasMainManager) {
    // A production database starts without one (it never gets the demo's), and only a main manager can appoint managers.
    lines.push('没有主管理员：在服务器上运行 npm run admin -- create --mobile <手机号>', '');
  }
  if (config.paymentProvider === 'sandbox' && (production || config.databaseUrl)) {
    lines.push('WARNING: the payment sandbox is on outside the embedded demo: every licence can be had without paying.', '');
  }
  return lines;
}
