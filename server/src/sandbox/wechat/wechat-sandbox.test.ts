// The sandbox as a third-party platform's server sees it: a receiver on loopback opens every push with the platform's
// key and token (a push it cannot open fails the test), and the calls go over HTTP with WeChat's paths and bodies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWechatPush, type WechatXmlObject } from '../../wechat/msg-crypt';
import { sandboxUnionid } from '../social/social-sandbox';
import { DEMO_WECHAT_COMPONENT, startWechatSandbox, type WechatSandbox } from './wechat-sandbox';

const C = DEMO_WECHAT_COMPONENT;
let sandbox: WechatSandbox;
let receiver: Server;
const received: { path: string; fields: WechatXmlObject; envelope: WechatXmlObject }[] = [];
const DELAY = 60_000;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      try {
        const opened = openWechatPush({
          query: Object.fromEntries(url.searchParams),
          body: Buffer.concat(chunks).toString('utf8'),
          token: C.token,
          encodingAesKeys: [C.encodingAesKey],
          appId: C.appId,
        });
        received.push({ path: url.pathname, fields: opened.fields, envelope: opened.envelope });
        res.end('success');
      } catch (error) {
        res.statusCode = 400;
        res.end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sandbox = await startWechatSandbox({
    manualClock: true,
    authEventUrl: `${base}/wechat/component/event`,
    messageEventUrl: `${base}/wechat/$APPID$/event`,
    auditDelayMs: DELAY,
    registrationDelayMs: DELAY,
    reviewDelayMs: DELAY,
    tokenTtlSeconds: 600,
  });
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

// biome-ignore lint/suspicious/noExplicitAny: WeChat's JSON answers, read field by field
type Json = Record<string, any>;
async function call(path: string, options: { token?: string; body?: unknown; method?: string; param?: string } = {}): Promise<Json> {
  const url = new URL(path, sandbox.apiBaseUrl);
  if (options.token) url.searchParams.set(options.param ?? 'access_token', options.token);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const response = await fetch(url, {
    method,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  expect(response.status, `${path} answers HTTP 200 even on errors`).toBe(200);
  return (await response.json()) as Json;
}
/** A push sent beside a redirect (the page's `authorized`) arrives a moment later. */
async function waitPush(type: string) {
  await expect.poll(() => lastPush(type), { timeout: 5000 }).toBeTruthy();
  return lastPush(type)!;
}
const lastPush = (type: string) => [...received].reverse().find((p) => p.fields.InfoType === type || p.fields.Event === type);

async function componentToken() {
  await sandbox.pushTicket();
  const ticket = lastPush('component_verify_ticket')!.fields.ComponentVerifyTicket as string;
  const answer = await call('/cgi-bin/component/api_component_token', {
    body: { component_appid: C.appId, component_appsecret: C.secret, component_verify_ticket: ticket },
  });
  return answer.component_access_token as string;
}

/** The page flow a site owner goes through: pre_auth_code, componentloginpage, 确认授权, back with auth_code. */
async function authorise(cat: string, pick: string, authType = '2') {
  const { pre_auth_code } = await call('/cgi-bin/component/api_create_preauthcode', { token: cat, body: { component_appid: C.appId } });
  const page = new URL(`${sandbox.mpBaseUrl}/cgi-bin/componentloginpage`);
  for (const [k, v] of Object.entries({
    component_appid: C.appId,
    pre_auth_code,
    redirect_uri: 'http://demo.localhost/console/applet-redirect',
    auth_type: authType,
  }))
    page.searchParams.set(k, v);
  const html = await (await fetch(page)).text();
  expect(html).toContain('确认授权');
  const confirm = await fetch(`${sandbox.origin}/mp/cgi-bin/componentloginpage/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      pre_auth_code,
      redirect_uri: 'http://demo.localhost/console/applet-redirect',
      auth_type: authType,
      biz_appid: '',
      appid: pick,
      nickname: '读书的猫',
      decision: 'allow',
    }),
  });
  expect(confirm.status).toBe(302);
  const back = new URL(confirm.headers.get('location')!);
  expect(back.pathname).toBe('/console/applet-redirect');
  return { authCode: back.searchParams.get('auth_code')!, preAuthCode: pre_auth_code as string };
}

describe('WeChat sandbox', () => {
  let cat: string;
  let mpToken: string;
  let mpAppid: string;

  it('pushes an encrypted component_verify_ticket and exchanges it for a component_access_token', async () => {
    cat = await componentToken();
    expect(cat).toMatch(/^CAT_/);
    const push = lastPush('component_verify_ticket')!;
    expect(push.path).toBe('/wechat/component/event');
    expect(push.envelope.AppId).toBe(C.appId);
    const wrong = await call('/cgi-bin/component/api_component_token', {
      body: { component_appid: C.appId, component_appsecret: 'wrong', component_verify_ticket: push.fields.ComponentVerifyTicket },
    });
    expect(wrong.errcode).toBe(40125);
    expect(wrong.errmsg).toMatch(/^invalid appsecret rid: [0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}$/);
    const stale = await call('/cgi-bin/component/api_component_token', {
      body: { component_appid: C.appId, component_appsecret: C.secret, component_verify_ticket: 'ticket@@@old' },
    });
    expect(stale.errcode).toBe(61006);
  });

  it('refuses a missing, unknown or expired token, and the wrong method, body or IP', async () => {
    expect((await call('/wxa/gettemplatedraftlist')).errcode).toBe(41001);
    expect((await call('/wxa/gettemplatedraftlist', { token: 'CAT_forged' })).errcode).toBe(40001);
    // Both parameter names of the docs, old and new.
    expect((await call('/wxa/gettemplatedraftlist', { token: cat, param: 'component_access_token' })).errcode).toBe(0);
    expect((await call('/wxa/gettemplatedraftlist', { token: cat, method: 'POST', body: {} })).errcode).toBe(43001);
    expect((await call('/wxa/addtotemplate', { token: cat, method: 'POST' })).errcode).toBe(44002);
    expect((await call('/wxa/addtotemplate', { token: cat, body: '{not json' })).errcode).toBe(47001);
    sandbox.configure({ ipWhitelist: ['10.1.2.3'] });
    const refused = await call('/wxa/gettemplatedraftlist', { token: cat });
    expect(refused.errcode).toBe(61004);
    expect(refused.errmsg).toContain('requestIP: 127.0.0.1');
    sandbox.configure({ ipWhitelist: ['127.0.0.1'] });
    expect((await call('/wxa/gettemplatedraftlist', { token: cat })).errcode).toBe(0);
    sandbox.configure({ ipWhitelist: [] });
    const old = cat;
    await sandbox.advance(600_000);
    expect((await call('/wxa/gettemplatedraftlist', { token: old })).errcode).toBe(42001);
    cat = await componentToken();
  });

  it('authorises an existing mini-program on the page: redirect with auth_code, `authorized` pushed, tokens by api_query_auth', async () => {
    const { authCode, preAuthCode } = await authorise(cat, 'wxa1sandbox0000001');
    const push = await waitPush('authorized');
    expect(push.fields).toMatchObject({ AuthorizerAppid: 'wxa1sandbox0000001', AuthorizationCode: authCode, PreAuthCode: preAuthCode });
    const answer = await call('/cgi-bin/component/api_query_auth', {
      token: cat,
      body: { component_appid: C.appId, authorization_code: authCode },
    });
    const info = answer.authorization_info;
    expect(info.authorizer_appid).toBe('wxa1sandbox0000001');
    expect(info.func_info.map((f: Json) => f.funcscope_category.id)).toContain(18);
    expect(
      (await call('/cgi-bin/component/api_query_auth', { token: cat, body: { component_appid: C.appId, authorization_code: authCode } }))
        .errcode,
    ).toBe(61010);
    const refreshed = await call('/cgi-bin/component/api_authorizer_token', {
      token: cat,
      body: { component_appid: C.appId, authorizer_appid: info.authorizer_appid, authorizer_refresh_token: info.authorizer_refresh_token },
    });
    expect(refreshed.authorizer_access_token).toMatch(/^AAT_/);
    const described = await call('/cgi-bin/component/api_get_authorizer_info', {
      token: cat,
      body: { component_appid: C.appId, authorizer_appid: info.authorizer_appid },
    });
    expect(described.authorizer_info).toMatchObject({ nick_name: '青禾读书会', verify_type_info: { id: 0 } });
    expect(described.authorizer_info.user_name).toMatch(/^gh_[0-9a-f]{12}$/);
    // The pre-auth code was used: the page refuses it a second time.
    const again = await fetch(
      `${sandbox.mpBaseUrl}/cgi-bin/componentloginpage?component_appid=${C.appId}&pre_auth_code=${encodeURIComponent(preAuthCode)}&redirect_uri=http%3A%2F%2Fx%2F&auth_type=2`,
    );
    expect(again.status).toBe(400);
  });

  it('registers an enterprise mini-program: pending (89251), then notify_third_fasteregister with an auth_code', async () => {
    const body = {
      name: '青禾文化传播有限公司',
      code: '91110000MA01ABCD3X',
      code_type: 1,
      legal_persona_wechat: 'qinghe_legal',
      legal_persona_name: '张青禾',
    };
    expect((await call('/cgi-bin/component/fastregisterweapp?action=create', { token: cat, body: { ...body, code: '123' } })).errcode).toBe(
      89255,
    );
    expect((await call('/cgi-bin/component/fastregisterweapp?action=create', { token: cat, body })).errcode).toBe(0);
    expect((await call('/cgi-bin/component/fastregisterweapp?action=create', { token: cat, body })).errcode).toBe(89249);
    const search = { name: body.name, legal_persona_wechat: body.legal_persona_wechat, legal_persona_name: body.legal_persona_name };
    expect((await call('/cgi-bin/component/fastregisterweapp?action=search', { token: cat, body: search })).errcode).toBe(89251);
    await sandbox.advance(DELAY);
    const push = lastPush('notify_third_fasteregister')!;
    expect(push.fields).toMatchObject({ status: '0', msg: 'OK', info: { name: body.name, legal_persona_name: '张青禾' } });
    expect((await call('/cgi-bin/component/fastregisterweapp?action=search', { token: cat, body: search })).errcode).toBe(0);
    const answer = await call('/cgi-bin/component/api_query_auth', {
      token: cat,
      body: { component_appid: C.appId, authorization_code: push.fields.auth_code },
    });
    mpAppid = answer.authorization_info.authorizer_appid;
    expect(mpAppid).toBe(push.fields.appid);
    mpToken = answer.authorization_info.authorizer_access_token;
  });

  it('fails a registration whose legal person is named 测试 (the sandbox rule), with a non-zero status', async () => {
    const body = {
      name: '测试公司',
      code: '91110000MA01ABCD4Y',
      code_type: 1,
      legal_persona_wechat: 'test_legal',
      legal_persona_name: '测试人',
    };
    expect((await call('/cgi-bin/component/fastregisterweapp?action=create', { token: cat, body })).errcode).toBe(0);
    await sandbox.advance(DELAY);
    const push = lastPush('notify_third_fasteregister')!;
    expect(push.fields.status).not.toBe('0');
    expect(push.fields.appid).toBe('');
  });

  it('sets base info: a nickname through its audit, a head image from an uploaded image, a signature, with quotas', async () => {
    const named = await call('/wxa/setnickname', { token: mpToken, body: { nick_name: '青禾书友会' } });
    expect(named.audit_id).toBeTruthy();
    expect((await call('/wxa/setnickname', { token: mpToken, body: { nick_name: '另一个名字' } })).errcode).toBe(91019);
    await sandbox.advance(DELAY);
    expect(lastPush('wxa_nickname_audit')!.fields).toMatchObject({ ret: '3', nickname: '青禾书友会' });
    expect(lastPush('wxa_nickname_audit')!.path).toBe(`/wechat/${mpAppid}/event`);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#07c160' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'head.png');
    const upload = (await (
      await fetch(`${sandbox.apiBaseUrl}/cgi-bin/media/upload?access_token=${mpToken}&type=image`, { method: 'POST', body: form })
    ).json()) as Json;
    expect(upload.media_id).toBeTruthy();
    const bad = new FormData();
    bad.append('media', new Blob(['not an image']), 'x.png');
    expect(
      (
        (await (
          await fetch(`${sandbox.apiBaseUrl}/cgi-bin/media/upload?access_token=${mpToken}&type=image`, { method: 'POST', body: bad })
        ).json()) as Json
      ).errcode,
    ).toBe(40005);
    const box = { x1: '0', y1: '0', x2: '1', y2: '1' };
    expect((await call('/cgi-bin/account/modifyheadimage', { token: mpToken, body: { head_img_media_id: 'nope', ...box } })).errcode).toBe(
      40007,
    );
    expect(
      (await call('/cgi-bin/account/modifyheadimage', { token: mpToken, body: { head_img_media_id: upload.media_id, ...box } })).errcode,
    ).toBe(0);
    expect((await call('/cgi-bin/account/modifysignature', { token: mpToken, body: { signature: 'abc' } })).errcode).toBe(53204);
    expect((await call('/cgi-bin/account/modifysignature', { token: mpToken, body: { signature: '青禾书友会的读书社区' } })).errcode).toBe(
      0,
    );
    const info = await call('/cgi-bin/account/getaccountbasicinfo', { token: mpToken });
    expect(info).toMatchObject({
      nickname_info: { nickname: '青禾书友会', modify_used_count: 1, modify_quota: 2 },
      signature_info: { signature: '青禾书友会的读书社区', modify_used_count: 1 },
      head_image_info: { modify_used_count: 1 },
    });
  });

  it('adds categories: a plain one passes at once, a licensed one after review (pushed); duplicates refused', async () => {
    const all = await call('/cgi-bin/wxopen/getallcategories', { token: mpToken });
    const forum = all.categories_list.categories.find((c: Json) => c.name === '社区/论坛');
    expect(forum.sensitive_type).toBe(1);
    expect(
      (await call('/cgi-bin/wxopen/addcategory', { token: mpToken, body: { categories: [{ first: 287, second: 288 }] } })).errcode,
    ).toBe(0);
    expect(
      (await call('/cgi-bin/wxopen/addcategory', { token: mpToken, body: { categories: [{ first: 287, second: 288 }] } })).errcode,
    ).toBe(53304);
    expect(
      (await call('/cgi-bin/wxopen/addcategory', { token: mpToken, body: { categories: [{ first: 304, second: 305 }] } })).errcode,
    ).toBe(53303);
    const { categories } = await call('/cgi-bin/wxopen/getcategory', { token: mpToken });
    expect(categories).toEqual([expect.objectContaining({ first: 287, second: 288, second_name: '信息查询', audit_status: 3 })]);
  });

  it('runs the code lifecycle: commit, a real JPEG QR, audit pushed as passed, release, a rejected second version, rollback', async () => {
    const { draft_list } = await call('/wxa/gettemplatedraftlist', { token: cat });
    expect(draft_list.length).toBeGreaterThan(0);
    expect((await call('/wxa/addtotemplate', { token: cat, body: { draft_id: draft_list[0].draft_id, template_type: 0 } })).errcode).toBe(
      0,
    );
    expect((await call('/wxa/addtotemplate', { token: cat, body: { draft_id: draft_list[1].draft_id, template_type: 0 } })).errcode).toBe(
      0,
    );
    const { template_list } = await call('/wxa/gettemplatelist', { token: cat });
    const [first, second] = template_list as Json[];
    const ext = (version: string) =>
      JSON.stringify({ extAppid: mpAppid, ext: { siteId: 1, apiBase: 'https://demo.example.com/api', version } });

    expect((await call('/wxa/submit_audit', { token: mpToken, body: {} })).errcode).toBe(85086);
    expect(
      (await call('/wxa/commit', { token: mpToken, body: { template_id: first!.template_id, ext_json: {}, user_version: '1.0.0' } }))
        .errcode,
    ).toBe(47001);
    expect((await call('/wxa/commit', { token: mpToken, body: { template_id: 999, ext_json: '{}', user_version: '1.0.0' } })).errcode).toBe(
      85014,
    );
    expect(
      (
        await call('/wxa/commit', {
          token: mpToken,
          body: { template_id: first!.template_id, ext_json: ext('1'), user_version: '1.0.0', user_desc: '首版' },
        })
      ).errcode,
    ).toBe(0);
    const qr = await fetch(
      `${sandbox.apiBaseUrl}/wxa/get_qrcode?access_token=${mpToken}&path=${encodeURIComponent('pages/index/index?x=1')}`,
    );
    expect(qr.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await qr.arrayBuffer());
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');

    const { auditid } = await call('/wxa/submit_audit', {
      token: mpToken,
      body: { item_list: [{ address: 'pages/index/index', tag: '社区' }] },
    });
    expect(auditid).toBeGreaterThan(0);
    expect((await call('/wxa/submit_audit', { token: mpToken, body: {} })).errcode).toBe(85009);
    expect((await call('/wxa/release', { token: mpToken, body: {} })).errcode).toBe(85020);
    expect((await call('/wxa/get_auditstatus', { token: mpToken, body: { auditid } })).status).toBe(2);
    await sandbox.advance(DELAY);
    expect(lastPush('weapp_audit_success')!.envelope.ToUserName).toMatch(/^gh_/);
    expect((await call('/wxa/get_auditstatus', { token: mpToken, body: { auditid } })).status).toBe(0);
    expect((await call('/wxa/release', { token: mpToken, method: 'POST' })).errcode).toBe(44002);
    expect((await call('/wxa/release', { token: mpToken, body: {} })).errcode).toBe(0);
    expect((await call('/wxa/release', { token: mpToken, body: {} })).errcode).toBe(85052);
    expect((await call('/wxa/getversioninfo', { token: mpToken, body: {} })).release_info).toMatchObject({ release_version: '1.0.0' });

    // Second version: the ext_json lists a value the sandbox is told to reject.
    sandbox.configure({ rejectExtJson: ['"version":"2-rejected"'] });
    await call('/wxa/commit', {
      token: mpToken,
      body: { template_id: second!.template_id, ext_json: ext('2-rejected'), user_version: '1.1.0' },
    });
    await call('/wxa/submit_audit', { token: mpToken, body: {} });
    await sandbox.advance(DELAY);
    const rejected = lastPush('weapp_audit_fail')!;
    expect(rejected.fields.Reason).toContain('ext_json');
    expect((await call('/wxa/get_latest_auditstatus', { token: mpToken })).status).toBe(1);
    sandbox.configure({ rejectExtJson: [] });

    // Third: forced to pass via the control API, released; then rolled back to 1.0.0.
    await call('/wxa/commit', { token: mpToken, body: { template_id: second!.template_id, ext_json: ext('3'), user_version: '1.1.1' } });
    await call('/wxa/submit_audit', { token: mpToken, body: {} });
    const control = await fetch(`${sandbox.origin}/__sandbox/audit/${mpAppid}`, {
      method: 'POST',
      body: JSON.stringify({ result: 'success' }),
    });
    expect(control.status).toBe(200);
    expect((await call('/wxa/release', { token: mpToken, body: {} })).errcode).toBe(0);
    const history = await call('/wxa/revertcoderelease?action=get_history_version', { token: mpToken });
    expect(history.version_list.map((v: Json) => v.user_version)).toEqual(['1.0.0']);
    expect((await call('/wxa/revertcoderelease', { token: mpToken })).errcode).toBe(0);
    expect(sandbox.world.accounts.get(mpAppid)!.released!.user_version).toBe('1.0.0');
    expect((await call('/wxa/revertcoderelease', { token: mpToken })).errcode).toBe(87012);
  });

  it('rejects an audit of a mini-program named with 测试 (the sandbox rule) with a reason', async () => {
    const account = sandbox.world.accounts.get(mpAppid)!;
    account.nickname = '青禾测试社区';
    await call('/wxa/commit', {
      token: mpToken,
      body: { template_id: sandbox.world.templates[0]!.template_id, ext_json: '{}', user_version: '1.2.0' },
    });
    await call('/wxa/submit_audit', { token: mpToken, body: {} });
    await sandbox.advance(DELAY);
    expect(lastPush('weapp_audit_fail')!.fields.Reason).toContain('测试');
    account.nickname = '青禾书友会';
  });

  it('jscode2session gives the same unionid as WeChat web login for the same person', async () => {
    const jsCode = sandbox.issueJsCode(mpAppid, '青禾书友');
    const url = `/sns/component/jscode2session?appid=${mpAppid}&js_code=${jsCode}&grant_type=authorization_code&component_appid=${C.appId}`;
    const session = await call(url, { token: cat, param: 'component_access_token' });
    expect(session.unionid).toBe(sandboxUnionid('wechat', '青禾书友'));
    expect(session.openid).toMatch(/^o/);
    expect((await call(url, { token: cat, param: 'component_access_token' })).errcode).toBe(40163);
  });

  it('reuses an official account: the OA authorises, its admin confirms on fastregisterauth, fastregister gives a new mini-program', async () => {
    const { authCode } = await authorise(cat, 'wxoasandbox0000001', '1');
    const oa = await call('/cgi-bin/component/api_query_auth', {
      token: cat,
      body: { component_appid: C.appId, authorization_code: authCode },
    });
    const oaToken = oa.authorization_info.authorizer_access_token;
    const page = await fetch(
      `${sandbox.mpBaseUrl}/cgi-bin/fastregisterauth?appid=wxoasandbox0000001&component_appid=${C.appId}&copy_wx_verify=1&redirect_uri=${encodeURIComponent('http://demo.localhost/console/applet-redirect')}`,
    );
    expect(await page.text()).toContain('复用');
    const confirm = await fetch(`${sandbox.origin}/mp/cgi-bin/fastregisterauth/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        appid: 'wxoasandbox0000001',
        redirect_uri: 'http://demo.localhost/console/applet-redirect',
        decision: 'allow',
      }),
    });
    const ticket = new URL(confirm.headers.get('location')!).searchParams.get('ticket')!;
    // A mini-program's token on an OA-only endpoint is refused; the OA's works once.
    expect((await call('/cgi-bin/account/fastregister', { token: mpToken, body: { ticket } })).errcode).toBe(48001);
    const made = await call('/cgi-bin/account/fastregister', { token: oaToken, body: { ticket } });
    expect(made).toMatchObject({ errcode: 0, is_wx_verify_succ: 'true', is_link_succ: 'true' });
    expect((await call('/cgi-bin/account/fastregister', { token: oaToken, body: { ticket } })).errcode).toBe(61058);
    const mini = await call('/cgi-bin/component/api_query_auth', {
      token: cat,
      body: { component_appid: C.appId, authorization_code: made.authorization_code },
    });
    expect(mini.authorization_info.authorizer_appid).toBe(made.appid);
  });

  it('registers a personal mini-program through its authorize_url', async () => {
    const task = await call('/wxa/component/fastregisterpersonalweapp?action=create', {
      token: cat,
      body: { idname: '林小禾', wxuser: 'linxiaohe01' },
    });
    expect(task).toMatchObject({ errcode: 0, status: 0 });
    const page = await fetch(task.authorize_url);
    expect(await page.text()).toContain('同意');
    await fetch(`${sandbox.origin}/mp/wxopen/fastregisterpersonal/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ taskid: task.taskid, decision: 'allow' }),
    });
    await sandbox.advance(DELAY);
    const push = lastPush('notify_third_fasteregister')!;
    expect(push.fields).toMatchObject({ status: '0', taskid: task.taskid, info: { wxuser: 'linxiaohe01', idname: '林小禾' } });
    expect(
      (await call('/wxa/component/fastregisterpersonalweapp?action=query', { token: cat, body: { taskid: task.taskid } })).status,
    ).toBe(12);
  });

  it("the tester's overview page shows the accounts and resolves an audit in progress with a typed reason", async () => {
    await call('/wxa/commit', {
      token: mpToken,
      body: { template_id: sandbox.world.templates[0]!.template_id, ext_json: '{}', user_version: '1.3.0' },
    });
    expect((await call('/wxa/submit_audit', { token: mpToken, body: {} })).errcode).toBe(0);
    const overview = await (await fetch(`${sandbox.origin}/`)).text();
    expect(overview).toContain('模拟微信开放平台');
    expect(overview).toContain(`/__sandbox/form/audit/${mpAppid}`);
    const done = await fetch(`${sandbox.origin}/__sandbox/form/audit/${mpAppid}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ result: 'fail', reason: '页面存在空白内容' }),
    });
    expect(done.status).toBe(303);
    expect(lastPush('weapp_audit_fail')!.fields.Reason).toBe('页面存在空白内容');
    expect(await (await fetch(`${sandbox.origin}/`)).text()).toContain('页面存在空白内容');
  });

  it('an unauthorisation kills the account tokens and is pushed; the control API lists the pushes', async () => {
    const control = await fetch(`${sandbox.origin}/__sandbox/unauthorize/wxa1sandbox0000001`, { method: 'POST' });
    expect(control.status).toBe(200);
    expect(lastPush('unauthorized')!.fields.AuthorizerAppid).toBe('wxa1sandbox0000001');
    const { pushes } = (await (await fetch(`${sandbox.origin}/__sandbox/pushes`)).json()) as { pushes: Json[] };
    expect(pushes.every((p) => p.delivered)).toBe(true);
    expect(pushes.map((p) => p.type)).toEqual(expect.arrayContaining(['component_verify_ticket', 'authorized', 'weapp_audit_success']));
  });
});
