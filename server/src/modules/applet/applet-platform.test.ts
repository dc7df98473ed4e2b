// The platform's promises against the WeChat sandbox, counted at the sandbox (its log of API calls): the queue's task
// refreshes component_access_token before it expires and only then; each commit sets the site's API as server domains
// and its privacy guide; a server that dies between WeChat's release and its own write resumes and releases each site
// exactly once; demo's authorisation is never used for demo2; a mini-program member signs in as the same member as
// WeChat web login, and one the site does not know is registered as the site's policy says.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { sandboxUnionid } from '../../sandbox/social/social-sandbox';
import type { WechatSandbox } from '../../sandbox/wechat/wechat-sandbox';
import { unionFamily } from '../social-login/providers';
import { socialIdentities } from '../social-login/social-login.tables';
import * as social from '../social-login/social-login-repository';
import { createImageStorage } from '../upload/storage/create-storage';
import { applets, fleetReleaseItems, fleetReleases, wechatComponentState } from './applet.tables';
import { runFleetStep } from './applet-fleet';
import { createAppletService } from './applet-service';
import { type AppletWorld, startAppletWorld } from './applet-test-kit';

const A = 'wxa1sandbox0000001';
const B = 'wxa1sandbox0000002';
let world: AppletWorld;
let sandbox: WechatSandbox;
let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let manager: string;

beforeAll(async () => {
  world = await startAppletWorld();
  ({ sandbox, server, a, b, manager } = world);
  await sandbox.pushTicket();
  for (const [site, appid] of [
    [a, A],
    [b, B],
  ] as const) {
    const done = await server.call('completeAppletAuthorize', {
      token: site.tokens.owner,
      host: site.host,
      body: await world.authorise(site, appid),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  // Both can pass an audit: a head image and a signature, and an approved category each (reviewed after the
  // sandbox's review time).
  const files = createImageStorage(server.deps.config);
  for (const site of [a, b]) {
    const key = `${site.id}/2026/11/${'cd'.repeat(16)}.webp`;
    await files.put(
      key,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#37a' } })
        .webp()
        .toBuffer(),
    );
    const info = await server.call('updateAppletBaseInfo', {
      token: site.tokens.owner,
      host: site.host,
      body: { avatar: `/files/${key}`, signature: '读书、讨论与活动的社区小程序' },
    });
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    const list = await server.call('getAppletCategoryList', { token: site.tokens.owner, host: site.host });
    const first = list.body.data.catalog.find((c: { sensitive: boolean; children: unknown[] }) => !c.sensitive && c.children.length);
    const second = first.children.find((c: { sensitive: boolean }) => !c.sensitive);
    const added = await server.call('addAppletCategory', {
      token: site.tokens.owner,
      host: site.host,
      body: { first: first.id, second: second.id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  await sandbox.advance(60_000);
});
afterAll(() => world?.close());

/** The sandbox's calls from here on. */
const callsFrom = (mark: number) => sandbox.world.calls.slice(mark);

async function templateOf(version: string) {
  const draftId = sandbox.addDraft({ user_version: version, user_desc: `版本 ${version}` });
  expect((await server.call('addCodeTemplate', { token: manager, body: { draftId } })).status).toBe(200);
  const list = await server.call('getCodeTemplateList', { token: manager });
  return list.body.data.find((t: { userVersion: string }) => t.userVersion === version).templateId as number;
}

async function itemStatuses(releaseId: number) {
  const rows = await server.database.db.select().from(fleetReleaseItems).where(eq(fleetReleaseItems.releaseId, releaseId));
  return Object.fromEntries(rows.map((r) => [r.appid, r.status]));
}

describe('the third-party platform, counted at the sandbox', () => {
  it('refreshes component_access_token through the queue’s task before it expires, and only then', async () => {
    await server.fixtures.account({ mobile: '13900000711', permissions: ['SiteSetting'] });
    const admin = await server.fixtures.loginSaas('13900000711');
    const runTask = async () => {
      const before = (await server.call('getTaskRunList', { token: admin, query: { name: 'wechatComponentToken' } })).body.data.total;
      expect((await server.call('runTask', { token: admin, body: { name: 'wechatComponentToken' } })).status).toBe(200);
      await vi.waitFor(
        async () => {
          const runs = await server.call('getTaskRunList', { token: admin, query: { name: 'wechatComponentToken' } });
          expect(runs.body.data.total).toBe(before + 1);
          expect(runs.body.data.list[0].outcome).toBe('success');
        },
        { timeout: 15_000, interval: 200 },
      );
    };
    const tokenCalls = () => sandbox.world.calls.filter((c) => c.path === '/cgi-bin/component/api_component_token').length;
    const [held] = await server.database.db.select().from(wechatComponentState);
    expect(held.accessToken).toBeTruthy();

    // Far from expiry: the task leaves the token alone.
    const calls = tokenCalls();
    await runTask();
    expect(tokenCalls()).toBe(calls);
    expect((await server.database.db.select().from(wechatComponentState))[0].accessToken).toBe(held.accessToken);

    // Five minutes before expiry (inside the ten-minute margin): the task fetches a new one while the old still works.
    await server.database.db.update(wechatComponentState).set({ expiresAt: new Date(Date.now() + 5 * 60_000) });
    await runTask();
    expect(tokenCalls()).toBe(calls + 1);
    const [fresh] = await server.database.db.select().from(wechatComponentState);
    expect(fresh.accessToken).not.toBe(held.accessToken);
    expect(fresh.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7000_000);
    expect(sandbox.world.tokens.get(held.accessToken as string)?.expiresAt ?? 0).toBeGreaterThan(sandbox.world.now());
    // And the platform's calls go on with it.
    expect((await server.call('getCodeTemplateList', { token: manager })).status).toBe(200);
    expect(tokenCalls()).toBe(calls + 1);
  });

  it('sets the site’s API as its server domains and its privacy guide before each commit', async () => {
    const templateId = await templateOf('3.0.0');
    // The test server's sites live under localhost, which WeChat never accepts as a domain: not sent, privacy still set.
    await createAppletService(server.deps).commitFor(a.id, A, templateId);
    const account = sandbox.world.accounts.get(A)!;
    expect(account.domains.requestdomain).toEqual([]);
    expect(account.privacy?.owner_setting).toMatchObject({ contact_phone: expect.stringMatching(/^1\d{10}$/) });
    expect(((account.privacy?.setting_list ?? []) as { privacy_key: string }[]).map((s) => s.privacy_key)).toContain('UserInfo');

    // An installation on a real domain: the site's API origin is the request, upload and download domain.
    const mark = sandbox.world.calls.length;
    const online = createAppletService({ ...server.deps, config: { ...server.deps.config, baseDomain: 'commune.example.cn' } });
    await online.commitFor(b.id, B, templateId);
    const origin = `https://${b.slug}.commune.example.cn`;
    expect(sandbox.world.accounts.get(B)!.domains).toMatchObject({
      requestdomain: [origin],
      uploaddomain: [origin],
      downloaddomain: [origin],
      wsrequestdomain: [`wss://${b.slug}.commune.example.cn`],
    });
    // In that order, each accepted: domains, privacy, then the code.
    expect(callsFrom(mark).map((c) => [c.path, c.appid, c.errcode])).toEqual([
      ['/wxa/gettemplatelist', null, 0],
      ['/wxa/modify_domain', B, 0],
      ['/cgi-bin/component/setprivacysetting', B, 0],
      ['/wxa/commit', B, 0],
    ]);
    const read = await online.client!.getPrivacySetting(B);
    expect(read.owner_setting.notice_method).toBeTruthy();
    expect((await online.client!.getDomain(B)).requestdomain).toEqual([origin]);
    // 业务域名 (web-view) through the same client, with WeChat's field names.
    await online.client!.setWebviewDomain(B, [origin]);
    expect((await online.client!.setWebviewDomain(B, [], 'get')).webviewdomain).toEqual([origin]);
  });

  it('resumes a release the server died in, between WeChat’s release and its own write, releasing each site once', async () => {
    const templateId = await templateOf('3.1.0');
    const mark = sandbox.world.calls.length;
    // Pushes are lost for this release: the audit results are read by refreshAudit, and nothing steps it but this test.
    world.dropPushes(true);
    try {
      const started = await server.call('startFleetRelease', { token: manager, body: { templateId, all: true } });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const id = started.body.data.id as number;
      // Passes beside the start's own job: one that finds the release held by another leaves it alone.
      await vi.waitFor(
        async () => {
          await runFleetStep(server.deps, createAppletService(server.deps), id);
          expect(await itemStatuses(id)).toEqual({ [A]: 'auditing', [B]: 'auditing' });
        },
        { timeout: 15_000, interval: 100 },
      );
      await sandbox.resolveAudit(A, { result: 'success' });
      await sandbox.resolveAudit(B, { result: 'success' });
      for (const site of [a, b]) {
        const read = await server.call('runAppletSiteAction', { token: manager, body: { siteId: site.id, action: 'refreshAudit' } });
        expect(read.body.data.auditStatus, JSON.stringify(read.body)).toBe('passed');
      }
      await vi.waitFor(async () => {
        await runFleetStep(server.deps, createAppletService(server.deps), id);
        expect(await itemStatuses(id)).toEqual({ [A]: 'passed', [B]: 'passed' });
      });

      // Another pass holds the release (a live one, or one whose process died, until its lease runs out): left alone.
      const lease = (ms: number) =>
        server.database.db
          .update(fleetReleases)
          .set({ steppingUntil: new Date(Date.now() + ms) })
          .where(eq(fleetReleases.id, id));
      await lease(60_000);
      expect(await runFleetStep(server.deps, createAppletService(server.deps), id)).toBe(false);
      expect(callsFrom(mark).filter((c) => c.path === '/wxa/release')).toEqual([]);
      await lease(-1000);

      // The process dies right after WeChat released the first site, before writing it down.
      const dying = createAppletService(server.deps);
      const release = dying.client!.release;
      dying.client!.release = async (appid: string) => {
        await release(appid);
        throw new Error('process killed');
      };
      await expect(runFleetStep(server.deps, dying, id)).rejects.toThrow('process killed');
      expect(await itemStatuses(id)).toEqual({ [A]: 'passed', [B]: 'passed' });

      // The restarted server (a new service; the minute task in production) carries on from the table.
      const restarted = createAppletService(server.deps);
      expect(await runFleetStep(server.deps, restarted, id)).toBe(true);
      expect(await runFleetStep(server.deps, createAppletService(server.deps), id)).toBe(true);
      expect(await itemStatuses(id)).toEqual({ [A]: 'released', [B]: 'released' });
      const releases = callsFrom(mark).filter((c) => c.path === '/wxa/release');
      // Each site released once at WeChat; the resumed step's second try at A was answered 85052 (already released).
      expect(releases.filter((c) => c.errcode === 0).map((c) => c.appid)).toEqual([A, B]);
      expect(releases.filter((c) => c.errcode !== 0).map((c) => [c.appid, c.errcode])).toEqual([[A, 85052]]);
      for (const [site, appid] of [
        [a, A],
        [b, B],
      ] as const) {
        const [row] = await server.database.db.select().from(applets).where(eq(applets.siteId, site.id));
        expect(row.releasedVersion).toBe('3.1.0');
        expect(sandbox.world.accounts.get(appid)!.released?.user_version).toBe('3.1.0');
      }
    } finally {
      world.dropPushes(false);
    }
  });

  it('signs a mini-program member in as the same member as WeChat web login (unionid)', async () => {
    // A member who signed in with WeChat on the web: the identity WeChat web login stored (the social sandbox's unionid).
    await social.insertIdentity(server.database.db, {
      siteId: a.id,
      provider: 'wechat',
      appId: 'wxwebsiteapp000001',
      openid: 'oWebOpenidOfQinghe',
      unionid: sandboxUnionid('wechat', '青禾书友'),
      siteUserId: a.users.member,
      nickname: '青禾书友',
      avatarUrl: '',
    });
    const login = await server.call('appletLogin', { host: a.host, body: { code: sandbox.issueJsCode(A, '青禾书友') } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data).toMatchObject({ outcome: 'signedIn', provider: 'wechat', user: { id: a.users.member } });
    // The token is a member session of this site.
    const me = await server.call('getMemberProfile', { host: a.host, token: login.body.data.token });
    expect(me.body.data.id).toBe(a.users.member);
    // The mini-program's own openid is bound to that member too, and found by it next time.
    const again = await server.call('appletLogin', { host: a.host, body: { code: sandbox.issueJsCode(A, '青禾书友') } });
    expect(again.body.data.user.id).toBe(a.users.member);
    const mine = await server.database.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.siteId, a.id), eq(socialIdentities.provider, 'wechatApplet')));
    expect(mine.map((r) => r.siteUserId)).toEqual([a.users.member]);
    // A mini-program binding is not one the member manages among the web bindings.
    const bindings = await server.call('getMySocialBindingList', { host: a.host, token: login.body.data.token });
    expect(bindings.body.data.list.map((x: { provider: string }) => x.provider)).toEqual(['wechat']);
  });

  it('asks a person the site does not know for a phone number first (the default policy), then knows them', async () => {
    const before = await server.tableCounts();
    const login = await server.call('appletLogin', { host: b.host, body: { code: sandbox.issueJsCode(B, '星河新人') } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data).toMatchObject({ outcome: 'needPhone', provider: 'wechat' });
    expect((await server.tableCounts()).siteUsers).toBe(before.siteUsers);
    const { ticket } = login.body.data;
    const mobile = '13700000281';
    expect((await server.call('sendSocialPhoneSms', { host: b.host, body: { ticket, mobile } })).status).toBe(200);
    const code = await server.fixtures.lastSmsCode(mobile);
    const bound = await server.call('bindSocialPhone', { host: b.host, body: { ticket, mobile, code: code! } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.data).toMatchObject({ outcome: 'signedIn', user: { mobile: '137****0281' } });
    const again = await server.call('appletLogin', { host: b.host, body: { code: sandbox.issueJsCode(B, '星河新人') } });
    expect(again.body.data).toMatchObject({ outcome: 'signedIn', user: { id: bound.body.data.user.id } });
  });

  it('registers a person the site does not know at once when its policy says so; WeChat web login then finds them', async () => {
    const policy = await server.call('updateSocialLoginSetting', {
      token: a.tokens.owner,
      host: a.host,
      body: { registerPolicy: 'create', providers: [] },
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);
    const login = await server.call('appletLogin', { host: a.host, body: { code: sandbox.issueJsCode(A, '小程序新人') } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data.outcome).toBe('signedIn');
    // The lookup WeChat web login makes for the same person (another openid, the same unionid) finds this member.
    const web = await social.findIdentity(server.database.db, a.id, {
      provider: 'wechat',
      openid: 'oWebOpenidOfNewcomer',
      unionid: sandboxUnionid('wechat', '小程序新人'),
      family: unionFamily.wechat,
    });
    expect(web?.siteUserId).toBe(login.body.data.user.id);
    // Never on another site: the identity belongs to site a only.
    expect(
      await social.findIdentity(server.database.db, b.id, {
        provider: 'wechat',
        openid: 'x',
        unionid: sandboxUnionid('wechat', '小程序新人'),
        family: unionFamily.wechat,
      }),
    ).toBeUndefined();
  });

  it('refuses a bad, used or another mini-program’s code, and a site without a mini-program', async () => {
    expect((await server.call('appletLogin', { host: a.host, body: { code: 'not-a-code-from-wx-login' } })).status).toBe(400);
    const code = sandbox.issueJsCode(A, '青禾书友');
    expect((await server.call('appletLogin', { host: a.host, body: { code } })).status).toBe(200);
    expect((await server.call('appletLogin', { host: a.host, body: { code } })).status).toBe(400);
    // demo's code at demo2 (another appid): WeChat refuses it.
    expect((await server.call('appletLogin', { host: b.host, body: { code: sandbox.issueJsCode(A, '青禾书友') } })).status).toBe(400);
    await server.fixtures.site({ ownerId: await server.fixtures.account({ mobile: '13900000712' }), slug: 'noapplet' });
    expect(
      (await server.call('appletLogin', { host: 'noapplet.localhost', body: { code: sandbox.issueJsCode(A, '青禾书友') } })).status,
    ).toBe(404);
  });

  it('never uses demo’s authorisation for demo2, even once demo’s is withdrawn', async () => {
    const mark = sandbox.world.calls.length;
    const asB = async () => {
      for (const op of ['getSiteApplet', 'getAppletCategoryList'] as const) {
        const answer = await server.call(op, { token: b.tokens.owner, host: b.host });
        expect(answer.status, `${op} ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const qr = await server.call('getAppletQrcode', { token: manager, query: { siteId: b.id } });
      expect(qr.status, JSON.stringify(qr.body)).toBe(200);
    };
    await asB();
    const forB = callsFrom(mark).filter((c) => c.appid !== null);
    expect(forB.length).toBeGreaterThan(2);
    expect(new Set(forB.map((c) => c.appid))).toEqual(new Set([B]));

    // demo's admin withdraws the authorisation on WeChat: demo's calls fail, demo2 carries on with its own.
    await sandbox.unauthorize(A);
    const withdrawn = sandbox.world.calls.length;
    const refused = await server.call('getAppletCategoryList', { token: a.tokens.owner, host: a.host });
    expect(refused.status).toBe(409);
    await asB();
    expect(callsFrom(withdrawn).filter((c) => c.appid === A)).toEqual([]);
    expect(new Set(callsFrom(withdrawn).flatMap((c) => (c.appid ? [c.appid] : [])))).toEqual(new Set([B]));
  });
});
