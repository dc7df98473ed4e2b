// The demo: on `demo`, the sandbox's WeChat (website and in-WeChat) and QQ login are on, so a new user can try
// 「微信登录」 on `npm start`. The secret is the marker SANDBOX_DEMO_SECRET, which opens only while the server runs
// the sandbox (the sandbox's demo apps' secrets are published in its source); elsewhere these rows count as off.
import type { Executor } from '../../db/database';
import { DEMO_SANDBOX_APPS } from '../../sandbox/social/social-sandbox';
import type { DemoSite } from '../module';
import { writePolicy, writeProvider } from './social-login-repository';

export const SANDBOX_DEMO_SECRET = 'sandbox-demo';

export async function seedSocialLoginDemo(tx: Executor, site: DemoSite) {
  if (site.slug !== 'demo') return;
  await writePolicy(tx, site.siteId, 'bindPhone');
  const [web, mp, qq, weibo] = DEMO_SANDBOX_APPS;
  await writeProvider(tx, { siteId: site.siteId, provider: 'wechat', enabled: true, appId: web.appId, secretEnc: SANDBOX_DEMO_SECRET });
  await writeProvider(tx, { siteId: site.siteId, provider: 'wechatMp', enabled: true, appId: mp.appId, secretEnc: SANDBOX_DEMO_SECRET });
  await writeProvider(tx, { siteId: site.siteId, provider: 'qq', enabled: true, appId: qq.appId, secretEnc: SANDBOX_DEMO_SECRET });
  await writeProvider(tx, { siteId: site.siteId, provider: 'weibo', enabled: false, appId: weibo.appId, secretEnc: SANDBOX_DEMO_SECRET });
}

/** The demo secret of a sandbox app, while the sandbox runs. */
export function sandboxDemoSecret(sandbox: boolean, appId: string): string | undefined {
  return sandbox ? DEMO_SANDBOX_APPS.find((a) => a.appId === appId)?.secret : undefined;
}
