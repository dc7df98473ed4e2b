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

/** 登录类型 */
export const SessionKindValues = ["saas", "console", "member"] as const;
export const SessionKindLabels: Record<(typeof SessionKindValues)[number], string> = {
  saas: "站点管理中心",
  console: "站点控制台",
  member: "前台",
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

/** 域名状态 */
export const SiteDomainStatusValues = ["pending", "verified", "failed"] as const;
export const SiteDomainStatusLabels: Record<(typeof SiteDomainStatusValues)[number], string> = {
  pending: "待验证",
  verified: "已验证",
  failed: "验证失败",
};
/** 域名状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const SiteDomainStatusTransitions = {
  verify: { pending: "verified", failed: "verified" },
  fail: { pending: "failed", failed: "failed" },
} as const;
export type SiteDomainStatusAction = keyof typeof SiteDomainStatusTransitions;

/** 验证方式 */
export const SiteDomainMethodValues = ["dns", "http"] as const;
export const SiteDomainMethodLabels: Record<(typeof SiteDomainMethodValues)[number], string> = {
  dns: "DNS TXT 记录",
  http: "HTTP 文件",
};

/** 订单状态 */
export const OrderStatusValues = ["pending", "paid", "cancelled", "refunded"] as const;
export const OrderStatusLabels: Record<(typeof OrderStatusValues)[number], string> = {
  pending: "待支付",
  paid: "已支付",
  cancelled: "已取消",
  refunded: "已退款",
};
/** 订单状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const OrderStatusTransitions = {
  pay: { pending: "paid" },
  markPaid: { pending: "paid" },
  cancel: { pending: "cancelled" },
  refund: { paid: "refunded" },
} as const;
export type OrderStatusAction = keyof typeof OrderStatusTransitions;

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

/** 积分类型代码 */
export const PointCategoryCodeValues = ["reputation", "coin"] as const;
export const PointCategoryCode = {
  reputation: "reputation",
  coin: "coin",
} as const;
export const PointCategoryCodeLabels: Record<(typeof PointCategoryCodeValues)[number], string> = {
  reputation: "声望",
  coin: "金币",
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

/** 积分规则代码 */
export const PointItemCodeValues = ["post_create", "reply_create", "answer_accepted", "post_liked", "comment_liked", "post_essence", "post_deleted", "daily_sign", "invite_register"] as const;
export const PointItemCode = {
  postCreate: "post_create",
  replyCreate: "reply_create",
  answerAccepted: "answer_accepted",
  postLiked: "post_liked",
  commentLiked: "comment_liked",
  postEssence: "post_essence",
  postDeleted: "post_deleted",
  dailySign: "daily_sign",
  inviteRegister: "invite_register",
} as const;
export const PointItemCodeLabels: Record<(typeof PointItemCodeValues)[number], string> = {
  post_create: "发表主题",
  reply_create: "发表回复",
  answer_accepted: "回答被采纳",
  post_liked: "主题被点赞",
  comment_liked: "评论被点赞",
  post_essence: "主题被设为精华",
  post_deleted: "主题被删除",
  daily_sign: "每日签到",
  invite_register: "邀请注册",
};

/** 站点控制台消息类型 */
export const ConsoleMessageTypeValues = ["member", "pointRecord", "workOrder"] as const;
export const ConsoleMessageTypeLabels: Record<(typeof ConsoleMessageTypeValues)[number], string> = {
  member: "新注册用户",
  pointRecord: "新积分流水",
  workOrder: "新工单与待回复工单",
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

/** 成员内容的处理 */
export const MemberContentModeValues = ["keep", "remove"] as const;
export const MemberContentModeLabels: Record<(typeof MemberContentModeValues)[number], string> = {
  keep: "保留（归匿名用户）",
  remove: "一并删除",
};

/** 标签设置方式 */
export const MemberLabelModeValues = ["add", "remove", "set"] as const;
export const MemberLabelModeLabels: Record<(typeof MemberLabelModeValues)[number], string> = {
  add: "添加",
  remove: "移除",
  set: "设为",
};

/** 礼品类型 */
export const GiftKindValues = ["physical", "virtual"] as const;
export const GiftKind = {
  physical: "physical",
  virtual: "virtual",
} as const;
export const GiftKindLabels: Record<(typeof GiftKindValues)[number], string> = {
  physical: "实物",
  virtual: "虚拟",
};

/** 兑换单状态 */
export const MallOrderStatusValues = [10, 20, 30, 40] as const;
export const MallOrderStatus = {
  awaitingShipment: 10,
  shipped: 20,
  completed: 30,
  cancelled: 40,
} as const;
export const MallOrderStatusLabels: Record<(typeof MallOrderStatusValues)[number], string> = {
  10: "待发货",
  20: "已发货",
  30: "已完成",
  40: "已取消",
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

/** 个人信息请求 */
export const PrivacyRequestKindValues = ["export", "erasure"] as const;
export const PrivacyRequestKindLabels: Record<(typeof PrivacyRequestKindValues)[number], string> = {
  export: "下载个人数据",
  erasure: "注销账号",
};

/** 导出状态 */
export const UserExportStatusValues = ["queued", "running", "done", "failed"] as const;
export const UserExportStatusLabels: Record<(typeof UserExportStatusValues)[number], string> = {
  queued: "排队中",
  running: "导出中",
  done: "已完成",
  failed: "失败",
};

/** 文件格式 */
export const UserExportFormatValues = ["xlsx", "csv"] as const;
export const UserExportFormatLabels: Record<(typeof UserExportFormatValues)[number], string> = {
  xlsx: "Excel",
  csv: "CSV",
};

/** 导出字段 */
export const UserExportFieldValues = ["id", "account", "userName", "mobile", "rank", "points", "posts", "comments", "answers", "createdAt", "lastLoginAt", "state"] as const;
export const UserExportFieldLabels: Record<(typeof UserExportFieldValues)[number], string> = {
  id: "编号",
  account: "登录名",
  userName: "昵称",
  mobile: "手机号",
  rank: "等级",
  points: "积分（各类别）",
  posts: "帖子数",
  comments: "评论数",
  answers: "回答数",
  createdAt: "注册时间",
  lastLoginAt: "最近活跃",
  state: "状态",
};

/** 手机号 */
export const UserExportMobileValues = ["masked", "full"] as const;
export const UserExportMobileLabels: Record<(typeof UserExportMobileValues)[number], string> = {
  masked: "打码",
  full: "完整",
};

/** 注销后的内容 */
export const ErasureContentValues = ["keep", "remove"] as const;
export const ErasureContentLabels: Record<(typeof ErasureContentValues)[number], string> = {
  keep: "保留为匿名",
  remove: "删除",
};

/** 个人数据格式 */
export const MyDataFormatValues = ["json", "xlsx"] as const;
export const MyDataFormatLabels: Record<(typeof MyDataFormatValues)[number], string> = {
  json: "JSON",
  xlsx: "Excel",
};

/** 配色方案 */
export const ThemePaletteValues = ["blue", "teal", "orange", "dark"] as const;
export const ThemePalette = {
  blue: "blue",
  teal: "teal",
  orange: "orange",
  dark: "dark",
} as const;
export const ThemePaletteLabels: Record<(typeof ThemePaletteValues)[number], string> = {
  blue: "默认蓝",
  teal: "青绿",
  orange: "暖橙",
  dark: "墨黑（深色）",
};

/** 顶栏样式 */
export const ThemeHeaderStyleValues = ["light", "brand", "dark"] as const;
export const ThemeHeaderStyle = {
  light: "light",
  brand: "brand",
  dark: "dark",
} as const;
export const ThemeHeaderStyleLabels: Record<(typeof ThemeHeaderStyleValues)[number], string> = {
  light: "浅色",
  brand: "品牌色",
  dark: "深色",
};

/** 页面密度 */
export const ThemeDensityValues = ["comfortable", "compact"] as const;
export const ThemeDensity = {
  comfortable: "comfortable",
  compact: "compact",
} as const;
export const ThemeDensityLabels: Record<(typeof ThemeDensityValues)[number], string> = {
  comfortable: "宽松",
  compact: "紧凑",
};

/** 首页布局 */
export const ThemeHomeLayoutValues = ["latestPosts", "sectionGrid", "questionsFirst"] as const;
export const ThemeHomeLayout = {
  latestPosts: "latestPosts",
  sectionGrid: "sectionGrid",
  questionsFirst: "questionsFirst",
} as const;
export const ThemeHomeLayoutLabels: Record<(typeof ThemeHomeLayoutValues)[number], string> = {
  latestPosts: "最新帖子",
  sectionGrid: "版块宫格",
  questionsFirst: "问答优先",
};

/** 自动授予规则 */
export const MedalRuleKindValues = ["points", "posts", "acceptedAnswers", "memberDays", "rank"] as const;
export const MedalRuleKind = {
  points: "points",
  posts: "posts",
  acceptedAnswers: "acceptedAnswers",
  memberDays: "memberDays",
  rank: "rank",
} as const;
export const MedalRuleKindLabels: Record<(typeof MedalRuleKindValues)[number], string> = {
  points: "积分达到",
  posts: "发帖数达到",
  acceptedAnswers: "被采纳回答数达到",
  memberDays: "注册天数达到",
  rank: "等级达到",
};

/** 自动授予 */
export const MedalAutoAwardValues = [0, 1] as const;
export const MedalAutoAward = {
  off: 0,
  on: 1,
} as const;
export const MedalAutoAwardLabels: Record<(typeof MedalAutoAwardValues)[number], string> = {
  0: "手动授予",
  1: "自动授予",
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

/** 方式 */
export const SectionMoveModeValues = ["move", "merge"] as const;
export const SectionMoveModeLabels: Record<(typeof SectionMoveModeValues)[number], string> = {
  move: "移动全部内容",
  merge: "合并到目标版块",
};

/** 性别 */
export const MemberGenderValues = [0, 1, 2] as const;
export const MemberGender = {
  secret: 0,
  male: 1,
  female: 2,
} as const;
export const MemberGenderLabels: Record<(typeof MemberGenderValues)[number], string> = {
  0: "保密",
  1: "男",
  2: "女",
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
/** 审核状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const ContentStatusTransitions = {
  approve: { 10: 20, 30: 20, 40: 20, 60: 20 },
  reject: { 10: 30, 60: 30 },
  hide: { 20: 40 },
  restore: { 40: 20, 50: "previous" },
  delete: { 10: 50, 20: 50, 30: 50, 40: 50, 60: 50 },
  purge: { 50: null },
} as const;
export type ContentStatusAction = keyof typeof ContentStatusTransitions;

/** 草稿类型 */
export const DraftKindValues = ["post", "answer"] as const;
export const DraftKindLabels: Record<(typeof DraftKindValues)[number], string> = {
  post: "帖子",
  answer: "回答",
};

/** 图片用途 */
export const UploadPurposeValues = ["post", "comment", "avatar", "section", "gift", "logo", "favicon"] as const;
export const UploadPurposeLabels: Record<(typeof UploadPurposeValues)[number], string> = {
  post: "帖子",
  comment: "评论",
  avatar: "头像",
  section: "版块图标",
  gift: "礼品",
  logo: "站点 Logo",
  favicon: "站点图标",
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

/** 举报状态 */
export const ImpeachStateValues = ["open", "resolved"] as const;
export const ImpeachState = {
  open: "open",
  resolved: "resolved",
} as const;
export const ImpeachStateLabels: Record<(typeof ImpeachStateValues)[number], string> = {
  open: "待处理",
  resolved: "已处理",
};

/** 举报对象类型 */
export const ImpeachTargetTypeValues = ["post", "comment", "question", "answer", "user", "message"] as const;
export const ImpeachTargetType = {
  post: "post",
  comment: "comment",
  question: "question",
  answer: "answer",
  user: "user",
  message: "message",
} as const;
export const ImpeachTargetTypeLabels: Record<(typeof ImpeachTargetTypeValues)[number], string> = {
  post: "帖子",
  comment: "评论",
  question: "问题",
  answer: "回答",
  user: "用户",
  message: "私信",
};

/** 举报排序 */
export const ImpeachSortValues = ["oldest", "newest", "count"] as const;
export const ImpeachSort = {
  oldest: "oldest",
  newest: "newest",
  count: "count",
} as const;
export const ImpeachSortLabels: Record<(typeof ImpeachSortValues)[number], string> = {
  oldest: "等待最久",
  newest: "最新举报",
  count: "举报最多",
};

/** 举报处理方式 */
export const ImpeachActionValues = ["hide", "delete", "keep"] as const;
export const ImpeachAction = {
  hide: "hide",
  delete: "delete",
  keep: "keep",
} as const;
export const ImpeachActionLabels: Record<(typeof ImpeachActionValues)[number], string> = {
  hide: "屏蔽",
  delete: "删除",
  keep: "保留",
};

/** 通知类型 */
export const MemberNotificationKindValues = ["reportResolved", "contentHidden", "contentDeleted", "memberMuted", "memberBanned", "answerReceived", "answerAccepted", "medalEarned", "workOrderReplied", "workOrderStatusChanged", "followedPost", "watchedReply", "reply", "mention", "like"] as const;
export const MemberNotificationKind = {
  reportResolved: "reportResolved",
  contentHidden: "contentHidden",
  contentDeleted: "contentDeleted",
  memberMuted: "memberMuted",
  memberBanned: "memberBanned",
  answerReceived: "answerReceived",
  answerAccepted: "answerAccepted",
  medalEarned: "medalEarned",
  workOrderReplied: "workOrderReplied",
  workOrderStatusChanged: "workOrderStatusChanged",
  followedPost: "followedPost",
  watchedReply: "watchedReply",
  reply: "reply",
  mention: "mention",
  like: "like",
} as const;
export const MemberNotificationKindLabels: Record<(typeof MemberNotificationKindValues)[number], string> = {
  reportResolved: "举报已处理",
  contentHidden: "内容被屏蔽",
  contentDeleted: "内容被删除",
  memberMuted: "被禁言",
  memberBanned: "被封禁",
  answerReceived: "问题有了新回答",
  answerAccepted: "回答被采纳",
  medalEarned: "获得勋章",
  workOrderReplied: "工单有了新回复",
  workOrderStatusChanged: "工单状态变更",
  followedPost: "关注的人发了新帖",
  watchedReply: "关注的帖子有了新回复",
  reply: "收到回复",
  mention: "有人提到我",
  like: "收到点赞",
};

/** 管理员通知类型 */
export const ConsoleNotificationKindValues = ["smsQuotaWarning", "workOrderReplied", "workOrderStatusChanged", "appletAuditResult"] as const;
export const ConsoleNotificationKind = {
  smsQuotaWarning: "smsQuotaWarning",
  workOrderReplied: "workOrderReplied",
  workOrderStatusChanged: "workOrderStatusChanged",
  appletAuditResult: "appletAuditResult",
} as const;
export const ConsoleNotificationKindLabels: Record<(typeof ConsoleNotificationKindValues)[number], string> = {
  smsQuotaWarning: "短信额度预警",
  workOrderReplied: "平台工单有了新回复",
  workOrderStatusChanged: "平台工单状态变更",
  appletAuditResult: "小程序审核结果",
};

/** 通知渠道 */
export const NotificationChannelValues = ["inApp", "sms", "wechat", "email"] as const;
export const NotificationChannel = {
  inApp: "inApp",
  sms: "sms",
  wechat: "wechat",
  email: "email",
} as const;
export const NotificationChannelLabels: Record<(typeof NotificationChannelValues)[number], string> = {
  inApp: "站内通知",
  sms: "短信",
  wechat: "微信订阅消息",
  email: "邮件",
};

/** 消息模板 */
export const NotificationTemplateValues = ["reportResolved", "contentHidden", "contentDeleted", "memberMuted", "memberBanned", "answerReceived", "answerAccepted", "medalEarned", "workOrderReplied", "workOrderStatusChanged", "followedPost", "watchedReply", "reply", "mention", "like", "smsQuotaWarning", "emailDigest", "appletAuditResult"] as const;
export const NotificationTemplate = {
  reportResolved: "reportResolved",
  contentHidden: "contentHidden",
  contentDeleted: "contentDeleted",
  memberMuted: "memberMuted",
  memberBanned: "memberBanned",
  answerReceived: "answerReceived",
  answerAccepted: "answerAccepted",
  medalEarned: "medalEarned",
  workOrderReplied: "workOrderReplied",
  workOrderStatusChanged: "workOrderStatusChanged",
  followedPost: "followedPost",
  watchedReply: "watchedReply",
  reply: "reply",
  mention: "mention",
  like: "like",
  smsQuotaWarning: "smsQuotaWarning",
  emailDigest: "emailDigest",
  appletAuditResult: "appletAuditResult",
} as const;
export const NotificationTemplateLabels: Record<(typeof NotificationTemplateValues)[number], string> = {
  reportResolved: "举报已处理",
  contentHidden: "内容被屏蔽",
  contentDeleted: "内容被删除",
  memberMuted: "被禁言",
  memberBanned: "被封禁",
  answerReceived: "问题有了新回答",
  answerAccepted: "回答被采纳",
  medalEarned: "获得勋章",
  workOrderReplied: "工单有了新回复",
  workOrderStatusChanged: "工单状态变更",
  followedPost: "关注的人发了新帖",
  watchedReply: "关注的帖子有了新回复",
  reply: "收到回复",
  mention: "有人提到我",
  like: "收到点赞",
  smsQuotaWarning: "短信额度预警",
  emailDigest: "每日邮件摘要",
  appletAuditResult: "小程序审核结果",
};

/** 发送状态 */
export const NotificationSendStatusValues = ["pending", "sent", "failed", "delivered"] as const;
export const NotificationSendStatus = {
  pending: "pending",
  sent: "sent",
  failed: "failed",
  delivered: "delivered",
} as const;
export const NotificationSendStatusLabels: Record<(typeof NotificationSendStatusValues)[number], string> = {
  pending: "待发送",
  sent: "已发送",
  failed: "发送失败",
  delivered: "已送达",
};

/** 问答权限 */
export const QuestionPermissionValues = [1, 2] as const;
export const QuestionPermission = {
  everyone: 1,
  admins: 2,
} as const;
export const QuestionPermissionLabels: Record<(typeof QuestionPermissionValues)[number], string> = {
  1: "所有成员",
  2: "仅管理员",
};

/** 悬赏积分 */
export const BountyCategoryValues = ["reputation", "coin"] as const;
export const BountyCategoryLabels: Record<(typeof BountyCategoryValues)[number], string> = {
  reputation: "声望",
  coin: "金币",
};

/** 到期处理 */
export const QuestionSettleRuleValues = ["refund", "bestVoted"] as const;
export const QuestionSettleRuleLabels: Record<(typeof QuestionSettleRuleValues)[number], string> = {
  refund: "退还悬赏",
  bestVoted: "付给得票最多的回答",
};

/** 投票 */
export const AnswerVoteValues = ["up", "down", "none"] as const;
export const AnswerVoteLabels: Record<(typeof AnswerVoteValues)[number], string> = {
  up: "赞同",
  down: "反对",
  none: "未投票",
};

/** 工单状态 */
export const WorkOrderStatusValues = ["pending", "processing", "resolved", "closed"] as const;
export const WorkOrderStatusLabels: Record<(typeof WorkOrderStatusValues)[number], string> = {
  pending: "待处理",
  processing: "处理中",
  resolved: "已解决",
  closed: "已关闭",
};
/** 工单状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const WorkOrderStatusTransitions = {
  process: { pending: "processing", resolved: "processing", closed: "processing" },
  resolve: { pending: "resolved", processing: "resolved" },
  close: { pending: "closed", processing: "closed", resolved: "closed" },
  reopen: { resolved: "processing", closed: "processing" },
} as const;
export type WorkOrderStatusAction = keyof typeof WorkOrderStatusTransitions;

/** 工单去向 */
export const WorkOrderScopeValues = ["site", "saas"] as const;
export const WorkOrderScopeLabels: Record<(typeof WorkOrderScopeValues)[number], string> = {
  site: "站点工单",
  saas: "平台工单",
};

/** 平台工单类别 */
export const SaasWorkOrderCategoryValues = ["billing", "fault", "appeal", "other"] as const;
export const SaasWorkOrderCategoryLabels: Record<(typeof SaasWorkOrderCategoryValues)[number], string> = {
  billing: "账单",
  fault: "故障",
  appeal: "内容申诉",
  other: "其他",
};

/** 工单记录类型 */
export const WorkOrderEntryKindValues = ["reply", "note", "event"] as const;
export const WorkOrderEntryKindLabels: Record<(typeof WorkOrderEntryKindValues)[number], string> = {
  reply: "回复",
  note: "内部备注",
  event: "记录",
};

/** 记录来自 */
export const WorkOrderEntryAuthorValues = ["requester", "staff", "system"] as const;
export const WorkOrderEntryAuthorLabels: Record<(typeof WorkOrderEntryAuthorValues)[number], string> = {
  requester: "提交人",
  staff: "客服",
  system: "系统",
};

/** 提交人的操作 */
export const WorkOrderActionValues = ["close", "reopen"] as const;
export const WorkOrderActionLabels: Record<(typeof WorkOrderActionValues)[number], string> = {
  close: "关闭",
  reopen: "重新打开",
};

/** 谁可以提交工单 */
export const WorkOrderOpenPermissionValues = ["all", "ranks", "none"] as const;
export const WorkOrderOpenPermissionLabels: Record<(typeof WorkOrderOpenPermissionValues)[number], string> = {
  all: "所有成员",
  ranks: "指定等级的成员",
  none: "不开放",
};

/** 短信用途 */
export const SmsPurposeValues = ["saas_register", "saas_reset", "console_register", "console_reset", "notification"] as const;
export const SmsPurpose = {
  saasRegister: "saas_register",
  saasReset: "saas_reset",
  consoleRegister: "console_register",
  consoleReset: "console_reset",
  notification: "notification",
} as const;
export const SmsPurposeLabels: Record<(typeof SmsPurposeValues)[number], string> = {
  saas_register: "站点管理中心注册",
  saas_reset: "站点管理中心找回密码",
  console_register: "站点注册",
  console_reset: "站点找回密码",
  notification: "成员通知",
};

/** 短信状态 */
export const SmsStatusValues = ["sent", "failed", "delivered"] as const;
export const SmsStatus = {
  sent: "sent",
  failed: "failed",
  delivered: "delivered",
} as const;
export const SmsStatusLabels: Record<(typeof SmsStatusValues)[number], string> = {
  sent: "已发送",
  failed: "发送失败",
  delivered: "已送达",
};

/** 执行结果 */
export const TaskOutcomeValues = ["running", "success", "failed"] as const;
export const TaskOutcome = {
  running: "running",
  success: "success",
  failed: "failed",
} as const;
export const TaskOutcomeLabels: Record<(typeof TaskOutcomeValues)[number], string> = {
  running: "执行中",
  success: "成功",
  failed: "失败",
};

/** 触发方式 */
export const TaskTriggerValues = ["schedule", "manual"] as const;
export const TaskTrigger = {
  schedule: "schedule",
  manual: "manual",
} as const;
export const TaskTriggerLabels: Record<(typeof TaskTriggerValues)[number], string> = {
  schedule: "按计划",
  manual: "手动",
};

/** 导航位置 */
export const NavigationPositionValues = ["top", "footer", "tabBar"] as const;
export const NavigationPosition = {
  top: "top",
  footer: "footer",
  tabBar: "tabBar",
} as const;
export const NavigationPositionLabels: Record<(typeof NavigationPositionValues)[number], string> = {
  top: "顶部导航",
  footer: "底部导航",
  tabBar: "手机底部标签栏",
};

/** 链接目标 */
export const NavigationTargetKindValues = ["home", "section", "questionList", "mall", "post", "search", "write", "me", "external"] as const;
export const NavigationTargetKind = {
  home: "home",
  section: "section",
  questionList: "questionList",
  mall: "mall",
  post: "post",
  search: "search",
  write: "write",
  me: "me",
  external: "external",
} as const;
export const NavigationTargetKindLabels: Record<(typeof NavigationTargetKindValues)[number], string> = {
  home: "首页",
  section: "版块",
  questionList: "问答列表",
  mall: "积分商城",
  post: "帖子",
  search: "搜索",
  write: "发帖",
  me: "我的",
  external: "外部链接",
};

/** 图标 */
export const NavigationIconValues = ["home", "search", "question", "write", "me", "section", "mall", "post", "link", "star", "bell", "book", "chat", "info"] as const;
export const NavigationIcon = {
  home: "home",
  search: "search",
  question: "question",
  write: "write",
  me: "me",
  section: "section",
  mall: "mall",
  post: "post",
  link: "link",
  star: "star",
  bell: "bell",
  book: "book",
  chat: "chat",
  info: "info",
} as const;
export const NavigationIconLabels: Record<(typeof NavigationIconValues)[number], string> = {
  home: "主页",
  search: "搜索",
  question: "问号",
  write: "铅笔",
  me: "人像",
  section: "版块",
  mall: "礼物",
  post: "文档",
  link: "链接",
  star: "星标",
  bell: "铃铛",
  book: "书本",
  chat: "对话",
  info: "信息",
};

/** 可见范围 */
export const NavigationVisibilityValues = ["everyone", "members", "rankAtLeast", "admins"] as const;
export const NavigationVisibility = {
  everyone: "everyone",
  members: "members",
  rankAtLeast: "rankAtLeast",
  admins: "admins",
} as const;
export const NavigationVisibilityLabels: Record<(typeof NavigationVisibilityValues)[number], string> = {
  everyone: "所有人",
  members: "登录成员",
  rankAtLeast: "指定等级及以上",
  admins: "管理员",
};

/** 注册状态 */
export const AppletRegisterStatusValues = ["unregistered", "registering", "registerFailed", "authorized", "unauthorized"] as const;
export const AppletRegisterStatus = {
  unregistered: "unregistered",
  registering: "registering",
  registerFailed: "registerFailed",
  authorized: "authorized",
  unauthorized: "unauthorized",
} as const;
export const AppletRegisterStatusLabels: Record<(typeof AppletRegisterStatusValues)[number], string> = {
  unregistered: "未注册",
  registering: "注册中",
  registerFailed: "注册失败",
  authorized: "已授权",
  unauthorized: "已取消授权",
};
/** 注册状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const AppletRegisterStatusTransitions = {
  register: { unregistered: "registering", registerFailed: "registering", unauthorized: "registering" },
  registerFail: { registering: "registerFailed" },
  authorize: { unregistered: "authorized", registering: "authorized", registerFailed: "authorized", unauthorized: "authorized", authorized: "authorized" },
  unauthorize: { authorized: "unauthorized" },
} as const;
export type AppletRegisterStatusAction = keyof typeof AppletRegisterStatusTransitions;

/** 注册方式 */
export const AppletRegisterKindValues = ["personal", "enterprise", "reuse"] as const;
export const AppletRegisterKind = {
  personal: "personal",
  enterprise: "enterprise",
  reuse: "reuse",
} as const;
export const AppletRegisterKindLabels: Record<(typeof AppletRegisterKindValues)[number], string> = {
  personal: "个人",
  enterprise: "企业",
  reuse: "复用公众号资质",
};

/** 审核状态 */
export const AppletAuditStatusValues = ["none", "auditing", "delayed", "passed", "rejected", "withdrawn"] as const;
export const AppletAuditStatus = {
  none: "none",
  auditing: "auditing",
  delayed: "delayed",
  passed: "passed",
  rejected: "rejected",
  withdrawn: "withdrawn",
} as const;
export const AppletAuditStatusLabels: Record<(typeof AppletAuditStatusValues)[number], string> = {
  none: "无",
  auditing: "审核中",
  delayed: "审核延后",
  passed: "审核通过",
  rejected: "被驳回",
  withdrawn: "已撤回",
};
/** 审核状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const AppletAuditStatusTransitions = {
  submit: { none: "auditing", passed: "auditing", rejected: "auditing", withdrawn: "auditing" },
  delay: { auditing: "delayed" },
  pass: { auditing: "passed", delayed: "passed" },
  reject: { auditing: "rejected", delayed: "rejected" },
  withdraw: { auditing: "withdrawn", delayed: "withdrawn" },
  release: { passed: "none" },
} as const;
export type AppletAuditStatusAction = keyof typeof AppletAuditStatusTransitions;

/** 名称审核状态 */
export const AppletNicknameAuditStatusValues = ["none", "auditing", "passed", "rejected"] as const;
export const AppletNicknameAuditStatus = {
  none: "none",
  auditing: "auditing",
  passed: "passed",
  rejected: "rejected",
} as const;
export const AppletNicknameAuditStatusLabels: Record<(typeof AppletNicknameAuditStatusValues)[number], string> = {
  none: "无",
  auditing: "审核中",
  passed: "审核通过",
  rejected: "被驳回",
};
/** 名称审核状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const AppletNicknameAuditStatusTransitions = {
  submit: { none: "auditing", passed: "auditing", rejected: "auditing" },
  pass: { auditing: "passed" },
  reject: { auditing: "rejected" },
} as const;
export type AppletNicknameAuditStatusAction = keyof typeof AppletNicknameAuditStatusTransitions;

/** 类目审核状态 */
export const AppletCategoryAuditStatusValues = ["auditing", "rejected", "passed"] as const;
export const AppletCategoryAuditStatus = {
  auditing: "auditing",
  rejected: "rejected",
  passed: "passed",
} as const;
export const AppletCategoryAuditStatusLabels: Record<(typeof AppletCategoryAuditStatusValues)[number], string> = {
  auditing: "审核中",
  rejected: "不通过",
  passed: "已通过",
};

/** 第三方登录方式 */
export const SocialProviderValues = ["wechat", "wechatMp", "qq", "weibo"] as const;
export const SocialProvider = {
  wechat: "wechat",
  wechatMp: "wechatMp",
  qq: "qq",
  weibo: "weibo",
} as const;
export const SocialProviderLabels: Record<(typeof SocialProviderValues)[number], string> = {
  wechat: "微信扫码登录",
  wechatMp: "微信内登录",
  qq: "QQ登录",
  weibo: "微博登录",
};

/** 模板类型 */
export const CodeTemplateTypeValues = ["normal", "standard"] as const;
export const CodeTemplateType = {
  normal: "normal",
  standard: "standard",
} as const;
export const CodeTemplateTypeLabels: Record<(typeof CodeTemplateTypeValues)[number], string> = {
  normal: "普通模板",
  standard: "标准模板",
};

/** 批量发布状态 */
export const FleetReleaseStatusValues = ["running", "finished", "rolledBack"] as const;
export const FleetReleaseStatus = {
  running: "running",
  finished: "finished",
  rolledBack: "rolledBack",
} as const;
export const FleetReleaseStatusLabels: Record<(typeof FleetReleaseStatusValues)[number], string> = {
  running: "进行中",
  finished: "已完成",
  rolledBack: "已回退",
};
/** 批量发布状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const FleetReleaseStatusTransitions = {
  finish: { running: "finished" },
  rollback: { running: "rolledBack", finished: "rolledBack" },
} as const;
export type FleetReleaseStatusAction = keyof typeof FleetReleaseStatusTransitions;

/** 站点发布状态 */
export const FleetItemStatusValues = ["pending", "committed", "auditing", "passed", "rejected", "released", "failed", "rolledBack"] as const;
export const FleetItemStatus = {
  pending: "pending",
  committed: "committed",
  auditing: "auditing",
  passed: "passed",
  rejected: "rejected",
  released: "released",
  failed: "failed",
  rolledBack: "rolledBack",
} as const;
export const FleetItemStatusLabels: Record<(typeof FleetItemStatusValues)[number], string> = {
  pending: "待提交",
  committed: "已上传代码",
  auditing: "审核中",
  passed: "审核通过",
  rejected: "被驳回",
  released: "已发布",
  failed: "失败",
  rolledBack: "已回退",
};
/** 站点发布状态: each action's moves, from → to (`x-transitions`; 'previous' the state before deletion, null the row removed). */
export const FleetItemStatusTransitions = {
  commit: { pending: "committed" },
  submit: { committed: "auditing" },
  pass: { auditing: "passed" },
  reject: { auditing: "rejected" },
  release: { passed: "released" },
  fail: { pending: "failed", committed: "failed", auditing: "failed", passed: "failed" },
  rollback: { released: "rolledBack" },
} as const;
export type FleetItemStatusAction = keyof typeof FleetItemStatusTransitions;

/** 站点操作 */
export const AppletSiteActionValues = ["commit", "submitAudit", "refreshAudit", "undoAudit", "release", "revert"] as const;
export const AppletSiteAction = {
  commit: "commit",
  submitAudit: "submitAudit",
  refreshAudit: "refreshAudit",
  undoAudit: "undoAudit",
  release: "release",
  revert: "revert",
} as const;
export const AppletSiteActionLabels: Record<(typeof AppletSiteActionValues)[number], string> = {
  commit: "上传代码",
  submitAudit: "提交审核",
  refreshAudit: "查询审核状态",
  undoAudit: "撤回审核",
  release: "发布",
  revert: "版本回退",
};

/** 新用户注册方式 */
export const SocialRegisterPolicyValues = ["create", "bindPhone"] as const;
export const SocialRegisterPolicy = {
  create: "create",
  bindPhone: "bindPhone",
} as const;
export const SocialRegisterPolicyLabels: Record<(typeof SocialRegisterPolicyValues)[number], string> = {
  create: "直接创建会员",
  bindPhone: "先绑定手机号",
};

/** 单点登录方式 */
export const SsoMethodValues = ["oidc", "discourse"] as const;
export const SsoMethod = {
  oidc: "oidc",
  discourse: "discourse",
} as const;
export const SsoMethodLabels: Record<(typeof SsoMethodValues)[number], string> = {
  oidc: "OpenID Connect",
  discourse: "DiscourseConnect",
};

/** 位置 */
export const SlidePositionValues = ["home", "section"] as const;
export const SlidePosition = {
  home: "home",
  section: "section",
} as const;
export const SlidePositionLabels: Record<(typeof SlidePositionValues)[number], string> = {
  home: "首页顶部",
  section: "版块顶部",
};

/** 显示位置 */
export const FriendLinkPlacementValues = ["all", "home"] as const;
export const FriendLinkPlacement = {
  all: "all",
  home: "home",
} as const;
export const FriendLinkPlacementLabels: Record<(typeof FriendLinkPlacementValues)[number], string> = {
  all: "所有页面",
  home: "仅首页",
};
