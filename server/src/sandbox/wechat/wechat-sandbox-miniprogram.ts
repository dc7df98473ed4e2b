// A mini-program's endpoints (authoriser token): base info with its quotas and the nickname audit, media upload and
// the head image, signature, categories, server domains, privacy settings, and the code lifecycle (commit, 体验版 QR as a
// real JPEG, submit_audit → an audit that finishes later and pushes its result, undo, release, revert).
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { loadSharp } from '../../modules/upload/image-pipeline';
import { type AccountCall, type AccountRoute, type ApiAnswer, fail, ok, type Route, str } from './wechat-sandbox-api';
import { CATEGORY_TREE, type SandboxAccount } from './wechat-sandbox-state';
import type { SandboxWorld } from './wechat-sandbox-world';

const YEAR_NICKNAMES = 2;
const YEAR_HEADS = 5;
const MONTH_SIGNATURES = 5;
const MAX_CATEGORIES = 5;

/** The first file of a multipart body (WeChat's upload field is `media`). */
export function multipartFile(
  raw: Buffer,
  contentType: string,
  field: string,
): { filename: string; type: string; bytes: Buffer } | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split > 0) {
      const headers = part.subarray(0, split).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name === field) {
        return {
          filename: /filename="([^"]*)"/i.exec(headers)?.[1] ?? '',
          type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '',
          bytes: part.subarray(split + 4),
        };
      }
    }
    start = next;
  }
  return undefined;
}

async function storeImage(call: AccountCall, world: SandboxWorld): Promise<{ media_id: string; type: string } | ApiAnswer> {
  const file = multipartFile(call.raw, call.contentType, 'media');
  if (!file || file.bytes.length === 0) return fail(41005, 'media data missing');
  if (file.bytes.length > 2 * 1024 * 1024) return fail(40006, 'invalid meida size');
  try {
    const meta = await (await loadSharp())(file.bytes).metadata();
    if (!['jpeg', 'png', 'gif', 'bmp'].includes(meta.format ?? '')) return fail(40005, 'invalid file type');
  } catch {
    return fail(40005, 'invalid file type');
  }
  const media_id = `${randomBytes(30).toString('base64url')}`;
  world.media.set(media_id, { appid: call.account.appid, type: 'image', bytes: file.bytes, created_at: world.seconds() });
  return { media_id, type: 'image' };
}

function basicInfo(account: SandboxAccount) {
  return {
    appid: account.appid,
    account_type: account.kind === 'miniprogram' ? 2 : 1,
    principal_type: account.principal_type,
    principal_name: account.principal_name,
    realname_status: 1,
    wx_verify_info: {
      qualification_verify: account.verified,
      naming_verify: account.verified,
      annual_review: false,
      annual_review_begin_time: 0,
      annual_review_end_time: 0,
    },
    signature_info: { signature: account.signature, modify_used_count: account.quota.signature, modify_quota: MONTH_SIGNATURES },
    head_image_info: { head_image_url: account.head_image_url, modify_used_count: account.quota.head, modify_quota: YEAR_HEADS },
    nickname_info: { nickname: account.nickname, modify_used_count: account.quota.nickname, modify_quota: YEAR_NICKNAMES },
    registered_country: 1,
    credential: '',
    customer_type: account.verified ? 1 : 0,
  };
}

/** A real JPEG QR code of the 体验版 (what WeChat's get_qrcode returns), scannable text pointing at the sandbox. */
export async function qrJpeg(text: string): Promise<Buffer> {
  const png = await QRCode.toBuffer(text, { type: 'png', width: 430, margin: 2, errorCorrectionLevel: 'M' });
  return (await loadSharp())(png).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
}

const latestAudit = (account: SandboxAccount) => account.audits[account.audits.length - 1];

export function miniProgramRoutes(): Record<string, Route> {
  const mp = (route: Omit<AccountRoute, 'auth' | 'accountKind'>): AccountRoute => ({
    auth: 'authorizer',
    accountKind: 'miniprogram',
    ...route,
  });
  return {
    // ---- Base info (权限集 30) ----
    '/cgi-bin/account/getaccountbasicinfo': {
      method: 'ANY',
      auth: 'authorizer',
      run: ({ account }) => ok(basicInfo(account)),
    },
    '/wxa/setnickname': mp({
      method: 'POST',
      scope: 30,
      needsBody: true,
      run: ({ account: a, body }, world) => {
        const name = str(body.nick_name).trim();
        const width = [...name].reduce((n, c) => n + (c.charCodeAt(0) < 0x100 ? 1 : 2), 0);
        if (width < 4 || width > 30) return fail(91010, 'nick_name 长度须为 4–30 个字符（一个汉字算 2 个）');
        if (name.includes('小程序')) return fail(91016, '名称不能含“小程序”');
        if (a.nickname_audit?.audit_stat === 1) return fail(91019, '小程序正在审核中');
        if (a.quota.nickname >= YEAR_NICKNAMES) return fail(91017, '本年度改名次数已用完（每年 2 次）');
        a.quota.nickname++;
        // Every new name goes to review here (WeChat reviews names that hit its keyword rules): the result is pushed.
        const audit = {
          audit_id: String(world.nextAuditId++),
          nickname: name,
          audit_stat: 1 as 1 | 2 | 3,
          fail_reason: '',
          create_time: world.seconds(),
          audit_time: 0,
        };
        a.nickname_audit = audit;
        world.schedule(world.settings.reviewDelayMs, `nickname ${a.appid}`, () => {
          audit.audit_time = world.seconds();
          if (/微信|腾讯|wechat/i.test(name)) {
            audit.audit_stat = 2;
            audit.fail_reason = '名称含有“微信”“腾讯”等平台保留字，不予通过。';
            return world.pushAccountEvent(a, 'wxa_nickname_audit', { ret: 2, nickname: name, reason: audit.fail_reason });
          }
          audit.audit_stat = 3;
          a.nickname = name;
          return world.pushAccountEvent(a, 'wxa_nickname_audit', { ret: 3, nickname: name, reason: '' });
        });
        return ok({ wording: '名称已提交审核，审核结果将通过推送通知。', audit_id: audit.audit_id });
      },
    }),
    '/wxa/api_wxa_querynickname': mp({
      method: 'POST',
      scope: 30,
      needsBody: true,
      run: ({ account, body }) => {
        const audit = account.nickname_audit;
        if (!audit || audit.audit_id !== str(body.audit_id)) return fail(91011, 'audit id not found');
        return ok({ ...audit, audit_id: undefined });
      },
    }),
    '/cgi-bin/media/upload': {
      method: 'POST',
      auth: 'authorizer',
      multipart: true,
      run: async (call, world) => {
        if (call.query.get('type') !== 'image') return fail(40004, 'invalid media type');
        const stored = await storeImage(call, world);
        return 'json' in stored || 'binary' in stored
          ? stored
          : { json: { type: 'image', media_id: stored.media_id, created_at: world.seconds() } };
      },
    },
    '/cgi-bin/material/add_material': {
      method: 'POST',
      auth: 'authorizer',
      multipart: true,
      run: async (call, world) => {
        if (call.query.get('type') !== 'image') return fail(40004, 'invalid media type');
        const stored = await storeImage(call, world);
        return 'json' in stored || 'binary' in stored
          ? stored
          : { json: { media_id: stored.media_id, url: `http://mmbiz.qpic.cn/sandbox/${stored.media_id}/0` } };
      },
    },
    '/cgi-bin/account/modifyheadimage': mp({
      method: 'POST',
      scope: 30,
      needsBody: true,
      run: ({ account: a, body }, world) => {
        const media = world.media.get(str(body.head_img_media_id));
        if (!media || media.appid !== a.appid) return fail(40007, 'invalid media_id');
        const box = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(str(body[k])));
        if (box.some((v) => !Number.isFinite(v) || v < 0 || v > 1) || box[0]! >= box[2]! || box[1]! >= box[3]!)
          return fail(47001, 'data format error');
        if (a.quota.head >= YEAR_HEADS) return fail(53202, '本年度头像修改次数已用完');
        a.quota.head++;
        a.head_image_url = `http://wx.qlogo.cn/mmhead/sandbox_${str(body.head_img_media_id).slice(0, 16)}/0`;
        return ok();
      },
    }),
    '/cgi-bin/account/modifysignature': mp({
      method: 'POST',
      scope: 30,
      needsBody: true,
      run: ({ account: a, body }) => {
        const signature = str(body.signature);
        const chinese = [...signature].filter((c) => /[\u4e00-\u9fff]/.test(c)).length;
        if ([...signature].length < 4 || [...signature].length > 120 || chinese < 4) return fail(53204, 'signature invalid');
        if (/微信官方|腾讯官方/.test(signature)) return fail(53201, '功能介绍含有黑名单关键字');
        if (a.quota.signature >= MONTH_SIGNATURES) return fail(53200, '本月功能介绍修改次数已用完');
        a.quota.signature++;
        a.signature = signature;
        return ok();
      },
    }),

    // ---- Categories ----
    '/cgi-bin/wxopen/getallcategories': mp({
      method: 'GET',
      run: () => ok({ categories_list: { categories: CATEGORY_TREE } }),
    }),
    '/cgi-bin/wxopen/getcategoriesbytype': mp({
      method: 'POST',
      needsBody: true,
      run: ({ body }) => {
        const type = Number(body.verify_type);
        if (![0, 1, 2, 3, 4].includes(type)) return fail(53303, '参数不合法');
        // A person (0) may not take the categories that need a licence.
        const allowed = CATEGORY_TREE.filter((n) => type !== 0 || n.sensitive_type === 0);
        return ok({
          categories_list: {
            categories: allowed.map((n) => ({ ...n, children: n.children.filter((id) => allowed.some((m) => m.id === id)) })),
          },
        });
      },
    }),
    '/cgi-bin/wxopen/addcategory': mp({
      method: 'POST',
      needsBody: true,
      run: ({ account: a, body }, world) => {
        if (!Array.isArray(body.categories) || body.categories.length === 0) return fail(53303, '参数不合法');
        const wanted = body.categories as Record<string, unknown>[];
        const added: SandboxAccount['categories'] = [];
        for (const item of wanted) {
          const first = CATEGORY_TREE.find((n) => n.level === 1 && n.id === Number(item.first));
          const second = CATEGORY_TREE.find((n) => n.level === 2 && n.id === Number(item.second) && n.father === first?.id);
          if (!first || !second) return fail(53303, '参数不合法');
          if (a.categories.some((c) => c.first === first.id && c.second === second.id) || added.some((c) => c.second === second.id))
            return fail(53304, '与已有类目重复');
          const certificates = item.certicates;
          if (certificates !== undefined && !Array.isArray(certificates)) return fail(47001, 'data format error');
          const needsLicence = second.sensitive_type === 1;
          if (needsLicence && (!Array.isArray(certificates) || certificates.length === 0))
            return fail(53303, '参数不合法：该类目须提交资质');
          if (Array.isArray(certificates) && certificates.some((c) => !world.media.has(str((c as Record<string, unknown>)?.value))))
            return fail(40007, 'invalid media_id');
          added.push({
            first: first.id,
            first_name: first.name,
            second: second.id,
            second_name: second.name,
            audit_status: (needsLicence ? 1 : 3) as 1 | 3,
            audit_reason: '',
          });
        }
        if (a.categories.length + added.length > MAX_CATEGORIES) return fail(53301, '超出可配置类目总数限制');
        a.categories.push(...added);
        for (const category of added.filter((c) => c.audit_status === 1)) {
          world.schedule(world.settings.reviewDelayMs, `category ${a.appid} ${category.second}`, () => {
            const current = a.categories.find((c) => c.first === category.first && c.second === category.second);
            if (!current) return;
            current.audit_status = 3;
            return world.pushAccountEvent(a, 'wxa_category_audit', { ret: 3, first: current.first, second: current.second, reason: '' });
          });
        }
        return ok();
      },
    }),
    '/cgi-bin/wxopen/deletecategory': mp({
      method: 'POST',
      needsBody: true,
      run: ({ account: a, body }) => {
        const index = a.categories.findIndex((c) => c.first === Number(body.first) && c.second === Number(body.second));
        if (index < 0) return fail(53303, '参数不合法');
        a.categories.splice(index, 1);
        return ok();
      },
    }),
    '/cgi-bin/wxopen/getcategory': mp({
      method: 'GET',
      run: ({ account }) =>
        ok({
          categories: account.categories,
          limit: MAX_CATEGORIES,
          quota: MAX_CATEGORIES - account.categories.length,
          category_limit: MAX_CATEGORIES,
        }),
    }),
    '/wxa/get_category': mp({
      method: 'GET',
      run: ({ account }) =>
        ok({
          category_list: account.categories
            .filter((c) => c.audit_status === 3)
            .map((c) => ({ first_class: c.first_name, second_class: c.second_name, first_id: c.first, second_id: c.second })),
        }),
    }),

    // ---- Server domains, privacy ----
    '/wxa/modify_domain': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account: a, body }) => {
        const action = str(body.action);
        if (!['add', 'delete', 'set', 'get'].includes(action)) return fail(47001, 'data format error');
        const kinds = ['requestdomain', 'wsrequestdomain', 'uploaddomain', 'downloaddomain', 'udpdomain', 'tcpdomain'] as const;
        if (action !== 'get') {
          for (const kind of kinds) {
            const list = body[kind];
            if (list === undefined) continue;
            if (!Array.isArray(list) || list.some((d) => typeof d !== 'string')) return fail(47001, 'data format error');
            const scheme =
              kind === 'wsrequestdomain' ? /^wss:\/\/[a-z0-9.-]+(:\d+)?$/i : /^(https:\/\/|udp:\/\/|tcp:\/\/)?[a-z0-9.-]+(:\d+)?$/i;
            if ((list as string[]).some((d) => !scheme.test(d) || /localhost|^\d|\/\/\d/.test(d)))
              return fail(85015, '域名不合法（须 https/wss，不能是 IP 或 localhost）');
            const current = a.domains[kind];
            const next =
              action === 'set'
                ? [...new Set(list as string[])]
                : action === 'add'
                  ? [...new Set([...current, ...(list as string[])])]
                  : current.filter((d) => !(list as string[]).includes(d));
            if (next.length > 200) return fail(85016, '域名数量超过限制');
            a.domains[kind] = next;
          }
        }
        return ok({ ...a.domains });
      },
    }),
    '/wxa/setwebviewdomain': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account: a, body }) => {
        const action = str(body.action) || 'add';
        const list = body.webviewdomain ?? [];
        if (!Array.isArray(list) || list.some((d) => typeof d !== 'string' || !/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(d)))
          return fail(85015, '域名不合法（须 https，不能是 IP 或 localhost）');
        const given = list as string[];
        if (action === 'get') return ok({ webviewdomain: a.webviewdomain });
        a.webviewdomain =
          action === 'set'
            ? [...new Set(given)]
            : action === 'delete'
              ? a.webviewdomain.filter((d) => !given.includes(d))
              : [...new Set([...a.webviewdomain, ...given])];
        return ok();
      },
    }),
    '/cgi-bin/component/setprivacysetting': mp({
      method: 'POST',
      needsBody: true,
      run: ({ account, body }) => {
        const owner = body.owner_setting as Record<string, unknown> | undefined;
        if (!owner || typeof owner !== 'object') return fail(86069, 'owner_setting 必填字段字段缺失');
        if (!['contact_email', 'contact_phone', 'contact_qq', 'contact_weixin'].some((k) => str(owner[k])))
          return fail(86069, 'owner_setting 必填字段字段缺失');
        if (!str(owner.notice_method)) return fail(86069, 'owner_setting 必填字段字段缺失');
        if (body.setting_list !== undefined && !Array.isArray(body.setting_list)) return fail(47001, 'data format error');
        account.privacy = { privacy_ver: Number(body.privacy_ver ?? 2), owner_setting: owner, setting_list: body.setting_list ?? [] };
        return ok();
      },
    }),
    '/cgi-bin/component/getprivacysetting': mp({
      method: 'POST',
      run: ({ account }, world) => {
        const privacy = account.privacy;
        if (!privacy) return fail(86074, '现网隐私协议不存在');
        return ok({ code_exist: account.committed ? 1 : 0, privacy_list: [], ...privacy, update_time: world.seconds() });
      },
    }),

    // ---- Code (权限集 18) ----
    '/wxa/commit': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account: a, body }, world) => {
        const template = world.templates.find((t) => t.template_id === Number(body.template_id));
        if (!template) return fail(85014, '无效的模板编号');
        if (typeof body.ext_json !== 'string') return fail(47001, 'data format error: ext_json must be a string');
        let ext: unknown;
        try {
          ext = JSON.parse(body.ext_json);
        } catch {
          return fail(85048, 'ext_json 解析失败');
        }
        if (!ext || typeof ext !== 'object' || Array.isArray(ext)) return fail(85013, '无效的自定义配置');
        const extAppid = (ext as Record<string, unknown>).extAppid;
        if (extAppid !== undefined && extAppid !== a.appid) return fail(85013, '无效的自定义配置：extAppid 与小程序不符');
        const userVersion = str(body.user_version);
        if (!userVersion || userVersion.length > 64) return fail(47001, 'data format error');
        a.committed = {
          template_id: template.template_id,
          ext_json: body.ext_json,
          user_version: userVersion,
          user_desc: str(body.user_desc),
          commit_time: world.seconds(),
        };
        return ok();
      },
    }),
    '/wxa/get_qrcode': mp({
      method: 'GET',
      scope: 18,
      run: async ({ account: a, query }) => {
        if (!a.committed) return fail(85086, 'must commit before submit audit');
        const path = query.get('path') ?? '';
        const jpeg = await qrJpeg(
          `https://open.weixin.qq.com/sns/getexpappinfo?appid=${a.appid}&version=${encodeURIComponent(a.committed.user_version)}${path ? `&path=${encodeURIComponent(path)}` : ''}#wechat-redirect`,
        );
        return { binary: jpeg, type: 'image/jpeg', headers: { 'content-disposition': 'attachment; filename="QRCode.jpg"' } };
      },
    }),
    '/wxa/get_page': mp({
      method: 'GET',
      scope: 18,
      run: ({ account }) => {
        const committed = account.committed;
        if (!committed) return fail(86001, '不存在第三方已经提交的代码');
        let pages: string[] = ['pages/index/index', 'pages/section/section', 'pages/post/post', 'pages/me/me'];
        try {
          const ext = JSON.parse(committed.ext_json) as { extPages?: Record<string, unknown>; pages?: unknown };
          if (Array.isArray(ext.pages) && ext.pages.every((p) => typeof p === 'string')) pages = ext.pages as string[];
        } catch {
          // committed ext_json always parses
        }
        return ok({ page_list: pages });
      },
    }),
    '/wxa/submit_audit': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account: a, body }, world) => {
        if (!a.committed) return fail(85086, 'must commit before submit audit');
        const current = latestAudit(a);
        if (current && (current.status === 2 || current.status === 4)) return fail(85009, '已经有正在审核的版本');
        if (!a.nickname || !a.head_image_url || !a.signature) return fail(86002, '小程序还未设置昵称、头像、简介。请先设置完后再重新提交');
        if (!a.categories.some((c) => c.audit_status === 3)) return fail(85008, '当前小程序没有已经审核通过的类目，请添加类目成功后重试');
        const items = body.item_list;
        if (items !== undefined) {
          if (!Array.isArray(items) || items.length > 5) return fail(85023, '审核列表填写的项目数不在 1-5 以内');
          for (const item of items as Record<string, unknown>[]) {
            if (!item || typeof item !== 'object') return fail(85010, 'item_list 有项目为空');
            if (item.address !== undefined && typeof item.address !== 'string') return fail(85007, '页面路径错误');
            if (item.first_id !== undefined && !a.categories.some((c) => c.first === Number(item.first_id) && c.audit_status === 3))
              return fail(85008, '类目填写错误');
          }
        }
        const audit = {
          auditid: world.nextAuditId++,
          status: 2 as const,
          reason: '',
          screenshot: '',
          user_version: a.committed.user_version,
          user_desc: a.committed.user_desc,
          submit_audit_time: world.seconds(),
          ext_json: a.committed.ext_json,
          template_id: a.committed.template_id,
          released: false,
        };
        a.audits.push(audit);
        world.schedule(world.settings.auditDelayMs, `audit ${audit.auditid}`, () => world.finishAudit(a, audit, world.outcomeOf(a, audit)));
        return ok({ auditid: audit.auditid });
      },
    }),
    '/wxa/getversioninfo': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account: a }) => {
        return ok({
          ...(a.committed
            ? { exp_info: { exp_time: a.committed.commit_time, exp_version: a.committed.user_version, exp_desc: a.committed.user_desc } }
            : {}),
          ...(a.released
            ? {
                release_info: {
                  release_time: a.released.commit_time,
                  release_version: a.released.user_version,
                  release_desc: a.released.user_desc,
                },
              }
            : {}),
        });
      },
    }),
    '/wxa/queryquota': mp({
      method: 'GET',
      scope: 18,
      run: ({ account }) => ok({ rest: 20 - account.audits.length, limit: 20, speedup_rest: 1, speedup_limit: 1 }),
    }),
    '/wxa/get_auditstatus': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account, body }) => {
        const audit = account.audits.find((x) => x.auditid === Number(body.auditid));
        if (!audit) return fail(85012, '无效的审核 id');
        return ok({ status: audit.status, reason: audit.reason, screenshot: audit.screenshot });
      },
    }),
    '/wxa/get_latest_auditstatus': mp({
      method: 'GET',
      scope: 18,
      run: ({ account }) => {
        const audit = latestAudit(account);
        if (!audit) return fail(86001, '不存在第三方已经提交的代码');
        return ok({
          auditid: audit.auditid,
          status: audit.status,
          reason: audit.reason,
          // The old doc's example writes ScreenShot, the new field table screenshot: both, as WeChat's answers vary.
          ScreenShot: audit.screenshot,
          screenshot: audit.screenshot,
          user_version: audit.user_version,
          user_desc: audit.user_desc,
          submit_audit_time: audit.submit_audit_time,
        });
      },
    }),
    '/wxa/undocodeaudit': mp({
      method: 'GET',
      scope: 18,
      run: ({ account: a }) => {
        const audit = latestAudit(a);
        if (!audit || (audit.status !== 2 && audit.status !== 4)) return fail(87014, '没有审核中的版本');
        if (a.quota.undo >= 5) return fail(87013, '撤回次数达到上限（每天 5 次，每月 10 次）');
        a.quota.undo++;
        audit.status = 3;
        return ok();
      },
    }),
    '/wxa/release': mp({
      method: 'POST',
      scope: 18,
      needsBody: true,
      run: ({ account: a }, world) => {
        const audit = latestAudit(a);
        if (!audit) return fail(85019, '没有审核版本');
        if (audit.status !== 0) return fail(85020, '审核状态未满足发布');
        if (audit.released) return fail(85052, 'app is already released');
        audit.released = true;
        if (a.released) a.history.unshift(a.released);
        a.history = a.history.slice(0, 5);
        a.released = {
          app_version: world.nextAppVersion++,
          user_version: audit.user_version,
          user_desc: audit.user_desc,
          commit_time: world.seconds(),
          ext_json: audit.ext_json,
          template_id: audit.template_id,
        };
        return ok();
      },
    }),
    '/wxa/revertcoderelease': mp({
      method: 'GET',
      scope: 18,
      run: ({ account: a, query }) => {
        const version = ({ ext_json: _e, template_id: _t, ...v }: SandboxAccount['history'][number]) => v;
        if (query.get('action') === 'get_history_version') return ok({ version_list: a.history.map(version) });
        const wanted = query.get('app_version');
        const index = wanted ? a.history.findIndex((v) => String(v.app_version) === wanted) : 0;
        if (!a.released || index < 0 || !a.history[index])
          return fail(
            87012,
            '该版本不能回退，可能的原因：1:无上一个线上版用于回退 2:此版本为已回退版本，不能回退 3:此版本为回退功能上线之前的版本，不能回退',
          );
        const [previous] = a.history.splice(index, 1);
        a.released = previous;
        return ok();
      },
    }),
  };
}
