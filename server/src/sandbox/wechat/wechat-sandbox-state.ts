// The WeChat sandbox's in-memory world: the third-party platform (component), the accounts it may manage (mini-programs
// and 公众号), tokens, codes, registration tasks, the template library, and what each mini-program has committed, in
// audit and released. Fixture data (categories, preset accounts, drafts) uses WeChat's own field names and shapes.
import { createHash, randomBytes } from 'node:crypto';

export interface SandboxComponent {
  appId: string;
  secret: string;
  token: string;
  encodingAesKey: string;
}

/** The demo's third-party platform: `npm start` gives the server the same values (server config, WECHAT_COMPONENT_*). */
export const DEMO_WECHAT_COMPONENT: SandboxComponent = {
  appId: 'wxcomponentsandbox01',
  secret: 'sandbox-component-secret-0001',
  token: 'communesandboxtoken',
  encodingAesKey: 'CommuneSandboxEncodingAESKey0123456789abcde',
};

export type Rid = string;
export const rid = (): Rid => `${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;
export const hash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** 权限集 ids granted by the sandbox's authorisation page: the ones a mini-program platform needs. */
export const MINI_PROGRAM_FUNC_SCOPES = [17, 18, 19, 25, 30, 31, 36, 37, 40, 41, 45, 48, 49, 51, 52, 65, 88, 93, 99, 116, 135, 156];
export const OFFICIAL_ACCOUNT_FUNC_SCOPES = [1, 2, 3, 4, 6, 7, 11, 15, 22, 23, 24, 26, 27, 33, 35, 44, 46, 47, 54, 66, 89];

export interface SandboxCategory {
  first: number;
  first_name: string;
  second: number;
  second_name: string;
  /** 1 审核中, 2 不通过, 3 通过 */
  audit_status: 1 | 2 | 3;
  audit_reason: string;
}

export interface SandboxAudit {
  auditid: number;
  /** 0 审核成功, 1 被拒绝, 2 审核中, 3 已撤回, 4 审核延后 */
  status: 0 | 1 | 2 | 3 | 4;
  reason: string;
  screenshot: string;
  user_version: string;
  user_desc: string;
  submit_audit_time: number;
  ext_json: string;
  template_id: number;
  released: boolean;
}

export interface SandboxVersion {
  app_version: number;
  user_version: string;
  user_desc: string;
  commit_time: number;
  ext_json: string;
  template_id: number;
}

export interface SandboxAccount {
  appid: string;
  /** `gh_…`: the original id, ToUserName of the account's pushes. */
  user_name: string;
  kind: 'miniprogram' | 'official';
  nickname: string;
  head_image_url: string;
  signature: string;
  principal_type: 0 | 1 | 2 | 3 | 4;
  principal_name: string;
  /** 0 未认证; 0 in `verify_type_info` is 微信认证 for official accounts */
  verified: boolean;
  registered_by: 'preset' | 'enterprise' | 'personal' | 'reuse';
  /** Whether the component holds an authorisation, and which 权限集. */
  authorized: boolean;
  func_info: number[];
  refresh_token: string;
  auth_time: number;
  quota: { nickname: number; head: number; signature: number; undo: number };
  nickname_audit?: {
    audit_id: string;
    nickname: string;
    audit_stat: 1 | 2 | 3;
    fail_reason: string;
    create_time: number;
    audit_time: number;
  };
  categories: SandboxCategory[];
  domains: {
    requestdomain: string[];
    wsrequestdomain: string[];
    uploaddomain: string[];
    downloaddomain: string[];
    udpdomain: string[];
    tcpdomain: string[];
  };
  webviewdomain: string[];
  privacy?: Record<string, unknown>;
  committed?: { template_id: number; ext_json: string; user_version: string; user_desc: string; commit_time: number };
  audits: SandboxAudit[];
  released?: SandboxVersion;
  history: SandboxVersion[];
}

export interface CategoryNode {
  id: number;
  name: string;
  level: number;
  father: number;
  children: number[];
  sensitive_type: 0 | 1;
  qualify: { exter_list: { inner_list: { name: string; url: string }[] }[]; remark: string };
}

const NO_QUALIFY = { exter_list: [], remark: '' };
const qualify = (...names: string[]) => ({ exter_list: [{ inner_list: names.map((name) => ({ name, url: '' })) }], remark: '' });

/** A small slice of WeChat's category tree, ids as WeChat's (社交 → 社区/论坛 needs a licence: sensitive_type 1). */
export const CATEGORY_TREE: CategoryNode[] = (() => {
  const firsts: [number, string, [number, string, 0 | 1, string[]][]][] = [
    [
      287,
      '工具',
      [
        [288, '信息查询', 0, []],
        [289, '办公', 0, []],
        [612, '图片/音频/视频', 0, []],
      ],
    ],
    [
      304,
      '社交',
      [
        [305, '社区/论坛', 1, ['《增值电信业务经营许可证》或《非经营性互联网信息服务备案核准》']],
        [306, '笔记', 0, []],
        [307, '问答', 0, []],
      ],
    ],
    [
      632,
      '教育',
      [
        [633, '在线教育', 1, ['《办学许可证》']],
        [673, '教育信息服务', 0, []],
      ],
    ],
    [
      150,
      '生活服务',
      [
        [627, '综合生活服务平台', 0, []],
        [151, '丽人服务', 0, []],
      ],
    ],
  ];
  const nodes: CategoryNode[] = [
    { id: 0, name: '', level: 0, father: 0, children: firsts.map(([id]) => id), sensitive_type: 0, qualify: NO_QUALIFY },
  ];
  for (const [id, name, seconds] of firsts) {
    nodes.push({ id, name, level: 1, father: 0, children: seconds.map(([sid]) => sid), sensitive_type: 0, qualify: NO_QUALIFY });
    for (const [sid, sname, sensitive, licences] of seconds) {
      nodes.push({
        id: sid,
        name: sname,
        level: 2,
        father: id,
        children: [],
        sensitive_type: sensitive,
        qualify: sensitive ? qualify(...licences) : NO_QUALIFY,
      });
    }
  }
  return nodes;
})();

export interface SandboxDraft {
  draft_id: number;
  user_version: string;
  user_desc: string;
  create_time: number;
  source_miniprogram_appid: string;
  source_miniprogram: string;
  developer: string;
}

export interface SandboxTemplate extends SandboxDraft {
  template_id: number;
  template_type: 0 | 1;
}

/** The platform's 开发小程序 and the drafts its developers uploaded from WeChat DevTools before the sandbox started. */
export const DEV_MINI_PROGRAM = { appid: 'wxdevsandbox000001', nickname: 'Commune 开发小程序' };
export function presetDrafts(now: number): SandboxDraft[] {
  const day = 86_400;
  const base = Math.floor(now / 1000);
  return [
    { user_version: '1.0.0', user_desc: '首个版本：版块、帖子、评论、登录', ago: 30 * day },
    { user_version: '1.1.0', user_desc: '新增：消息通知、个人主页、搜索', ago: 7 * day },
    { user_version: '1.2.0', user_desc: '新增：积分商城、签到；修复图片预览', ago: day },
  ].map((d, i) => ({
    draft_id: i + 1,
    user_version: d.user_version,
    user_desc: d.user_desc,
    create_time: base - d.ago,
    source_miniprogram_appid: DEV_MINI_PROGRAM.appid,
    source_miniprogram: DEV_MINI_PROGRAM.nickname,
    developer: '青禾',
  }));
}

export function emptyAccount(input: {
  appid: string;
  kind: SandboxAccount['kind'];
  nickname: string;
  principal_name: string;
  principal_type: SandboxAccount['principal_type'];
  registered_by: SandboxAccount['registered_by'];
  verified?: boolean;
}): SandboxAccount {
  return {
    appid: input.appid,
    user_name: `gh_${hash(input.appid, 12)}`,
    kind: input.kind,
    nickname: input.nickname,
    head_image_url: '',
    signature: '',
    principal_type: input.principal_type,
    principal_name: input.principal_name,
    verified: input.verified ?? false,
    registered_by: input.registered_by,
    authorized: false,
    func_info: [],
    refresh_token: '',
    auth_time: 0,
    quota: { nickname: 0, head: 0, signature: 0, undo: 0 },
    categories: [],
    domains: { requestdomain: [], wsrequestdomain: [], uploaddomain: [], downloaddomain: [], udpdomain: [], tcpdomain: [] },
    webviewdomain: [],
    audits: [],
    history: [],
  };
}

/** Accounts that already exist on WeChat and can be authorised on the sandbox's page (a tester picks one). */
export function presetAccounts(): SandboxAccount[] {
  return [
    emptyAccount({
      appid: 'wxa1sandbox0000001',
      kind: 'miniprogram',
      nickname: '青禾读书会',
      principal_name: '青禾文化传播有限公司',
      principal_type: 1,
      registered_by: 'preset',
      verified: true,
    }),
    emptyAccount({
      appid: 'wxa1sandbox0000002',
      kind: 'miniprogram',
      nickname: '星河摄影社',
      principal_name: '星河影像工作室',
      principal_type: 1,
      registered_by: 'preset',
    }),
    emptyAccount({
      appid: 'wxoasandbox0000001',
      kind: 'official',
      nickname: '青禾文化',
      principal_name: '青禾文化传播有限公司',
      principal_type: 1,
      registered_by: 'preset',
      verified: true,
    }),
  ];
}

/** A new account's appid: `wx` and 16 hex digits, as WeChat's. */
export const newAppid = () => `wx${randomBytes(8).toString('hex')}`;
