import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { applets } from './applet.tables';

/**
 * Each demo site's mini-program as the SaaS 小程序管理 list shows it: demo released, demo2 rejected with WeChat's reason,
 * campus in audit, gamers never registered. The appids are the WeChat sandbox's preset accounts (campus's is one the
 * sandbox does not know), but the sandbox starts empty on every run and holds no authorisation for them, and no
 * authoriser tokens are seeded: a call the server makes for these sites answers WeChat's 61003 (not authorised), kept as
 * the site's 「最近错误」, until an administrator authorises the account again from the sandbox's page.
 */
const DEMO_APPLETS: Record<string, Partial<typeof applets.$inferInsert>> = {
  demo: {
    appid: 'wxa1sandbox0000001',
    nickname: '青禾读书会',
    principalName: '青禾文化传播有限公司',
    releasedVersion: '1.1.0',
    previousVersion: '1.0.0',
    committedVersion: '1.1.0',
    auditVersion: '1.1.0',
    auditStatus: 'passed',
  },
  demo2: {
    appid: 'wxa1sandbox0000002',
    nickname: '星河摄影社',
    principalName: '星河影像工作室',
    releasedVersion: '1.0.0',
    committedVersion: '1.2.0',
    auditVersion: '1.2.0',
    auditStatus: 'rejected',
    auditReason: '小程序内容涉及用户发布的图片，需补充“用户协议”及内容安全审核机制的说明后重新提交',
  },
  campus: {
    appid: 'wx5c1a7e0b9d3f2468',
    nickname: '校园论坛',
    principalName: '校园论坛运营团队',
    committedVersion: '1.2.0',
    auditVersion: '1.2.0',
    auditStatus: 'auditing',
  },
};

export async function seedDemoApplet(tx: Executor, site: DemoSite) {
  const values = DEMO_APPLETS[site.slug];
  // A site without a row is 「未注册」 (the list's left join), as gamers stays.
  if (!values) return;
  await tx.insert(applets).values({ siteId: site.siteId, registerStatus: 'authorized', funcInfo: [17, 18, 25], ...values });
}
