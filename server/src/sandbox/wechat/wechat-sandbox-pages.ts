// The browser's side of the sandbox (mp.weixin.qq.com / open.weixin.qq.com): the authorisation page
// (componentloginpage, and the mobile bindcomponent link), the page where an official account's admin allows reusing
// its qualification (fastregisterauth), and the personal registration's authorize_url — each a small Chinese page
// where a tester confirms, which then redirects back and sends the pushes WeChat sends.
import { grantAuthorization } from './wechat-sandbox-api';
import { emptyAccount, newAppid, type SandboxAccount } from './wechat-sandbox-state';
import type { SandboxWorld } from './wechat-sandbox-world';

export interface PageAnswer {
  status: number;
  html?: string;
  location?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#ededed;margin:0;padding:24px;color:#1f1f1f}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
.banner{background:#fff4ce;border:1px solid #f0c36d;color:#5c3b00;padding:8px 12px;border-radius:8px;font-size:14px}
h1{font-size:20px}label.a{display:flex;gap:8px;align-items:center;padding:10px;border:1px solid #e5e5e5;border-radius:8px;margin:8px 0}
.meta{color:#666;font-size:12px;word-break:break-all}.err{color:#c50f1f}input[type=text]{width:100%;box-sizing:border-box;padding:8px;font-size:16px;margin-top:4px}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:10px;font-size:16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.ok{background:#07c160;color:#fff;border-color:#07c160}ul{padding-left:20px;font-size:14px;color:#444}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border-bottom:1px solid #eee;padding:6px;text-align:left;vertical-align:top}h2{font-size:17px;margin-top:24px}.scroll{overflow-x:auto}.tools button{flex:none;padding:4px 10px;font-size:14px}
</style></head><body><main>
<p class="banner">这是本机的模拟微信开放平台（沙箱），不会连接真实的微信，仅供演示与测试。</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

const errorPage = (title: string, message: string): PageAnswer => ({
  status: 400,
  html: page(title, `<p class="err">${escapeHtml(message)}</p>`),
});

function withParams(uri: string, params: Record<string, string>) {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

const validRedirect = (uri: string) => /^https?:\/\/[^\s]+$/.test(uri) && URL.canParse(uri);

/** GET componentloginpage / bindcomponent: the accounts the tester can authorise (or a new mini-program to create). */
export function loginPage(world: SandboxWorld, q: URLSearchParams): PageAnswer {
  const title = '授权给第三方平台';
  if (q.get('component_appid') !== world.component.appId) return errorPage(title, '第三方平台 appid 无效（component_appid）');
  const code = q.get('pre_auth_code') ?? '';
  const grant = world.preAuthCodes.get(code);
  if (!grant || grant.used || world.now() - grant.issuedAt > 1800_000)
    return errorPage(title, '授权链接已失效，请回到第三方平台重新发起授权（pre_auth_code 无效或已使用）');
  const redirect = q.get('redirect_uri') ?? '';
  if (!validRedirect(redirect)) return errorPage(title, 'redirect_uri 参数错误');
  const authType = q.get('auth_type') ?? '3';
  if (!['1', '2', '3'].includes(authType)) return errorPage(title, 'auth_type 参数错误：须为 1（公众号）、2（小程序）或 3（两者）');
  const bizAppid = q.get('biz_appid') ?? '';
  const kinds: SandboxAccount['kind'][] =
    authType === '1' ? ['official'] : authType === '2' ? ['miniprogram'] : ['official', 'miniprogram'];
  const accounts = [...world.accounts.values()].filter((a) => (bizAppid ? a.appid === bizAppid : kinds.includes(a.kind)));
  if (bizAppid && accounts.length === 0) return errorPage(title, 'biz_appid 对应的帐号不存在');
  const kindName = (a: SandboxAccount) => (a.kind === 'miniprogram' ? '小程序' : '公众号');
  const options = accounts
    .map(
      (a, i) =>
        `<label class="a"><input type="radio" name="appid" value="${escapeHtml(a.appid)}"${i === 0 ? ' checked' : ''}> <span><b>${escapeHtml(a.nickname || '（未命名）')}</b> · ${kindName(a)}<br><span class="meta">${escapeHtml(a.appid)} · ${escapeHtml(a.principal_name)}${a.authorized ? ' · 已授权（将更新授权）' : ''}</span></span></label>`,
    )
    .join('');
  const canCreate = !bizAppid && kinds.includes('miniprogram');
  const create = canCreate
    ? `<label class="a"><input type="radio" name="appid" value="new"${accounts.length === 0 ? ' checked' : ''}> <span>新建一个模拟小程序<input type="text" name="nickname" maxlength="30" placeholder="名称，例如 读书的猫"></span></label>`
    : '';
  return {
    status: 200,
    html: page(
      title,
      `<p>第三方平台 <b>${escapeHtml(world.component.appId)}</b> 请求获得以下帐号的授权，用于代为管理：</p>
<ul><li>帐号管理权限、开发管理与数据分析权限</li><li>小程序基本信息设置、类目管理、服务器域名设置</li></ul>
<form method="post" action="/mp/cgi-bin/componentloginpage/confirm">
${hidden('pre_auth_code', code)}${hidden('redirect_uri', redirect)}${hidden('auth_type', authType)}${hidden('biz_appid', bizAppid)}
<fieldset><legend>选择要授权的帐号（模拟管理员扫码确认）</legend>${options}${create}</fieldset>
<div class="row"><button type="submit" name="decision" value="deny">取消</button><button class="ok" type="submit" name="decision" value="allow">确认授权</button></div>
</form>`,
    ),
  };
}

/** POST …/componentloginpage/confirm: authorises, pushes `authorized` (or `updateauthorized`), redirects with auth_code. */
export function confirmLogin(world: SandboxWorld, form: URLSearchParams): PageAnswer {
  const title = '授权给第三方平台';
  const code = form.get('pre_auth_code') ?? '';
  const grant = world.preAuthCodes.get(code);
  const redirect = form.get('redirect_uri') ?? '';
  if (!grant || grant.used || world.now() - grant.issuedAt > 1800_000)
    return errorPage(title, '授权链接已失效（pre_auth_code 无效或已使用）');
  if (!validRedirect(redirect)) return errorPage(title, 'redirect_uri 参数错误');
  if (form.get('decision') !== 'allow') return { status: 302, location: redirect };
  grant.used = true;
  let account: SandboxAccount | undefined;
  if (form.get('appid') === 'new') {
    const nickname = (form.get('nickname') ?? '').trim().slice(0, 30) || `模拟小程序${world.accounts.size + 1}`;
    account = emptyAccount({
      appid: newAppid(),
      kind: 'miniprogram',
      nickname,
      principal_name: `${nickname}（个人）`,
      principal_type: 0,
      registered_by: 'preset',
    });
    world.accounts.set(account.appid, account);
  } else {
    account = world.accounts.get(form.get('appid') ?? '');
  }
  if (!account) return errorPage(title, '请选择一个帐号');
  const bizAppid = form.get('biz_appid') ?? '';
  if (bizAppid && bizAppid !== account.appid) return errorPage(title, '只能授权 biz_appid 指定的帐号');
  const again = account.authorized;
  const authCode = grantAuthorization(world, account);
  void world.pushAuthEvent(again ? 'updateauthorized' : 'authorized', {
    AuthorizerAppid: account.appid,
    AuthorizationCode: authCode,
    AuthorizationCodeExpiredTime: world.seconds() + 600,
    PreAuthCode: code,
  });
  return { status: 302, location: withParams(redirect, { auth_code: authCode, expires_in: '600' }) };
}

/** GET fastregisterauth: an official account's admin allows a mini-program to be registered on its qualification. */
export function reusePage(world: SandboxWorld, q: URLSearchParams): PageAnswer {
  const title = '复用公众号资质快速注册小程序';
  if (q.get('component_appid') !== world.component.appId) return errorPage(title, '第三方平台 appid 无效（component_appid）');
  const oa = world.accounts.get(q.get('appid') ?? '');
  if (oa?.kind !== 'official') return errorPage(title, '公众号 appid 无效');
  if (!oa.authorized) return errorPage(title, '该公众号未授权给此第三方平台');
  const redirect = q.get('redirect_uri') ?? '';
  if (!validRedirect(redirect)) return errorPage(title, '跳转 uri 不合法（61060）');
  const copy = q.get('copy_wx_verify') === '1';
  return {
    status: 200,
    html: page(
      title,
      `<p>公众号 <b>${escapeHtml(oa.nickname)}</b>（${escapeHtml(oa.principal_name)}）的管理员确认：以该公众号的主体资质注册一个新的小程序${copy ? '，并复用其微信认证' : ''}，注册后授权给第三方平台 <b>${escapeHtml(world.component.appId)}</b> 管理。</p>
<form method="post" action="/mp/cgi-bin/fastregisterauth/confirm">
${hidden('appid', oa.appid)}${hidden('redirect_uri', redirect)}
<div class="row"><button type="submit" name="decision" value="deny">取消</button><button class="ok" type="submit" name="decision" value="allow">确认</button></div>
</form>`,
    ),
  };
}

export function confirmReuse(world: SandboxWorld, form: URLSearchParams): PageAnswer {
  const redirect = form.get('redirect_uri') ?? '';
  const oa = world.accounts.get(form.get('appid') ?? '');
  if (oa?.kind !== 'official' || !validRedirect(redirect)) return errorPage('复用公众号资质快速注册小程序', '参数错误');
  if (form.get('decision') !== 'allow') return { status: 302, location: redirect };
  const ticket = `${Buffer.from(`${oa.appid}:${world.now()}:${Math.random()}`).toString('base64url')}`;
  world.reuseTickets.set(ticket, { oaAppid: oa.appid, issuedAt: world.now(), used: false });
  return { status: 302, location: withParams(redirect, { ticket }) };
}

/** The personal registration's authorize_url (opened in WeChat by the person registering). */
export function personalPage(world: SandboxWorld, q: URLSearchParams): PageAnswer {
  const title = '创建个人小程序';
  const task = world.personalTasks.get(q.get('taskid') ?? '');
  if (!task) return errorPage(title, '任务不存在');
  if (task.status !== 0) return { status: 200, html: page(title, `<p>该任务已处理（状态 ${task.status}）。</p>`) };
  if (world.now() - task.createdAt > 24 * 3600_000) {
    task.status = 1;
    return errorPage(title, '链接已过期（24 小时）');
  }
  return {
    status: 200,
    html: page(
      title,
      `<p>微信号 <b>${escapeHtml(String(task.info.wxuser))}</b>（${escapeHtml(String(task.info.idname))}）将创建一个个人主体的小程序，并授权给第三方平台 <b>${escapeHtml(world.component.appId)}</b> 管理。同意后需完成人脸核验（模拟）。</p>
<form method="post" action="/mp/wxopen/fastregisterpersonal/confirm">${hidden('taskid', task.taskid)}
<div class="row"><button type="submit" name="decision" value="deny">拒绝</button><button class="ok" type="submit" name="decision" value="allow">同意并完成人脸核验</button></div>
</form>`,
    ),
  };
}

export function confirmPersonal(world: SandboxWorld, form: URLSearchParams): PageAnswer {
  const title = '创建个人小程序';
  const task = world.personalTasks.get(form.get('taskid') ?? '');
  if (task?.status !== 0) return errorPage(title, '任务不存在或已处理');
  if (form.get('decision') !== 'allow') {
    task.status = 2;
    return { status: 200, html: page(title, '<p>已拒绝。</p>') };
  }
  task.status = 6;
  // The sandbox's rule: a name containing 测试 fails the face check (README).
  world.schedule(world.settings.registrationDelayMs, `fastregisterpersonalweapp ${task.taskid}`, () => {
    if (String(task.info.idname).includes('测试')) {
      task.status = 11;
      return world.pushAuthEvent('notify_third_fasteregister', {
        appid: '',
        status: 11,
        auth_code: '',
        msg: '创建失败',
        taskid: task.taskid,
        info: task.info,
      });
    }
    const account = emptyAccount({
      appid: newAppid(),
      kind: 'miniprogram',
      nickname: '',
      principal_name: String(task.info.idname),
      principal_type: 0,
      registered_by: 'personal',
    });
    world.accounts.set(account.appid, account);
    const code = grantAuthorization(world, account);
    task.status = 12;
    task.appid = account.appid;
    return world.pushAuthEvent('notify_third_fasteregister', {
      appid: account.appid,
      status: 0,
      auth_code: code,
      msg: 'OK',
      taskid: task.taskid,
      info: task.info,
    });
  });
  return { status: 200, html: page(title, '<p>已同意，人脸核验通过。小程序创建中，结果将通知第三方平台。可关闭此页面。</p>') };
}

const auditStatusText = ['审核成功', '审核被拒绝', '审核中', '已撤回', '审核延后'];

/** GET / : the sandbox's own page for a tester — accounts and their versions, recent pushes, and the control forms. */
export function overviewPage(world: SandboxWorld): PageAnswer {
  const time = (s: number) => new Date(s).toISOString().replace('T', ' ').slice(0, 19);
  const rows = [...world.accounts.values()]
    .map((a) => {
      const audit = a.audits[a.audits.length - 1];
      const auditCell = audit
        ? `${escapeHtml(audit.user_version)} · ${auditStatusText[audit.status]}${audit.reason ? `<br><span class="meta">${escapeHtml(audit.reason)}</span>` : ''}`
        : '—';
      const actions =
        audit && (audit.status === 2 || audit.status === 4)
          ? `<form method="post" action="/__sandbox/form/audit/${a.appid}"><button name="result" value="success">通过</button> <input type="text" name="reason" placeholder="驳回原因" style="width:9em"> <button name="result" value="fail">驳回</button></form>`
          : '';
      return `<tr><td>${escapeHtml(a.nickname || '（未命名）')}<br><span class="meta">${a.appid} · ${a.kind === 'miniprogram' ? '小程序' : '公众号'}</span></td><td>${a.authorized ? '已授权' : '未授权'}</td><td>${a.released ? escapeHtml(a.released.user_version) : '—'}</td><td>${auditCell}</td><td>${actions}</td></tr>`;
    })
    .join('');
  const pushes = world.pushes
    .slice(-15)
    .reverse()
    .map(
      (p) =>
        `<tr><td>${time(p.at)}</td><td>${escapeHtml(p.type)}</td><td>${escapeHtml(p.appid)}</td><td>${p.delivered ? '已送达' : p.url ? '未确认' : '未配置地址'}</td></tr>`,
    )
    .join('');
  return {
    status: 200,
    html: page(
      '模拟微信开放平台',
      `<p class="meta">第三方平台 ${escapeHtml(world.component.appId)} · 模拟时间 ${time(world.now())} · 审核用时 ${world.settings.auditDelayMs / 1000} 秒</p>
<h2>帐号</h2><div class="scroll tools"><table><tr><th>帐号</th><th>授权</th><th>线上版本</th><th>最近审核</th><th></th></tr>${rows}</table></div>
<h2>最近推送</h2><div class="scroll"><table><tr><th>时间</th><th>类型</th><th>AppID</th><th>结果</th></tr>${pushes}</table></div>
<h2>操作</h2>
<div class="tools"><form method="post" action="/__sandbox/form/advance"><button name="ms" value="60000">时间前进 1 分钟</button> <button name="ms" value="3600000">前进 1 小时</button></form>
<form method="post" action="/__sandbox/form/draft" style="margin-top:8px"><input type="text" name="user_version" placeholder="版本号，如 1.3.0" style="width:9em"> <input type="text" name="user_desc" placeholder="版本说明"> <button>新增代码草稿</button></form></div>`,
    ).replace('main{max-width:480px', 'main{max-width:960px'),
  };
}
