// WeChat answers HTTP 200 with `{ errcode, errmsg }` on failure; the consoles show the errcode with a Chinese
// explanation (WeChat's own errmsg is English and ends in a `rid:` the support desk asks for, so it is kept too).

/** WeChat's "succeeded" in its own numbers: errcode 0, and the `status` of a registration push or task. */
export const WECHAT_OK = 0;

/** Chinese explanations of the errcodes the third-party platform's endpoints document (research §1.3–1.10). */
const EXPLANATIONS: Record<number, string> = {
  [-1]: '微信系统繁忙，请稍后再试',
  40001: '第三方平台凭证无效或不是最新',
  40007: '媒体文件无效（头像须先用本小程序的令牌上传）',
  40014: '令牌无效',
  40125: '第三方平台的 AppSecret 不正确',
  41001: '缺少令牌',
  41004: '缺少 AppSecret',
  41033: '只有通过第三方平台注册的小程序才能这样设置类目',
  42001: '令牌已过期',
  43001: '应使用 GET 请求',
  43002: '应使用 POST 请求',
  44002: '请求内容为空',
  45009: '今日调用次数已达上限',
  47001: '请求格式不正确',
  48001: '小程序没有这项接口权限',
  53200: '本月修改简介的次数已用完',
  53201: '简介包含不允许的关键字',
  53202: '本月修改头像的次数已用完',
  53204: '简介不合法',
  53300: '超出本月可添加类目的次数',
  53301: '超出可配置类目的总数',
  53302: '主体类型不允许添加该类目',
  53303: '类目参数不合法',
  53304: '与已有类目重复',
  53305: '包含未通过 ICP 校验的类目',
  53306: '只能修改类目的资质',
  53307: '只能修改未通过的类目',
  61003: '该账号没有授权给第三方平台',
  61004: '服务器的 IP 不在第三方平台的白名单中',
  61005: 'component_verify_ticket 已过期',
  61006: 'component_verify_ticket 无效',
  61007: '该接口没有授权给第三方平台',
  61011: '第三方平台无效',
  61023: '授权方的刷新令牌无效，请重新授权',
  61028: '第三方平台尚未发布',
  61029: '第三方平台缺少必备的权限集',
  61039: '代码隐私检测尚未完成，请稍后再提审',
  61040: '代码使用了隐私接口但未配置隐私保护指引',
  61051: '公众号的主体类型不允许快速注册小程序',
  61052: '公众号尚未微信认证',
  61053: '该主体注册的小程序已达上限',
  61054: '该主体已被列入黑名单',
  61055: '本月复用资质注册的次数已达上限（每月 5 次）',
  61056: '政府、媒体或其他组织须同时复用微信认证',
  61057: '该公众号仍有注册流程在进行中',
  61058: '扫码凭证校验不通过（两次提交须间隔 5 秒以上）',
  61060: '跳转地址不合法',
  61061: '海外账号不能快速注册',
  61070: '法人姓名与微信号不一致',
  85006: '标签格式错误',
  85007: '页面路径错误',
  85008: '类目填写错误，或没有审核通过的类目',
  85009: '已经有正在审核的版本',
  85010: '审核项目有空项',
  85011: '标题填写错误',
  85012: '审核编号无效',
  85013: '自定义配置（ext_json）无效',
  85014: '模板编号无效',
  85015: '该账号不是小程序',
  85019: '没有审核版本',
  85020: '审核状态不满足发布条件',
  85023: '审核项目数应为 1 到 5 个',
  85043: '模板错误',
  85044: '代码包超过大小限制',
  85045: 'ext_json 中有不存在的页面路径',
  85046: 'tabBar 中缺少页面路径',
  85047: 'pages 字段为空',
  85048: 'ext_json 解析失败',
  85052: '该版本已经发布',
  85064: '找不到模板或草稿',
  85065: '模板库已满',
  85077: '小程序类目已失效，请重新设置类目',
  85085: '提审过于频繁，请稍后再试',
  85086: '请先上传代码',
  86000: '不是由第三方平台代小程序调用',
  86001: '没有第三方平台提交的代码',
  86002: '小程序还未设置名称、头像或简介',
  86009: '第三方平台的提审能力被限制',
  86010: '第三方平台的提审能力被限制',
  87011: '灰度发布中，不能回退',
  87012: '该版本不能回退',
  87013: '撤回审核的次数已达上限（每天 5 次、每月 10 次）',
  89247: '微信内部错误，请稍后再试',
  89248: '企业代码类型无效',
  89249: '该主体已有注册任务在进行中，24 小时后再试',
  89250: '找不到注册任务',
  89251: '等待法人在微信中完成人脸核验',
  89252: '正在校验法人与企业信息',
  89253: '缺少必填信息',
  89254: '第三方平台缺少相应的权限集',
  89255: '企业代码无效',
  91011: '找不到名称审核单',
  91019: '小程序正在审核中，暂时不能改名',
};

/** The explanation shown for an errcode; unknown ones say so with the code (WeChat adds codes over time). */
export function explainWechatError(errcode: number): string {
  return EXPLANATIONS[errcode] ?? `微信返回错误 ${errcode}`;
}

/** A call WeChat refused: its errcode and errmsg (with the `rid`) and the Chinese explanation. */
export class WechatApiError extends Error {
  readonly explanation: string;
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly path: string,
  ) {
    super(`${path}: ${errcode} ${errmsg}`);
    this.name = 'WechatApiError';
    this.explanation = explainWechatError(errcode);
  }
}
