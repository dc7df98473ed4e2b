// Generated from openapi/ by scripts/contract.mjs. Do not edit: change the contract and run `npm run contract`.

/**
 * Every operation of the contract by operationId: the one name shared by the handler, the SDK call, the RTK Query endpoint and the command.
 * `auth`: 'none' public, 'optional' a token is read when sent, 'required' otherwise 401; `tokens`: the kinds of token that open it;
 * `roles`: the roles that open it (`admin` opens everything; empty means any signed-in user of that kind).
 */
export const operationIndex = {
  sendForgetSms: { method: 'post', path: '/api/saas/forget-sms', tag: 'saasAuth', auth: 'none', tokens: [], roles: [], summary: "发送找回密码验证码" },
  saasLogin: { method: 'post', path: '/api/saas/login', tag: 'saasAuth', auth: 'none', tokens: [], roles: [], summary: "站点管理中心登录" },
  saasLogout: { method: 'post', path: '/api/saas/logout', tag: 'saasAuth', auth: 'required', tokens: ['saas'], roles: [], summary: "退出站点管理中心" },
  sendRegisterSms: { method: 'post', path: '/api/saas/register-sms', tag: 'saasAuth', auth: 'none', tokens: [], roles: [], summary: "发送注册验证码" },
  register: { method: 'post', path: '/api/saas/register', tag: 'saasAuth', auth: 'none', tokens: [], roles: [], summary: "注册账号" },
  resetPassword: { method: 'put', path: '/api/saas/reset-password', tag: 'saasAuth', auth: 'none', tokens: [], roles: [], summary: "重置密码" },
  verifyResetCode: { method: 'post', path: '/api/saas/verification-code', tag: 'saasAuth', auth: 'none', tokens: [], roles: [], summary: "校验找回密码验证码" },
  getPermissionList: { method: 'get', path: '/api/permission-list', tag: 'account', auth: 'required', tokens: ['saas', 'console'], roles: [], summary: "当前权限列表" },
  updateAccount: { method: 'put', path: '/api/saas/account', tag: 'account', auth: 'required', tokens: ['saas'], roles: [], summary: "修改个人资料" },
  changePassword: { method: 'put', path: '/api/saas/change-password', tag: 'account', auth: 'required', tokens: ['saas'], roles: [], summary: "修改密码" },
  getSaasMessageCount: { method: 'get', path: '/api/saas/message-count', tag: 'account', auth: 'required', tokens: ['saas'], roles: [], summary: "侧边栏消息计数" },
  readSaasMessage: { method: 'put', path: '/api/saas/message-count', tag: 'account', auth: 'required', tokens: ['saas'], roles: [], summary: "清零消息计数" },
  getTokenAccount: { method: 'get', path: '/api/saas/token-account', tag: 'account', auth: 'required', tokens: ['saas'], roles: [], summary: "当前账号信息" },
  createManager: { method: 'post', path: '/api/saas/manager', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['AccountManager'], summary: "添加管理员" },
  updateManager: { method: 'put', path: '/api/saas/manager', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['AccountManager'], summary: "修改管理员权限" },
  deleteManager: { method: 'delete', path: '/api/saas/manager', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['AccountManager'], summary: "删除管理员" },
  getAccountList: { method: 'get', path: '/api/saas/manager/account-list', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['Account'], summary: "账号列表" },
  updateManagedAccount: { method: 'put', path: '/api/saas/manager/account', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['Account'], summary: "修改账号" },
  getManagerList: { method: 'get', path: '/api/saas/manager/manager-list', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['AccountManager'], summary: "管理员列表" },
  getManagerPermissionList: { method: 'get', path: '/api/saas/manager/permission-list', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['AccountManager'], summary: "可分配的管理员权限" },
  transferMainManager: { method: 'post', path: '/api/saas/manager/transfer', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['admin'], summary: "转让主管理员" },
  getUserList: { method: 'get', path: '/api/saas/manager/user-list', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['SiteUser'], summary: "站点用户列表" },
  deleteSiteUser: { method: 'delete', path: '/api/saas/manager/user', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['SiteUser'], summary: "删除站点用户" },
  updateUserReputationPoints: { method: 'put', path: '/api/saas/userReputationPoints', tag: 'manager', auth: 'required', tokens: ['saas'], roles: ['SiteUser'], summary: "调整站点用户声望" },
  findAnonymousUser: { method: 'get', path: '/api/saas/findAnonymousUser', tag: 'site', auth: 'required', tokens: ['saas'], roles: [], summary: "查询站点匿名用户" },
  getSiteCategory: { method: 'get', path: '/api/saas/site-category', tag: 'site', auth: 'none', tokens: [], roles: [], summary: "站点分类" },
  getSiteList: { method: 'get', path: '/api/saas/site-list', tag: 'site', auth: 'required', tokens: ['saas'], roles: [], summary: "站点列表" },
  createSite: { method: 'post', path: '/api/saas/site', tag: 'site', auth: 'required', tokens: ['saas'], roles: [], summary: "创建站点" },
  deleteSite: { method: 'delete', path: '/api/saas/site', tag: 'site', auth: 'required', tokens: ['saas'], roles: [], summary: "删除站点" },
  transferSite: { method: 'post', path: '/api/saas/siteTransfer', tag: 'site', auth: 'required', tokens: ['saas'], roles: [], summary: "转让站点" },
  querySiteUsers: { method: 'get', path: '/api/saas/siteUser-conditionQuery', tag: 'site', auth: 'required', tokens: ['saas'], roles: [], summary: "按条件查询站点用户" },
  getManagedOrderList: { method: 'get', path: '/api/saas/manager/order-list', tag: 'order', auth: 'required', tokens: ['saas'], roles: ['Order'], summary: "订单管理" },
  createOfflineOrder: { method: 'post', path: '/api/saas/manager/order', tag: 'order', auth: 'required', tokens: ['saas'], roles: ['Order'], summary: "创建线下订单" },
  updateManagedOrder: { method: 'put', path: '/api/saas/manager/order', tag: 'order', auth: 'required', tokens: ['saas'], roles: ['Order'], summary: "处理订单" },
  cancelOrder: { method: 'put', path: '/api/saas/order-cancel', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "取消订单" },
  getOrderList: { method: 'get', path: '/api/saas/order-list', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "我的订单" },
  payOrder: { method: 'post', path: '/api/saas/order-payment', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "发起支付" },
  getOrder: { method: 'get', path: '/api/saas/order', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "订单详情" },
  createOrder: { method: 'post', path: '/api/saas/order', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "下单" },
  receivePaymentNotification: { method: 'post', path: '/api/saas/payment-notify', tag: 'order', auth: 'none', tokens: [], roles: [], summary: "支付结果通知" },
  getProductList: { method: 'get', path: '/api/saas/product-list', tag: 'order', auth: 'none', tokens: [], roles: [], summary: "授权套餐与价格" },
  getSandboxPayment: { method: 'get', path: '/api/saas/sandbox-payment', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "模拟支付单" },
  completeSandboxPayment: { method: 'post', path: '/api/saas/sandbox-payment', tag: 'order', auth: 'required', tokens: ['saas'], roles: [], summary: "完成模拟支付" },
  activateLicense: { method: 'post', path: '/api/saas/license-activation', tag: 'license', auth: 'required', tokens: ['saas'], roles: [], summary: "激活授权码" },
  getLicense: { method: 'get', path: '/api/saas/license', tag: 'license', auth: 'required', tokens: ['saas'], roles: [], summary: "站点授权" },
  getLicenseCodeList: { method: 'get', path: '/api/saas/manager/license-code-list', tag: 'license', auth: 'required', tokens: ['saas'], roles: ['Site'], summary: "授权码列表" },
  createLicenseCodes: { method: 'post', path: '/api/saas/manager/license-code', tag: 'license', auth: 'required', tokens: ['saas'], roles: ['Site'], summary: "生成授权码" },
  revokeLicenseCode: { method: 'delete', path: '/api/saas/manager/license-code', tag: 'license', auth: 'required', tokens: ['saas'], roles: ['Site'], summary: "作废授权码" },
  clearRedisCache: { method: 'put', path: '/api/saas/redis-clear', tag: 'system', auth: 'required', tokens: ['saas'], roles: ['SiteSetting'], summary: "清除缓存" },
  sendConsoleForgetSms: { method: 'post', path: '/api/console/forget-sms', tag: 'consoleAuth', auth: 'none', tokens: [], roles: [], summary: "发送站点找回密码验证码" },
  consoleLogin: { method: 'post', path: '/api/console/login', tag: 'consoleAuth', auth: 'none', tokens: [], roles: [], summary: "站点控制台登录" },
  consoleLogout: { method: 'post', path: '/api/console/logout', tag: 'consoleAuth', auth: 'required', tokens: ['console'], roles: [], summary: "退出站点控制台" },
  sendConsoleRegisterSms: { method: 'post', path: '/api/console/register-sms', tag: 'consoleAuth', auth: 'none', tokens: [], roles: [], summary: "发送站点注册验证码" },
  consoleRegister: { method: 'post', path: '/api/console/register', tag: 'consoleAuth', auth: 'none', tokens: [], roles: [], summary: "注册站点账号" },
  resetConsolePassword: { method: 'put', path: '/api/console/reset-password', tag: 'consoleAuth', auth: 'none', tokens: [], roles: [], summary: "重置站点账号密码" },
  verifyConsoleResetCode: { method: 'post', path: '/api/console/verification-code', tag: 'consoleAuth', auth: 'none', tokens: [], roles: [], summary: "校验站点找回密码验证码" },
  getTokenUser: { method: 'get', path: '/api/token-user', tag: 'consoleAuth', auth: 'required', tokens: ['console'], roles: [], summary: "当前站点控制台账号" },
  getUserRankList: { method: 'get', path: '/api/console/user-rank', tag: 'userRank', auth: 'required', tokens: ['console'], roles: ['User'], summary: "用户等级列表" },
  createUserRank: { method: 'post', path: '/api/console/user-rank', tag: 'userRank', auth: 'required', tokens: ['console'], roles: ['User'], summary: "新增用户等级" },
  updateUserRank: { method: 'put', path: '/api/console/user-rank', tag: 'userRank', auth: 'required', tokens: ['console'], roles: ['User'], summary: "修改用户等级" },
  deleteUserRank: { method: 'delete', path: '/api/console/user-rank', tag: 'userRank', auth: 'required', tokens: ['console'], roles: ['User'], summary: "删除用户等级" },
  refreshUserRank: { method: 'post', path: '/api/console/user-rank/refresh', tag: 'userRank', auth: 'required', tokens: ['console'], roles: ['User'], summary: "刷新用户等级" },
  getPointCategoryList: { method: 'get', path: '/api/console/point-category', tag: 'point', auth: 'required', tokens: ['console'], roles: ['User'], summary: "积分类型列表" },
  updatePointCategory: { method: 'put', path: '/api/console/point-category', tag: 'point', auth: 'required', tokens: ['console'], roles: ['User'], summary: "修改积分类型" },
  getPointItemList: { method: 'get', path: '/api/console/point-item', tag: 'point', auth: 'required', tokens: ['console'], roles: ['User'], summary: "积分规则列表" },
  updatePointItem: { method: 'put', path: '/api/console/point-item', tag: 'point', auth: 'required', tokens: ['console'], roles: ['User'], summary: "修改积分规则" },
  getPointRecordList: { method: 'get', path: '/api/console/point-record', tag: 'point', auth: 'required', tokens: ['console'], roles: ['SiteBase'], summary: "积分流水" },
  findConsoleAnonymousUser: { method: 'get', path: '/api/console/findAnonymousUser', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: [], summary: "查询本站匿名用户" },
  getIndexBase: { method: 'get', path: '/api/console/index/base', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: [], summary: "站点基础信息" },
  getConsoleMessageCount: { method: 'get', path: '/api/console/message-count', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: [], summary: "侧边栏消息计数" },
  readConsoleMessage: { method: 'put', path: '/api/console/message-count', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: [], summary: "清零消息计数" },
  clearSiteCache: { method: 'put', path: '/api/console/redis-clear', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: ['SiteManage'], summary: "清除本站缓存" },
  getSiteSetting: { method: 'get', path: '/api/console/site-setting', tag: 'siteConsole', auth: 'optional', tokens: ['console'], roles: [], summary: "读取站点设置" },
  updateSiteSetting: { method: 'put', path: '/api/console/site-setting', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: ['SiteManage'], summary: "修改站点设置" },
  getWatermarkTypeList: { method: 'get', path: '/api/console/watermark-type-list', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: [], summary: "水印类型列表" },
  searchSection: { method: 'get', path: '/api/section/search', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: [], summary: "搜索版块" },
  getSiteServiceAgreement: { method: 'get', path: '/api/site-serviceAgreement', tag: 'siteConsole', auth: 'optional', tokens: ['console'], roles: [], summary: "站点服务协议" },
  updateSiteServiceAgreement: { method: 'put', path: '/api/site-serviceAgreement', tag: 'siteConsole', auth: 'required', tokens: ['console'], roles: ['SiteManage'], summary: "修改站点服务协议" },
} as const;

/** The contract's tags in its own order: one area each (a path folder, a server module, a console feature, a cache tag). */
export const apiTags = ['saasAuth', 'account', 'manager', 'site', 'order', 'license', 'system', 'consoleAuth', 'userRank', 'point', 'siteConsole'] as const;

export type ApiTag = (typeof apiTags)[number];
export type OperationId = keyof typeof operationIndex;
export type OperationAuth = (typeof operationIndex)[OperationId]['auth'];
export type TokenKind = 'saas' | 'console';
/** The operations of one area: `Handlers<OperationsOfTag<'point'>>` is a module's complete handler map. */
export type OperationsOfTag<T extends ApiTag> = { [K in OperationId]: (typeof operationIndex)[K]['tag'] extends T ? K : never }[OperationId];
