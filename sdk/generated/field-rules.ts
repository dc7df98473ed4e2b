// Generated from openapi/ by scripts/contract.mjs. Do not edit: change the contract and run `npm run contract`.

/** Per operation, each input field's rules as the contract states them (required, bounds, pattern, enum) and its `x-messages`. */
export const fieldRules = {
  sendForgetSms: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  saasLogin: {
    body: {
      "account": {"title":"账号","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入账号","minLength":"请输入账号"}},
      "password": {"title":"密码","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入密码","minLength":"请输入密码"}},
    },
  },
  sendRegisterSms: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  register: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
      "password": {"title":"密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入密码","minLength":"密码不能少于6位","maxLength":"密码不能超过64位"}},
      "userName": {"title":"昵称","type":"string","minLength":1,"maxLength":32},
    },
  },
  resetPassword: {
    body: {
      "resetToken": {"title":"重置凭证","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{20,128}$","messages":{"required":"请先校验验证码","pattern":"重置凭证无效或已过期，请重新获取验证码"}},
      "newPassword": {"title":"新密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入新密码","minLength":"新密码不能少于6位","maxLength":"新密码不能超过64位"}},
    },
  },
  verifyResetCode: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
    },
  },
  updateAccount: {
    body: {
      "userName": {"title":"姓名","required":true,"type":"string","minLength":1,"maxLength":32,"messages":{"required":"请输入姓名","minLength":"请输入姓名"}},
      "gender": {"title":"性别","required":true,"type":"integer","enum":[1,2],"messages":{"enum":"请选择性别"}},
      "areaCode": {"title":"地区编码","required":true,"type":"string","pattern":"^([0-9]{6})?$","messages":{"pattern":"地区编码应为 6 位数字"}},
      "areaAddress": {"title":"所在地区","required":true,"type":"string","maxLength":128},
      "company": {"title":"公司","required":true,"type":"string","maxLength":64},
      "position": {"title":"职位","required":true,"type":"string","maxLength":32},
    },
  },
  changePassword: {
    body: {
      "oldPassword": {"title":"原密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入原密码","minLength":"密码不能少于6位"}},
      "newPassword": {"title":"新密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入新密码","minLength":"新密码不能少于6位"}},
    },
  },
  readSaasMessage: {
    body: {
      "type": {"title":"站点管理中心消息类型","required":true,"type":"string","enum":["account","siteUser","site","order"]},
    },
  },
  updateAccountNotificationPreference: {
    body: {
      "hiddenBadges": {"title":"隐藏的角标","required":true,"type":"array","maxItems":10,"enum":["account","siteUser","site","order"],"messages":{"uniqueItems":"角标类型不能重复"}},
    },
  },
  revokeAccountSession: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  createManager: {
    body: {
      "accountMobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "permissionList": {"title":"管理员权限","required":true,"type":"array","minItems":1,"maxItems":10,"enum":["AccountManager","Account","ContentAudit","Order","Report","Site","SiteSetting","AppletManage","SiteBase","SiteUser"],"messages":{"minItems":"请至少选择一项权限","uniqueItems":"权限不能重复"}},
    },
  },
  updateManager: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "permissionList": {"title":"管理员权限","required":true,"type":"array","minItems":1,"maxItems":10,"enum":["AccountManager","Account","ContentAudit","Order","Report","Site","SiteSetting","AppletManage","SiteBase","SiteUser"],"messages":{"minItems":"请至少选择一项权限","uniqueItems":"权限不能重复"}},
    },
  },
  deleteManager: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getAccountList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      status: {"title":"账号状态","type":"integer","enum":[1,2]},
      userType: {"title":"账号类型","type":"integer","enum":[0,1]},
    },
  },
  updateManagedAccount: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "status": {"title":"账号状态","type":"integer","enum":[1,2]},
      "userName": {"title":"姓名","type":"string","minLength":1,"maxLength":32},
      "accountEmail": {"title":"邮箱","type":"string","maxLength":128,"pattern":"^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$","messages":{"pattern":"邮箱格式不正确"}},
    },
  },
  transferMainManager: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getUserList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"站点用户状态","type":"integer","enum":[1,2]},
    },
  },
  deleteSiteUser: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "id": {"title":"用户","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  updateUserReputationPoints: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "userId": {"title":"用户","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "delta": {"title":"调整值","required":true,"type":"integer","minimum":-1000000,"maximum":1000000,"messages":{"not":"调整值不能为 0"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请填写调整原因","minLength":"请填写调整原因"}},
    },
  },
  findAnonymousUser: {
    query: {
      siteId: {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
    },
  },
  getSiteList: {
    query: {
      masterId: {"title":"站长","type":"integer","minimum":1,"maximum":9007199254740991},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      categoryId: {"title":"站点分类","type":"integer","minimum":1,"maximum":2147483647},
      licenseType: {"title":"授权类型","type":"integer","enum":[1,2,3]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createSite: {
    body: {
      "name": {"title":"站点名称","required":true,"type":"string","minLength":2,"maxLength":40,"messages":{"required":"请输入站点名称","minLength":"站点名称至少 2 个字","maxLength":"站点名称不能超过 40 个字"}},
      "slug": {"title":"站点标识","required":true,"type":"string","minLength":3,"maxLength":32,"pattern":"^[a-z][a-z0-9-]*[a-z0-9]$","messages":{"required":"请输入站点标识","minLength":"站点标识为 3 到 32 位","maxLength":"站点标识为 3 到 32 位","pattern":"站点标识只能包含小写字母、数字和连字符，且以字母开头"}},
      "categoryId": {"title":"站点分类","required":true,"type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"请选择站点分类"}},
      "description": {"title":"站点简介","type":"string","maxLength":200},
    },
  },
  deleteSite: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  transferSite: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "accountMobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  querySiteUsers: {
    query: {
      siteId: {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      role: {"title":"站点控制台角色","type":"string","enum":["admin","SiteBase","Post","Comment","WorkOrder","Answer","Section","Mall","SiteManage","User","UserManager"]},
      status: {"title":"站点用户状态","type":"integer","enum":[1,2]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  addConsoleSiteDomain: {
    body: {
      "hostname": {"title":"域名","required":true,"type":"string","minLength":4,"maxLength":253,"pattern":"^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$","messages":{"required":"请输入域名","minLength":"域名至少 4 个字符","maxLength":"域名不能超过 253 个字符","pattern":"请输入小写的完整域名，如 bbs.example.com（不能是 IP 地址）"}},
      "method": {"title":"验证方式","type":"string","enum":["dns","http"],"messages":{"enum":"验证方式不正确"}},
    },
  },
  deleteConsoleSiteDomain: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  verifyConsoleSiteDomain: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getSiteDomainList: {
    query: {
      siteId: {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
    },
  },
  addSiteDomain: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
      "hostname": {"title":"域名","required":true,"type":"string","minLength":4,"maxLength":253,"pattern":"^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$","messages":{"required":"请输入域名","minLength":"域名至少 4 个字符","maxLength":"域名不能超过 253 个字符","pattern":"请输入小写的完整域名，如 bbs.example.com（不能是 IP 地址）"}},
      "method": {"title":"验证方式","type":"string","enum":["dns","http"],"messages":{"enum":"验证方式不正确"}},
    },
  },
  deleteSiteDomain: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
      "id": {"title":"域名","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定域名"}},
    },
  },
  verifySiteDomain: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
      "id": {"title":"域名","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定域名"}},
    },
  },
  askTlsCertificate: {
    query: {
      domain: {"title":"域名","required":true,"type":"string","minLength":1,"maxLength":253,"messages":{"required":"请指定域名"}},
    },
  },
  getManagedOrderList: {
    query: {
      accountKeyword: {"title":"账号","type":"string","maxLength":40},
      siteKeyword: {"title":"站点","type":"string","maxLength":40},
      status: {"title":"订单状态","type":"string","enum":["pending","paid","cancelled","refunded"]},
      kind: {"title":"订单类型","type":"string","enum":["buy","renew","offline","licenseCode"]},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createOfflineOrder: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "licenseType": {"title":"套餐","required":true,"type":"integer","enum":[2,3],"messages":{"enum":"请选择专业版或旗舰版"}},
      "months": {"title":"时长（月）","required":true,"type":"integer","minimum":1,"maximum":60},
      "amountFen": {"title":"金额（分）","required":true,"type":"integer","minimum":0,"maximum":100000000},
      "note": {"title":"备注","required":true,"type":"string","minLength":1,"maxLength":200,"messages":{"required":"请填写备注（如合同编号）","minLength":"请填写备注（如合同编号）"}},
      "paid": {"title":"已线下支付","required":true,"type":"boolean"},
    },
  },
  updateManagedOrder: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "note": {"title":"备注","type":"string","maxLength":200},
      "action": {"title":"操作","type":"string","enum":["markPaid","cancel","refund"]},
    },
  },
  cancelOrder: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getOrderList: {
    query: {
      status: {"title":"订单状态","type":"string","enum":["pending","paid","cancelled","refunded"]},
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  payOrder: {
    body: {
      "orderId": {"title":"订单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "provider": {"title":"支付方式","required":true,"type":"string","enum":["sandbox"]},
    },
  },
  getOrder: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  createOrder: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "priceId": {"title":"套餐时长","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择购买时长"}},
      "kind": {"title":"订单类型","required":true,"type":"string","enum":["buy","renew"]},
    },
  },
  receivePaymentNotification: {
    body: {
      "provider": {"title":"支付渠道","required":true,"type":"string","enum":["sandbox"]},
      "paymentId": {"title":"支付单","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{16,64}$"},
      "amountFen": {"title":"金额（分）","required":true,"type":"integer","minimum":0,"maximum":100000000},
      "status": {"title":"支付结果","required":true,"type":"string","enum":["succeeded","failed"]},
      "notifyId": {"title":"通知编号","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{16,64}$"},
      "timestamp": {"title":"通知时间","required":true,"type":"integer","minimum":0,"maximum":99999999999},
      "signature": {"title":"签名","required":true,"type":"string","pattern":"^[0-9a-f]{64}$"},
    },
  },
  getSandboxPayment: {
    query: {
      paymentId: {"title":"支付单","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{16,64}$"},
    },
  },
  completeSandboxPayment: {
    body: {
      "paymentId": {"title":"支付单","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{16,64}$","messages":{"pattern":"支付单无效"}},
      "result": {"title":"支付结果","required":true,"type":"string","enum":["succeeded","failed"]},
    },
  },
  activateLicense: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择要激活的站点"}},
      "code": {"title":"授权码","required":true,"type":"string","pattern":"^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$","messages":{"required":"请输入授权码","pattern":"授权码格式应为 XXXX-XXXX-XXXX-XXXX"}},
    },
  },
  getLicense: {
    query: {
      siteId: {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
    },
  },
  getLicenseCodeList: {
    query: {
      status: {"title":"授权码状态","type":"string","enum":["unused","used","revoked"]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createLicenseCodes: {
    body: {
      "licenseType": {"title":"套餐","required":true,"type":"integer","enum":[2,3],"messages":{"enum":"请选择专业版或旗舰版"}},
      "months": {"title":"时长（月）","required":true,"type":"integer","minimum":1,"maximum":60},
      "quantity": {"title":"数量","required":true,"type":"integer","minimum":1,"maximum":50},
      "note": {"title":"备注","required":true,"type":"string","maxLength":200},
    },
  },
  revokeLicenseCode: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  sendConsoleForgetSms: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  claimConsoleHandoff: {
    body: {
      "code": {"title":"登录码","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{43}$","messages":{"pattern":"登录链接无效或已过期，请从站点管理中心重新进入","required":"登录链接无效或已过期，请从站点管理中心重新进入"}},
      "verifier": {"title":"校验码","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{43}$","messages":{"pattern":"登录链接无效或已过期，请从站点管理中心重新进入","required":"登录链接无效或已过期，请从站点管理中心重新进入"}},
    },
  },
  consoleLogin: {
    body: {
      "account": {"title":"账号","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入账号","minLength":"请输入账号"}},
      "password": {"title":"密码","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入密码","minLength":"请输入密码"}},
    },
  },
  sendConsoleRegisterSms: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  consoleRegister: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
      "password": {"title":"密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入密码","minLength":"密码不能少于6位","maxLength":"密码不能超过64位"}},
      "userName": {"title":"昵称","type":"string","minLength":1,"maxLength":32},
    },
  },
  resetConsolePassword: {
    body: {
      "resetToken": {"title":"重置凭证","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{20,128}$","messages":{"required":"请先校验验证码","pattern":"重置凭证无效或已过期，请重新获取验证码"}},
      "newPassword": {"title":"新密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入新密码","minLength":"新密码不能少于6位","maxLength":"新密码不能超过64位"}},
    },
  },
  verifyConsoleResetCode: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
    },
  },
  createConsoleHandoff: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "challenge": {"title":"校验摘要","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{43}$","messages":{"pattern":"登录链接无效或已过期，请从站点管理中心重新进入","required":"登录链接无效或已过期，请从站点管理中心重新进入"}},
    },
  },
  createUserRank: {
    body: {
      "name": {"title":"等级名称","required":true,"type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入等级名称","minLength":"请输入等级名称","maxLength":"等级名称不能超过 16 个字"}},
      "minPoints": {"title":"所需声望","required":true,"type":"integer","minimum":0,"maximum":100000000,"messages":{"required":"请输入所需声望","minimum":"所需声望不能小于 0","maximum":"所需声望不能超过 100000000"}},
      "color": {"title":"颜色","required":true,"type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
    },
  },
  updateUserRank: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"等级名称","required":true,"type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入等级名称","minLength":"请输入等级名称","maxLength":"等级名称不能超过 16 个字"}},
      "minPoints": {"title":"所需声望","required":true,"type":"integer","minimum":0,"maximum":100000000,"messages":{"required":"请输入所需声望","minimum":"所需声望不能小于 0","maximum":"所需声望不能超过 100000000"}},
      "color": {"title":"颜色","required":true,"type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
    },
  },
  deleteUserRank: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  adjustPoints: {
    body: {
      "userId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "category": {"title":"积分类型代码","required":true,"type":"string","enum":["reputation","coin"]},
      "delta": {"title":"变动","required":true,"type":"integer","minimum":-1000000,"maximum":1000000,"messages":{"required":"请输入变动数值","minimum":"一次最多扣减 1000000","maximum":"一次最多增加 1000000"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请填写调整原因","minLength":"请填写调整原因","maxLength":"原因不能超过 100 个字"}},
    },
  },
  updatePointCategory: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"名称","required":true,"type":"string","minLength":1,"maxLength":16,"messages":{"minLength":"请输入名称"}},
      "unit": {"title":"单位","required":true,"type":"string","minLength":1,"maxLength":8,"messages":{"minLength":"请输入单位"}},
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
      "description": {"title":"说明","required":true,"type":"string","maxLength":200},
    },
  },
  getPointItemList: {
    query: {
      categoryId: {"title":"积分类型","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  updatePointItem: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "points": {"title":"积分","required":true,"type":"integer","minimum":-10000,"maximum":10000,"messages":{"minimum":"积分不能小于 -10000","maximum":"积分不能大于 10000"}},
      "dailyLimit": {"title":"每日上限","required":true,"type":"integer","minimum":0,"maximum":1000,"messages":{"minimum":"每日上限不能小于 0","maximum":"每日上限不能大于 1000"}},
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  getPointRecordList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40},
      categoryId: {"title":"积分类型","type":"integer","minimum":1,"maximum":9007199254740991},
      itemId: {"title":"积分规则","type":"integer","minimum":1,"maximum":9007199254740991},
      userId: {"title":"成员","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMyPointRecordList: {
    query: {
      categoryId: {"title":"积分类型","type":"integer","minimum":1,"maximum":9007199254740991},
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  readConsoleMessage: {
    body: {
      "type": {"title":"站点控制台消息类型","required":true,"type":"string","enum":["member","pointRecord","workOrder"]},
    },
  },
  getSiteSetting: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  updateSiteSetting: {
    body: {
      "siteName": {"title":"站点名称","type":"string","minLength":2,"maxLength":40,"messages":{"minLength":"站点名称至少 2 个字"}},
      "siteDescription": {"title":"站点简介","type":"string","maxLength":200},
      "workOrderFunctionStatus": {"title":"开关","type":"integer","enum":[0,1]},
      "mallFunctionStatus": {"title":"开关","type":"integer","enum":[0,1]},
      "questionFunctionStatus": {"title":"开关","type":"integer","enum":[0,1]},
      "registerStatus": {"title":"开关","type":"integer","enum":[0,1]},
      "commentEditMinutes": {"title":"评论编辑时限（分钟）","type":"integer","minimum":0,"maximum":10080,"messages":{"minimum":"编辑时限不能小于 0","maximum":"编辑时限最长 10080 分钟（7 天）"}},
      "siteBasicSetting": {"type":"object"},
    },
  },
  updateSiteServiceAgreement: {
    body: {
      "title": {"title":"协议标题","required":true,"type":"string","minLength":1,"maxLength":60,"messages":{"minLength":"请输入协议标题"}},
      "content": {"title":"协议内容","required":true,"type":"string","minLength":1,"maxLength":100000,"messages":{"minLength":"请输入协议内容","maxLength":"协议内容不能超过 100000 个字符"}},
    },
  },
  createMemberLabel: {
    body: {
      "name": {"title":"标签名称","required":true,"type":"string","minLength":1,"maxLength":16,"pattern":"\\S","messages":{"required":"请填写标签名称","minLength":"请填写标签名称","pattern":"请填写标签名称","maxLength":"标签名称不能超过 16 个字"}},
      "color": {"title":"颜色","required":true,"type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
      "description": {"title":"标签说明","type":"string","maxLength":100,"messages":{"maxLength":"标签说明不能超过 100 个字"}},
    },
  },
  updateMemberLabel: {
    body: {
      "id": {"title":"标签","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"标签名称","type":"string","minLength":1,"maxLength":16,"pattern":"\\S","messages":{"required":"请填写标签名称","minLength":"请填写标签名称","pattern":"请填写标签名称","maxLength":"标签名称不能超过 16 个字"}},
      "color": {"title":"颜色","type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
      "description": {"title":"标签说明","type":"string","maxLength":100,"messages":{"maxLength":"标签说明不能超过 100 个字"}},
    },
  },
  deleteMemberLabel: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getLabelUserList: {
    query: {
      labelId: {"title":"标签","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择标签"}},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getConsoleUserList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40},
      state: {"title":"成员状态","type":"string","enum":["normal","muted","banned"]},
      rankId: {"title":"等级","type":"integer","minimum":1,"maximum":9007199254740991},
      labelId: {"title":"标签","type":"integer","minimum":1,"maximum":9007199254740991},
      createdFrom: {"title":"注册起","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      createdTo: {"title":"注册止","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      activeFrom: {"title":"活跃起","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      activeTo: {"title":"活跃止","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  banSiteUser: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
      "days": {"title":"天数","required":true,"type":"integer","minimum":1,"maximum":3650,"messages":{"required":"请填写天数","type":"天数应为整数","minimum":"天数至少为 1","maximum":"天数不能超过 3650"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  deleteSiteUsers: {
    body: {
      "userIds": {"title":"成员","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择成员","minItems":"请选择成员","maxItems":"一次最多处理 100 位成员","uniqueItems":"成员不能重复"}},
      "content": {"title":"成员内容的处理","required":true,"type":"string","enum":["keep","remove"]},
    },
  },
  setSiteUserLabels: {
    body: {
      "userIds": {"title":"成员","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择成员","minItems":"请选择成员","maxItems":"一次最多处理 100 位成员","uniqueItems":"成员不能重复"}},
      "labelIds": {"title":"标签","required":true,"type":"array","maxItems":50,"messages":{"maxItems":"一次最多 50 个标签","uniqueItems":"标签不能重复"}},
      "mode": {"title":"标签设置方式","required":true,"type":"string","enum":["add","remove","set"]},
    },
  },
  muteSiteUser: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
      "days": {"title":"天数","required":true,"type":"integer","minimum":1,"maximum":3650,"messages":{"required":"请填写天数","type":"天数应为整数","minimum":"天数至少为 1","maximum":"天数不能超过 3650"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  resetSiteUserPassword: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
    },
  },
  adjustSiteUserPoints: {
    body: {
      "userIds": {"title":"成员","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择成员","minItems":"请选择成员","maxItems":"一次最多处理 100 位成员","uniqueItems":"成员不能重复"}},
      "category": {"title":"积分类型代码","required":true,"type":"string","enum":["reputation","coin"]},
      "delta": {"title":"变动","required":true,"type":"integer","minimum":-1000000,"maximum":1000000,"messages":{"required":"请输入变动数值","minimum":"一次最多扣减 1000000","maximum":"一次最多增加 1000000"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":100,"pattern":"\\S","messages":{"required":"请填写调整原因","minLength":"请填写调整原因","pattern":"请填写调整原因","maxLength":"原因不能超过 100 个字"}},
    },
  },
  getSiteUserRecord: {
    query: {
      userId: {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
    },
  },
  sanctionSiteUsers: {
    body: {
      "userIds": {"title":"成员","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择成员","minItems":"请选择成员","maxItems":"一次最多处理 100 位成员","uniqueItems":"成员不能重复"}},
      "kind": {"title":"处罚类型","required":true,"type":"string","enum":["mute","ban"]},
      "days": {"title":"天数","required":true,"type":"integer","minimum":1,"maximum":3650,"messages":{"required":"请填写天数","type":"天数应为整数","minimum":"天数至少为 1","maximum":"天数不能超过 3650"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  liftSiteUserSanctions: {
    body: {
      "userIds": {"title":"成员","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择成员","minItems":"请选择成员","maxItems":"一次最多处理 100 位成员","uniqueItems":"成员不能重复"}},
      "kind": {"title":"处罚类型","required":true,"type":"string","enum":["mute","ban"]},
    },
  },
  getSiteUserSanctionList: {
    query: {
      userId: {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
    },
  },
  liftSiteUserSanction: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
      "kind": {"title":"处罚类型","required":true,"type":"string","enum":["mute","ban"]},
    },
  },
  createGiftCategory: {
    body: {
      "name": {"title":"分类名称","required":true,"type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入分类名称","minLength":"请输入分类名称","maxLength":"分类名称不能超过 16 个字"}},
      "sort": {"title":"排序","type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"排序不能小于 0","maximum":"排序不能大于 100000"}},
      "enabled": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  updateGiftCategory: {
    body: {
      "id": {"title":"分类","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"分类名称","type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入分类名称","minLength":"请输入分类名称","maxLength":"分类名称不能超过 16 个字"}},
      "sort": {"title":"排序","type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"排序不能小于 0","maximum":"排序不能大于 100000"}},
      "enabled": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  deleteGiftCategory: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getGiftList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40},
      categoryId: {"title":"礼品分类","type":"integer","minimum":0,"maximum":9007199254740991},
      kind: {"title":"礼品类型","type":"string","enum":["physical","virtual"]},
      onShelf: {"title":"开关","type":"integer","enum":[0,1]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getGift: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  createGift: {
    body: {
      "name": {"title":"礼品名称","required":true,"type":"string","minLength":1,"maxLength":40,"messages":{"required":"请输入礼品名称","minLength":"请输入礼品名称","maxLength":"礼品名称不能超过 40 个字"}},
      "points": {"title":"所需积分","required":true,"type":"integer","minimum":1,"maximum":10000000,"messages":{"required":"请输入所需积分","minimum":"所需积分至少为 1","maximum":"所需积分不能超过 10000000"}},
      "stock": {"title":"库存","required":true,"type":"integer","minimum":0,"maximum":1000000,"messages":{"required":"请输入库存","minimum":"库存不能小于 0","maximum":"库存不能超过 1000000"}},
      "images": {"title":"图片","type":"array","maxItems":9,"messages":{"maxItems":"最多 9 张图片"}},
      "description": {"title":"介绍","type":"string","maxLength":2000,"messages":{"maxLength":"介绍不能超过 2000 个字"}},
      "categoryId": {"title":"礼品分类","type":"integer","minimum":0,"maximum":9007199254740991},
      "pointCategoryId": {"title":"积分类型","type":"integer","minimum":1,"maximum":9007199254740991},
      "perMemberLimit": {"title":"每人限兑","type":"integer","minimum":0,"maximum":1000,"messages":{"minimum":"每人限兑不能小于 0","maximum":"每人限兑不能超过 1000"}},
      "kind": {"title":"礼品类型","type":"string","enum":["physical","virtual"]},
      "onShelf": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  updateGift: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"礼品名称","required":true,"type":"string","minLength":1,"maxLength":40,"messages":{"required":"请输入礼品名称","minLength":"请输入礼品名称","maxLength":"礼品名称不能超过 40 个字"}},
      "points": {"title":"所需积分","required":true,"type":"integer","minimum":1,"maximum":10000000,"messages":{"required":"请输入所需积分","minimum":"所需积分至少为 1","maximum":"所需积分不能超过 10000000"}},
      "stock": {"title":"库存","required":true,"type":"integer","minimum":0,"maximum":1000000,"messages":{"required":"请输入库存","minimum":"库存不能小于 0","maximum":"库存不能超过 1000000"}},
      "images": {"title":"图片","type":"array","maxItems":9,"messages":{"maxItems":"最多 9 张图片"}},
      "description": {"title":"介绍","type":"string","maxLength":2000,"messages":{"maxLength":"介绍不能超过 2000 个字"}},
      "categoryId": {"title":"礼品分类","type":"integer","minimum":0,"maximum":9007199254740991},
      "pointCategoryId": {"title":"积分类型","type":"integer","minimum":1,"maximum":9007199254740991},
      "perMemberLimit": {"title":"每人限兑","type":"integer","minimum":0,"maximum":1000,"messages":{"minimum":"每人限兑不能小于 0","maximum":"每人限兑不能超过 1000"}},
      "kind": {"title":"礼品类型","type":"string","enum":["physical","virtual"]},
      "onShelf": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  addGiftCodes: {
    body: {
      "giftId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "codes": {"title":"兑换码","required":true,"type":"array","minItems":1,"maxItems":1000,"messages":{"minItems":"请输入兑换码","maxItems":"一次最多上传 1000 个兑换码","pattern":"兑换码不能含空格"}},
    },
  },
  setGiftShelf: {
    body: {
      "ids": {"title":"礼品","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择礼品","maxItems":"一次最多 100 个礼品"}},
      "onShelf": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  getMallOrderList: {
    query: {
      status: {"title":"兑换单状态","type":"integer","enum":[10,20,30,40]},
      kind: {"title":"礼品类型","type":"string","enum":["physical","virtual"]},
      giftId: {"title":"礼品","type":"integer","minimum":1,"maximum":9007199254740991},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  cancelMallOrder: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "reason": {"title":"取消原因","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请填写取消原因","minLength":"请填写取消原因","maxLength":"取消原因不能超过 100 个字"}},
    },
  },
  completeMallOrder: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  shipMallOrders: {
    body: {
      "items": {"title":"兑换单","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择兑换单","maxItems":"一次最多 100 张"}},
    },
  },
  getMallGiftList: {
    query: {
      categoryId: {"title":"礼品分类","type":"integer","minimum":0,"maximum":9007199254740991},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMallGift: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  redeemGift: {
    body: {
      "giftId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "address": {"title":"收货地址","type":"object"},
    },
  },
  getMyRedemptionList: {
    query: {
      status: {"title":"兑换单状态","type":"integer","enum":[10,20,30,40]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getSiteAdminList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40},
    },
  },
  updateSiteAdmin: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
      "roles": {"title":"权限","required":true,"type":"array","minItems":1,"maxItems":10,"enum":["SiteBase","Post","Comment","WorkOrder","Answer","Section","Mall","SiteManage","User","UserManager"],"messages":{"required":"请至少选择一项权限","minItems":"请至少选择一项权限","uniqueItems":"权限不能重复"}},
    },
  },
  grantSiteAdmin: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
      "roles": {"title":"权限","required":true,"type":"array","minItems":1,"maxItems":10,"enum":["SiteBase","Post","Comment","WorkOrder","Answer","Section","Mall","SiteManage","User","UserManager"],"messages":{"required":"请至少选择一项权限","minItems":"请至少选择一项权限","uniqueItems":"权限不能重复"}},
    },
  },
  revokeSiteAdmin: {
    body: {
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择成员"}},
    },
  },
  updateConsoleProfile: {
    body: {
      "userName": {"title":"昵称","required":true,"type":"string","minLength":1,"maxLength":32,"pattern":"\\S","messages":{"required":"请输入昵称","minLength":"请输入昵称","pattern":"请输入昵称","maxLength":"昵称不能超过 32 个字"}},
      "avatar": {"title":"头像","type":"string","maxLength":512,"pattern":"^(|/files/[A-Za-z0-9/._-]+|https://[^\\s]+)$","messages":{"maxLength":"头像地址不能超过 512 个字符","pattern":"头像地址无效"}},
    },
  },
  changeConsolePassword: {
    body: {
      "oldPassword": {"title":"原密码","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入原密码","minLength":"请输入原密码","maxLength":"密码不能超过 64 位"}},
      "newPassword": {"title":"新密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入新密码","minLength":"新密码至少 6 位","maxLength":"密码不能超过 64 位"}},
    },
  },
  revokeConsoleSession: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getOperationLogList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      operation: {"title":"操作","type":"string","maxLength":64,"pattern":"^[A-Za-z]+$","messages":{"pattern":"操作编号只能是英文字母"}},
      actorId: {"title":"操作人","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":1000},
    },
  },
  exportOperationLog: {
    body: {
      "keyword": {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      "operation": {"title":"操作","type":"string","maxLength":64,"pattern":"^[A-Za-z]+$","messages":{"pattern":"操作编号只能是英文字母"}},
      "actorId": {"title":"操作人","type":"integer","minimum":1,"maximum":9007199254740991},
      "startDate": {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      "endDate": {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
    },
  },
  getPlatformOperationLogList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      operation: {"title":"操作","type":"string","maxLength":64,"pattern":"^[A-Za-z]+$","messages":{"pattern":"操作编号只能是英文字母"}},
      actorId: {"title":"操作人","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":1000},
    },
  },
  exportPlatformOperationLog: {
    body: {
      "keyword": {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      "operation": {"title":"操作","type":"string","maxLength":64,"pattern":"^[A-Za-z]+$","messages":{"pattern":"操作编号只能是英文字母"}},
      "actorId": {"title":"操作人","type":"integer","minimum":1,"maximum":9007199254740991},
      "startDate": {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      "endDate": {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
    },
  },
  getPrivacyRequestList: {
    query: {
      kind: {"title":"个人信息请求","type":"string","enum":["export","erasure"]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getUserExportList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createUserExport: {
    body: {
      "filters": {"title":"导出筛选","type":"object"},
      "fields": {"title":"导出字段","required":true,"type":"array","minItems":1,"maxItems":12,"enum":["id","account","userName","mobile","rank","points","posts","comments","answers","createdAt","lastLoginAt","state"],"messages":{"required":"请至少选择一个字段","minItems":"请至少选择一个字段","uniqueItems":"字段不能重复"}},
      "mobile": {"title":"手机号","type":"string","enum":["masked","full"]},
      "format": {"title":"文件格式","required":true,"type":"string","enum":["xlsx","csv"]},
    },
  },
  getUserExport: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  createUserExportDownload: {
    body: {
      "id": {"title":"导出","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择导出记录"}},
    },
  },
  eraseMyAccount: {
    body: {
      "password": {"title":"登录密码","required":true,"type":"string","format":"password","minLength":1,"maxLength":64,"messages":{"required":"请输入登录密码","minLength":"请输入登录密码","maxLength":"密码不能超过 64 位"}},
      "content": {"title":"注销后的内容","required":true,"type":"string","enum":["keep","remove"]},
    },
  },
  exportMyData: {
    body: {
      "format": {"title":"个人数据格式","required":true,"type":"string","enum":["json","xlsx"]},
    },
  },
  updateThemeSetting: {
    body: {
      "theme": {"title":"主题","required":true,"type":"object"},
      "publish": {"title":"是否发布","required":true,"type":"boolean"},
    },
  },
  getMemberTheme: {
    query: {
      previewToken: {"title":"预览令牌","type":"string","maxLength":64,"pattern":"^[A-Za-z0-9_-]*$","messages":{"pattern":"预览令牌无效"}},
    },
  },
  getMedalList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":16},
      status: {"title":"开关","type":"integer","enum":[0,1]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMedalUserList: {
    query: {
      medalId: {"title":"勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定勋章"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createMedal: {
    body: {
      "name": {"title":"勋章名称","required":true,"type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入勋章名称","minLength":"请输入勋章名称","maxLength":"勋章名称不能超过 16 个字"}},
      "description": {"title":"勋章说明","type":"string","maxLength":200,"messages":{"maxLength":"勋章说明不能超过 200 个字"}},
      "icon": {"title":"图片地址","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "color": {"title":"颜色","type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
      "status": {"title":"开关","type":"integer","enum":[0,1]},
      "rule": {"title":"勋章规则","type":"object"},
      "autoAward": {"title":"自动授予","type":"integer","enum":[0,1]},
    },
  },
  updateMedal: {
    body: {
      "id": {"title":"勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"勋章名称","type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入勋章名称","minLength":"请输入勋章名称","maxLength":"勋章名称不能超过 16 个字"}},
      "description": {"title":"勋章说明","type":"string","maxLength":200,"messages":{"maxLength":"勋章说明不能超过 200 个字"}},
      "icon": {"title":"图片地址","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "color": {"title":"颜色","type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
      "status": {"title":"开关","type":"integer","enum":[0,1]},
      "rule": {"title":"勋章规则","type":"object"},
      "autoAward": {"title":"自动授予","type":"integer","enum":[0,1]},
    },
  },
  deleteMedal: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  adoptLibraryMedal: {
    body: {
      "libraryMedalId": {"title":"平台勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  grantMedal: {
    body: {
      "medalId": {"title":"勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "userIds": {"title":"成员","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要授予的成员","maxItems":"一次最多授予 100 位成员","uniqueItems":"成员不能重复"}},
      "reason": {"title":"授予理由","type":"string","maxLength":100,"messages":{"maxLength":"授予理由不能超过 100 个字"}},
    },
  },
  revokeMedal: {
    body: {
      "medalId": {"title":"勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "userId": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getMedalRuleCount: {
    query: {
      kind: {"title":"自动授予规则","required":true,"type":"string","enum":["points","posts","acceptedAnswers","memberDays","rank"]},
      threshold: {"title":"达标数值","type":"integer","minimum":1,"maximum":100000000,"messages":{"type":"达标数值应为整数","minimum":"达标数值至少为 1","maximum":"达标数值不能超过 100000000"}},
      pointCategoryId: {"title":"积分类别","type":"integer","minimum":1,"maximum":9007199254740991},
      userRankId: {"title":"等级","type":"integer","minimum":1,"maximum":9007199254740991},
      medalId: {"title":"勋章","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getLibraryMedalList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":16},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createLibraryMedal: {
    body: {
      "name": {"title":"勋章名称","required":true,"type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入勋章名称","minLength":"请输入勋章名称","maxLength":"勋章名称不能超过 16 个字"}},
      "description": {"title":"勋章说明","type":"string","maxLength":200,"messages":{"maxLength":"勋章说明不能超过 200 个字"}},
      "icon": {"title":"图片地址","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "color": {"title":"颜色","type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
      "rule": {"title":"勋章库规则","type":"object"},
    },
  },
  updateLibraryMedal: {
    body: {
      "id": {"title":"平台勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"勋章名称","type":"string","minLength":1,"maxLength":16,"messages":{"required":"请输入勋章名称","minLength":"请输入勋章名称","maxLength":"勋章名称不能超过 16 个字"}},
      "description": {"title":"勋章说明","type":"string","maxLength":200,"messages":{"maxLength":"勋章说明不能超过 200 个字"}},
      "icon": {"title":"图片地址","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "color": {"title":"颜色","type":"string","pattern":"^#[0-9a-fA-F]{6}$","messages":{"required":"请选择颜色","pattern":"颜色格式应为 #RRGGBB"}},
      "rule": {"title":"勋章库规则","type":"object"},
      "clearRule": {"title":"去掉规则","type":"boolean"},
    },
  },
  deleteLibraryMedal: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getSaasMedalList: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      keyword: {"title":"关键词","type":"string","maxLength":16},
      status: {"title":"开关","type":"integer","enum":[0,1]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  updateSaasMedalStatus: {
    body: {
      "siteId": {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "id": {"title":"勋章","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "status": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  createSectionCategory: {
    body: {
      "name": {"title":"分区名称","required":true,"type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入分区名称","minLength":"请输入分区名称","maxLength":"分区名称不能超过 20 个字"}},
      "sort": {"title":"排序","type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"排序不能小于 0","maximum":"排序不能大于 100000"}},
    },
  },
  updateSectionCategory: {
    body: {
      "id": {"title":"分区","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"分区名称","type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入分区名称","minLength":"请输入分区名称","maxLength":"分区名称不能超过 20 个字"}},
      "sort": {"title":"排序","type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"排序不能小于 0","maximum":"排序不能大于 100000"}},
    },
  },
  deleteSectionCategory: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  sortSectionCategories: {
    body: {
      "categoryIds": {"title":"分区","required":true,"type":"array","minItems":2,"maxItems":50,"messages":{"minItems":"请至少给出两个分区","maxItems":"一次最多排序 50 个分区","uniqueItems":"分区不能重复"}},
    },
  },
  getSectionList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":30},
      categoryId: {"title":"分区","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"开关","type":"integer","enum":[0,1]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createSection: {
    body: {
      "name": {"title":"版块名称","required":true,"type":"string","minLength":1,"maxLength":30,"messages":{"required":"请输入版块名称","minLength":"请输入版块名称","maxLength":"版块名称不能超过 30 个字"}},
      "description": {"title":"版块简介","type":"string","maxLength":200,"messages":{"maxLength":"版块简介不能超过 200 个字"}},
      "icon": {"title":"版块图标","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "categoryId": {"title":"分区","type":"integer","minimum":0,"maximum":9007199254740991},
      "postPermission": {"title":"发帖权限","type":"integer","enum":[1,2,3]},
      "minRankId": {"title":"最低等级","type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择可发帖的最低等级"}},
      "reviewFirst": {"title":"先审后发","type":"boolean"},
      "status": {"title":"显示状态","type":"integer","enum":[0,1]},
      "sort": {"title":"排序","type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"排序不能小于 0","maximum":"排序不能大于 100000"}},
      "moderatorIds": {"title":"版主","type":"array","maxItems":10,"messages":{"maxItems":"每个版块最多 10 位版主","uniqueItems":"版主不能重复"}},
    },
  },
  updateSection: {
    body: {
      "id": {"title":"版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"版块名称","type":"string","minLength":1,"maxLength":30,"messages":{"required":"请输入版块名称","minLength":"请输入版块名称","maxLength":"版块名称不能超过 30 个字"}},
      "description": {"title":"版块简介","type":"string","maxLength":200,"messages":{"maxLength":"版块简介不能超过 200 个字"}},
      "icon": {"title":"版块图标","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "categoryId": {"title":"分区","type":"integer","minimum":0,"maximum":9007199254740991},
      "postPermission": {"title":"发帖权限","type":"integer","enum":[1,2,3]},
      "minRankId": {"title":"最低等级","type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择可发帖的最低等级"}},
      "reviewFirst": {"title":"先审后发","type":"boolean"},
      "status": {"title":"显示状态","type":"integer","enum":[0,1]},
      "sort": {"title":"排序","type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"排序不能小于 0","maximum":"排序不能大于 100000"}},
      "moderatorIds": {"title":"版主","type":"array","maxItems":10,"messages":{"maxItems":"每个版块最多 10 位版主","uniqueItems":"版主不能重复"}},
    },
  },
  deleteSection: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  moveSectionContent: {
    body: {
      "fromId": {"title":"原版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择原版块"}},
      "toId": {"title":"目标版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择目标版块"}},
      "mode": {"title":"方式","required":true,"type":"string","enum":["move","merge"],"messages":{"enum":"请选择移动内容或合并版块"}},
    },
  },
  sortSections: {
    body: {
      "sectionIds": {"title":"版块","required":true,"type":"array","minItems":2,"maxItems":100,"messages":{"minItems":"请至少给出两个版块","maxItems":"一次最多排序 100 个版块","uniqueItems":"版块不能重复"}},
    },
  },
  searchSection: {
    query: {
      subject: {"title":"版块名称","type":"string","maxLength":30},
    },
  },
  sendMemberForgetSms: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  memberLogin: {
    body: {
      "account": {"title":"账号","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入账号","minLength":"请输入账号"}},
      "password": {"title":"密码","required":true,"type":"string","minLength":1,"maxLength":64,"messages":{"required":"请输入密码","minLength":"请输入密码"}},
    },
  },
  updateMemberProfile: {
    body: {
      "userName": {"title":"昵称","type":"string","minLength":1,"maxLength":32,"messages":{"required":"请输入昵称","minLength":"请输入昵称","maxLength":"昵称不能超过32个字"}},
      "avatar": {"title":"头像","type":"string","maxLength":512},
      "signature": {"title":"个性签名","type":"string","maxLength":100,"messages":{"maxLength":"个性签名不能超过100个字"}},
      "gender": {"title":"性别","type":"integer","enum":[0,1,2],"messages":{"enum":"请选择性别"}},
      "areaCode": {"title":"地区编码","type":"string","pattern":"^([0-9]{6})?$","messages":{"pattern":"地区编码应为 6 位数字"}},
      "areaAddress": {"title":"所在地区","type":"string","maxLength":64,"messages":{"maxLength":"地区名称不能超过64个字"}},
      "hideActivity": {"title":"隐藏我的动态","type":"boolean"},
    },
  },
  changeMemberPassword: {
    body: {
      "oldPassword": {"title":"原密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入原密码","minLength":"密码不能少于6位","maxLength":"密码不能超过64位"}},
      "newPassword": {"title":"新密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入新密码","minLength":"新密码不能少于6位","maxLength":"新密码不能超过64位"}},
    },
  },
  sendMemberRegisterSms: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  memberRegister: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
      "userName": {"title":"昵称","required":true,"type":"string","minLength":1,"maxLength":32,"messages":{"required":"请输入昵称","minLength":"请输入昵称","maxLength":"昵称不能超过32个字"}},
      "password": {"title":"密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入密码","minLength":"密码不能少于6位","maxLength":"密码不能超过64位"}},
      "account": {"title":"登录名","type":"string","minLength":4,"maxLength":32,"pattern":"^[A-Za-z][A-Za-z0-9_]{3,31}$","messages":{"minLength":"登录名为 4 到 32 位","maxLength":"登录名为 4 到 32 位","pattern":"登录名以字母开头，只能包含字母、数字与下划线"}},
    },
  },
  verifyMemberResetCode: {
    body: {
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
    },
  },
  resetMemberPassword: {
    body: {
      "resetToken": {"title":"重置凭证","required":true,"type":"string","pattern":"^[A-Za-z0-9_-]{20,128}$","messages":{"required":"请先校验验证码","pattern":"重置凭证无效或已过期，请重新获取验证码"}},
      "newPassword": {"title":"新密码","required":true,"type":"string","minLength":6,"maxLength":64,"messages":{"required":"请输入新密码","minLength":"新密码不能少于6位","maxLength":"新密码不能超过64位"}},
    },
  },
  updateMemberEmailDigest: {
    body: {
      "digestEnabled": {"title":"每日摘要","required":true,"type":"boolean"},
    },
  },
  requestMemberEmailVerification: {
    body: {
      "email": {"title":"邮箱","required":true,"type":"string","minLength":6,"maxLength":254,"pattern":"^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\\.[A-Za-z0-9-]{1,63})+$","messages":{"required":"请输入邮箱","minLength":"邮箱格式不正确","maxLength":"邮箱不能超过254个字符","pattern":"邮箱格式不正确"}},
    },
  },
  verifyMemberEmail: {
    body: {
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为6位数字"}},
    },
  },
  likeComment: {
    body: {
      "commentId": {"title":"评论","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定评论"}},
    },
  },
  unlikeComment: {
    query: {
      commentId: {"title":"评论","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定评论"}},
    },
  },
  getCommentList: {
    query: {
      postId: {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getCommentReplies: {
    query: {
      commentId: {"title":"评论","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定评论"}},
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createComment: {
    body: {
      "postId": {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
      "content": {"title":"评论内容","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请输入评论内容","minLength":"请输入评论内容","maxLength":"评论不能超过 5000 个字符"}},
      "parentId": {"title":"回复的评论","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  updateComment: {
    body: {
      "id": {"title":"评论","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定评论"}},
      "content": {"title":"评论内容","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请输入评论内容","minLength":"请输入评论内容","maxLength":"评论不能超过 5000 个字符"}},
    },
  },
  deleteMyComment: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getMyPostList: {
    query: {
      status: {"title":"状态","type":"integer","enum":[10,20,30,40,60],"messages":{"enum":"状态无效"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  likePost: {
    body: {
      "postId": {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  unlikePost: {
    query: {
      postId: {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  getPostList: {
    query: {
      sectionId: {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
      sort: {"title":"排序","type":"string","enum":["active","new"]},
      featured: {"title":"只看精华","type":"boolean"},
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getPost: {
    query: {
      id: {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  createPost: {
    body: {
      "sectionId": {"title":"版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择版块"}},
      "title": {"title":"帖子标题","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请输入标题","minLength":"请输入标题","maxLength":"标题不能超过 100 个字"}},
      "content": {"title":"帖子正文","required":true,"type":"string","minLength":1,"maxLength":50000,"messages":{"required":"请输入正文","minLength":"请输入正文","maxLength":"正文不能超过 50000 个字符"}},
      "attachmentIds": {"title":"附件","type":"array","maxItems":20,"messages":{"maxItems":"附件太多"}},
    },
  },
  updatePost: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "title": {"title":"帖子标题","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请输入标题","minLength":"请输入标题","maxLength":"标题不能超过 100 个字"}},
      "content": {"title":"帖子正文","required":true,"type":"string","minLength":1,"maxLength":50000,"messages":{"required":"请输入正文","minLength":"请输入正文","maxLength":"正文不能超过 50000 个字符"}},
      "attachmentIds": {"title":"附件","type":"array","maxItems":20,"messages":{"maxItems":"附件太多"}},
    },
  },
  deleteMyPost: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  searchPosts: {
    query: {
      keyword: {"title":"关键词","required":true,"type":"string","minLength":1,"maxLength":50,"messages":{"required":"请输入关键词","minLength":"请输入关键词","maxLength":"关键词不能超过 50 个字"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getDraft: {
    query: {
      kind: {"title":"草稿类型","required":true,"type":"string","enum":["post","answer"],"messages":{"enum":"请选择草稿类型","required":"请选择草稿类型"}},
    },
  },
  saveDraft: {
    body: {
      "kind": {"title":"草稿类型","required":true,"type":"string","enum":["post","answer"],"messages":{"enum":"请选择草稿类型","required":"请选择草稿类型"}},
      "title": {"title":"标题","type":"string","maxLength":100,"messages":{"maxLength":"标题不能超过 100 个字"}},
      "content": {"title":"正文","required":true,"type":"string","maxLength":50000,"messages":{"maxLength":"草稿不能超过 50000 个字符"}},
      "sectionId": {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
      "questionId": {"title":"问题","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  deleteDraft: {
    query: {
      kind: {"title":"草稿类型","required":true,"type":"string","enum":["post","answer"],"messages":{"enum":"请选择草稿类型","required":"请选择草稿类型"}},
    },
  },
  getConsoleCommentList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      postId: {"title":"帖子","type":"integer","minimum":1,"maximum":9007199254740991},
      authorId: {"title":"作者","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  approveComments: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  deleteComments: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  hideComments: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  purgeComments: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  rejectComments: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  restoreComments: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  getCommentRevisionList: {
    query: {
      commentId: {"title":"评论","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定评论"}},
    },
  },
  getConsolePostList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      sectionId: {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
      authorId: {"title":"作者","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      pinned: {"title":"置顶","type":"boolean"},
      featured: {"title":"精华","type":"boolean"},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getConsolePost: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  approvePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  deletePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  featurePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "value": {"title":"设置","required":true,"type":"boolean"},
    },
  },
  hidePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  lockPosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "value": {"title":"设置","required":true,"type":"boolean"},
    },
  },
  movePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "sectionId": {"title":"目标版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择目标版块"}},
    },
  },
  pinPosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "value": {"title":"设置","required":true,"type":"boolean"},
    },
  },
  purgePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  rejectPosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","required":true,"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","messages":{"required":"请填写原因","minLength":"请填写原因","pattern":"请填写原因","maxLength":"原因不能超过 200 个字"}},
    },
  },
  restorePosts: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  getPostRevisionList: {
    query: {
      postId: {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  getRecycleList: {
    query: {
      type: {"title":"类型","type":"string","enum":["post","comment"]},
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getSensitiveWordList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":30,"messages":{"maxLength":"关键词不能超过 30 个字"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createSensitiveWords: {
    body: {
      "words": {"title":"敏感词","required":true,"type":"array","minItems":1,"maxItems":200,"messages":{"required":"请填写敏感词","minItems":"请填写敏感词","maxItems":"一次最多添加 200 个敏感词"}},
    },
  },
  deleteSensitiveWords: {
    body: {
      "ids": {"title":"敏感词","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要删除的敏感词","maxItems":"一次最多删除 100 个敏感词","uniqueItems":"敏感词不能重复"}},
    },
  },
  getSaasCommentList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":50,"messages":{"maxLength":"关键词最多 50 个字"}},
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  moderateSaasComments: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "ids": {"title":"内容","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请至少选择一条内容","maxItems":"一次最多处理 100 条内容"}},
      "action": {"title":"操作","required":true,"type":"string","enum":["approve","reject","hide","restore","delete","purge"],"messages":{"enum":"请选择操作"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因最多 200 个字"}},
    },
  },
  getSaasPostList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":50,"messages":{"maxLength":"关键词最多 50 个字"}},
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  moderateSaasPosts: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "ids": {"title":"内容","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请至少选择一条内容","maxItems":"一次最多处理 100 条内容"}},
      "action": {"title":"操作","required":true,"type":"string","enum":["approve","reject","hide","restore","delete","purge"],"messages":{"enum":"请选择操作"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因最多 200 个字"}},
    },
  },
  getPlatformPostRevisionList: {
    query: {
      siteId: {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
      postId: {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  getSearchIndexList: {
    query: {
      keyword: {"title":"站点","type":"string","maxLength":40},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  rebuildSearchIndex: {
    body: {
      "siteId": {"title":"编号","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getSaasSectionList: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      keyword: {"title":"版块名称","type":"string","maxLength":30},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  updateSaasSectionStatus: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "status": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  getPlatformSensitiveWordList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":30},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createPlatformSensitiveWords: {
    body: {
      "words": {"title":"敏感词","required":true,"type":"array","minItems":1,"maxItems":200,"messages":{"minItems":"请至少填写一个敏感词","maxItems":"一次最多添加 200 个敏感词"}},
    },
  },
  deletePlatformSensitiveWords: {
    body: {
      "ids": {"title":"敏感词","required":true,"type":"array","minItems":1,"maxItems":200,"messages":{"minItems":"请至少选择一个敏感词","maxItems":"一次最多删除 200 个敏感词"}},
    },
  },
  getImpeachList: {
    query: {
      state: {"title":"举报状态","type":"string","enum":["open","resolved"],"messages":{"enum":"状态无效"}},
      targetType: {"title":"举报对象类型","type":"string","enum":["post","comment","question","answer","user","message"],"messages":{"enum":"举报对象类型无效"}},
      reason: {"title":"举报理由","type":"string","minLength":1,"maxLength":20,"messages":{"maxLength":"举报理由最多 20 个字"}},
      sort: {"title":"举报排序","type":"string","enum":["oldest","newest","count"],"messages":{"enum":"排序方式无效"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  updateImpeachReasons: {
    body: {
      "reasons": {"title":"举报理由","required":true,"type":"array","minItems":1,"maxItems":20,"messages":{"required":"请至少保留一个举报理由","minItems":"请至少保留一个举报理由","maxItems":"举报理由最多 20 个"}},
    },
  },
  handleImpeach: {
    body: {
      "ids": {"title":"举报对象","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择要处理的举报","minItems":"请选择要处理的举报","maxItems":"一次最多处理 100 个","uniqueItems":"举报不能重复"}},
      "action": {"title":"举报处理方式","required":true,"type":"string","enum":["hide","delete","keep"],"messages":{"enum":"请选择处理方式"}},
      "note": {"title":"处理说明","type":"string","maxLength":200,"messages":{"maxLength":"处理说明最多 200 个字"}},
      "authorAction": {"title":"处理作者","type":"object"},
    },
  },
  createImpeach: {
    body: {
      "targetType": {"title":"举报对象类型","required":true,"type":"string","enum":["post","comment","question","answer","user","message"],"messages":{"enum":"举报对象类型无效"}},
      "targetId": {"title":"举报对象","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定举报对象"}},
      "reason": {"title":"举报理由","required":true,"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","messages":{"required":"请选择举报理由","minLength":"请选择举报理由","pattern":"请选择举报理由","maxLength":"举报理由最多 20 个字"}},
      "reasonText": {"title":"补充说明","type":"string","maxLength":200,"messages":{"maxLength":"补充说明最多 200 个字"}},
    },
  },
  reportMessage: {
    body: {
      "messageId": {"title":"私信","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定要举报的私信"}},
      "reason": {"title":"举报理由","required":true,"type":"string","minLength":1,"maxLength":20,"pattern":"\\S","messages":{"required":"请选择举报理由","minLength":"请选择举报理由","pattern":"请选择举报理由","maxLength":"举报理由最多 20 个字"}},
      "reasonText": {"title":"补充说明","type":"string","maxLength":200,"messages":{"maxLength":"补充说明最多 200 个字"}},
    },
  },
  getSaasImpeachList: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      targetType: {"title":"举报对象类型","type":"string","enum":["post","comment","question","answer","user","message"],"messages":{"enum":"举报对象类型无效"}},
      reason: {"title":"举报理由","type":"string","minLength":1,"maxLength":20,"messages":{"maxLength":"举报理由最多 20 个字"}},
      sort: {"title":"举报排序","type":"string","enum":["oldest","newest","count"],"messages":{"enum":"排序方式无效"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  handleSaasImpeach: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "ids": {"title":"举报对象","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"required":"请选择要处理的举报","minItems":"请选择要处理的举报","maxItems":"一次最多处理 100 个","uniqueItems":"举报不能重复"}},
      "action": {"title":"举报处理方式","required":true,"type":"string","enum":["hide","delete","keep"],"messages":{"enum":"请选择处理方式"}},
      "note": {"title":"处理说明","type":"string","maxLength":200,"messages":{"maxLength":"处理说明最多 200 个字"}},
      "authorAction": {"title":"处理作者","type":"object"},
    },
  },
  updateMessageSetting: {
    body: {
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
      "minRankId": {"title":"发私信的最低等级","required":true,"messages":{"type":"请选择等级"}},
    },
  },
  blockMember: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getConversationList: {
    query: {
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getConversationMessageList: {
    query: {
      conversationId: {"title":"会话","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定会话"}},
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  sendPrivateMessage: {
    body: {
      "toId": {"title":"收信人","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定收信人"}},
      "content": {"title":"内容","required":true,"type":"string","minLength":1,"maxLength":1000,"pattern":"\\S","messages":{"required":"请输入私信内容","minLength":"请输入私信内容","pattern":"请输入私信内容","maxLength":"私信最多 1000 个字"}},
    },
  },
  unblockMember: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  updateNotificationChannelSetting: {
    body: {
      "smsKinds": {"title":"短信通知","required":true,"type":"array","maxItems":20,"enum":["reportResolved","contentHidden","contentDeleted","memberMuted","memberBanned","answerReceived","answerAccepted","medalEarned","workOrderReplied","workOrderStatusChanged","followedPost","watchedReply","reply","mention","like"],"messages":{"uniqueItems":"通知类型不能重复"}},
      "wechatKinds": {"title":"微信订阅消息","required":true,"type":"array","maxItems":20,"enum":["reportResolved","contentHidden","contentDeleted","memberMuted","memberBanned","answerReceived","answerAccepted","medalEarned","workOrderReplied","workOrderStatusChanged","followedPost","watchedReply","reply","mention","like"],"messages":{"uniqueItems":"通知类型不能重复"}},
      "emailKinds": {"title":"邮件通知","type":"array","maxItems":20,"enum":["reportResolved","contentHidden","contentDeleted","memberMuted","memberBanned","answerReceived","answerAccepted","medalEarned","workOrderReplied","workOrderStatusChanged","followedPost","watchedReply","reply","mention","like"],"messages":{"uniqueItems":"通知类型不能重复"}},
      "emailChannelOn": {"title":"邮件渠道已开启","type":"boolean"},
    },
  },
  getConsoleNotificationList: {
    query: {
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  updateConsoleNotificationPreference: {
    body: {
      "mutedNotices": {"title":"不接收的通知","required":true,"type":"array","maxItems":10,"enum":["smsQuotaWarning","workOrderReplied","workOrderStatusChanged","appletAuditResult"],"messages":{"uniqueItems":"通知类型不能重复"}},
      "hiddenBadges": {"title":"隐藏的角标","required":true,"type":"array","maxItems":10,"enum":["member","pointRecord","workOrder"],"messages":{"uniqueItems":"角标类型不能重复"}},
    },
  },
  readConsoleNotification: {
    body: {
      "id": {"title":"编号","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  searchMentionMember: {
    query: {
      keyword: {"title":"关键词","required":true,"type":"string","minLength":1,"maxLength":32,"messages":{"required":"请输入昵称","minLength":"请输入昵称","maxLength":"昵称不能超过32个字"}},
    },
  },
  getMyNotificationList: {
    query: {
      cursor: {"title":"游标","type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$","messages":{"pattern":"游标无效"}},
      limit: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  updateMyNotificationPreference: {
    body: {
      "kind": {"title":"通知类型","required":true,"type":"string","enum":["reportResolved","contentHidden","contentDeleted","memberMuted","memberBanned","answerReceived","answerAccepted","medalEarned","workOrderReplied","workOrderStatusChanged","followedPost","watchedReply","reply","mention","like"]},
      "channel": {"title":"通知渠道","required":true,"type":"string","enum":["inApp","sms","wechat","email"]},
      "enabled": {"title":"接收","required":true,"type":"boolean"},
    },
  },
  readNotification: {
    body: {
      "id": {"title":"编号","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getSubscribeMessageLogList: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      template: {"title":"消息模板","type":"string","enum":["reportResolved","contentHidden","contentDeleted","memberMuted","memberBanned","answerReceived","answerAccepted","medalEarned","workOrderReplied","workOrderStatusChanged","followedPost","watchedReply","reply","mention","like","smsQuotaWarning","emailDigest","appletAuditResult"]},
      channel: {"title":"通知渠道","type":"string","enum":["inApp","sms","wechat","email"]},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      status: {"title":"发送状态","type":"string","enum":["pending","sent","failed","delivered"]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getSubscribeMessageLogStatistic: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      template: {"title":"消息模板","type":"string","enum":["reportResolved","contentHidden","contentDeleted","memberMuted","memberBanned","answerReceived","answerAccepted","medalEarned","workOrderReplied","workOrderStatusChanged","followedPost","watchedReply","reply","mention","like","smsQuotaWarning","emailDigest","appletAuditResult"]},
      channel: {"title":"通知渠道","type":"string","enum":["inApp","sms","wechat","email"]},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getConsoleAnswerList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      questionId: {"title":"问题","type":"integer","minimum":1,"maximum":9007199254740991},
      authorId: {"title":"回答者","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  moderateAnswers: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "action": {"title":"操作","required":true,"type":"string","enum":["approve","reject","hide","restore","delete","purge"],"messages":{"required":"请选择操作","enum":"请选择操作"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  getAnswerRevisionList: {
    query: {
      answerId: {"title":"回答","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定回答"}},
    },
  },
  getConsoleQuestionList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      typeId: {"title":"问题分类","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      solved: {"title":"已解决","type":"boolean"},
      hasBounty: {"title":"有悬赏","type":"boolean"},
      authorId: {"title":"提问者","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  updateQuestionSetting: {
    body: {
      "askPermission": {"title":"问答权限","required":true,"type":"integer","enum":[1,2]},
      "answerPermission": {"title":"问答权限","required":true,"type":"integer","enum":[1,2]},
      "bountyMin": {"title":"最低悬赏","required":true,"type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"最低悬赏为 0 到 100000","maximum":"最低悬赏为 0 到 100000","type":"最低悬赏为 0 到 100000"}},
      "bountyMax": {"title":"最高悬赏","required":true,"type":"integer","minimum":0,"maximum":100000,"messages":{"minimum":"最高悬赏为 0 到 100000","maximum":"最高悬赏为 0 到 100000","type":"最高悬赏为 0 到 100000"}},
      "bountyCategory": {"title":"悬赏积分","required":true,"type":"string","enum":["reputation","coin"]},
      "settleDays": {"title":"结算天数","required":true,"type":"integer","minimum":1,"maximum":365,"messages":{"minimum":"结算天数为 1 到 365","maximum":"结算天数为 1 到 365","type":"结算天数为 1 到 365"}},
      "settleRule": {"title":"到期处理","required":true,"type":"string","enum":["refund","bestVoted"]},
      "answerReviewFirst": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
      "maxAnswersPerMember": {"title":"每人回答数","required":true,"type":"integer","minimum":1,"maximum":100,"messages":{"minimum":"每人回答数为 1 到 100","maximum":"每人回答数为 1 到 100","type":"每人回答数为 1 到 100"}},
    },
  },
  createQuestionType: {
    body: {
      "name": {"title":"名称","required":true,"type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入分类名称","minLength":"请输入分类名称","maxLength":"分类名称不能超过 20 个字"}},
      "icon": {"title":"图标","type":"string","maxLength":16,"messages":{"maxLength":"图标不能超过 16 个字符"}},
      "sort": {"title":"排序","required":true,"type":"integer","minimum":0,"maximum":9999,"messages":{"minimum":"排序值为 0 到 9999","maximum":"排序值为 0 到 9999","type":"排序值为 0 到 9999"}},
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  updateQuestionType: {
    body: {
      "id": {"title":"分类","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定分类"}},
      "name": {"title":"名称","required":true,"type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入分类名称","minLength":"请输入分类名称","maxLength":"分类名称不能超过 20 个字"}},
      "icon": {"title":"图标","type":"string","maxLength":16,"messages":{"maxLength":"图标不能超过 16 个字符"}},
      "sort": {"title":"排序","required":true,"type":"integer","minimum":0,"maximum":9999,"messages":{"minimum":"排序值为 0 到 9999","maximum":"排序值为 0 到 9999","type":"排序值为 0 到 9999"}},
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  deleteQuestionType: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  moderateQuestions: {
    body: {
      "ids": {"title":"内容编号","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请选择要操作的内容","maxItems":"一次最多操作 100 条","uniqueItems":"内容不能重复"}},
      "action": {"title":"操作","required":true,"type":"string","enum":["approve","reject","hide","restore","delete","purge"],"messages":{"required":"请选择操作","enum":"请选择操作"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因不能超过 200 个字"}},
    },
  },
  getAnswerCommentList: {
    query: {
      answerId: {"title":"回答","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定回答"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createAnswerComment: {
    body: {
      "answerId": {"title":"回答","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定回答"}},
      "content": {"title":"评论","required":true,"type":"string","minLength":1,"maxLength":500,"messages":{"required":"请输入评论","minLength":"请输入评论","maxLength":"评论不能超过 500 个字"}},
    },
  },
  getAnswerList: {
    query: {
      questionId: {"title":"问题","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定问题"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  createAnswer: {
    body: {
      "questionId": {"title":"问题","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定问题"}},
      "content": {"title":"回答内容","required":true,"type":"string","minLength":1,"maxLength":50000,"messages":{"required":"请输入回答内容","minLength":"请输入回答内容","maxLength":"回答不能超过 50000 个字符"}},
    },
  },
  updateAnswer: {
    body: {
      "id": {"title":"回答","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定回答"}},
      "content": {"title":"回答内容","required":true,"type":"string","minLength":1,"maxLength":50000,"messages":{"required":"请输入回答内容","minLength":"请输入回答内容","maxLength":"回答不能超过 50000 个字符"}},
    },
  },
  acceptAnswer: {
    body: {
      "questionId": {"title":"问题","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定问题"}},
      "answerId": {"title":"回答","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定回答"}},
    },
  },
  voteAnswer: {
    body: {
      "answerId": {"title":"回答","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定回答"}},
      "vote": {"title":"投票","required":true,"type":"string","enum":["up","down","none"]},
    },
  },
  getMyAnswerList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMyQuestionList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getQuestionList: {
    query: {
      typeId: {"title":"问题分类","type":"integer","minimum":1,"maximum":9007199254740991},
      sectionId: {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
      solved: {"title":"已解决","type":"boolean"},
      keyword: {"title":"关键词","type":"string","maxLength":40,"messages":{"maxLength":"关键词不能超过 40 个字"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getQuestion: {
    query: {
      id: {"title":"问题","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定问题"}},
    },
  },
  createQuestion: {
    body: {
      "title": {"title":"问题标题","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请输入问题标题","minLength":"请输入问题标题","maxLength":"标题不能超过 100 个字"}},
      "content": {"title":"问题描述","required":true,"type":"string","minLength":1,"maxLength":50000,"messages":{"required":"请描述你的问题","minLength":"请描述你的问题","maxLength":"问题描述不能超过 50000 个字符"}},
      "bounty": {"title":"悬赏","required":true,"type":"integer","minimum":0,"maximum":100000,"messages":{"required":"请填写悬赏积分（不悬赏填 0）","minimum":"悬赏不能为负数","maximum":"悬赏不能超过 100000","type":"悬赏为整数"}},
      "typeId": {"title":"问题分类","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择问题分类"}},
      "sectionId": {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getSaasAnswerList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":50,"messages":{"maxLength":"关键词最多 50 个字"}},
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  moderateSaasAnswers: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "ids": {"title":"内容","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请至少选择一条内容","maxItems":"一次最多处理 100 条内容"}},
      "action": {"title":"操作","required":true,"type":"string","enum":["approve","reject","hide","restore","delete","purge"],"messages":{"enum":"请选择操作"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因最多 200 个字"}},
    },
  },
  getSaasQuestionList: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":50,"messages":{"maxLength":"关键词最多 50 个字"}},
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"审核状态","type":"integer","enum":[10,20,30,40,50,60]},
      solved: {"title":"已解决","type":"boolean"},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  moderateSaasQuestions: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "ids": {"title":"内容","required":true,"type":"array","minItems":1,"maxItems":100,"messages":{"minItems":"请至少选择一条内容","maxItems":"一次最多处理 100 条内容"}},
      "action": {"title":"操作","required":true,"type":"string","enum":["approve","reject","hide","restore","delete","purge"],"messages":{"enum":"请选择操作"}},
      "reason": {"title":"原因","type":"string","maxLength":200,"messages":{"maxLength":"原因最多 200 个字"}},
    },
  },
  getMySaasWorkOrderList: {
    query: {
      status: {"title":"工单状态","type":"string","enum":["pending","processing","resolved","closed"],"messages":{"enum":"工单状态不正确"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMySaasWorkOrder: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  createSaasWorkOrder: {
    body: {
      "category": {"title":"平台工单类别","required":true,"type":"string","enum":["billing","fault","appeal","other"],"messages":{"enum":"请选择工单类别"}},
      "title": {"title":"标题","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请输入工单标题","minLength":"请输入工单标题","maxLength":"标题不能超过 100 个字"}},
      "content": {"title":"问题描述","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请描述遇到的问题","minLength":"请描述遇到的问题","maxLength":"描述不能超过 5000 个字"}},
      "images": {"title":"图片","type":"array","maxItems":6,"messages":{"maxItems":"最多附 6 张图片"}},
      "contact": {"title":"联系方式","type":"string","maxLength":100,"messages":{"maxLength":"联系方式不能超过 100 个字"}},
    },
  },
  rateMySaasWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "score": {"title":"满意度","required":true,"type":"integer","minimum":1,"maximum":5,"messages":{"required":"请选择满意度","minimum":"满意度为 1 到 5 星","maximum":"满意度为 1 到 5 星","type":"满意度为 1 到 5 星"}},
      "comment": {"title":"评价","type":"string","maxLength":200,"messages":{"maxLength":"评价不能超过 200 个字"}},
    },
  },
  replyMySaasWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "content": {"title":"回复内容","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请输入回复内容","minLength":"请输入回复内容","maxLength":"回复不能超过 5000 个字"}},
      "images": {"title":"图片","type":"array","maxItems":6,"messages":{"maxItems":"最多附 6 张图片"}},
    },
  },
  changeMySaasWorkOrderStatus: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "action": {"title":"提交人的操作","required":true,"type":"string","enum":["close","reopen"],"messages":{"enum":"操作不正确"}},
    },
  },
  getWorkOrderList: {
    query: {
      typeId: {"title":"分类","type":"integer","minimum":1,"maximum":9007199254740991},
      status: {"title":"工单状态","type":"string","enum":["pending","processing","resolved","closed"],"messages":{"enum":"工单状态不正确"}},
      assigneeId: {"title":"处理人","type":"integer","minimum":1,"maximum":9007199254740991},
      ageDays: {"title":"提交天数","type":"integer","minimum":1,"maximum":3650,"messages":{"minimum":"提交天数为 1 到 3650","maximum":"提交天数为 1 到 3650","type":"提交天数为 1 到 3650"}},
      keyword: {"title":"关键词","type":"string","maxLength":50,"messages":{"maxLength":"关键词最多 50 个字"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  saveWorkOrderSetting: {
    body: {
      "openPermission": {"title":"谁可以提交工单","required":true,"type":"string","enum":["all","ranks","none"],"messages":{"enum":"请选择谁可以提交工单"}},
      "rankIds": {"title":"可提交工单的等级","required":true,"type":"array","maxItems":50,"messages":{"maxItems":"最多选择 50 个等级"}},
      "autoCloseDays": {"title":"自动关闭天数","required":true,"type":"integer","minimum":0,"maximum":365,"messages":{"required":"请填写自动关闭天数","minimum":"自动关闭天数为 0 到 365","maximum":"自动关闭天数为 0 到 365","type":"自动关闭天数为 0 到 365"}},
      "reopenDays": {"title":"可重新打开天数","required":true,"type":"integer","minimum":0,"maximum":365,"messages":{"required":"请填写可重新打开天数","minimum":"可重新打开天数为 0 到 365","maximum":"可重新打开天数为 0 到 365","type":"可重新打开天数为 0 到 365"}},
      "showStaffNames": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
    },
  },
  createWorkOrderType: {
    body: {
      "name": {"title":"名称","required":true,"type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入分类名称","minLength":"请输入分类名称","maxLength":"分类名称不能超过 20 个字"}},
      "description": {"title":"说明","type":"string","maxLength":200,"messages":{"maxLength":"说明不能超过 200 个字"}},
      "sort": {"title":"排序","required":true,"type":"integer","minimum":0,"maximum":9999,"messages":{"required":"请填写排序值","minimum":"排序值为 0 到 9999","maximum":"排序值为 0 到 9999","type":"排序值为 0 到 9999"}},
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
      "defaultAssigneeId": {"title":"默认处理人","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  updateWorkOrderType: {
    body: {
      "id": {"title":"分类","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定分类"}},
      "name": {"title":"名称","required":true,"type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入分类名称","minLength":"请输入分类名称","maxLength":"分类名称不能超过 20 个字"}},
      "description": {"title":"说明","type":"string","maxLength":200,"messages":{"maxLength":"说明不能超过 200 个字"}},
      "sort": {"title":"排序","required":true,"type":"integer","minimum":0,"maximum":9999,"messages":{"required":"请填写排序值","minimum":"排序值为 0 到 9999","maximum":"排序值为 0 到 9999","type":"排序值为 0 到 9999"}},
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
      "defaultAssigneeId": {"title":"默认处理人","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  deleteWorkOrderType: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  getWorkOrder: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  assignWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "assigneeId": {"title":"处理人","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择处理人"}},
    },
  },
  replyWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "content": {"title":"回复内容","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请输入回复内容","minLength":"请输入回复内容","maxLength":"回复不能超过 5000 个字"}},
      "images": {"title":"图片","type":"array","maxItems":6,"messages":{"maxItems":"最多附 6 张图片"}},
      "internal": {"title":"内部备注","type":"boolean"},
    },
  },
  changeWorkOrderStatus: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "status": {"title":"工单状态","required":true,"type":"string","enum":["pending","processing","resolved","closed"],"messages":{"enum":"工单状态不正确"}},
    },
  },
  getMyWorkOrderList: {
    query: {
      status: {"title":"工单状态","type":"string","enum":["pending","processing","resolved","closed"],"messages":{"enum":"工单状态不正确"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMyWorkOrder: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  createWorkOrder: {
    body: {
      "typeId": {"title":"工单分类","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择工单分类"}},
      "title": {"title":"标题","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"请输入工单标题","minLength":"请输入工单标题","maxLength":"标题不能超过 100 个字"}},
      "content": {"title":"问题描述","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请描述遇到的问题","minLength":"请描述遇到的问题","maxLength":"描述不能超过 5000 个字"}},
      "images": {"title":"图片","type":"array","maxItems":6,"messages":{"maxItems":"最多附 6 张图片"}},
      "contact": {"title":"联系方式","type":"string","maxLength":100,"messages":{"maxLength":"联系方式不能超过 100 个字"}},
    },
  },
  rateMyWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "score": {"title":"满意度","required":true,"type":"integer","minimum":1,"maximum":5,"messages":{"required":"请选择满意度","minimum":"满意度为 1 到 5 星","maximum":"满意度为 1 到 5 星","type":"满意度为 1 到 5 星"}},
      "comment": {"title":"评价","type":"string","maxLength":200,"messages":{"maxLength":"评价不能超过 200 个字"}},
    },
  },
  replyMyWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "content": {"title":"回复内容","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请输入回复内容","minLength":"请输入回复内容","maxLength":"回复不能超过 5000 个字"}},
      "images": {"title":"图片","type":"array","maxItems":6,"messages":{"maxItems":"最多附 6 张图片"}},
    },
  },
  changeMyWorkOrderStatus: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "action": {"title":"提交人的操作","required":true,"type":"string","enum":["close","reopen"],"messages":{"enum":"操作不正确"}},
    },
  },
  getSaasWorkOrderList: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      category: {"title":"平台工单类别","type":"string","enum":["billing","fault","appeal","other"],"messages":{"enum":"请选择工单类别"}},
      status: {"title":"工单状态","type":"string","enum":["pending","processing","resolved","closed"],"messages":{"enum":"工单状态不正确"}},
      assigneeId: {"title":"处理人","type":"integer","minimum":1,"maximum":9007199254740991},
      ageDays: {"title":"提交天数","type":"integer","minimum":1,"maximum":3650,"messages":{"minimum":"提交天数为 1 到 3650","maximum":"提交天数为 1 到 3650","type":"提交天数为 1 到 3650"}},
      keyword: {"title":"关键词","type":"string","maxLength":50,"messages":{"maxLength":"关键词最多 50 个字"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getSaasWorkOrder: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  assignSaasWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "assigneeId": {"title":"处理人","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请选择处理人"}},
    },
  },
  replySaasWorkOrder: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "content": {"title":"回复内容","required":true,"type":"string","minLength":1,"maxLength":5000,"messages":{"required":"请输入回复内容","minLength":"请输入回复内容","maxLength":"回复不能超过 5000 个字"}},
      "images": {"title":"图片","type":"array","maxItems":6,"messages":{"maxItems":"最多附 6 张图片"}},
      "internal": {"title":"内部备注","type":"boolean"},
    },
  },
  changeSaasWorkOrderStatus: {
    body: {
      "id": {"title":"工单","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定工单"}},
      "status": {"title":"工单状态","required":true,"type":"string","enum":["pending","processing","resolved","closed"],"messages":{"enum":"工单状态不正确"}},
    },
  },
  getFlowStatistic: {
    query: {
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
    },
  },
  getMonthStatistic: {
    query: {
      startMonth: {"title":"开始月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
      endMonth: {"title":"结束月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
    },
  },
  getSmsFeeStatistic: {
    query: {
      startMonth: {"title":"开始月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
      endMonth: {"title":"结束月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getSmsSentStatistic: {
    query: {
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      purpose: {"title":"短信用途","type":"string","enum":["saas_register","saas_reset","console_register","console_reset","notification"]},
      status: {"title":"短信状态","type":"string","enum":["sent","failed","delivered"]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  recordPageView: {
    body: {
      "view": {"title":"页面凭据","required":true,"type":"string","minLength":1,"maxLength":100,"messages":{"required":"缺少页面凭据"}},
      "path": {"title":"页面路径","required":true,"type":"string","minLength":1,"maxLength":300,"pattern":"^/","messages":{"required":"缺少页面路径","pattern":"页面路径须以 / 开头"}},
    },
  },
  getSaasFlowStatistic: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
    },
  },
  getSaasMonthStatistic: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      startMonth: {"title":"开始月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
      endMonth: {"title":"结束月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
    },
  },
  getSaasSmsFeeStatistic: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      startMonth: {"title":"开始月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
      endMonth: {"title":"结束月份","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","messages":{"pattern":"月份格式应为 YYYY-MM"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getSmsQuotaList: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  setSmsQuota: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "monthlyQuota": {"title":"每月额度","required":true,"type":"integer","minimum":0,"maximum":10000000,"messages":{"minimum":"额度不能小于 0","maximum":"额度不能超过 10000000 条","type":"额度应为整数"}},
    },
  },
  getSaasSmsSentStatistic: {
    query: {
      siteId: {"title":"站点","type":"integer","minimum":1,"maximum":9007199254740991},
      startDate: {"title":"开始日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      endDate: {"title":"结束日期","type":"string","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","messages":{"pattern":"日期格式应为 YYYY-MM-DD","format":"日期格式应为 YYYY-MM-DD"}},
      purpose: {"title":"短信用途","type":"string","enum":["saas_register","saas_reset","console_register","console_reset","notification"]},
      status: {"title":"短信状态","type":"string","enum":["sent","failed","delivered"]},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getTaskRunList: {
    query: {
      name: {"title":"任务名","type":"string","minLength":1,"maxLength":64,"pattern":"^[a-zA-Z][a-zA-Z0-9]*$","messages":{"pattern":"任务名只能由字母和数字组成","minLength":"请选择任务","maxLength":"任务名不能超过 64 个字符"}},
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  setTaskEnabled: {
    body: {
      "name": {"title":"任务名","required":true,"type":"string","minLength":1,"maxLength":64,"pattern":"^[a-zA-Z][a-zA-Z0-9]*$","messages":{"pattern":"任务名只能由字母和数字组成","minLength":"请选择任务","maxLength":"任务名不能超过 64 个字符"}},
      "enabled": {"title":"true 按计划执行；false 停用计划（仍可手动执行）","required":true,"type":"boolean"},
    },
  },
  runTask: {
    body: {
      "name": {"title":"任务名","required":true,"type":"string","minLength":1,"maxLength":64,"pattern":"^[a-zA-Z][a-zA-Z0-9]*$","messages":{"pattern":"任务名只能由字母和数字组成","minLength":"请选择任务","maxLength":"任务名不能超过 64 个字符"}},
    },
  },
  getNavigationList: {
    query: {
      position: {"title":"导航位置","required":true,"type":"string","enum":["top","footer","tabBar"]},
    },
  },
  getNavigationTargetOptions: {
    query: {
      keyword: {"title":"关键词","type":"string","maxLength":30,"messages":{"maxLength":"关键词不能超过 30 个字"}},
    },
  },
  saveNavigation: {
    body: {
      "position": {"title":"导航位置","required":true,"type":"string","enum":["top","footer","tabBar"]},
      "items": {"title":"导航项","required":true,"type":"array","maxItems":30,"messages":{"maxItems":"一个位置最多 30 个导航项"}},
    },
  },
  getAppletAuthorizeUrl: {
    body: {
      "returnPath": {"title":"返回页面","type":"string","minLength":1,"maxLength":200,"pattern":"^/[A-Za-z0-9/_-]*$","messages":{"pattern":"返回页面不正确","maxLength":"返回页面不正确"}},
    },
  },
  completeAppletAuthorize: {
    body: {
      "state": {"title":"state","required":true,"type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"required":"授权参数缺失，请重新发起","pattern":"授权参数无效，请重新发起","maxLength":"授权参数无效，请重新发起","minLength":"授权参数缺失，请重新发起"}},
      "authCode": {"title":"授权码","type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"pattern":"授权码无效","maxLength":"授权码无效","minLength":"授权码缺失"}},
      "ticket": {"title":"扫码凭证","type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"pattern":"扫码凭证无效","maxLength":"扫码凭证无效","minLength":"扫码凭证缺失"}},
    },
  },
  updateAppletBaseInfo: {
    body: {
      "nickname": {"title":"名称","type":"string","minLength":2,"maxLength":30,"messages":{"minLength":"名称至少 4 个字符（一个汉字算 2 个）","maxLength":"名称最多 30 个字符"}},
      "avatar": {"title":"图片","type":"string","minLength":1,"maxLength":512,"pattern":"^(https?://|/)[^\\s]*$","messages":{"required":"请上传图片","minLength":"请上传图片","pattern":"图片地址应以 http://、https:// 或 / 开头"}},
      "signature": {"title":"简介","type":"string","minLength":4,"maxLength":120,"messages":{"minLength":"简介至少 4 个字","maxLength":"简介最多 120 个字"}},
    },
  },
  addAppletCategory: {
    body: {
      "first": {"title":"一级类目","required":true,"type":"integer","minimum":1,"maximum":1000000,"messages":{"required":"请选择一级类目"}},
      "second": {"title":"二级类目","required":true,"type":"integer","minimum":1,"maximum":1000000,"messages":{"required":"请选择二级类目"}},
      "certicates": {"title":"资质","type":"array","maxItems":5,"messages":{"maxItems":"资质最多 5 项"}},
    },
  },
  deleteAppletCategory: {
    body: {
      "first": {"title":"一级类目","required":true,"type":"integer","minimum":1,"maximum":1000000,"messages":{"required":"请选择一级类目"}},
      "second": {"title":"二级类目","required":true,"type":"integer","minimum":1,"maximum":1000000,"messages":{"required":"请选择二级类目"}},
    },
  },
  registerApplet: {
    body: {
      "kind": {"title":"注册方式","required":true,"type":"string","enum":["personal","enterprise","reuse"],"messages":{"enum":"注册方式不正确"}},
      "name": {"title":"企业名称","type":"string","minLength":1,"maxLength":100,"messages":{"maxLength":"企业名称最多 100 个字"}},
      "code": {"title":"企业代码","type":"string","minLength":9,"maxLength":18,"messages":{"minLength":"企业代码为 9、15 或 18 位","maxLength":"企业代码为 9、15 或 18 位"}},
      "codeType": {"title":"企业代码类型","type":"integer","enum":[1,2,3],"messages":{"enum":"企业代码类型不正确"}},
      "legalPersonaWechat": {"title":"法人微信号","type":"string","minLength":1,"maxLength":64,"messages":{"maxLength":"微信号最多 64 个字符"}},
      "legalPersonaName": {"title":"法人姓名","type":"string","minLength":1,"maxLength":40,"messages":{"maxLength":"姓名最多 40 个字"}},
      "idname": {"title":"个人姓名","type":"string","minLength":1,"maxLength":40,"messages":{"maxLength":"姓名最多 40 个字"}},
      "wxuser": {"title":"个人微信号","type":"string","minLength":1,"maxLength":64,"messages":{"maxLength":"微信号最多 64 个字符"}},
      "officialAccountAppid": {"title":"公众号 AppID","type":"string","minLength":18,"maxLength":18,"pattern":"^wx[0-9a-z]{16}$","messages":{"minLength":"AppID 为 wx 开头的 18 位","maxLength":"AppID 为 wx 开头的 18 位","pattern":"AppID 为 wx 开头的 18 位"}},
      "componentPhone": {"title":"联系电话","type":"string","minLength":5,"maxLength":20,"pattern":"^[0-9+-]+$","messages":{"minLength":"联系电话不正确","maxLength":"联系电话不正确","pattern":"联系电话不正确"}},
    },
  },
  appletLogin: {
    body: {
      "code": {"title":"wx.login 的 code","required":true,"type":"string","minLength":1,"maxLength":128,"pattern":"^[\\x21-\\x7e]+$","messages":{"required":"登录凭证缺失","minLength":"登录凭证缺失","maxLength":"登录凭证无效","pattern":"登录凭证无效"}},
    },
  },
  getAppletList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
      keyword: {"title":"关键词","type":"string","maxLength":40},
      registerStatus: {"title":"注册状态","type":"string","enum":["unregistered","registering","registerFailed","authorized","unauthorized"],"messages":{"enum":"注册状态不正确"}},
      auditStatus: {"title":"审核状态","type":"string","enum":["none","auditing","delayed","passed","rejected","withdrawn"],"messages":{"enum":"审核状态不正确"}},
    },
  },
  getSaasAppletAuthorizeUrl: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "returnPath": {"title":"返回页面","type":"string","minLength":1,"maxLength":200,"pattern":"^/[A-Za-z0-9/_-]*$","messages":{"pattern":"返回页面不正确","maxLength":"返回页面不正确"}},
    },
  },
  completeSaasAppletAuthorize: {
    body: {
      "state": {"title":"state","required":true,"type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"required":"授权参数缺失，请重新发起","pattern":"授权参数无效，请重新发起","maxLength":"授权参数无效，请重新发起","minLength":"授权参数缺失，请重新发起"}},
      "authCode": {"title":"授权码","type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"pattern":"授权码无效","maxLength":"授权码无效","minLength":"授权码缺失"}},
      "ticket": {"title":"扫码凭证","type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"pattern":"扫码凭证无效","maxLength":"扫码凭证无效","minLength":"扫码凭证缺失"}},
    },
  },
  addCodeTemplate: {
    body: {
      "draftId": {"title":"草稿编号","required":true,"type":"integer","minimum":0,"maximum":2147483647,"messages":{"required":"请选择草稿"}},
      "templateType": {"title":"模板类型","type":"string","enum":["normal","standard"],"messages":{"enum":"模板类型不正确"}},
    },
  },
  deleteCodeTemplate: {
    body: {
      "templateId": {"title":"模板编号","required":true,"type":"integer","minimum":0,"maximum":2147483647,"messages":{"required":"请选择模板"}},
    },
  },
  getFleetReleaseList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  startFleetRelease: {
    body: {
      "templateId": {"title":"模板编号","required":true,"type":"integer","minimum":0,"maximum":2147483647,"messages":{"required":"请选择模板"}},
      "all": {"title":"全部站点","type":"boolean"},
      "siteIds": {"title":"站点","type":"array","maxItems":500,"messages":{"maxItems":"一次最多选择 500 个站点","uniqueItems":"站点重复了"}},
      "userDesc": {"title":"版本说明","type":"string","maxLength":200,"messages":{"maxLength":"版本说明最多 200 个字"}},
    },
  },
  getFleetRelease: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  rollbackFleetRelease: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getAppletQrcode: {
    query: {
      siteId: {"title":"站点","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定站点"}},
    },
  },
  runAppletSiteAction: {
    body: {
      "siteId": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "action": {"title":"站点操作","required":true,"type":"string","enum":["commit","submitAudit","refreshAudit","undoAudit","release","revert"],"messages":{"enum":"站点操作不正确"}},
      "templateId": {"title":"模板编号","type":"integer","minimum":0,"maximum":2147483647,"messages":{"required":"请选择模板"}},
    },
  },
  updateSocialLoginSetting: {
    body: {
      "providers": {"title":"登录方式","required":true,"type":"array","maxItems":4,"messages":{"maxItems":"最多 4 种登录方式","uniqueItems":"登录方式不能重复"}},
      "registerPolicy": {"title":"新用户注册方式","required":true,"type":"string","enum":["create","bindPhone"],"messages":{"required":"请选择新用户注册方式","enum":"请选择新用户注册方式"}},
    },
  },
  unbindSocialAccount: {
    query: {
      id: {"title":"绑定","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定要解绑的账号"}},
    },
  },
  startSocialBinding: {
    body: {
      "provider": {"title":"第三方登录方式","required":true,"type":"string","enum":["wechat","wechatMp","qq","weibo"],"messages":{"required":"请选择登录方式","enum":"不支持的登录方式"}},
      "verifier": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
    },
  },
  completeSocialLogin: {
    body: {
      "provider": {"title":"第三方登录方式","required":true,"type":"string","enum":["wechat","wechatMp","qq","weibo"],"messages":{"required":"请选择登录方式","enum":"不支持的登录方式"}},
      "code": {"title":"授权码","required":true,"type":"string","minLength":1,"maxLength":256,"pattern":"^[\\x21-\\x7e]+$","messages":{"required":"授权码缺失，请重新登录","minLength":"授权码缺失，请重新登录","maxLength":"授权码无效，请重新登录","pattern":"授权码无效，请重新登录"}},
      "state": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
      "verifier": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
    },
  },
  sendSocialPhoneSms: {
    body: {
      "ticket": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
    },
  },
  bindSocialPhone: {
    body: {
      "ticket": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
      "mobile": {"title":"手机号","required":true,"type":"string","minLength":11,"maxLength":11,"pattern":"^1[3-9][0-9]{9}$","messages":{"required":"请输入手机号","pattern":"请输入正确的手机号","minLength":"请输入正确的手机号","maxLength":"请输入正确的手机号"}},
      "code": {"title":"验证码","required":true,"type":"string","pattern":"^[0-9]{6}$","messages":{"required":"请输入验证码","pattern":"验证码为 6 位数字"}},
    },
  },
  startSocialLogin: {
    body: {
      "provider": {"title":"第三方登录方式","required":true,"type":"string","enum":["wechat","wechatMp","qq","weibo"],"messages":{"required":"请选择登录方式","enum":"不支持的登录方式"}},
      "verifier": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
    },
  },
  createOauthClient: {
    body: {
      "name": {"title":"应用名称","required":true,"type":"string","minLength":1,"maxLength":40,"messages":{"required":"请填写应用名称","minLength":"请填写应用名称","maxLength":"应用名称不能超过 40 个字"}},
      "logoUrl": {"title":"图片地址","required":true,"type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "redirectUris": {"required":true,"type":"array","minItems":1,"maxItems":10,"messages":{"minItems":"请至少填写一个回调地址","maxItems":"回调地址最多 10 个"}},
      "scopes": {"required":true,"type":"array","minItems":1,"maxItems":3,"enum":["openid","profile","phone"],"messages":{"minItems":"请选择授权范围","uniqueItems":"授权范围重复"}},
      "public": {"title":"公开客户端","required":true,"type":"boolean"},
    },
  },
  deleteOauthClient: {
    query: {
      id: {"title":"应用","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定要删除的应用"}},
    },
  },
  rotateOauthClientSecret: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  getOauthConsent: {
    query: {
      uid: {"title":"授权请求编号","required":true,"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"授权请求已失效，请回到应用重新登录","minLength":"授权请求已失效，请回到应用重新登录","maxLength":"授权请求已失效，请回到应用重新登录","pattern":"授权请求已失效，请回到应用重新登录"}},
    },
  },
  answerOauthConsent: {
    body: {
      "uid": {"title":"授权请求编号","required":true,"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"授权请求已失效，请回到应用重新登录","minLength":"授权请求已失效，请回到应用重新登录","maxLength":"授权请求已失效，请回到应用重新登录","pattern":"授权请求已失效，请回到应用重新登录"}},
      "approve": {"title":"同意","required":true,"type":"boolean"},
    },
  },
  revokeMyOauthGrant: {
    query: {
      id: {"title":"应用","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定要取消授权的应用"}},
    },
  },
  updateSsoSetting: {
    body: {
      "oidc": {"title":"OpenID Connect 设置","required":true,"type":"object"},
      "discourse": {"title":"DiscourseConnect 设置","required":true,"type":"object"},
      "groupMap": {"title":"组映射","required":true,"type":"array","maxItems":30,"messages":{"maxItems":"最多 30 条组映射"}},
      "ssoOnly": {"title":"仅允许单点登录","required":true,"type":"boolean","messages":{"required":"请选择是否仅允许单点登录"}},
    },
  },
  completeSsoLogin: {
    body: {
      "state": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
      "code": {"title":"授权码","required":true,"type":"string","minLength":1,"maxLength":512,"pattern":"^[\\x21-\\x7e]+$","messages":{"required":"授权码缺失，请重新登录","minLength":"授权码缺失，请重新登录","maxLength":"授权码无效，请重新登录","pattern":"授权码无效，请重新登录"}},
      "iss": {"title":"签发方","type":"string","maxLength":300,"pattern":"^[\\x21-\\x7e]*$","messages":{"maxLength":"签发方无效，请重新登录","pattern":"签发方无效，请重新登录"}},
      "verifier": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
    },
  },
  completeDiscourseLogin: {
    body: {
      "sso": {"title":"签名载荷","required":true,"type":"string","minLength":1,"maxLength":8000,"pattern":"^[A-Za-z0-9+/=\\r\\n]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证缺失，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
      "sig": {"title":"签名","required":true,"type":"string","minLength":64,"maxLength":64,"pattern":"^[0-9a-fA-F]+$","messages":{"required":"签名缺失，请重新登录","minLength":"签名无效，请重新登录","maxLength":"签名无效，请重新登录","pattern":"签名无效，请重新登录"}},
      "verifier": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
    },
  },
  startSsoLogin: {
    body: {
      "method": {"title":"单点登录方式","required":true,"type":"string","enum":["oidc","discourse"],"messages":{"required":"请选择单点登录方式","enum":"不支持的单点登录方式"}},
      "verifier": {"title":"凭证","required":true,"type":"string","minLength":22,"maxLength":128,"pattern":"^[A-Za-z0-9_-]+$","messages":{"required":"登录凭证缺失，请重新登录","minLength":"登录凭证无效，请重新登录","maxLength":"登录凭证无效，请重新登录","pattern":"登录凭证无效，请重新登录"}},
    },
  },
  getSlideList: {
    query: {
      position: {"title":"位置","required":true,"type":"string","enum":["home","section"],"messages":{"required":"请选择位置","enum":"位置只能是首页顶部或版块顶部"}},
      sectionId: {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  createSlide: {
    body: {
      "position": {"title":"位置","required":true,"type":"string","enum":["home","section"],"messages":{"required":"请选择位置","enum":"位置只能是首页顶部或版块顶部"}},
      "sectionId": {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
      "image": {"title":"图片","required":true,"type":"string","minLength":1,"maxLength":512,"pattern":"^(https?://|/)[^\\s]*$","messages":{"required":"请上传图片","minLength":"请上传图片","pattern":"图片地址应以 http://、https:// 或 / 开头"}},
      "title": {"title":"标题","required":true,"type":"string","minLength":1,"maxLength":40,"messages":{"required":"请输入标题","minLength":"请输入标题","maxLength":"标题不能超过 40 个字"}},
      "link": {"title":"链接","type":"string","maxLength":512,"pattern":"^$|^/([^/\\s][^\\s]*)?$|^https?://[^\\s]+$","messages":{"pattern":"链接只能是站内地址（以 / 开头）或以 http://、https:// 开头的网址","maxLength":"链接不能超过 512 个字符"}},
      "startTime": {"title":"时间","type":"string","maxLength":40,"pattern":"^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$","messages":{"pattern":"时间格式应为 2026-12-01T08:00:00+08:00","maxLength":"时间格式应为 2026-12-01T08:00:00+08:00"}},
      "endTime": {"title":"时间","type":"string","maxLength":40,"pattern":"^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$","messages":{"pattern":"时间格式应为 2026-12-01T08:00:00+08:00","maxLength":"时间格式应为 2026-12-01T08:00:00+08:00"}},
      "status": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  updateSlide: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "image": {"title":"图片","type":"string","minLength":1,"maxLength":512,"pattern":"^(https?://|/)[^\\s]*$","messages":{"required":"请上传图片","minLength":"请上传图片","pattern":"图片地址应以 http://、https:// 或 / 开头"}},
      "title": {"title":"标题","type":"string","minLength":1,"maxLength":40,"messages":{"required":"请输入标题","minLength":"请输入标题","maxLength":"标题不能超过 40 个字"}},
      "link": {"title":"链接","type":"string","maxLength":512,"pattern":"^$|^/([^/\\s][^\\s]*)?$|^https?://[^\\s]+$","messages":{"pattern":"链接只能是站内地址（以 / 开头）或以 http://、https:// 开头的网址","maxLength":"链接不能超过 512 个字符"}},
      "startTime": {"title":"时间","type":"string","maxLength":40,"pattern":"^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$","messages":{"pattern":"时间格式应为 2026-12-01T08:00:00+08:00","maxLength":"时间格式应为 2026-12-01T08:00:00+08:00"}},
      "endTime": {"title":"时间","type":"string","maxLength":40,"pattern":"^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$","messages":{"pattern":"时间格式应为 2026-12-01T08:00:00+08:00","maxLength":"时间格式应为 2026-12-01T08:00:00+08:00"}},
      "status": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  deleteSlide: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  sortSlides: {
    body: {
      "slideIds": {"title":"幻灯片","required":true,"type":"array","minItems":2,"maxItems":50,"messages":{"minItems":"请至少给出两张幻灯片","maxItems":"一次最多排序 50 张幻灯片","uniqueItems":"幻灯片不能重复"}},
    },
  },
  getMemberSlideList: {
    query: {
      position: {"title":"位置","required":true,"type":"string","enum":["home","section"],"messages":{"required":"请选择位置","enum":"位置只能是首页顶部或版块顶部"}},
      sectionId: {"title":"版块","type":"integer","minimum":1,"maximum":9007199254740991},
    },
  },
  createFriendLink: {
    body: {
      "name": {"title":"名称","required":true,"type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入名称","minLength":"请输入名称","maxLength":"名称不能超过 20 个字"}},
      "url": {"title":"网址","required":true,"type":"string","minLength":1,"maxLength":512,"pattern":"^https?://[^\\s]+$","messages":{"required":"请输入网址","minLength":"请输入网址","maxLength":"网址不能超过 512 个字符","pattern":"网址只能以 http:// 或 https:// 开头"}},
      "logo": {"title":"图片地址","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "description": {"title":"说明","type":"string","maxLength":60,"messages":{"maxLength":"说明不能超过 60 个字"}},
      "placement": {"title":"显示位置","type":"string","enum":["all","home"],"messages":{"enum":"显示位置只能是所有页面或仅首页"}},
      "status": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  updateFriendLink: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "name": {"title":"名称","type":"string","minLength":1,"maxLength":20,"messages":{"required":"请输入名称","minLength":"请输入名称","maxLength":"名称不能超过 20 个字"}},
      "url": {"title":"网址","type":"string","minLength":1,"maxLength":512,"pattern":"^https?://[^\\s]+$","messages":{"required":"请输入网址","minLength":"请输入网址","maxLength":"网址不能超过 512 个字符","pattern":"网址只能以 http:// 或 https:// 开头"}},
      "logo": {"title":"图片地址","type":"string","maxLength":512,"pattern":"^$|^(https?://|/)[^\\s]*$","messages":{"pattern":"地址应以 http://、https:// 或 / 开头"}},
      "description": {"title":"说明","type":"string","maxLength":60,"messages":{"maxLength":"说明不能超过 60 个字"}},
      "placement": {"title":"显示位置","type":"string","enum":["all","home"],"messages":{"enum":"显示位置只能是所有页面或仅首页"}},
      "status": {"title":"开关","type":"integer","enum":[0,1]},
    },
  },
  deleteFriendLink: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  sortFriendLinks: {
    body: {
      "friendLinkIds": {"title":"友情链接","required":true,"type":"array","minItems":2,"maxItems":100,"messages":{"minItems":"请至少给出两个友情链接","maxItems":"一次最多排序 100 个友情链接","uniqueItems":"友情链接不能重复"}},
    },
  },
  getMemberHome: {
    query: {
      id: {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定成员"}},
    },
  },
  updateAttachmentSetting: {
    body: {
      "enabled": {"title":"开关","required":true,"type":"integer","enum":[0,1]},
      "extensions": {"title":"允许的类型","required":true,"type":"array","minItems":1,"maxItems":30,"enum":["jpg","jpeg","png","gif","webp","pdf","txt","md","csv","zip","rar","7z","gz","doc","docx","xls","xlsx","ppt","pptx","mp3","mp4","epub"],"messages":{"minItems":"请至少选择一种类型"}},
      "maxBytes": {"title":"单个文件上限（字节）","required":true,"type":"integer","minimum":1024,"maximum":20971520,"messages":{"required":"请填写单个文件上限","minimum":"单个文件上限为 1 KB 到 20 MB","maximum":"单个文件上限为 1 KB 到 20 MB"}},
      "maxPerPost": {"title":"每帖附件数上限","required":true,"type":"integer","minimum":1,"maximum":20,"messages":{"required":"请填写每帖附件数上限","minimum":"每帖附件数为 1 到 20","maximum":"每帖附件数为 1 到 20"}},
      "maxPrice": {"title":"最高售价（金币）","required":true,"type":"integer","minimum":0,"maximum":100000,"messages":{"required":"请填写最高售价","minimum":"最高售价为 0 到 100000","maximum":"最高售价为 0 到 100000"}},
    },
  },
  downloadAttachment: {
    body: {
      "id": {"title":"附件","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定附件"}},
    },
  },
  getPostAttachmentList: {
    query: {
      postId: {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  updateAttachment: {
    body: {
      "id": {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991},
      "price": {"title":"售价（金币）","required":true,"type":"integer","minimum":0,"maximum":100000,"messages":{"required":"请填写售价","minimum":"售价不能为负数","maximum":"售价不能超过 100000"}},
    },
  },
  deleteAttachment: {
    query: {
      id: {"title":"编号","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定编号"}},
    },
  },
  addBookmark: {
    body: {
      "postId": {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  removeBookmark: {
    body: {
      "postId": {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  followMember: {
    body: {
      "id": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定成员"}},
    },
  },
  unfollowMember: {
    body: {
      "id": {"title":"成员","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定成员"}},
    },
  },
  getMyBookmarkList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMyFollowerList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  getMyFollowingList: {
    query: {
      page: {"title":"页码","type":"integer","minimum":1,"maximum":100000},
      pageSize: {"title":"每页条数","type":"integer","minimum":1,"maximum":100},
    },
  },
  unwatchPost: {
    body: {
      "postId": {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  watchPost: {
    body: {
      "postId": {"title":"帖子","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定帖子"}},
    },
  },
  unwatchSection: {
    body: {
      "sectionId": {"title":"版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定版块"}},
    },
  },
  getSectionWatch: {
    query: {
      sectionId: {"title":"版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定版块"}},
    },
  },
  watchSection: {
    body: {
      "sectionId": {"title":"版块","required":true,"type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"请指定版块"}},
    },
  },
} as const;
