// For the applet area's tests: the WeChat sandbox (its clock moved by hand) pushing through a relay into a test server
// configured with the sandbox as its platform, two sites with their owners, an AppletManage manager, and the owner's
// authorisation of a mini-program as the browser does it (authorize URL → the sandbox's 确认授权 → /applet-redirect).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, managerWith, twoSites } from '../../../test/two-sites';
import { wechatSandboxServerEnv } from '../../sandbox/wechat/demo-wechat-sandbox';
import { startWechatSandbox, type WechatSandbox } from '../../sandbox/wechat/wechat-sandbox';

export interface AppletWorld {
  sandbox: WechatSandbox;
  server: TestServer;
  a: ConsoleTestSite;
  b: ConsoleTestSite;
  /** An AppletManage manager's SaaS token. */
  manager: string;
  /** The status the app answered each relayed push with. */
  answers: number[];
  /** While on, the relay answers pushes 503 without handing them on (a lost push: nothing steps a release). */
  dropPushes(on: boolean): void;
  /** The owner authorises `appid` for the site; answers what /applet-redirect hands to completeAppletAuthorize. */
  authorise(site: ConsoleTestSite, appid: string): Promise<{ state: string; authCode: string }>;
  close(): Promise<void>;
}

export async function startAppletWorld(): Promise<AppletWorld> {
  const answers: number[] = [];
  let dropping = false;
  let server: TestServer | undefined;
  // The sandbox pushes to a relay that hands each push to the app as WeChat would send it.
  const relay: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', async () => {
      if (dropping || !server) {
        res.statusCode = 503;
        res.end();
        return;
      }
      const reply = await server.app.inject({
        method: 'POST',
        url: req.url ?? '/',
        payload: body,
        headers: { 'content-type': 'text/xml' },
      });
      answers.push(reply.statusCode);
      res.statusCode = reply.statusCode;
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  const sandbox = await startWechatSandbox({
    manualClock: true,
    authEventUrl: `${base}/wechat/component/event`,
    messageEventUrl: `${base}/wechat/$APPID$/event`,
  });
  // The platform as `npm start`'s demo configures it beside the sandbox.
  const started = await startTestServer({ env: wechatSandboxServerEnv(sandbox) });
  server = started;
  const { a, b } = (await twoSites(started)).sites;
  const manager = (await managerWith(started, '13800000099', ['AppletManage'])).token;

  async function authorise(site: ConsoleTestSite, appid: string) {
    const begun = await started.call('getAppletAuthorizeUrl', {
      token: site.tokens.owner,
      host: site.host,
      body: { returnPath: '/setting/wechatApplet' },
    });
    expect(begun.status, JSON.stringify(begun.body)).toBe(200);
    const page = new URL(begun.body.data.url);
    const confirm = await fetch(`${sandbox.origin}/mp/cgi-bin/componentloginpage/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        pre_auth_code: page.searchParams.get('pre_auth_code') as string,
        redirect_uri: page.searchParams.get('redirect_uri') as string,
        auth_type: '2',
        biz_appid: '',
        appid,
        nickname: '站长',
        decision: 'allow',
      }),
    });
    const back = new URL(confirm.headers.get('location') as string);
    return { state: back.searchParams.get('state') as string, authCode: back.searchParams.get('auth_code') as string };
  }

  return {
    sandbox,
    server: started,
    a,
    b,
    manager,
    answers,
    dropPushes: (on) => {
      dropping = on;
    },
    authorise,
    async close() {
      await started.close();
      await sandbox.close();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
