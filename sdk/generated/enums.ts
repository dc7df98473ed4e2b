// Generated from openapi/ by scripts/contract.mjs. Do not edit: change the contract and run `npm run contract`.

/** 结果类型 */
export const ResultTypeValues = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const ResultType = {
  success: 1,
  invalidInput: 2,
  notLoggedIn: 3,
  forbidden: 4,
  notFound: 5,
  conflict: 6,
  tooManyRequests: 7,
  serviceUnavailable: 8,
  serverError: 9,
} as const;
export const ResultTypeLabels: Record<(typeof ResultTypeValues)[number], string> = {
  1: "成功",
  2: "参数错误",
  3: "未登录或登录已过期",
  4: "无权限",
  5: "不存在",
  6: "冲突或当前状态不允许",
  7: "请求过于频繁",
  8: "服务暂时不可用",
  9: "服务器错误",
};
export const ResultTypeHttpStatus: Record<(typeof ResultTypeValues)[number], number> = {
  1: 200,
  2: 400,
  3: 401,
  4: 403,
  5: 404,
  6: 409,
  7: 429,
  8: 503,
  9: 500,
};
export const ResultTypeDefaultDescriptions: Record<(typeof ResultTypeValues)[number], string> = {
  1: "操作成功",
  2: "请求参数不正确",
  3: "未登录或登录已过期",
  4: "没有权限执行此操作",
  5: "请求的内容不存在",
  6: "当前状态不允许此操作",
  7: "操作过于频繁，请稍后再试",
  8: "服务暂时不可用，请稍后再试",
  9: "服务器错误，请稍后再试",
};

/** 站点管理中心角色 */
export const SaasRoleValues = ["admin", "AccountManager", "Account", "ContentAudit", "Order", "Report", "Site", "SiteSetting", "AppletManage", "SiteBase", "SiteUser"] as const;
export const SaasRoleLabels: Record<(typeof SaasRoleValues)[number], string> = {
  admin: "主管理员（全部权限）",
  AccountManager: "管理员设置",
  Account: "用户管理",
  ContentAudit: "内容审核",
  Order: "订单管理",
  Report: "举报管理",
  Site: "站点管理",
  SiteSetting: "系统设置",
  AppletManage: "小程序管理",
  SiteBase: "统计与基础数据",
  SiteUser: "站点用户管理",
};

/** 站点控制台角色 */
export const ConsoleRoleValues = ["admin", "SiteBase", "Post", "Comment", "WorkOrder", "Answer", "Section", "Mall", "SiteManage", "User", "UserManager"] as const;
export const ConsoleRoleLabels: Record<(typeof ConsoleRoleValues)[number], string> = {
  admin: "站长（全部权限）",
  SiteBase: "统计与基础数据",
  Post: "帖子管理",
  Comment: "评论管理",
  WorkOrder: "工单管理",
  Answer: "回答管理",
  Section: "版块管理",
  Mall: "积分商城",
  SiteManage: "站点设置",
  User: "用户管理",
  UserManager: "用户管理员设置",
};

/** 性别 */
export const GenderValues = [0, 1, 2] as const;
export const Gender = {
  unknown: 0,
  male: 1,
  female: 2,
} as const;
export const GenderLabels: Record<(typeof GenderValues)[number], string> = {
  0: "未设置",
  1: "男",
  2: "女",
};

/** 站点管理中心消息类型 */
export const SaasMessageTypeValues = ["account", "siteUser", "site", "order"] as const;
export const SaasMessageTypeLabels: Record<(typeof SaasMessageTypeValues)[number], string> = {
  account: "新注册账号",
  siteUser: "新站点用户",
  site: "新建站点",
  order: "新订单",
};

/** 账号状态 */
export const AccountStatusValues = [1, 2] as const;
export const AccountStatus = {
  active: 1,
  disabled: 2,
} as const;
export const AccountStatusLabels: Record<(typeof AccountStatusValues)[number], string> = {
  1: "正常",
  2: "已停用",
};

/** 站点用户状态 */
export const SiteUserStatusValues = [1, 2] as const;
export const SiteUserStatus = {
  active: 1,
  banned: 2,
} as const;
export const SiteUserStatusLabels: Record<(typeof SiteUserStatusValues)[number], string> = {
  1: "正常",
  2: "已禁用",
};

/** 授权类型 */
export const LicenseTypeValues = [1, 2, 3] as const;
export const LicenseType = {
  basic: 1,
  professional: 2,
  flagship: 3,
} as const;
export const LicenseTypeLabels: Record<(typeof LicenseTypeValues)[number], string> = {
  1: "基础版",
  2: "专业版",
  3: "旗舰版",
};

/** 授权状态 */
export const LicenseStatusValues = ["active", "expiring", "expired"] as const;
export const LicenseStatusLabels: Record<(typeof LicenseStatusValues)[number], string> = {
  active: "有效",
  expiring: "即将到期",
  expired: "已过期",
};

/** 订单状态 */
export const OrderStatusValues = ["pending", "paid", "cancelled", "refunded"] as const;
export const OrderStatusLabels: Record<(typeof OrderStatusValues)[number], string> = {
  pending: "待支付",
  paid: "已支付",
  cancelled: "已取消",
  refunded: "已退款",
};

/** 订单类型 */
export const OrderKindValues = ["buy", "renew", "offline", "licenseCode"] as const;
export const OrderKindLabels: Record<(typeof OrderKindValues)[number], string> = {
  buy: "购买",
  renew: "续费",
  offline: "线下订单",
  licenseCode: "授权码激活",
};

/** 支付方式 */
export const PayMethodValues = ["sandbox", "offline", "licenseCode"] as const;
export const PayMethodLabels: Record<(typeof PayMethodValues)[number], string> = {
  sandbox: "模拟支付",
  offline: "线下支付",
  licenseCode: "授权码",
};

/** 取消原因 */
export const CancelReasonValues = ["", "user", "timeout", "manager"] as const;
export const CancelReasonLabels: Record<(typeof CancelReasonValues)[number], string> = {
  "": "未取消",
  user: "客户取消",
  timeout: "超时未支付",
  manager: "管理员取消",
};

/** 模拟支付单状态 */
export const SandboxPaymentStatusValues = ["pending", "succeeded", "failed"] as const;
export const SandboxPaymentStatusLabels: Record<(typeof SandboxPaymentStatusValues)[number], string> = {
  pending: "待支付",
  succeeded: "支付成功",
  failed: "支付失败",
};

/** 授权码状态 */
export const LicenseCodeStatusValues = ["unused", "used", "revoked"] as const;
export const LicenseCodeStatusLabels: Record<(typeof LicenseCodeStatusValues)[number], string> = {
  unused: "未使用",
  used: "已使用",
  revoked: "已作废",
};

/** 开关 */
export const SwitchValues = [0, 1] as const;
export const Switch = {
  off: 0,
  on: 1,
} as const;
export const SwitchLabels: Record<(typeof SwitchValues)[number], string> = {
  0: "关闭",
  1: "开启",
};

/** 站点控制台消息类型 */
export const ConsoleMessageTypeValues = ["member", "pointRecord"] as const;
export const ConsoleMessageTypeLabels: Record<(typeof ConsoleMessageTypeValues)[number], string> = {
  member: "新注册用户",
  pointRecord: "新积分流水",
};

/** 成员状态 */
export const MemberStateValues = ["normal", "muted", "banned"] as const;
export const MemberStateLabels: Record<(typeof MemberStateValues)[number], string> = {
  normal: "正常",
  muted: "禁言中",
  banned: "封禁中",
};

/** 处罚类型 */
export const SanctionKindValues = ["mute", "ban"] as const;
export const SanctionKindLabels: Record<(typeof SanctionKindValues)[number], string> = {
  mute: "禁言",
  ban: "封禁",
};

/** 可授予的控制台权限 */
export const SiteAdminRoleValues = ["SiteBase", "Post", "Comment", "WorkOrder", "Answer", "Section", "Mall", "SiteManage", "User", "UserManager"] as const;
export const SiteAdminRoleLabels: Record<(typeof SiteAdminRoleValues)[number], string> = {
  SiteBase: "统计与基础数据",
  Post: "帖子管理",
  Comment: "评论管理",
  WorkOrder: "工单管理",
  Answer: "回答管理",
  Section: "版块管理",
  Mall: "积分商城",
  SiteManage: "站点设置",
  User: "用户管理",
  UserManager: "用户管理员设置",
};

/** 发帖权限 */
export const SectionPostPermissionValues = [1, 2, 3] as const;
export const SectionPostPermission = {
  everyone: 1,
  rank: 2,
  admins: 3,
} as const;
export const SectionPostPermissionLabels: Record<(typeof SectionPostPermissionValues)[number], string> = {
  1: "所有成员",
  2: "指定等级及以上",
  3: "仅管理员",
};

/** 审核状态 */
export const ContentStatusValues = [10, 20, 30, 40, 50, 60] as const;
export const ContentStatus = {
  pending: 10,
  published: 20,
  rejected: 30,
  hidden: 40,
  deleted: 50,
  resubmitted: 60,
} as const;
export const ContentStatusLabels: Record<(typeof ContentStatusValues)[number], string> = {
  10: "待审核",
  20: "已发布",
  30: "未通过",
  40: "已屏蔽",
  50: "已删除",
  60: "待复审",
};

/** 图片用途 */
export const UploadPurposeValues = ["post", "comment", "avatar", "section", "gift"] as const;
export const UploadPurposeLabels: Record<(typeof UploadPurposeValues)[number], string> = {
  post: "帖子",
  comment: "评论",
  avatar: "头像",
  section: "版块图标",
  gift: "礼品",
};

/** 审核操作 */
export const ModerationActionValues = ["contentApproved", "contentRejected", "contentHidden", "contentRestored", "contentDeleted", "contentPurged", "contentMoved", "contentPinned", "contentUnpinned", "contentFeatured", "contentUnfeatured", "contentLocked", "contentUnlocked"] as const;
export const ModerationAction = {
  contentApproved: "contentApproved",
  contentRejected: "contentRejected",
  contentHidden: "contentHidden",
  contentRestored: "contentRestored",
  contentDeleted: "contentDeleted",
  contentPurged: "contentPurged",
  contentMoved: "contentMoved",
  contentPinned: "contentPinned",
  contentUnpinned: "contentUnpinned",
  contentFeatured: "contentFeatured",
  contentUnfeatured: "contentUnfeatured",
  contentLocked: "contentLocked",
  contentUnlocked: "contentUnlocked",
} as const;
export const ModerationActionLabels: Record<(typeof ModerationActionValues)[number], string> = {
  contentApproved: "审核通过",
  contentRejected: "驳回",
  contentHidden: "屏蔽",
  contentRestored: "恢复",
  contentDeleted: "删除",
  contentPurged: "彻底删除",
  contentMoved: "移动版块",
  contentPinned: "置顶",
  contentUnpinned: "取消置顶",
  contentFeatured: "设为精华",
  contentUnfeatured: "取消精华",
  contentLocked: "锁定",
  contentUnlocked: "解除锁定",
};

/** 删除者 */
export const ContentActorKindValues = ["member", "console", "saas"] as const;
export const ContentActorKind = {
  member: "member",
  console: "console",
  saas: "saas",
} as const;
export const ContentActorKindLabels: Record<(typeof ContentActorKindValues)[number], string> = {
  member: "作者本人",
  console: "站点管理员",
  saas: "平台",
};

/** 索引重建状态 */
export const SearchIndexStateValues = ["never", "running", "done", "failed"] as const;
export const SearchIndexStateLabels: Record<(typeof SearchIndexStateValues)[number], string> = {
  never: "从未重建",
  running: "重建中",
  done: "已完成",
  failed: "失败",
};
