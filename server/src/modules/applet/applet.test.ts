// The applet area against the WeChat sandbox: pushes reach the server's push route (a bad signature is refused), two
// sites authorise their own mini-programs and one site's authorisation is never used for the other, and a fleet
// release interrupted half-way (a new service, as after a restart) resumes from its table and releases each site once.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { DEMO_WECHAT_COMPONENT, type WechatSandbox } from '../../sandbox/wechat/wechat-sandbox';
import { sealWechatPush } from '../../wechat/msg-crypt';
import { createImageStorage } from '../upload/storage/create-storage';
import { applets, wechatComponentState } from './applet.tables';
import { runFleetStep } from './applet-fleet';
import { createAppletService } from './applet-service';
import { type AppletWorld, startAppletWorld } from './applet-test-kit';

const C = DEMO_WECHAT_COMPONENT;
let world: AppletWorld;
let sandbox: WechatSandbox;
let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let manager: string;
let authorise: AppletWorld['authorise'];

beforeAll(async () => {
  world = await startAppletWorld();
  ({ sandbox, server, a, b, manager, authorise } = world);
});
afterAll(() => world?.close());

describe('WeChat mini-programs', () => {
  it('keeps the ticket pushed to the push route and refuses a push with a bad signature', async () => {
    await sandbox.pushTicket();
    const [state] = await server.database.db.select().from(wechatComponentState);
    expect(state?.ticket).toBeTruthy();
    const forged = sealWechatPush({
      message: '<xml><InfoType>component_verify_ticket</InfoType><ComponentVerifyTicket>ticket@@@forged</ComponentVerifyTicket></xml>',
      token: 'wrong-token',
      encodingAesKey: C.encodingAesKey,
      appId: C.appId,
      envelope: { AppId: C.appId },
    });
    const refused = await server.app.inject({
      method: 'POST',
      url: `/wechat/component/event?${new URLSearchParams({ ...forged.query })}`,
      payload: forged.body,
      headers: { 'content-type': 'text/xml' },
    });
    expect(refused.statusCode).toBe(400);
    const [after] = await server.database.db.select().from(wechatComponentState);
    expect(after?.ticket).toBe(state?.ticket);
  });

  it('links each site to its own mini-program; one site’s state never completes the other’s', async () => {
    const first = await authorise(a, 'wxa1sandbox0000001');
    const stolen = await server.call('completeAppletAuthorize', { token: b.tokens.owner, host: b.host, body: first });
    expect(stolen.status).toBe(400);
    const done = await server.call('completeAppletAuthorize', { token: a.tokens.owner, host: a.host, body: first });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      appid: 'wxa1sandbox0000001',
      returnPath: '/setting/wechatApplet',
      registerStatus: 'authorized',
    });
    const second = await authorise(b, 'wxa1sandbox0000002');
    expect((await server.call('completeAppletAuthorize', { token: b.tokens.owner, host: b.host, body: second })).status).toBe(200);
    const seenByB = await server.call('getSiteApplet', { token: b.tokens.owner, host: b.host });
    expect(seenByB.body.data.appid).toBe('wxa1sandbox0000002');
    // The same appid offered to another site is refused.
    const again = await authorise(b, 'wxa1sandbox0000001');
    expect((await server.call('completeAppletAuthorize', { token: b.tokens.owner, host: b.host, body: again })).status).toBe(409);
  });

  it('sets base info and categories through the site console', async () => {
    const files = createImageStorage(server.deps.config);
    for (const site of [a, b]) {
      const key = `${site.id}/2026/11/${'ab'.repeat(16)}.webp`;
      await files.put(
        key,
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
          .webp()
          .toBuffer(),
      );
      const info = await server.call('updateAppletBaseInfo', {
        token: site.tokens.owner,
        host: site.host,
        body: { avatar: `/files/${key}`, signature: '读书、讨论与活动的社区小程序' },
      });
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      // The accepted upload is the head image the consoles show.
      expect(info.body.data.headImage).toBe(`/files/${key}`);
      const list = await server.call('getAppletCategoryList', { token: site.tokens.owner, host: site.host });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const first = list.body.data.catalog.find((c: { sensitive: boolean; children: unknown[] }) => !c.sensitive && c.children.length);
      const second = first.children.find((c: { sensitive: boolean }) => !c.sensitive);
      const added = await server.call('addAppletCategory', {
        token: site.tokens.owner,
        host: site.host,
        body: { first: first.id, second: second.id },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    await sandbox.advance(60_000); // the category review (the server's clock does not move: tokens stay within their 2 hours)
    // Another site's upload is not this site's avatar.
    const foreign = await server.call('updateAppletBaseInfo', {
      token: b.tokens.owner,
      host: b.host,
      body: { avatar: `/files/${a.id}/2026/11/${'ab'.repeat(16)}.webp` },
    });
    expect(foreign.status).toBe(400);
  });

  it('resumes a fleet release after a restart and releases each site once', async () => {
    const draftId = sandbox.addDraft({ user_version: '2.0.0', user_desc: '新版社区' });
    expect((await server.call('addCodeTemplate', { token: manager, body: { draftId } })).status).toBe(200);
    const templates = await server.call('getCodeTemplateList', { token: manager });
    const templateId = templates.body.data.find((t: { userVersion: string }) => t.userVersion === '2.0.0').templateId;
    const started = await server.call('startFleetRelease', { token: manager, body: { templateId, all: true } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.data.id as number;
    // Passes by fresh services (as after restarts) beside the start's own job, until both sites are in audit: a pass
    // that finds another one holding the release leaves it alone.
    await vi.waitFor(
      async () => {
        await runFleetStep(server.deps, createAppletService(server.deps), id);
        const mid = await server.call('getFleetRelease', { token: manager, query: { id } });
        expect(mid.body.data.items.map((i: { status: string }) => i.status)).toEqual(['auditing', 'auditing']);
      },
      { timeout: 15_000, interval: 100 },
    );
    await sandbox.resolveAudit('wxa1sandbox0000001', { result: 'success' });
    await sandbox.resolveAudit('wxa1sandbox0000002', { result: 'fail', reason: '页面内容不完整' });
    await expect
      .poll(async () => (await server.database.db.select().from(applets).where(eq(applets.siteId, b.id)))[0]?.auditStatus)
      .toBe('rejected');
    await vi.waitFor(() => expect(runFleetStep(server.deps, createAppletService(server.deps), id)).resolves.toBe(true), {
      timeout: 15_000,
      interval: 100,
    });
    const end = await server.call('getFleetRelease', { token: manager, query: { id } });
    expect(end.body.data.status).toBe('finished');
    const bySite = Object.fromEntries(end.body.data.items.map((i: { siteId: number; status: string; reason: string }) => [i.siteId, i]));
    expect(bySite[a.id].status).toBe('released');
    expect(bySite[b.id]).toMatchObject({ status: 'rejected', reason: '页面内容不完整' });
    const [rowA] = await server.database.db.select().from(applets).where(eq(applets.siteId, a.id));
    expect(rowA.releasedVersion).toBe('2.0.0');
    // At WeChat: one release of a's mini-program, none of b's (rejected), whatever the number of steps and services.
    const releases = sandbox.world.calls.filter((c) => c.path === '/wxa/release');
    expect(releases.map((c) => [c.appid, c.errcode])).toEqual([['wxa1sandbox0000001', 0]]);
  });
});
