// Generated from openapi/ by scripts/contract.mjs. Do not edit: change the contract and run `npm run contract`.
/* eslint-disable */
export type paths = {
    "/api/saas/forget-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送找回密码验证码
         * @description 向手机号发送找回密码验证码。为不暴露账号是否存在，未注册的手机号同样答复成功（但不发送）。
         */
        post: operations["sendForgetSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 站点管理中心登录
         * @description 用手机号或邮箱与密码登录，返回令牌。账号不存在与密码错误给出同样的答复。同一 IP 对同一账号失败 5 次后，需等待 1 分钟再试，此后每次失败等待加倍（最长 60 分钟），其他 IP 不受影响；同一 IP 在所有站点与两个控制台 15 分钟内的失败总数也有上限。429 的说明给出需等待的时长。
         */
        post: operations["saasLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出站点管理中心
         * @description 吊销当前令牌。
         */
        post: operations["saasLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/register-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送注册验证码
         * @description 向手机号发送 6 位注册验证码（5 分钟有效）。同一手机号 60 秒内只能发送一次；每个手机号与每个 IP 每天有发送上限。已注册的手机号得到同样的答复（不泄露号码是否已注册），短信改为提示该号码已注册、可直接登录或找回密码。
         */
        post: operations["sendRegisterSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 注册账号
         * @description 用短信验证码注册站点管理中心账号，成功后直接登录并返回令牌。
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 重置密码
         * @description 用重置凭证设置新密码；该账号的所有登录（含其作为站长的各站点控制台登录）随之失效。
         */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验找回密码验证码
         * @description 校验找回密码验证码，通过后返回一次性的重置凭证。验证码最多可错 5 次，之后作废。
         */
        post: operations["verifyResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前权限列表
         * @description 令牌对应账号的权限名。站点管理中心令牌返回站点管理中心角色（主管理员为 admin）；站点控制台令牌返回该站点的控制台角色（站长为 admin）。没有任何权限时返回空数组，由控制台推导为 visitor。
         */
        get: operations["getPermissionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改个人资料
         * @description 修改当前账号的姓名、性别、所在地区、公司与职位。
         */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/account/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传账号头像
         * @description 上传当前账号的头像（multipart/form-data：字段 `file`）并立即生效，答复更新后的账号信息。
         *     与站点的图片上传同样按文件内容识别 JPG、PNG、WebP、GIF（与 AVIF），其他内容答复 400；超过 2 MB 答复 400；
         *     图片摆正、去除元数据、缩放到 512×512 以内并重新编码为 WebP，存放在上传文件的存储中（/files/accounts/…）。
         *     头像属于账号，不属于任何站点；只能修改令牌所属账号自己的头像。换上新头像或移除后，旧的头像文件随即删除，
         *     每个账号在存储中至多保留一张头像。
         */
        post: operations["uploadAccountAvatar"];
        /**
         * 移除账号头像
         * @description 清除当前账号的头像（并删除其文件），答复更新后的账号信息。
         */
        delete: operations["removeAccountAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改密码
         * @description 修改账号的登录密码，站长以此账号登录自己各站点的控制台也用这个密码（站内其他账号的密码另行维护）。成功后本账号在其他设备上的登录（含各站点控制台）全部失效，当前登录保留。15 分钟内原密码输错 5 次后暂时拒绝修改（429）。
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/message-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 侧边栏消息计数
         * @description 当前账号有权查看的每种消息的新增条目数（自上次打开对应页面以来），用于侧边栏与标签页的角标。没有权限的类型不返回。
         */
        get: operations["getSaasMessageCount"];
        /**
         * 清零消息计数
         * @description 打开页面时调用：把该类型的计数从现在起清零。
         */
        put: operations["readSaasMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/notification-preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 通知偏好
         * @description 本账号不想在侧边栏看到的新增计数（角标）。
         */
        get: operations["getAccountNotificationPreference"];
        /**
         * 修改通知偏好
         * @description 保存本人的通知偏好，立即生效。
         */
        put: operations["updateAccountNotificationPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/session-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 登录中的设备
         * @description 本账号在站点管理中心仍有效的登录（设备、IP 与时间），最近的在前，最多 100 条；current 标出发出本次请求的登录。令牌从不返回。
         */
        get: operations["getAccountSessionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 退出一台设备
         * @description 让本账号在站点管理中心的一次登录立即失效（以编号指代）。不是本人的登录答复 404；要退出当前登录请用退出登录。
         */
        delete: operations["revokeAccountSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/session/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出其他设备
         * @description 让本账号在站点管理中心除当前这次以外的全部登录立即失效。
         */
        post: operations["revokeOtherAccountSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/token-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前账号信息
         * @description 令牌对应的站点管理中心账号，含权限列表。
         */
        get: operations["getTokenAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改管理员权限
         * @description 替换管理员的权限，立即生效。主管理员的权限不能修改，也不能修改自己的权限。主管理员以外的管理员只能新增自己拥有的权限、不能授予“管理员设置”，也不能修改或删除拥有“管理员设置”的管理员（403）。
         */
        put: operations["updateManager"];
        /**
         * 添加管理员
         * @description 把一个已注册的账号设为管理员并授予权限。主管理员可以授予任何权限；其他管理员只能授予自己拥有的权限，且不能授予“管理员设置”（AccountManager），否则答复 403。
         */
        post: operations["createManager"];
        /**
         * 删除管理员
         * @description 取消一个管理员的管理员身份（账号保留为客户账号），其管理权限立即失效，登录保留为客户身份。主管理员与自己不能删除。拥有“管理员设置”的管理员只能由主管理员删除（403）。
         */
        delete: operations["deleteManager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/account-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 账号列表
         * @description 站点管理中心的全部账号（客户与管理员），可按关键词、状态与类型筛选。
         */
        get: operations["getAccountList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改账号
         * @description 修改一个账号的状态、姓名或邮箱。停用会立即结束该账号的所有登录（含其作为站长的各站点控制台登录），停用期间也不能登录站点控制台；不能停用主管理员或自己。
         */
        put: operations["updateManagedAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/manager-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 管理员列表
         * @description 全部管理员及其权限，主管理员在前。
         */
        get: operations["getManagerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/permission-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可分配的管理员权限
         * @description 管理员可被授予的权限目录（不含 admin）。
         */
        get: operations["getManagerPermissionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 转让主管理员
         * @description 主管理员把主管理员身份转给另一位管理员；自己保留为拥有全部可分配权限的管理员。只有主管理员可以操作。
         */
        post: operations["transferMainManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/user-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点用户列表
         * @description 所有站点的站内用户，可按站点、关键词与状态筛选。
         */
        get: operations["getUserList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除站点用户
         * @description 删除一个站点用户及其积分余额（积分流水保留，显示为已注销用户）。站长与匿名用户不能删除。
         */
        delete: operations["deleteSiteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/userReputationPoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 调整站点用户声望
         * @description 给站点用户增加或扣除声望（写入积分流水），余额不足以扣除时拒绝。
         */
        put: operations["updateUserReputationPoints"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/findAnonymousUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询站点匿名用户
         * @description 站点内置的匿名用户。站长或拥有 admin、Site 或 SiteUser 权限的管理员可以查询。
         */
        get: operations["findAnonymousUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/site-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点分类
         * @description 创建站点时可选的分类。
         */
        get: operations["getSiteCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/site-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点列表
         * @description 客户只能看到自己的站点（masterId 被忽略）；拥有 admin 或 Site 权限的管理员看到全部站点，可用 masterId 只看某个账号的站点。
         */
        get: operations["getSiteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 创建站点
         * @description 为当前账号创建站点：基础版授权、默认设置、用户等级、积分规则、版块与匿名用户，创建者成为站长。
         */
        post: operations["createSite"];
        /**
         * 删除站点
         * @description 删除站点及其全部数据，不可恢复。只有站长或拥有 admin / Site 权限的管理员可以删除；其他人得到“站点不存在”。
         */
        delete: operations["deleteSite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/siteTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 转让站点
         * @description 把站点转给另一个已注册账号。只有站长或拥有 admin / Site 权限的管理员可以操作。
         */
        post: operations["transferSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/siteUser-conditionQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按条件查询站点用户
         * @description 查询一个站点的站内用户。站长可查自己的站点；拥有 admin、Site 或 SiteUser 权限的管理员可查任意站点。
         */
        get: operations["querySiteUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/site-domain-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 本站域名列表
         * @description 本站绑定的自定义域名及验证状态。只有站长可以操作。
         */
        get: operations["getConsoleSiteDomainList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/site-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加本站域名
         * @description 为本站添加一个自定义域名（待验证）。每个域名只能属于一个站点，每站最多 10 个。只有站长可以操作。
         */
        post: operations["addConsoleSiteDomain"];
        /**
         * 删除本站域名
         * @description 解除绑定；若它是主域名，改用另一个已验证的域名，没有则回到二级域名。只有站长可以操作。
         */
        delete: operations["deleteConsoleSiteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/site-domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 验证本站域名
         * @description 立即查询 DNS TXT 记录或验证文件。通过后站点在该域名上提供服务并成为主域名（原地址 301 跳转到它）；已验证的域名原样答复。未通过时记下原因与时间（状态 failed），答复 409 与中文原因，修正后可再次验证。只有站长可以操作。
         */
        post: operations["verifyConsoleSiteDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/site-domain-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点域名列表
         * @description 站点绑定的自定义域名及验证状态。只有站长或拥有 admin / Site 权限的管理员可以操作；其他人得到“站点不存在”。
         */
        get: operations["getSiteDomainList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/site-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加站点域名
         * @description 为站点添加一个自定义域名（待验证），答复里给出要创建的 TXT 记录或验证文件。每个域名只能属于一个站点，每站最多 10 个。只有站长或拥有 admin / Site 权限的管理员可以操作；其他人得到“站点不存在”。
         */
        post: operations["addSiteDomain"];
        /**
         * 删除站点域名
         * @description 解除绑定；若它是站点的主域名，改用另一个已验证的域名，没有则回到二级域名。只有站长或拥有 admin / Site 权限的管理员可以操作；其他人得到“站点不存在”。
         */
        delete: operations["deleteSiteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/site-domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 验证站点域名
         * @description 立即查询 DNS TXT 记录或验证文件。通过后站点在该域名上提供服务并成为主域名（原地址 301 跳转到它）；已验证的域名原样答复。未通过时记下原因与时间（状态 failed），答复 409 与中文原因，修正后可再次验证。只有站长或拥有 admin / Site 权限的管理员可以操作；其他人得到“站点不存在”。
         */
        post: operations["verifySiteDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tls/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可否为域名签发证书
         * @description 反向代理（如 Caddy 的 on_demand_tls ask）签发证书前询问：已验证的自定义域名、平台域名或某站点的二级域名答复 200，其余 404。
         */
        get: operations["askTlsCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单管理
         * @description 所有客户的订单，可按账号（姓名或手机号）、站点、状态与日期（北京时间，含首尾两天）筛选。
         */
        get: operations["getManagedOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 处理订单
         * @description 修改订单备注，或标记线下已支付、取消、退款。
         */
        put: operations["updateManagedOrder"];
        /**
         * 创建线下订单
         * @description 为客户的站点创建订单（如线下签约），可直接标记为线下已支付并立即生效。
         */
        post: operations["createOfflineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/order-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 取消订单
         * @description 取消自己的待支付订单（线下订单由管理员处理）。客户只能操作自己站点的订单；其他账号的订单答复“订单不存在”。
         */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的订单
         * @description 当前账号的订单（新的在前），可按状态与站点筛选。超过支付期限的待支付订单显示为已取消（超时）。
         */
        get: operations["getOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/order-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 支付方式
         * @description 本平台开通的在线支付渠道，订单支付页据此决定是否提供在线支付。未开通时订单只能线下付款或使用授权码。
         */
        get: operations["getPaymentOptions"];
        put?: never;
        /**
         * 发起支付
         * @description 为自己的待支付订单创建支付单，返回去支付的页面地址；再次发起时沿用尚未完成的支付单。已超时、已取消、已支付的订单、线下订单、未开通在线支付时下的订单，以及平台未开通该支付渠道时，都不能在线支付（409）。客户只能操作自己站点的订单；其他账号的订单答复“订单不存在”。
         */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单详情
         * @description 订单的全部信息。下单账号本人或拥有 admin / Order 权限的管理员可以查看；其他人得到“订单不存在”。
         */
        get: operations["getOrder"];
        put?: never;
        /**
         * 下单
         * @description 为自己的站点购买或续费套餐，金额由服务端按价格计算。开通在线支付时，订单 30 分钟内未支付自动取消；未开通时订单没有支付期限，等待管理员确认线下收款或由客户取消。客户只能操作自己站点的订单；其他账号的订单答复“订单不存在”。
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/payment-notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 支付结果通知
         * @description 支付渠道的回调，只接受当前开通的支付渠道（未开通 400）。校验签名（无效 400）、通知时间（与服务端相差超过 5 分钟 400）、通知编号（已使用过 409，重放的通知即使同时到达也只有一个被接受）、支付单（不存在 404）与金额（不符 409）后更新支付单与订单；成功则使授权生效。每次被拒绝的通知都记入安全审计。同一支付单的同一结果由不同通知重复送达时只生效一次；已取消（超时、客户或管理员取消）的订单收到成功通知时恢复为已支付，因为款项已到账。支付成功是最终结果，之后的失败通知答复 409；订单已由其他方式支付时只记录该支付单成功，不再次生效（需人工退款）。
         */
        post: operations["receivePaymentNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/product-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 授权套餐与价格
         * @description 全部授权套餐（基础版、专业版、旗舰版）及可购买的时长与价格（分）。
         */
        get: operations["getProductList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sandbox-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 模拟支付单
         * @description 模拟支付页面展示的支付单。只有下单账号本人可以查看；平台未开通模拟支付时答复 409。
         */
        get: operations["getSandboxPayment"];
        put?: never;
        /**
         * 完成模拟支付
         * @description 在模拟支付页面确认支付成功或失败。服务端以沙箱渠道的身份生成签名的支付结果通知，并与真实渠道的通知走同一处理流程（幂等）。只有下单账号本人可以操作；平台未开通模拟支付（`PAYMENT_PROVIDER` 不是 sandbox）时答复 409。
         */
        post: operations["completeSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/license-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 激活授权码
         * @description 用授权码为自己的站点开通或延长授权：与当前套餐相同则顺延，否则从现在起算。一个授权码只能使用一次（并发激活也只有一次成功，其余答复“授权码已被使用”）。只能激活自己的站点。授权码错误答复 400，同一账号 15 分钟内错误 5 次后暂停激活（429）。
         */
        post: operations["activateLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点授权
         * @description 站点的授权与变更记录。站长或拥有 admin / Site 权限的管理员可以查看；其他人得到“站点不存在”。
         */
        get: operations["getLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/license-code-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 授权码列表
         * @description 已生成的授权码（只显示末四位）。
         */
        get: operations["getLicenseCodeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/manager/license-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成授权码
         * @description 生成一个或多个授权码；完整授权码只在此返回一次。
         */
        post: operations["createLicenseCodes"];
        /**
         * 作废授权码
         * @description 作废一个未使用的授权码。
         */
        delete: operations["revokeLicenseCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/redis-clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 清除缓存
         * @description 清空服务端缓存（只删除本系统前缀下的键，不影响共用的 Redis），不可撤销。
         */
        put: operations["clearRedisCache"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forget-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送站点找回密码验证码
         * @description 向手机号发送找回当前站点账号密码的验证码；未注册的手机号同样答复成功（但不发送）。
         */
        post: operations["sendConsoleForgetSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 兑换登录码，进入站点控制台
         * @description 用站点管理中心签发的一次性登录码登录当前站点的控制台，同时出示发起进入时本浏览器保存的 verifier（其 SHA-256 摘要须等于签发时的 challenge）。登录码无论成败只能兑换一次，过期、属于其他站点、verifier 不符、账号已停用或已不是站长时一律答复 400。
         */
        post: operations["claimConsoleHandoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 站点控制台登录
         * @description 用站内登录名或手机号与密码登录当前站点的控制台。站点由请求的域名（`{slug}.{BASE_DOMAIN}` 或自定义域名）确定。账号不存在与密码错误给出同样的答复（匿名用户不能登录）；已禁用的账号只在密码正确时提示已禁用。同一 IP 对同一账号失败 5 次后，需等待 1 分钟再试，此后每次失败等待加倍（最长 60 分钟），其他 IP 不受影响；同一 IP 在所有站点与两个控制台 15 分钟内的失败总数也有上限。429 的说明给出需等待的时长。
         */
        post: operations["consoleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出站点控制台
         * @description 吊销当前令牌。
         */
        post: operations["consoleLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/register-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送站点注册验证码
         * @description 向手机号发送在当前站点注册的验证码。站点由请求的域名（`{slug}.{BASE_DOMAIN}` 或自定义域名）确定。站点关闭注册时拒绝。已是本站用户的手机号得到同样的答复（不泄露号码是否已注册），短信改为提示该号码已注册。
         */
        post: operations["sendConsoleRegisterSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 注册站点账号
         * @description 用短信验证码在当前站点注册站内账号（登录名为手机号），成功后直接登录。新账号没有控制台权限，需站点管理员授予。
         */
        post: operations["consoleRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 重置站点账号密码
         * @description 用重置凭证设置站内账号的新密码；该账号在本站点的所有登录随之失效。
         */
        put: operations["resetConsolePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验站点找回密码验证码
         * @description 校验找回密码验证码，通过后返回一次性的重置凭证。
         */
        post: operations["verifyConsoleResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/console-handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 签发进入站点控制台的登录码
         * @description 站长从站点管理中心进入自己站点的控制台，免去再次登录：签发一次性登录码，60 秒内有效，绑定站点与发起进入的浏览器（`challenge`）。只有站长本人可以签发；管理员对他人的站点得到 403，其余账号对他人的站点得到“站点不存在”。登录码只在站点控制台用 POST 兑换（`claimConsoleHandoff`），URL 中从不出现令牌。
         */
        post: operations["createConsoleHandoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前站点控制台账号
         * @description 令牌对应的站内账号。令牌只在签发它的站点有效，在其他站点的域名上使用视为无效令牌。
         */
        get: operations["getTokenUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user-rank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 用户等级列表
         * @description 按所需声望从低到高。
         */
        get: operations["getUserRankList"];
        /**
         * 修改用户等级
         * @description 修改后需刷新等级才会重新计算用户所属等级。
         */
        put: operations["updateUserRank"];
        /**
         * 新增用户等级
         * @description 名称与所需声望在站内不能重复；每站最多 100 个等级。
         */
        post: operations["createUserRank"];
        /**
         * 删除用户等级
         * @description 站点至少保留一个等级；删除后该等级的用户在刷新前显示为无等级。
         */
        delete: operations["deleteUserRank"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user-rank/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 刷新用户等级
         * @description 按每个用户当前的声望重新计算其等级。
         */
        post: operations["refreshUserRank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/point-adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 调整积分
         * @description 给本站一位成员加或扣某种积分，记入积分流水（规则显示为「管理员调整」）；余额不足以扣减时答复 409。声望变化后成员的等级随之调整。
         */
        post: operations["adjustPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/point-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 积分类型列表
         * @description 站点的两种积分：声望与金币。
         */
        get: operations["getPointCategoryList"];
        /**
         * 修改积分类型
         * @description 修改名称、单位、说明与启用状态。
         */
        put: operations["updatePointCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/point-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 积分对账
         * @description 核对本站每位成员每种积分的余额是否等于其积分流水之和。
         */
        get: operations["checkPointLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/point-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 积分规则列表
         * @description 可按积分类型筛选。
         */
        get: operations["getPointItemList"];
        /**
         * 修改积分规则
         * @description 修改每次发放的积分、每日上限与启用状态。
         */
        put: operations["updatePointItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/point-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 积分流水
         * @description 积分变动记录，按时间倒序用游标翻页，可按用户、积分类型、规则与日期（按北京时间，含首尾两天）筛选。
         */
        get: operations["getPointRecordList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/daily-sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 每日签到
         * @description 每天（北京时间）签到一次，按「每日签到」规则发放积分并记录连续天数；今天已签到答复 409。
         */
        post: operations["dailySign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/point-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的积分记录
         * @description 当前成员的积分变动，按时间倒序用游标翻页，可按积分类型筛选。
         */
        get: operations["getMyPointRecordList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的积分
         * @description 当前成员每种积分的余额、今天是否已签到与连续签到天数。
         */
        get: operations["getMyPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/findAnonymousUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询本站匿名用户
         * @description 当前站点内置的匿名用户。
         */
        get: operations["findConsoleAnonymousUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/index/base": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点基础信息
         * @description 当前站点的授权类型与状态、首页统计。控制台据授权类型推导 Question 与 Mall 角色。
         *     没有任何控制台角色的站点用户（访客）只得到站点、标识与授权类型：授权状态、到期时间与统计为 null。
         */
        get: operations["getIndexBase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/message-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 侧边栏消息计数
         * @description 当前站内账号有权查看的每种消息的新增条目数（自上次打开对应页面以来）。没有权限的类型不返回。
         */
        get: operations["getConsoleMessageCount"];
        /**
         * 清零消息计数
         * @description 打开页面时调用：把该类型的计数从现在起清零。
         */
        put: operations["readConsoleMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/redis-clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 清除本站缓存
         * @description 清除当前站点的缓存，不影响其他站点，不可撤销。
         */
        put: operations["clearSiteCache"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/site-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取站点公开信息
         * @description 登录前的控制台页面所需的少量信息（标题、图标、Logo、是否开放注册、站点管理中心地址）。只答复域名所指的站点；不属于任何站点的域名答复“站点不存在”。其余站点设置须用该站点的控制台令牌读取（`getSiteSetting`）。
         */
        get: operations["getSitePublicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/site-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取站点设置
         * @description 令牌所属站点的设置（不含密钥），该站点任何已登录的站内用户都可读取。登录前的页面只需要标题、图标与注册开关，见 `getSitePublicInfo`。
         */
        get: operations["getSiteSetting"];
        /**
         * 修改站点设置
         * @description 只修改给出的字段。关闭工单或商城开关后，控制台隐藏相应菜单。
         */
        put: operations["updateSiteSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/watermark-type-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 水印类型列表
         * @description 图片水印的可选类型。
         */
        get: operations["getWatermarkTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-serviceAgreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点服务协议
         * @description 当前站点的用户服务协议（注册页展示），登录前也可读取。带令牌按令牌的站点，否则按域名确定站点。
         */
        get: operations["getSiteServiceAgreement"];
        /**
         * 修改站点服务协议
         * @description 保存前按白名单净化 HTML（去掉脚本、事件属性与不安全的链接）。
         */
        put: operations["updateSiteServiceAgreement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/member-label-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成员标签列表
         * @description 本站的全部成员标签（最多 50 个）与各自的成员数，按创建先后。
         */
        get: operations["getMemberLabelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/member-label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改成员标签
         * @description 只修改给出的字段；名称在站内不能重复。
         */
        put: operations["updateMemberLabel"];
        /**
         * 新增成员标签
         * @description 名称在站内不能重复；每站最多 50 个标签。
         */
        post: operations["createMemberLabel"];
        /**
         * 删除成员标签
         * @description 同时从所有成员身上去掉这个标签，不能撤销。
         */
        delete: operations["deleteMemberLabel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/member-label/user-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 标签下的成员
         * @description 带这个标签的本站成员，最近注册的在前，可按关键词筛选；不是本站的标签答复 404。
         */
        get: operations["getLabelUserList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点成员列表
         * @description 本站的成员（不含匿名用户），最近注册的在前，可按关键词（登录名、昵称或手机号的一部分）、等级、标签、状态（正常、禁言中、封禁中）、注册日期与最近登录日期（北京时间，含两端）筛选；每位成员带最近登录时间、标签与生效中的禁言、封禁的结束时间。
         */
        get: operations["getConsoleUserList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 封禁成员
         * @description 封禁本站一位成员若干天：期间不能登录（前台与控制台），已登录的会话立即失效；登录时告知原因与解封时间（北京时间）。已有封禁时以新的为准。站长与匿名用户不能封禁，也不能封禁自己。记入审核记录。
         */
        post: operations["banSiteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除成员
         * @description 删除所选成员（1～100 位），一次完成：content 为 keep 时其帖子、评论、提问、回答改归站点的匿名用户，为 remove 时一并删除，帖子数、评论数、回答数与点赞数随之重算。站长、管理员与匿名用户不能这样删除。积分流水保留。不能撤销。
         */
        post: operations["deleteSiteUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设置成员标签
         * @description 给所选成员添加、移除或设定标签（add、remove、set），一次完成。add 与 remove 至少选一个标签；set 可为空，即清空这些成员的标签。
         */
        post: operations["setSiteUserLabels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 禁言成员
         * @description 禁言本站一位成员若干天：期间可以浏览，发帖、修改帖子、评论、点赞与上传都答复 403 并告知原因与结束时间。已有禁言时以新的为准。站长与匿名用户不能禁言，也不能禁言自己。记入审核记录。
         */
        post: operations["muteSiteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置成员密码
         * @description 给本站一位成员生成新的随机密码（只在这次答复里出现一次），其前台与控制台的会话全部失效。站长、管理员、绑定了账号的用户与匿名用户不能这样重置。记入审核记录。
         */
        post: operations["resetSiteUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 调整成员积分
         * @description 给所选成员各加或各扣同样的积分（声望或金币），每位一条积分流水并写明原因，声望变动后重算等级；任何一位扣减后会小于 0 时全部不变。
         */
        post: operations["adjustSiteUserPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成员档案
         * @description 本站一位成员的档案头：资料、状态、等级、各类积分余额、标签、勋章、内容与举报的数量、最近 20 条举报（提交的与收到的）与最近 20 次登录。不是本站的成员答复 404。
         */
        get: operations["getSiteUserRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/sanction-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量禁言或封禁成员
         * @description 对所选成员（1～100 位）一起禁言或封禁若干天，一次完成：其中有站长、自己、匿名用户或不是本站的成员时全部不变。封禁的成员已登录的会话立即失效。记入审核记录。
         */
        post: operations["sanctionSiteUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/sanction-batch/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量解除禁言或封禁
         * @description 解除所选成员正在生效的禁言或封禁（记下解除人与时间，历史保留），一次完成；答复解除了多少条。
         */
        post: operations["liftSiteUserSanctions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/sanction-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成员的处罚记录
         * @description 本站一位成员的全部禁言与封禁记录（含已解除和已到期的），新的在前，最多 200 条。
         */
        get: operations["getSiteUserSanctionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user/sanction/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 解除禁言或封禁
         * @description 解除本站一位成员正在生效的禁言或封禁（记下解除人与时间，历史保留）；没有生效中的处罚时解除 0 条。记入审核记录。
         */
        post: operations["liftSiteUserSanction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/gift-category-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 礼品分类列表
         * @description 本站全部礼品分类（最多 50 个），按排序值排列，附带各分类的礼品数。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403。
         */
        get: operations["getGiftCategoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/gift-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改礼品分类
         * @description 只修改给出的字段。停用的分类与其中的礼品不在前台积分商城显示，礼品本身不变。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403。
         */
        put: operations["updateGiftCategory"];
        /**
         * 新增礼品分类
         * @description 名称在站内不能重复；每站最多 50 个分类。未给出排序时排在最后。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403。
         */
        post: operations["createGiftCategory"];
        /**
         * 删除礼品分类
         * @description 分类下还有礼品（含下架的）时不能删除，答复 409「该分类下还有 N 个礼品，请先把它们改到别的分类」——与 Discuz! 积分商城一样，删分类不会悄悄改动礼品；不再使用的分类也可以停用。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403。
         */
        delete: operations["deleteGiftCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/gift-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 礼品列表
         * @description 本站积分商城的礼品，新建的在前，可按名称、分类、类型与上下架筛选。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        get: operations["getGiftList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/gift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 礼品详情
         * @description 一个礼品的全部字段，编辑页用。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        get: operations["getGift"];
        /**
         * 修改礼品
         * @description 修改礼品；未给出的可选字段保持原值。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        put: operations["updateGift"];
        /**
         * 新增礼品
         * @description 只需名称、所需积分与库存，其余取默认值（金币兑换、实物、每人不限、上架）。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        post: operations["createGift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/gift/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传兑换码
         * @description 给虚拟礼品添加兑换码，每个新码增加 1 个库存；实物礼品答复 409。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        post: operations["addGiftCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/gift/shelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 上架或下架礼品
         * @description 批量上架或下架礼品；下架后前台看不到也不能兑换，已有的兑换单不受影响。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        put: operations["setGiftShelf"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/mall-order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 兑换订单
         * @description 本站的兑换单，新的在前，可按状态、礼品、类型、成员与日期（北京时间，含首尾两天）筛选。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        get: operations["getMallOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/mall-order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消兑换单
         * @description 取消待发货或已发货的兑换单：在同一事务中退回积分与库存（虚拟礼品的兑换码不再发出）。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        post: operations["cancelMallOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/mall-order/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 完成兑换单
         * @description 已发货的兑换单标记为已完成。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        post: operations["completeMallOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/mall-order/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发货
         * @description 给一张或多张待发货的兑换单填写快递公司与单号，状态变为已发货；不是待发货的跳过。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        post: operations["shipMallOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/mall-gift-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 积分商城
         * @description 前台积分商城里上架的礼品，新的在前，可按分类筛选；登录与否都可以调用。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        get: operations["getMallGiftList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/mall-gift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 礼品详情
         * @description 前台的一个上架礼品。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        get: operations["getMallGift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/mall-redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 兑换礼品
         * @description 用积分兑换一个礼品：在一个事务中扣库存、扣积分并生成兑换单，库存与积分都不会变为负数。实物礼品需要收货地址，兑换后待发货；虚拟礼品当即发出一个兑换码，兑换单即完成。积分不足、库存不足或超出每人限兑答复 409。积分商城只在旗舰版站点开启礼品功能后可用；未开通时答复 403（控制台）或 404（前台）。
         */
        post: operations["redeemGift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-redemption-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的兑换
         * @description 当前成员的兑换单，新的在前，可按状态筛选。
         */
        get: operations["getMyRedemptionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/admin-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 管理员列表
         * @description 本站的站长与拥有控制台权限的管理员，站长在前，其余按登录名排列，可按关键词（登录名、昵称或手机号的一部分）筛选。
         */
        get: operations["getSiteAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改管理员权限
         * @description 把一位管理员的权限换成这组：增加或去掉的每一项都必须是自己拥有的；站长的权限不能修改，也不能修改自己的。下一次请求起生效。记入审核记录。
         */
        put: operations["updateSiteAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/admin/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 任命管理员
         * @description 把本站一位成员任命为管理员并授予这组权限；已是管理员时答复 409（请修改权限）。只能授予自己拥有的权限；站长、匿名用户与自己不能任命。下一次请求起生效。记入审核记录。
         */
        post: operations["grantSiteAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/admin/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销管理员
         * @description 去掉一位管理员的全部控制台权限（仍是本站成员）；只能撤销权限都是自己拥有的管理员；站长与自己不能撤销。下一次请求起生效。记入审核记录。
         */
        post: operations["revokeSiteAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 个人设置
         * @description 登录站点控制台的本人的资料。
         */
        get: operations["getConsoleProfile"];
        /**
         * 修改个人资料
         * @description 修改本人的昵称与头像。
         */
        put: operations["updateConsoleProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改密码
         * @description 本人修改登录密码（需要原密码）；其他设备上的登录随之失效，当前这次登录保留。站长的密码就是站点管理中心账号的密码，请在那里修改（答复 400）。
         */
        put: operations["changeConsolePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/profile/session-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 登录中的设备
         * @description 本人在本站（站点控制台与前台）仍有效的登录（设备、IP 与时间），最近的在前，最多 100 条；current 标出发出本次请求的登录。令牌从不返回。
         */
        get: operations["getConsoleSessionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/profile/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 退出一台设备
         * @description 让本人在本站（站点控制台与前台）的一次登录立即失效（以编号指代）。不是本人的登录答复 404；要退出当前登录请用退出登录。
         */
        delete: operations["revokeConsoleSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/profile/session/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出其他设备
         * @description 让本人在本站（站点控制台与前台）除当前这次以外的全部登录立即失效。
         */
        post: operations["revokeOtherConsoleSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/operation-log-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 操作日志
         * @description 本站控制台的管理操作，新的在前；可按关键词、操作、操作人与日期（北京时间）筛选，每页最多 1000 条（导出当前筛选）。日志只增不改，每条带上一条的哈希。
         */
        get: operations["getOperationLogList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/operation-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出操作日志
         * @description 按操作日志列表的当前筛选（与列表相同的关键词、操作、操作人与日期）把本站的操作日志导出为 Excel（xlsx，新的在前，最多 50000 条），答复一次性下载地址（5 分钟内有效）；文件在下载时逐行生成。按操作人筛选而这位操作人在本日志中没有记录时答复 404。
         */
        post: operations["exportOperationLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/operation-log/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 校验操作日志
         * @description 从第一条起重算本站日志链的每个哈希，答复是否完整以及从哪一条起断开。
         */
        get: operations["verifyOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/operation-log-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台操作日志
         * @description 站点管理中心的管理操作，新的在前；筛选与导出同站点控制台的操作日志。
         */
        get: operations["getPlatformOperationLogList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/operation-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出平台操作日志
         * @description 按操作日志列表的当前筛选（与列表相同的关键词、操作、操作人与日期）把平台的操作日志导出为 Excel（xlsx，新的在前，最多 50000 条），答复一次性下载地址（5 分钟内有效）；文件在下载时逐行生成。按操作人筛选而这位操作人在本日志中没有记录时答复 404。
         */
        post: operations["exportPlatformOperationLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/operation-log/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 校验平台操作日志
         * @description 从第一条起重算平台日志链的每个哈希，答复是否完整以及从哪一条起断开。
         */
        get: operations["verifyPlatformOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/privacy-request-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 个人信息请求
         * @description 本站成员依《个人信息保护法》提出的请求（下载个人数据、注销账号）及完成记录，新的在前。
         */
        get: operations["getPrivacyRequestList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user-export-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成员数据导出记录
         * @description 本站的成员数据导出，新的在前：谁在何时导出、筛选、字段、行数与文件大小。
         */
        get: operations["getUserExportList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出进度
         * @description 一次导出的状态、进度（0～100）、已写入的行数；完成后带文件名与大小，可用 createUserExportDownload 下载。别的站点的导出答复 404。
         */
        get: operations["getUserExport"];
        put?: never;
        /**
         * 导出成员数据
         * @description 按筛选与所选字段导出本站成员（不含匿名用户）为 Excel 或 CSV。立即记下这次导出并放进后台任务队列，答复导出记录（状态“排队中”）；之后用 getUserExport 查看进度，完成后用 createUserExportDownload 下载。
         */
        post: operations["createUserExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/user-export/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载导出文件
         * @description 为一次已完成的导出取一个一次性下载地址（5 分钟内有效）。文件只给本站有成员管理权限的管理员，从不公开；每次取用记入操作日志。未完成的导出答复 409，别的站点的导出答复 404。
         */
        post: operations["createUserExportDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-account/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 注销我的账号
         * @description 用登录密码确认后注销当前成员在本站的账号：昵称、头像、手机号、密码清空，登录名释放，所有登录立即失效；帖子、评论与回答按选择归到本站的匿名用户名下或删除；积分记录与通知删除。记下一条完成记录。站长与管理员不能在前台注销。密码不对答复 400。
         */
        post: operations["eraseMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载我的个人数据
         * @description 当前成员在本站的个人数据（资料、帖子、评论、回答、积分记录、通知），JSON 或 Excel；答复一次性下载地址（5 分钟内有效），并记下一条个人信息请求的完成记录。
         */
        post: operations["exportMyData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/theme-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取主题设置
         * @description 令牌所属站点已发布的主题、草稿、草稿的预览令牌与对比度检查。
         */
        get: operations["getThemeSetting"];
        /**
         * 保存或发布主题
         * @description `publish` 为 false 时保存为草稿（前台不变，可用预览令牌预览）；为 true 时发布：前台立即使用该主题，Logo 与站点图标同时写入站点设置，草稿清空。
         */
        put: operations["updateThemeSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取前台主题
         * @description 域名所指站点已发布的主题；带有效的预览令牌（站点管理员在主题设置中取得）时为草稿。无效或过期的令牌答复已发布的主题。登录与否都可以调用。
         */
        get: operations["getMemberTheme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/library-medal-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台勋章库
         * @description 平台勋章库的全部勋章，并标出本站已采用的；采用用 adoptLibraryMedal。
         */
        get: operations["getSiteLibraryMedalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/medal-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 勋章列表
         * @description 本站的勋章，按创建先后排列，可按名称关键词与启用状态筛选。
         */
        get: operations["getMedalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/medal-user-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 勋章持有者
         * @description 持有一枚勋章的成员，最近授予的在前。
         */
        get: operations["getMedalUserList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/medal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改勋章
         * @description 只修改给出的字段；停用后不能再授予，已授予的保留。自动授予开启（或规则改变）且勋章启用时，立即授予此刻符合规则、还没有它的成员，答复里说授予了几位。
         */
        put: operations["updateMedal"];
        /**
         * 新增勋章
         * @description 名称在站内不能重复；每站最多 200 个勋章。未给出的字段取默认值：说明与图标为空，颜色
         */
        post: operations["createMedal"];
        /**
         * 删除勋章
         * @description 同时收回所有持有者的这枚勋章，不能撤销。
         */
        delete: operations["deleteMedal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/medal/adopt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 采用平台勋章
         * @description 把平台勋章库的一枚勋章复制为本站的勋章（名称、说明、图标、颜色与规则；按积分的规则换成本站同代码的积分类别，
         *     本站没有该类别时不带规则）。每站每枚只能采用一次；采用后自动授予是关闭的，试算后再开启。
         */
        post: operations["adoptLibraryMedal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/medal/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 授予勋章
         * @description 把一枚启用的勋章授予本站的成员；已持有的成员不重复授予。任何一位成员不在本站时整批不授予并答复“用户不存在”。
         */
        post: operations["grantMedal"];
        /**
         * 收回勋章
         * @description 收回一位成员的这枚勋章。
         */
        delete: operations["revokeMedal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/medal/rule-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 试算勋章规则
         * @description 按一条规则统计此刻有多少成员符合，以及其中多少还没有这枚勋章（给出 medalId 时），即开启自动授予后会立即授予的人数。
         *     只统计，不授予、不写入任何数据。积分类别或等级不在本站时答复 404。
         */
        get: operations["getMedalRuleCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-medal-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的勋章
         * @description 当前成员在本站持有的勋章（停用的勋章不展示），最近获得的在前。
         */
        get: operations["getMyMedalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/library-medal-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台勋章库
         * @description 平台勋章库的勋章，按创建先后，可按名称筛选，含已采用的站点数。
         */
        get: operations["getLibraryMedalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/library-medal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改平台勋章
         * @description 只修改给出的字段；已采用它的站点的勋章不受影响。
         */
        put: operations["updateLibraryMedal"];
        /**
         * 新增平台勋章
         * @description 名称在勋章库里不能重复；勋章库最多 200 个勋章。按积分的规则写积分类型代码，不能按等级。
         */
        post: operations["createLibraryMedal"];
        /**
         * 删除平台勋章
         * @description 从勋章库删除；已采用它的站点的勋章保留。
         */
        delete: operations["deleteLibraryMedal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/medal-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 勋章监管
         * @description 全部站点的勋章，带站点名称，可按站点、名称与启用状态筛选；新建的在前。
         */
        get: operations["getSaasMedalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/medal/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点启用或停用勋章
         * @description 平台代站点停用一枚不当的勋章（停用后不能再授予、成员看不到，已授予的记录保留），或重新启用；站点或勋章不存在时答复 404。
         */
        put: operations["updateSaasMedalStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section-category-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 版块分区列表
         * @description 本站全部版块分区（最多 50 个），按排序值排列，附带各分区的版块数。
         */
        get: operations["getSectionCategoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改版块分区
         * @description 只修改给出的字段。
         */
        put: operations["updateSectionCategory"];
        /**
         * 新增版块分区
         * @description 名称在站内不能重复；每站最多 50 个分区。未给出排序时排在最后。
         */
        post: operations["createSectionCategory"];
        /**
         * 删除版块分区
         * @description 还有版块归入该分区时不能删除，请先把这些版块移到别的分区。
         */
        delete: operations["deleteSectionCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section-category/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 版块分区排序
         * @description 按给出的先后重排这些分区：它们原有的排序值按新顺序重新分配，其余分区不动。任何一个分区不在本站时整批不改。
         */
        put: operations["sortSectionCategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 版块列表
         * @description 本站的版块，按排序值、再按编号排列；可按名称关键词、分区与显示状态筛选。
         */
        get: operations["getSectionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改版块
         * @description 只修改给出的字段；给出 moderatorIds 时整体替换版主。版主、分区与等级须属于本站。
         */
        put: operations["updateSection"];
        /**
         * 新增版块
         * @description 名称在站内不能重复；每站最多 100 个版块。未给出的字段取默认值：所有成员可发帖、不先审后发、显示、排在最后、无版主。
         */
        post: operations["createSection"];
        /**
         * 删除版块
         * @description 只能删除没有内容的版块（目前还没有帖子，所以总是可以删除）；同时撤销它的版主，不能撤销。
         */
        delete: operations["deleteSection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section/move-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移动版块内容或合并版块
         * @description 在一个事务里把原版块的全部帖子（各种审核状态，含回收站中的；评论随帖子）移到目标版块，两个版块的帖子数随之更新，并记入审计日志；mode 为 merge 时随后删除原版块（其版主设置一并删除）。两个版块须都在本站且不能相同；另一站点的版块答复 404。
         */
        post: operations["moveSectionContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/section/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 版块排序
         * @description 按给出的先后重排这些版块：它们原有的排序值按新顺序重新分配，其余版块不动。任何一个版块不在本站时整批不改。
         */
        put: operations["sortSections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/section/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 搜索版块
         * @description 在当前站点按名称搜索版块（不传 subject 时返回全部），最多 50 个。
         */
        get: operations["searchSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/forget-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送前台找回密码验证码
         * @description 前台会员忘记密码时，向手机号发送找回本站账号密码的验证码（与站点控制台找回密码是同一账号、同一验证码）；未注册的手机号同样答复成功（但不发送）。
         */
        post: operations["sendMemberForgetSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 前台登录
         * @description 用站内登录名或手机号与密码登录当前站点的前台（站点由请求的域名确定），得到只在本站前台有效的会员令牌。本站任何正常状态的站内用户都可以登录（会员、管理员与站长；站长的密码是其站点管理中心账号的密码）。账号不存在与密码错误给出同样的答复；已禁用或已封禁的账号只在密码正确时说明原因。失败次数的限制与站点控制台登录相同，429 的说明给出需等待的时长。本站仅允许单点登录时答复 403（站点控制台的登录不受影响）。
         */
        post: operations["memberLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出前台
         * @description 吊销当前的会员令牌。
         */
        post: operations["memberLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取我的资料
         * @description 当前登录前台的会员的资料（手机号已脱敏）。
         */
        get: operations["getMemberProfile"];
        /**
         * 修改我的资料
         * @description 修改昵称、头像、个性签名、性别、地区或“隐藏我的动态”（只改给出的字段）。昵称在本站内不能与他人相同（409），不能含空格、@ 或敏感词（400）；个性签名不能含敏感词。头像须是上传到本站的图片地址（图片上传接口返回的 url），或空字符串清除头像；其他地址答复 400。答复修改后的资料。
         */
        put: operations["updateMemberProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改我的密码
         * @description 已登录的前台会员凭原密码设置新密码；原密码错误答复 400。使用站点管理中心密码的站长账号答复 400，请到站点管理中心修改。修改后该账号的其他登录全部失效，当前登录保留。
         */
        put: operations["changeMemberPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/register-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送前台注册验证码
         * @description 向手机号发送在当前站点前台注册的验证码（站点由请求的域名确定）。站点关闭注册时答复 403。已是本站用户的手机号得到同样的答复（不泄露号码是否已注册），短信改为提示该号码已注册。
         */
        post: operations["sendMemberRegisterSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 前台注册
         * @description 用短信验证码在当前站点注册会员并直接登录（答复与前台登录相同）。站点关闭注册时答复 403；手机号或登录名已被本站使用时答复 409。不填登录名时登录名为手机号。新会员没有控制台权限，等级为站点的默认等级。
         */
        post: operations["memberRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验前台找回密码验证码
         * @description 校验前台找回密码验证码，通过后返回一次性的重置凭证。使用站点管理中心密码的站长账号答复 400，请到站点管理中心找回。
         */
        post: operations["verifyMemberResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 重置前台会员密码
         * @description 用重置凭证设置本站账号的新密码；该账号在本站的所有登录（前台与站点控制台）随之失效。
         */
        put: operations["resetMemberPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取前台站点信息
         * @description 前台加载时所需的站点信息：名称、简介、Logo、图标、是否开放注册与各功能开关。只答复域名所指的站点；不属于任何站点的域名答复“站点不存在”。登录与否都可以调用。
         */
        get: operations["getMemberSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取我的邮箱
         * @description 当前会员绑定的邮箱（已脱敏）、是否已验证、每日摘要是否开启，以及本站邮件渠道是否开启（服务器未配置发信时关闭）。
         */
        get: operations["getMemberEmail"];
        put?: never;
        post?: never;
        /**
         * 解绑我的邮箱
         * @description 删除当前会员绑定或待验证的邮箱；之后不再向它发送任何邮件。
         */
        delete: operations["removeMemberEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/email/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置每日摘要
         * @description 开启或关闭每日邮件摘要（每天早上 8 点，北京时间，汇总前一次摘要以来的未读通知）。开启时也恢复此前经退订链接退订的通知类型。
         */
        put: operations["updateMemberEmailDigest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/email/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送邮箱验证码
         * @description 向给出的邮箱发送 6 位验证码（15 分钟内有效，只能使用一次，新的验证码使旧的失效）。该邮箱已被本站其他会员验证时答复 409；
         *     本站邮件渠道未开启（服务器未配置发信）时答复 403；发信服务器拒收或不可达时答复 503。验证前原来已验证的邮箱保持不变。
         */
        post: operations["requestMemberEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 验证邮箱
         * @description 用邮件中的验证码完成验证；验证码错误、过期或已用过答复 400（连续错 5 次后该验证码作废）。该邮箱此间已被本站其他会员验证时答复 409。
         */
        post: operations["verifyMemberEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/comment-like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 点赞评论
         * @description 给一条已发布的评论点赞；重复点赞不重复计数。
         */
        put: operations["likeComment"];
        post?: never;
        /**
         * 取消点赞评论
         * @description 取消对一条已发布评论的点赞；没有点过赞时不变。
         */
        delete: operations["unlikeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/comment-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子的评论
         * @description 一篇可见帖子的一级评论，从早到晚，用游标翻页；每条附带最早的至多 3 条回复与回复总数。
         *     只含已发布的评论，以及当前成员自己未删除的评论（附审核状态）。
         */
        get: operations["getCommentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/comment-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 评论的回复
         * @description 一条一级评论的全部回复，从最早的一条开始，从早到晚，用游标翻页（评论列表只附带前 3 条，展开时用本接口从头读取）。只含已发布的回复与当前成员自己未删除的回复。
         */
        get: operations["getCommentReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改评论
         * @description 作者在站点设置的编辑时限（`commentEditMinutes` 分钟，0 表示不允许修改）内修改自己的评论；超过时限答复 409。
         *     与发表评论一样净化并检查敏感词：已发布的评论命中敏感词时进入待复审（60）。已屏蔽、未通过或已删除的评论不能修改（409）；
         *     别人的评论答复 403，其他站点的评论与不存在的一样答复 404。每次修改都保留之前的版本（编辑历史）。
         */
        put: operations["updateComment"];
        /**
         * 发表评论
         * @description 评论一篇已发布的帖子，或回复其中一条评论（给出 `parentId`；回复一条回复时，新回复放在同一条一级评论下并标明回复对象）。
         *     帖子已锁定时答复 409；命中敏感词的评论进入待审核（10），否则直接发布（20）。
         */
        post: operations["createComment"];
        /**
         * 删除我的评论
         * @description 作者删除自己的评论：评论进入回收站（50），管理员可恢复。
         */
        delete: operations["deleteMyComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-post-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的帖子
         * @description 当前成员自己的帖子（不含已删除的），从新到旧，附审核状态与未通过或被屏蔽的原因；可按状态筛选。
         */
        get: operations["getMyPostList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/post-like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 点赞帖子
         * @description 给一篇已发布的帖子点赞；重复点赞不重复计数。
         */
        put: operations["likePost"];
        post?: never;
        /**
         * 取消点赞帖子
         * @description 取消对一篇已发布帖子的点赞；没有点过赞时不变。
         */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/post-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 版块的帖子列表
         * @description 前台的帖子列表：只含已发布（20）的帖子，只含显示中的版块。给出 `sectionId` 时是这个版块的列表，置顶的在前，
         *     其余按最后活跃时间倒序（`sort=active`，默认）或按发帖时间倒序（`sort=new`）；`featured=true` 只看精华。
         *     不给 `sectionId` 时是全站最新。用游标翻页。登录与否都可以调用。
         */
        get: operations["getPostList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子详情
         * @description 一篇帖子的全文。已发布的帖子所有人可见；作者还能看到自己待审核、未通过、已屏蔽与待复审的帖子（附原因）；
         *     其余情况（包括已删除、隐藏版块中的帖子）答复 404「帖子不存在」。同一访客（成员或 IP）10 分钟内重复打开只计一次浏览。
         */
        get: operations["getPost"];
        /**
         * 修改帖子
         * @description 作者修改自己的帖子。已锁定或已删除的帖子不能修改。修改后：已发布的帖子若在先审后发的版块或命中敏感词则进入待复审（60），
         *     否则保持发布；未通过（30）或已屏蔽（40）的帖子进入待复审（60）；待审核（10）与待复审（60）保持不变。
         */
        put: operations["updatePost"];
        /**
         * 发帖
         * @description 在显示中的版块发一篇帖子。正文为富文本 HTML，服务器只保留安全的标签。版块先审后发、或标题正文命中敏感词时，
         *     帖子进入待审核（10），否则直接发布（20）。没有这个版块的发帖权限时答复 403；每位成员 15 秒内只能发一篇。
         */
        post: operations["createPost"];
        /**
         * 删除我的帖子
         * @description 作者删除自己的帖子：帖子进入回收站（50），管理员可恢复。
         */
        delete: operations["deleteMyPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 搜索帖子
         * @description 按关键词（中文按词）搜索显示中版块里已发布的帖子：标题、正文或某条已发布评论匹配即可，按相关度再按发帖时间排列。
         *     结果中标题与摘要里的关键词用 `<em>` 标出，其余已转义，可直接作为 HTML 显示；评论匹配时给出评论片段。
         */
        get: operations["searchPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/section-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前台版块列表
         * @description 前台显示中的版块，按分区、再按排序值排列，附带已发布帖子数、是否先审后发，以及当前成员能否在此发帖
         *     （发帖权限：所有成员；达到最低等级的成员；只限管理员，即站长与有控制台角色的成员）。登录与否都可以调用，未登录时 `canPost` 为 false。
         */
        get: operations["getForumSectionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取我的草稿
         * @description 当前成员某一类型（帖子或回答）的草稿；没有时 `draft` 为 null。其他设备保存的草稿同样取回。
         */
        get: operations["getDraft"];
        /**
         * 保存草稿
         * @description 保存当前成员正在写的帖子或回答，替换同一类型的旧草稿（每位成员每种类型一份）。正文在服务器上净化。
         *     发表帖子或回答后，对应的草稿被删除。所选版块或问题不属于本站（或不存在）时答复 404。
         */
        put: operations["saveDraft"];
        post?: never;
        /**
         * 丢弃草稿
         * @description 删除当前成员某一类型的草稿；没有草稿时同样答复成功。
         */
        delete: operations["deleteDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传图片
         * @description 上传一张图片（multipart/form-data：字段 `file`，可选 `purpose`），站点控制台与前台登录后都可以调用。
         *     服务端按文件内容（而不是文件名或声明的类型）识别 JPG、PNG、WebP、GIF（与 AVIF），其他内容答复 400；
         *     超过 5 MB（服务端可配置）的文件在接收过程中即被拒绝；像素超过 4000 万的图片答复 400。
         *     图片按 EXIF 方向摆正、去除元数据、缩放到 2560×2560 以内，重新编码为 WebP（动图只保留第一帧）；
         *     用途为帖子、评论与礼品的图片按站点的水印设置加水印。用途 logo（站点 Logo）不超过 2 MB、缩放到 1024×1024 以内，
         *     favicon（站点图标）不超过 1 MB、缩放到 256×256 以内，超过答复 400。同一用户每分钟最多上传 30 张。
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 评论管理列表
         * @description 本站的评论，可按关键词（内容分词搜索，带内容高亮）、审核状态、所属帖子、作者与发表日期（北京时间，含首尾两天）筛选，新的在前；总数只数到 1000（见 `more`）。不给状态时不含已删除（50）的评论。
         */
        get: operations["getConsoleCommentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 审核通过评论
         * @description 把待审核、待复审、未通过或已屏蔽的评论设为已发布；其他状态的跳过。任何一个编号不是本站的评论时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["approveComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 删除评论
         * @description 把评论移入回收站（可恢复）；已删除的跳过。任何一个编号不是本站的评论时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["deleteComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 屏蔽评论
         * @description 屏蔽已发布的评论（原因告知作者）；其他状态的跳过。任何一个编号不是本站的评论时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["hideComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/purge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 彻底删除评论
         * @description 从回收站彻底删除评论，不能恢复；不在回收站的跳过。任何一个编号不是本站的评论时整批不处理，答复 404。
         */
        put: operations["purgeComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 驳回评论
         * @description 驳回待审核或待复审的评论（未通过，原因告知作者）；其他状态的跳过。任何一个编号不是本站的评论时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["rejectComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 恢复评论
         * @description 已屏蔽的评论恢复为已发布；回收站中的评论恢复到删除前的状态。其他状态的跳过。任何一个编号不是本站的评论时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["restoreComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/comment/revision-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 评论编辑历史
         * @description 本站一条评论的全部版本（第 1 版为最初发表的内容），新的在前。其他站点的评论与不存在的一样答复 404。
         */
        get: operations["getCommentRevisionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/moderation-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 待审核数量
         * @description 等待审核的帖子与评论数（待审核 10 与待复审 60），用于侧栏角标。
         */
        get: operations["getModerationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子管理列表
         * @description 本站的帖子，可按关键词（标题与正文分词搜索，带标题高亮）、审核状态、版块、作者、发帖日期（北京时间，含首尾两天）、置顶与精华筛选，新的在前；总数只数到 1000（见 `more`）。不给状态时不含已删除（50）的帖子，它们在回收站。
         */
        get: operations["getConsolePostList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子详情
         * @description 一篇帖子的正文（保存时已净化的 HTML）与它的审核记录（审核、驳回、屏蔽、删除、恢复、置顶、加精、锁定、移动，新的在前）。其他站点的帖子与不存在的一样答复 404。
         */
        get: operations["getConsolePost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 审核通过帖子
         * @description 把待审核、待复审、未通过或已屏蔽的帖子设为已发布；其他状态的跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["approvePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 删除帖子
         * @description 把帖子移入回收站（可恢复）；已删除的跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["deletePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设为精华或取消精华帖子
         * @description value 为 true 时设为精华，false 时取消精华；已是这样的帖子跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["featurePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 屏蔽帖子
         * @description 屏蔽已发布的帖子（原因告知作者）；其他状态的跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["hidePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 锁定或解除锁定帖子
         * @description value 为 true 时锁定，false 时解除锁定；已是这样的帖子跳过。锁定的帖子不能再评论。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["lockPosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 移动帖子
         * @description 把帖子移到本站的另一个版块；已在该版块的跳过。版块或任何一篇帖子不是本站的时整批不处理，答复 404。已发布帖子的版块帖子数随之变化；每条改变都记入审核记录。
         */
        put: operations["movePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 置顶或取消置顶帖子
         * @description value 为 true 时置顶，false 时取消置顶；已是这样的帖子跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["pinPosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/purge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 彻底删除帖子
         * @description 从回收站彻底删除帖子，不能恢复；不在回收站的跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。
         */
        put: operations["purgePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 驳回帖子
         * @description 驳回待审核或待复审的帖子（未通过，原因告知作者）；其他状态的跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["rejectPosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 恢复帖子
         * @description 已屏蔽的帖子恢复为已发布；回收站中的帖子恢复到删除前的状态。其他状态的跳过。任何一个编号不是本站的帖子时整批不处理，答复 404。每条改变都记入审核记录。
         */
        put: operations["restorePosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/post/revision-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子编辑历史
         * @description 本站一篇帖子的全部版本（第 1 版为最初发表的内容），新的在前。其他站点的帖子与不存在的一样答复 404。
         */
        get: operations["getPostRevisionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/recycle-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回收站
         * @description 已删除（50）的帖子或评论，最近删除的在前：谁删除的（作者本人、站点管理员或平台）、何时、删除前的状态（恢复后回到它）。可按关键词（标题、正文或评论内容分词搜索）筛选。
         */
        get: operations["getRecycleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sensitive-word-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 敏感词列表
         * @description 本站自己的敏感词（平台的敏感词另外生效），新加的在前，可按词的一部分筛选。发帖或评论命中敏感词时进入待审核。
         */
        get: operations["getSensitiveWordList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sensitive-word": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加敏感词
         * @description 一次添加 1 到 200 个词，每个 1 到 30 个字；前后空格去掉，已有的（不分大小写）与重复的忽略，答复新加入的个数。
         */
        post: operations["createSensitiveWords"];
        /**
         * 删除敏感词
         * @description 删除本站的这些敏感词；任何一个编号不是本站的敏感词时整批不删除，答复 404。
         */
        delete: operations["deleteSensitiveWords"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/comment-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 评论监管
         * @description 全部站点的评论，可按站点、关键词（全文搜索，带高亮）、审核状态与发布日期（北京时间，含首尾两天）筛选；
         *     最新的在前，总数只数到 1000（见 `more`）。不指定状态时不含回收站中的（50 已删除）。
         */
        get: operations["getSaasCommentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/comment/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点审核评论
         * @description 平台代站点对一批评论执行审核操作（通过、驳回、屏蔽、恢复、删除、彻底删除），记入站点的审计记录，操作人为平台管理员。
         *     驳回与屏蔽必须填写原因。站点不存在或有编号不是这个站点的评论时答复 404，什么都不改。
         */
        put: operations["moderateSaasComments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/post-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子监管
         * @description 全部站点的帖子，可按站点、关键词（全文搜索，带高亮）、审核状态与发布日期（北京时间，含首尾两天）筛选；
         *     最新的在前，总数只数到 1000（见 `more`）。不指定状态时不含回收站中的（50 已删除）。
         */
        get: operations["getSaasPostList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/post/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点审核帖子
         * @description 平台代站点对一批帖子执行审核操作（通过、驳回、屏蔽、恢复、删除、彻底删除），记入站点的审计记录，操作人为平台管理员。
         *     驳回与屏蔽必须填写原因。站点不存在或有编号不是这个站点的帖子时答复 404，什么都不改。
         */
        put: operations["moderateSaasPosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/post/revision-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子编辑历史（平台）
         * @description 任一站点一篇帖子的全部版本（第 1 版为最初发表的内容），新的在前。站点或帖子不存在时答复 404。
         */
        get: operations["getPlatformPostRevisionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/search-index-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 搜索索引
         * @description 每个站点的全文搜索索引：帖子与评论的文档数、有文字却没有索引词的未索引数、最近一次重建的时间、状态与进度。
         *     可按站点名称或标识筛选。重建进行中时进度随之更新。
         */
        get: operations["getSearchIndexList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/search-index/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重建搜索索引
         * @description 在后台重新计算一个站点（给出 siteId）或全部站点的帖子与评论的索引词，立即答复；进度在搜索索引列表中查看。
         *     正在重建的站点不会重复开始。站点不存在时答复 404。
         */
        post: operations["rebuildSearchIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/section-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 版块监管
         * @description 全部站点的版块，可按站点与版块名称筛选，含分区、显示状态、已发布帖子数与是否先审后发。
         */
        get: operations["getSaasSectionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/section/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点显示或隐藏版块
         * @description 平台代站点显示或隐藏一个版块（例如版块内容违规时先隐藏）；站点或版块不存在时答复 404。
         */
        put: operations["updateSaasSectionStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sensitive-word-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台敏感词
         * @description 平台的敏感词，对每个站点都生效（在站点自己的敏感词之外）；命中的新内容进入待审核。新加的在前。
         */
        get: operations["getPlatformSensitiveWordList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sensitive-word": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加平台敏感词
         * @description 一次添加最多 200 个词（每个 1 到 30 个字，去掉首尾空白，不分大小写）；已有的与重复的被忽略，答复新加入的数量。
         */
        post: operations["createPlatformSensitiveWords"];
        /**
         * 删除平台敏感词
         * @description 删除选中的平台敏感词；不存在的编号被忽略。
         */
        delete: operations["deletePlatformSensitiveWords"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/impeach-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 待处理举报数
         * @description 本站待处理的被举报对象数，用于侧栏角标。
         */
        get: operations["getImpeachCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/impeach-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 举报管理
         * @description 本站被举报的对象，每个对象一项，附各理由的次数与最近的举报人；可按状态（默认待处理）、对象类型与理由筛选，
         *     按等待时间（默认等待最久的在前）、最新举报或举报次数排序。
         */
        get: operations["getImpeachList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/impeach-reason-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 举报理由设置
         * @description 本站的举报理由列表，按显示顺序；站点没有改过时是默认列表。
         */
        get: operations["getImpeachReasonList"];
        /**
         * 修改举报理由
         * @description 按顺序替换本站的举报理由列表（1 到 20 项，名称不能重复），记入审计记录。已有的举报保留它们当时的理由。
         */
        put: operations["updateImpeachReasons"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/impeach/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 处理举报
         * @description 对一批被举报对象执行同一处理：屏蔽（已发布的内容）、删除到回收站或保留，可同时禁言或封禁作者若干天（`authorAction`，原因告知作者）。
         *     内容的状态变化与审核操作相同并记入审核记录；
         *     对象的全部举报随之关闭，处理记入审计记录，每个举报人收到处理结果的通知，屏蔽或删除时作者也收到通知。
         *     已处理的对象跳过；被举报的是用户时只能保留。有编号不是本站的举报时整批不处理，答复 404。
         */
        put: operations["handleImpeach"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/impeach-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 举报理由
         * @description 本站的举报理由列表（举报时选择），按显示顺序；`takesText` 为真的理由（如“其他”）必须填写补充说明。
         */
        get: operations["getImpeachReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/impeach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 举报
         * @description 举报本站的一个帖子、评论、问题、回答或用户，理由取自站点的举报理由列表（需要说明的理由必须填写补充说明）。
         *     同一成员对同一对象只能举报一次（再次举报答复 409）；每多一人举报，对象的待处理举报次数加一。
         *     对象不存在、不是本站的或不可见时答复 404；不能举报自己或自己的内容。
         */
        post: operations["createImpeach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/impeach/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 举报私信
         * @description 举报我收到的一条私信，进入本站的举报队列（对象类型 message）：队列只显示这条私信的内容与发送人，不显示会话的其他内容。
         *     私信不存在、不是我收到的或已被屏蔽时答复 404；同一条只能举报一次（409）。
         */
        post: operations["reportMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/impeach-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 举报管理（全部站点）
         * @description 全部站点待处理的被举报对象，每项注明所属站点，附各理由的次数与最近的举报人；可按站点、对象类型与理由筛选，
         *     默认等待最久的在前（`firstReportedAt` 是开始等待的时间），也可按最新举报或举报次数排序。
         */
        get: operations["getSaasImpeachList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/impeach/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点处理举报
         * @description 平台代站点处理一批被举报对象，与站点控制台的处理相同，记入站点的审计记录，操作人为平台管理员。
         *     站点不存在或有编号不是这个站点的举报时答复 404，什么都不改。
         */
        put: operations["handleSaasImpeach"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/message-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 私信设置
         * @description 本站的私信规则：是否开放私信、发私信的最低等级；没有保存过时是默认值（开放，不限等级）。
         */
        get: operations["getMessageSetting"];
        /**
         * 保存私信设置
         * @description 保存本站的私信规则并记入审计记录；所选等级不是本站的时答复 400。管理员不能查看成员之间的私信，只能处理被举报的单条私信。
         */
        put: operations["updateMessageSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/block-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的黑名单
         * @description 我屏蔽的成员，最近屏蔽的在前。
         */
        get: operations["getMyBlockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 屏蔽成员
         * @description 把本站的一位成员加入我的黑名单：对方不能再给我发私信。已屏蔽时不变。不能屏蔽自己；对方不存在或不是本站成员时答复 404。黑名单最多 500 位。
         */
        post: operations["blockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/conversation-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的私信
         * @description 我的一对一会话，最近有私信的在前，游标分页：对方、最后一条私信的摘要与时间、我的未读数。
         */
        get: operations["getConversationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/conversation-message-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 会话中的私信
         * @description 我参与的一个会话的私信，从新到旧，游标分页；打开（不带游标）即把这个会话标为我已读。
         *     会话不存在或不是我的时答复 404。
         */
        get: operations["getConversationMessageList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/message-unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未读私信数
         * @description 我在本站所有会话中未读的私信数（顶栏的私信角标）。
         */
        get: operations["getMessageUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发私信
         * @description 给本站的另一位成员发一条私信（纯文本），没有会话时建立会话；答复会话编号。
         *     不能发给自己、匿名用户、已停用或封禁的成员；对方不存在或不是本站成员时答复 404。
         *     对方屏蔽了我、本站关闭了私信、我的等级低于站点要求、我被禁言时答复 403；内容含敏感词时答复 400；发得太频繁（同一成员每秒至多一条、每分钟至多 30 条，不受发帖间隔限制）时答复 429。
         */
        post: operations["sendPrivateMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消屏蔽
         * @description 把一位成员移出我的黑名单；不在黑名单中时不变。对方不存在或不是本站成员时答复 404。
         */
        post: operations["unblockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/notification-channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 通知渠道设置
         * @description 本站哪些类型的成员通知除站内通知外还经短信、微信订阅消息、邮件发送；emailChannelOn 说明服务器是否配置了发信。
         */
        get: operations["getNotificationChannelSetting"];
        /**
         * 保存通知渠道设置
         * @description 整体保存本站的通知渠道：列出的类型在站内通知之外同时以短信或微信订阅消息发送，未列出的只发站内通知。
         *     之后产生的通知按新设置发送。
         */
        put: operations["updateNotificationChannelSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/notification-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未读通知数
         * @description 当前管理员在本站的未读通知数，用于顶栏铃铛上的数字。
         */
        get: operations["getConsoleNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/notification-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 管理员通知
         * @description 当前管理员在本站收到的通知（如短信额度预警），从新到旧，游标分页。
         */
        get: operations["getConsoleNotificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/notification-preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 通知偏好
         * @description 本人不想收到的站内通知类型与不想在侧边栏看到的新增计数（角标）。不接收的通知不再发给本人。
         */
        get: operations["getConsoleNotificationPreference"];
        /**
         * 修改通知偏好
         * @description 保存本人的通知偏好，立即生效。
         */
        put: operations["updateConsoleNotificationPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 标为已读
         * @description 把当前管理员的一条通知（给出 `id`）或全部未读通知（不给出）标为已读。通知不存在或不是自己的时答复 404。
         */
        put: operations["readConsoleNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/mention-member-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查找可 @ 的成员
         * @description 写帖子、评论或回答时输入 @ 后的候选：本站状态正常的成员中昵称以关键词开头或包含关键词的，开头匹配的在前，最多 10 位，
         *     带头像。登录与否都可以调用。
         */
        get: operations["searchMentionMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notification-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未读通知数
         * @description 当前成员在本站的未读通知数，用于铃铛角标。
         */
        get: operations["getMyNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notification-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的通知
         * @description 当前成员在本站收到的通知，从新到旧，游标分页。
         */
        get: operations["getMyNotificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notification-preference-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的通知设置
         * @description 当前成员每种通知在每个渠道上的开关：站内通知每种都列出；短信与微信订阅消息只列出本站在“通知渠道”里选择发送的类型。
         *     没有设置过的都为开启。
         */
        get: operations["getMyNotificationPreferenceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notification-preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改我的通知设置
         * @description 打开或关闭一种通知在一个渠道上的发送，立即生效。短信与微信订阅消息只能设置本站在“通知渠道”里选择发送的类型，
         *     其他答复 400「本站不通过这个渠道发送这类通知」。
         */
        put: operations["updateMyNotificationPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 标为已读
         * @description 把当前成员的一条通知（给出 `id`）或全部未读通知（不给出）标为已读。通知不存在或不是自己的时答复 404。
         */
        put: operations["readNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/subscribe-message-log-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 消息发送记录
         * @description 每一次发送（站内通知、短信、微信订阅消息）的记录，新的在前；可按站点、模板、渠道、状态与日期（北京时间，最多 366 天）筛选。
         *     不给出日期时是最近 30 天。接收人已隐去中间部分。
         */
        get: operations["getSubscribeMessageLogList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/subscribe-message-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 消息发送统计
         * @description 各站点各模板在所选日期内（北京时间，最多 366 天）经各渠道发送的条数：总数、已发送、已送达、失败与待发送，
         *     总数多的在前。不给出日期时是最近 30 天。
         */
        get: operations["getSubscribeMessageLogStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点控制台的实时变化
         * @description 本站的实时变化：举报、待审内容、工单与管理员通知等有变化时通知控制台刷新侧边栏角标与列表。
         *
         *     以 `Accept: text/event-stream` 请求时答复服务器发送事件（SSE）：先是一条 `ready` 事件，之后每当有变化发送
         *     `changed` 事件，数据为 `{"topic":"…"}`（变化所属的接口分组，如 `impeach`、`notification`），不含任何需要权限才能看的内容；
         *     每 15 秒一行注释保持连接。事件流最多保持 `lifetimeSeconds` 秒后由服务器结束，客户端按 `retry` 重连
         *     。不接受事件流的客户端得到这些参数的 JSON 说明。
         */
        get: operations["getConsoleEventStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成员的实时通知
         * @description 当前成员收到新通知时通知前台刷新铃铛上的未读数。
         *
         *     以 `Accept: text/event-stream` 请求时答复服务器发送事件（SSE）：先是一条 `ready` 事件，之后每当有变化发送
         *     `changed` 事件，数据为 `{"topic":"…"}`（变化所属的接口分组，如 `impeach`、`notification`），不含任何需要权限才能看的内容；
         *     每 15 秒一行注释保持连接。事件流最多保持 `lifetimeSeconds` 秒后由服务器结束，客户端按 `retry` 重连
         *     。不接受事件流的客户端得到这些参数的 JSON 说明。
         */
        get: operations["getMemberEventStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点管理中心的实时变化
         * @description 各站点与平台的实时变化：有变化时通知站点管理中心刷新角标与列表。
         *
         *     以 `Accept: text/event-stream` 请求时答复服务器发送事件（SSE）：先是一条 `ready` 事件，之后每当有变化发送
         *     `changed` 事件，数据为 `{"topic":"…"}`（变化所属的接口分组，如 `impeach`、`notification`），不含任何需要权限才能看的内容；
         *     每 15 秒一行注释保持连接。事件流最多保持 `lifetimeSeconds` 秒后由服务器结束，客户端按 `retry` 重连
         *     。不接受事件流的客户端得到这些参数的 JSON 说明。
         */
        get: operations["getSaasEventStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/answer-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回答管理列表
         * @description 本站的回答，可按关键词、审核状态、问题、回答者、日期筛选；新的在前。不给状态时不含已删除（50）的。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getConsoleAnswerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/answer/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 审核回答
         * @description 对本站的一批回答执行同一审核操作，每条记入审计记录；问题的回答数随之变化。有编号不是本站的回答时答复 404。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        put: operations["moderateAnswers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/answer/revision-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回答编辑历史
         * @description 本站一条回答的全部版本（第 1 版为最初发表的内容），新的在前。其他站点的回答与不存在的一样答复 404；本站问答未开放时答复 403「本站未开放问答」。
         */
        get: operations["getAnswerRevisionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/question-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问题管理列表
         * @description 本站的问题，可按关键词、分类、审核状态、是否已解决、是否有悬赏、提问者、提问日期（北京时间，含首尾两天）筛选；没有关键词时新的在前。不给状态时不含已删除（50，回收站）的。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getConsoleQuestionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/question-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问答设置
         * @description 本站的问答规则；没有保存过时是默认值。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getQuestionSetting"];
        /**
         * 保存问答设置
         * @description 保存问答规则并记入审计记录；最低悬赏高于最高悬赏时答复 400。已冻结的悬赏按提问时的积分类型结算。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        put: operations["updateQuestionSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/question-type-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问题分类列表
         * @description 本站的全部问题分类（含停用的），按排序值。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getConsoleQuestionTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/question-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改问题分类
         * @description 修改名称、图标、排序与启用；停用后提问页不再出现。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        put: operations["updateQuestionType"];
        /**
         * 新建问题分类
         * @description 名称在本站唯一（重名答复 409）；一个站点最多 50 个分类。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        post: operations["createQuestionType"];
        /**
         * 删除问题分类
         * @description 删除没有问题的分类；已有问题的分类答复 409，请改为停用。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        delete: operations["deleteQuestionType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/question/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 审核问题
         * @description 对本站的一批问题执行同一审核操作，每条记入审计记录。有编号不是本站的问题时答复 404，什么都不改。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        put: operations["moderateQuestions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/answer-comment-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回答的评论
         * @description 一个已发布回答下的评论，先发的在前。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getAnswerCommentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/answer-comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 评论回答
         * @description 对一个已发布回答发表纯文本评论；含敏感词时答复 400，不发表。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        post: operations["createAnswerComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/answer-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回答列表
         * @description 一个已发布问题的回答：被采纳的在前，其余按得票（赞减踩）与时间排列。所有人看到已发布的回答，作者还看到自己未发布的回答。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getAnswerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改回答
         * @description 作者修改自己的回答。与回答时一样净化并检查敏感词：已发布的回答在回答先审后发或命中敏感词时进入待复审（60）；未通过或已屏蔽的回答进入待复审（60）。
         *     已删除的回答不能修改（409）；别人的回答答复 403，其他站点的回答与不存在的一样答复 404。每次修改都保留之前的版本（编辑历史）。
         *     本站问答未开放时答复 403「本站未开放问答」。
         */
        put: operations["updateAnswer"];
        /**
         * 回答问题
         * @description 成员回答一个已发布、未解决的问题（自己的问题不能回答）。站点设置回答先审后发或命中敏感词时回答进入待审核（10）。同一个问题的回答数达到站点设置的上限时答复 409。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        post: operations["createAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/answer/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 采纳回答
         * @description 提问者采纳自己问题下的一个已发布回答：问题标为已解决，悬赏在同一事务中付给回答者。一个问题只能采纳一次，并发的采纳只有一个成功，其余答复 409「这个问题已经采纳了回答」。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        post: operations["acceptAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/answer/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 给回答投票
         * @description 对一个已发布回答投赞同或反对，或取消投票；每位成员一票，改投时计数随之改变。不能给自己的回答投票。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        post: operations["voteAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-answer-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的回答
         * @description 登录成员自己的回答（已删除的除外），新的在前。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getMyAnswerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-question-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的提问
         * @description 登录成员自己的问题（已删除的除外），新的在前，含未发布的与原因。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getMyQuestionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/question-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问题列表
         * @description 前台的问题列表：只含已发布（20）的问题，可按分类、版块、是否已解决、关键词筛选，最近活跃的在前（有关键词时按相关度）。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getQuestionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/question-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问答须知
         * @description 前台问答需要的：是否开放、启用的分类、悬赏的范围与积分类型、结算规则；登录的成员还有能否提问回答与积分余额。登录与否都可以调用。
         */
        get: operations["getQuestionOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问题详情
         * @description 一个问题的全文。已发布的所有人可见；作者还能看到自己未发布（已删除除外）的问题与原因；其余答复 404「问题不存在」。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。
         */
        get: operations["getQuestion"];
        put?: never;
        /**
         * 提问
         * @description 成员提一个问题，可带悬赏：悬赏积分在同一事务中从提问者的余额冻结（余额不足答复 409「积分余额不足」），不在站点设置的范围内答复 400。标题与描述命中敏感词时问题进入待审核（10），否则直接发布（20）。本站问答未开放（套餐不含问答或站点关闭了问答功能）时答复 403「本站未开放问答」。站点只允许管理员提问时，其他成员答复 403。
         */
        post: operations["createQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/answer-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回答监管
         * @description 全部站点的回答，可按站点、关键词、审核状态与日期筛选；新的在前。不指定状态时不含回收站中的（50）。
         */
        get: operations["getSaasAnswerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/answer/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点审核回答
         * @description 平台代站点对一批回答执行审核操作，记入站点的审计记录，操作人为平台管理员。驳回与屏蔽必须填写原因。站点不存在或有编号不是这个站点的回答时答复 404。
         */
        put: operations["moderateSaasAnswers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/question-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 问题监管
         * @description 全部站点的问题，可按站点、关键词（全文搜索，按相关度）、审核状态、是否已解决与提问日期（北京时间，含首尾两天）筛选；没有关键词时新的在前。不指定状态时不含回收站中的（50）。
         */
        get: operations["getSaasQuestionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/question/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 代站点审核问题
         * @description 平台代站点对一批问题执行审核操作，记入站点的审计记录，操作人为平台管理员。驳回与屏蔽必须填写原因。站点不存在或有编号不是这个站点的问题时答复 404，什么都不改。
         */
        put: operations["moderateSaasQuestions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/saas-work-order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 本站提交给平台的工单
         * @description 本站站长与管理员提交给平台的工单，新的在前。不受站点工单开关影响。
         */
        get: operations["getMySaasWorkOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/saas-work-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台工单详情
         * @description 本站提交给平台的一张工单与它的回复（不含平台的内部备注）；其他站点的答复「工单不存在」。
         */
        get: operations["getMySaasWorkOrder"];
        put?: never;
        /**
         * 向平台提交工单
         * @description 站长或站点管理员向平台提交工单（账单、故障、内容申诉或其他）。
         */
        post: operations["createSaasWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/saas-work-order/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 评价平台工单
         * @description 已解决或已关闭的平台工单评价一次；再次评价答复 409。
         */
        post: operations["rateMySaasWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/saas-work-order/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复平台工单
         * @description 补充说明；已解决的回到处理中，已关闭的须先重新打开（409）。
         */
        post: operations["replyMySaasWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/saas-work-order/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 关闭或重新打开平台工单
         * @description 关闭本站的平台工单，或在解决、关闭后 7 天内重新打开。
         */
        post: operations["changeMySaasWorkOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order-assignee-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可指派的处理人
         * @description 站长与持有工单权限的管理员。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getWorkOrderAssigneeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工单列表
         * @description 本站成员提交的工单，可按分类、状态、处理人、提交天数与关键词筛选；等待客服的在前，再按更新时间新的在前。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getWorkOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工单设置
         * @description 谁可以提交、自动关闭与可重新打开的天数、是否向成员显示客服名称；没保存过时是默认值。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getWorkOrderSetting"];
        /**
         * 保存工单设置
         * @description 指定等级时至少选一个本站等级（其他站点的等级答复 404）。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        put: operations["saveWorkOrderSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order-type-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工单分类列表
         * @description 本站的全部工单分类（含停用的），按排序值。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getWorkOrderTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改工单分类
         * @description 修改名称、说明、排序、启用与默认处理人；停用后成员不能再选它。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        put: operations["updateWorkOrderType"];
        /**
         * 新建工单分类
         * @description 名称在本站唯一（重名答复 409）；一个站点最多 50 个分类。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["createWorkOrderType"];
        /**
         * 删除工单分类
         * @description 删除没有工单的分类；已有工单的答复 409，请改为停用。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        delete: operations["deleteWorkOrderType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工单详情
         * @description 一张工单与它的全部记录（含内部备注）和用时。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getWorkOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 指派工单
         * @description 指派给站长或持有工单权限的管理员；其他人答复 400「只能指派给有工单权限的管理员」。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["assignWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复工单
         * @description 回复提交人（并通知他）或写内部备注（internal）。待处理的工单回复后变为处理中，还没有处理人时指派给回复的人；已关闭的工单答复 409。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["replyWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/work-order/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改工单状态
         * @description 待处理 → 处理中 → 已解决 → 已关闭；已解决的可改回处理中，已关闭的可重新打开为处理中；其他改法答复 409。提交人会收到通知。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["changeWorkOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-work-order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的工单
         * @description 登录成员自己的工单，新的在前。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getMyWorkOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/work-order-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 提交工单须知
         * @description 本站是否开放工单、当前成员能否提交与可选的分类。站点关闭了工单功能时 enabled 为 false（不答复 403）。
         */
        get: operations["getWorkOrderOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/work-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的工单详情
         * @description 登录成员自己的一张工单与它的回复（不含内部备注）；别人的工单答复「工单不存在」。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        get: operations["getMyWorkOrder"];
        put?: never;
        /**
         * 提交工单
         * @description 成员向站点提交工单；分类设了默认处理人时自动指派。站点只允许部分成员提交时其他成员答复 403。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["createWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/work-order/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 评价我的工单
         * @description 已解决或已关闭的工单评价一次（1 到 5 星与一句话）；再次评价答复 409。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["rateMyWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/work-order/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复我的工单
         * @description 提交人补充说明；已解决的工单回复后回到处理中，已关闭的须先重新打开（409）。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["replyMyWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/work-order/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 关闭或重新打开我的工单
         * @description 提交人关闭自己的工单，或在站点设置的天数内重新打开已解决、已关闭的工单（回到处理中）。本站未开放工单（站点关闭了工单功能）时答复 403「本站未开放工单」。
         */
        post: operations["changeMyWorkOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/work-order-assignee-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可指派的平台管理员
         * @description 持有内容审核权限的平台管理员与主管理员。
         */
        get: operations["getSaasWorkOrderAssigneeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/work-order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台工单列表
         * @description 全部站点提交给平台的工单（每条写明站点），可按站点、类别、状态、处理人、提交天数与关键词筛选；等待客服的在前。
         */
        get: operations["getSaasWorkOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/work-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台工单详情
         * @description 一张平台工单与它的全部记录（含内部备注）和用时。
         */
        get: operations["getSaasWorkOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/work-order/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 指派平台工单
         * @description 指派给持有内容审核权限的平台管理员或主管理员；其他人答复 400。
         */
        post: operations["assignSaasWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/work-order/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复平台工单
         * @description 回复提交的站点或写内部备注（internal）；待处理的回复后变为处理中，还没有处理人时指派给回复的人；已关闭的答复 409。
         */
        post: operations["replySaasWorkOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/work-order/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改平台工单状态
         * @description 与站点工单相同的状态变化；其他改法答复 409。
         */
        post: operations["changeSaasWorkOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 首页
         * @description 站点管理中心首页的数字。管理员按自己的权限看到全平台的站点、会员、帖子、待审内容、平台工单、举报、本月订单与收入、短信用量，
         *     以及近 30 天的新增会员、新帖子与订单趋势；每个账号都看到自己的站点、即将到期的授权与未关闭的平台工单。
         */
        get: operations["getSaasHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/flow-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 流量统计
         * @description 本站每天的浏览量、访客数、IP 数、新增会员、活跃会员、新帖子、新评论与新回答（北京时间，含首尾两天）。会员前台每打开一个页面计一次浏览（recordPageView），访客与 IP 只以加盐散列去重、不保存原始 IP；今天的数字每分钟更新。
         */
        get: operations["getFlowStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/month-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 月度统计
         * @description 本站每月的各项流量指标，附上月与去年同月的数字（算环比与同比）。
         */
        get: operations["getMonthStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sms-fee-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 短信费用统计
         * @description 本站每月的短信条数与费用（等于这些短信单价之和，发送失败的不计费），以及本月的短信额度。
         */
        get: operations["getSmsFeeStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sms-sent-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 短信发送统计
         * @description 本站发出的每条短信（手机号中间四位隐去）及按天、用途、状态的条数。
         */
        get: operations["getSmsSentStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/page-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 记录一次页面浏览
         * @description 会员前台每打开一个页面（首次载入或站内跳转）在页面显示之后发一次（`navigator.sendBeacon`，不等待答复），
         *     带上服务器写进所送页面的签名值（`<meta name="commune-view">`）和显示的页面路径，计入本站今天的浏览量；
         *     访客（IP 与浏览器）与 IP 按天只以加盐散列去重，不保存原始 IP。
         *
         *     只有真实的浏览才计数：自称爬虫、无头浏览器或命令行工具的 User-Agent 不计；签名值不是本站的、
         *     伪造的或签发已超过 6 小时的不计（请重新载入页面）；同一访客同一页面 30 分钟内只计一次；
         *     同一 IP 每天最多带来 10 个不同的访客，其余不计。登录与否都一样计、一样受这些限制。
         *     不计数的请求也答复同样的成功（不透露为何不计），站点关闭统计（`RECORD_VISITS=0`）时也一样；
         *     请求体不合格式时答复 400。
         */
        post: operations["recordPageView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/flow-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点流量统计
         * @description 全部站点之和或一个站点每天的流量指标，以及这段时间浏览量最多的站点排名。站点不存在时答复 404。
         */
        get: operations["getSaasFlowStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/month-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点月度统计
         * @description 全部站点之和或一个站点每月的流量指标，附上月与去年同月的数字。站点不存在时答复 404。
         */
        get: operations["getSaasMonthStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sms-fee-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 短信费用统计（全部站点）
         * @description 每月的短信费用合计与每月每个站点的条数和费用（等于这些短信单价之和；站点的行分页）。站点不存在时答复 404。
         */
        get: operations["getSaasSmsFeeStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sms-quota-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 站点短信额度
         * @description 每个站点的每月短信额度与本月已用条数；已用 80% 以上的站点在前。站点不存在时答复 404。
         */
        get: operations["getSmsQuotaList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sms-quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置站点短信额度
         * @description 设置站点每月可发送的短信条数（0 不限）。用到 80% 时站点控制台提示站点所有者；用完后本站的短信验证码暂停发送，答复“本站本月短信额度已用完”。记入操作日志。站点不存在时答复 404。
         */
        put: operations["setSmsQuota"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/sms-sent-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 短信发送统计（全部站点）
         * @description 全部站点（含站点管理中心自己的）或一个站点发出的短信及按天、用途、状态的条数。站点不存在时答复 404。
         */
        get: operations["getSaasSmsSentStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/task-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 后台任务列表
         * @description 全部后台任务：执行计划（北京时间的 cron 表达式）、是否启用、最近一次执行的时间、用时与结果、下次执行时间。任务在 PostgreSQL 作业队列上执行，多台服务器同时运行时每个计划时刻只执行一次。
         */
        get: operations["getTaskList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/task-run-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务执行记录
         * @description 任务每次执行（含失败后的重试）的开始、结束、用时、结果与错误信息，新的在前；保留 90 天。
         */
        get: operations["getTaskRunList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/task/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 启用或停用任务
         * @description 停用后不再按计划执行（仍可手动执行）；启用后从下一个计划时刻起执行。记入操作日志。任务不存在时答复 404。
         */
        put: operations["setTaskEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/task/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 立即执行任务
         * @description 把任务放入作业队列立即执行一次（停用的任务也可以），立即答复；结果在执行记录中查看。任务不存在时答复 404。
         */
        post: operations["runTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/navigation-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导航设置
         * @description 本站一个位置（顶部导航、底部导航、手机底部标签栏）的全部导航项，含停用的，按显示顺序排列； 从未保存过的顶部导航与手机底部标签栏给出默认导航（首页、搜索、问答、发帖、我的）。
         */
        get: operations["getNavigationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/navigation-target-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导航目标选项
         * @description 编辑导航项时选择链接目标与最低等级用：本站的全部版块与用户等级，以及标题含关键词（或给出编号）的已发布帖子。
         */
        get: operations["getNavigationTargetOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 保存导航
         * @description 整体保存本站一个位置的导航：按给出的顺序替换该位置原有的全部导航项。版块、帖子与等级须是本站的；
         *     外部链接只接受 http://、https://、mailto: 与 tel:；子菜单只用于顶部导航。
         *     顶部导航与手机底部标签栏至少保留一项（不想显示的项可以停用）。
         */
        put: operations["saveNavigation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前台导航
         * @description 前台的顶部导航、底部导航与手机底部标签栏：只含已启用、当前访客或成员能看到的项（未登录只看到“所有人”的项），
         *     地址已解析好；目标版块或帖子已删除、隐藏的项不在其中。登录与否都可以调用。
         */
        get: operations["getMemberNavigation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/social-login-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 第三方账号登录设置
         * @description 本站的微信、QQ、微博登录设置：是否启用、AppID、密钥是否已设置（密钥本身从不读出）、填到第三方平台的回调地址与新用户注册方式。
         */
        get: operations["getSocialLoginSetting"];
        /**
         * 保存第三方账号登录设置
         * @description 保存给出的登录方式与新用户注册方式；密钥不填则保留原密钥。启用一种登录方式须已有 AppID 与密钥。每次保存记入操作日志（不含密钥）。
         */
        put: operations["updateSocialLoginSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-bindings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的账号绑定
         * @description 当前会员在本站绑定的第三方账号，以及是否设置了登录密码。
         */
        get: operations["getMySocialBindingList"];
        put?: never;
        post?: never;
        /**
         * 解绑第三方账号
         * @description 解除自己的一个第三方账号绑定。没有登录密码、也没有其他绑定时拒绝（答复 409），以免无法再登录。
         */
        delete: operations["unbindSocialAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-login/bind-start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开始绑定第三方账号
         * @description 已登录的会员把一种已启用的第三方账号绑定到自己；授权后在回调页完成绑定。
         */
        post: operations["startSocialBinding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-login/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 完成第三方登录
         * @description 回调页把第三方给的 code 与 state 连同本页会话的 verifier 交回：核对 state（本站、未过期、未用过、同一浏览器），用 code 换取令牌与用户信息，按 unionid（没有时按 openid）找到绑定的会员并登录；没有绑定时按本站的注册方式直接创建会员，或要求先绑定手机号；绑定流程则绑定到发起的会员。任何一步被拒绝都不创建任何东西。
         */
        post: operations["completeSocialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前台可用的第三方登录方式
         * @description 本站已启用的第三方登录方式，登录页与注册页按此显示按钮。
         */
        get: operations["getSocialLoginOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-login/phone-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送绑定手机号验证码
         * @description 第三方登录须先绑定手机号时，向手机号发送验证码（凭证来自完成第三方登录的答复）。
         */
        post: operations["sendSocialPhoneSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-login/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 绑定手机号并登录
         * @description 验证码证明手机号后，第三方账号绑定到持有该手机号的本站会员（没有时创建新会员）并登录。凭证只能用一次。
         */
        post: operations["bindSocialPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/social-login/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开始第三方登录
         * @description 为本站已启用的一种登录方式生成授权地址与一次性的 state（10 分钟内有效，只在本站、只能用一次，服务器只保存其摘要）。未启用的方式答复 404。
         */
        post: operations["startSocialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sso-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 单点登录设置
         * @description 本站的单点登录设置：OpenID Connect（发现地址、客户端 ID、密钥是否已设置、授权范围、声明映射、组声明）、DiscourseConnect（站长的 SSO 地址、共享密钥是否已设置）、组到成员标签与控制台权限的映射、是否仅允许单点登录，以及填到身份提供方的回调地址。密钥从不读出。
         */
        get: operations["getSsoSetting"];
        /**
         * 保存单点登录设置
         * @description 保存单点登录设置；密钥不填则保留原密钥。启用 OpenID Connect 须有发现地址、客户端 ID 与密钥，启用 DiscourseConnect 须有 SSO 地址与共享密钥；仅允许单点登录须至少启用一种。组映射的标签须是本站的。每次保存记入操作日志（不含密钥）。
         */
        put: operations["updateSsoSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sso/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 完成 OpenID Connect 登录
         * @description 回调页把身份提供方给的 code、state（与 iss）连同本页会话的 verifier 交回：核对 state（本站、未过期、未用过、同一浏览器），用 code 与 PKCE 换取令牌，校验 ID 令牌的签发方、受众、nonce 与签名，读取声明与用户信息，按（签发方, sub）找到会员或新建会员（从不按邮箱关联已有会员），按映射设置昵称、头像、标签与控制台权限后登录。任何一步被拒绝都不创建任何东西。
         */
        post: operations["completeSsoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sso/discourse-complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 完成 DiscourseConnect 登录
         * @description 站长的系统把会员送回本站的返回地址并带上 sso 与 sig：以共享密钥核对 HMAC-SHA256 签名（定长比较），核对 nonce（本站发出、未过期、只能用一次、同一浏览器）与返回地址逐字一致，按 external_id 找到会员或新建会员（从不按邮箱关联已有会员），按映射设置昵称、头像、标签与控制台权限后登录。任何一步被拒绝都不创建任何东西。
         */
        post: operations["completeDiscourseLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sso/logout-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 单点登录的退出地址
         * @description 当前会话通过 OpenID Connect 登录、且身份提供方有 end_session_endpoint 时，答复带 id_token_hint 与 post_logout_redirect_uri 的退出地址（前台退出本站后前往）；否则为空。
         */
        get: operations["getSsoLogoutUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sso/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前台可用的单点登录方式
         * @description 本站已启用的单点登录方式（登录页按此显示按钮），以及是否仍可用密码登录与注册。
         */
        get: operations["getSsoOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开始单点登录
         * @description 为本站已启用的单点登录方式生成登录地址。OpenID Connect：授权码 + PKCE（S256）、一次性的 state 与 nonce，redirect_uri 为设置页显示的回调地址；DiscourseConnect：带一次性 nonce 与本站返回地址、以共享密钥 HMAC-SHA256 签名的载荷。state 10 分钟内有效，只在本站、只能用一次，服务器只保存其摘要。未启用的方式答复 404。
         */
        post: operations["startSsoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/slide-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 幻灯片列表
         * @description 本站某个位置的全部幻灯片（含停用与不在时间内的），按排序值排列。位置为版块顶部时给出版块。
         */
        get: operations["getSlideList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/slide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改幻灯片
         * @description 只修改给出的字段；结束时间不能早于开始时间。
         */
        put: operations["updateSlide"];
        /**
         * 新增幻灯片
         * @description 在首页顶部或某个版块顶部新增一张幻灯片，排在该位置最后。版块不是本站的答复 404；每站最多 50 张。
         */
        post: operations["createSlide"];
        /**
         * 删除幻灯片
         * @description 删除后不能恢复；上传的图片保留。
         */
        delete: operations["deleteSlide"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/slide/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 幻灯片排序
         * @description 按给出的先后重排同一位置的这些幻灯片：它们原有的排序值按新顺序重新分配，其余不动。任何一张不在本站时整批不改（404），不在同一位置时答复 400。
         */
        put: operations["sortSlides"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/slide-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前台幻灯片
         * @description 首页顶部或某个版块顶部此刻显示的幻灯片：启用、已到开始时间且未过结束时间的，按排序值排列。登录与否都可以调用。
         */
        get: operations["getMemberSlideList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/friend-link-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 友情链接列表
         * @description 本站的全部友情链接（含停用的），按排序值排列。
         */
        get: operations["getFriendLinkList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/friend-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改友情链接
         * @description 只修改给出的字段。
         */
        put: operations["updateFriendLink"];
        /**
         * 新增友情链接
         * @description 新增一个友情链接，排在最后；网址只能以 http:// 或 https:// 开头。每站最多 100 个。
         */
        post: operations["createFriendLink"];
        /**
         * 删除友情链接
         * @description 删除后不能恢复。
         */
        delete: operations["deleteFriendLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/friend-link/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 友情链接排序
         * @description 按给出的先后重排这些友情链接：它们原有的排序值按新顺序重新分配，其余不动。任何一个不在本站时整批不改。
         */
        put: operations["sortFriendLinks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/friend-link-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前台友情链接
         * @description 页脚里的友情链接：启用的，按排序值排列；placement 为 home 的只在首页显示（由前台决定）。登录与否都可以调用。
         */
        get: operations["getMemberFriendLinkList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/member-home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 成员主页
         * @description 本站一位成员的公开主页：昵称、头像、等级、加入时间、持有的启用中的勋章、公开的帖子数与回答数，以及最近的几篇帖子与几个回答
         *     （只含所有人可见的：已发布、在显示中的版块里的帖子；问答开放时，已发布问题下已发布的回答）。
         *     其他站点的成员、已注销或已禁用的成员与不存在的成员一样答复 404「成员不存在」。登录与否都可以调用。
         */
        get: operations["getMemberHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/attachment-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 附件设置
         * @description 本站的附件设置。
         */
        get: operations["getAttachmentSetting"];
        /**
         * 保存附件设置
         * @description 保存本站的附件设置（已上传的附件不受影响）。
         */
        put: operations["updateAttachmentSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/attachment-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下载附件
         * @description 取得附件的一次性下载链接（/downloads/…，5 分钟内有效，只能用一次）。帖子须对自己可见，否则（包括其他站点的附件）答复 404。
         *     有售价的附件第一次下载时从金币中扣除售价（同一成员只扣一次，并发下载也只扣一次），售价的八成记给作者；
         *     金币不足答复 409。作者本人、站点管理员与该版块的版主免费下载，再次下载免费。
         */
        post: operations["downloadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/attachment-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 帖子的附件
         * @description 一篇帖子的附件（名称、大小、售价、下载次数，登录成员还有是否已购买）。看不到的帖子（不存在、已删除、隐藏、其他站点的）答复 404「帖子不存在」。
         */
        get: operations["getPostAttachmentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/attachment-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 附件规则
         * @description 本站是否允许附件，允许的类型、单个文件上限、每帖附件数上限与最高售价。
         */
        get: operations["getAttachmentPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置附件售价
         * @description 上传者设置自己附件的下载售价（金币，0 为免费，不超过站点的最高售价）。别人的、其他站点的附件答复 404。
         */
        put: operations["updateAttachment"];
        /**
         * 上传附件
         * @description 写帖子或修改帖子时上传一个附件（multipart/form-data：字段 `file`），发帖（createPost / updatePost 的 `attachmentIds`）时与帖子关联。
         *     类型按扩展名与文件内容共同识别：不在站点允许的类型中、内容与扩展名不符、可执行文件、HTML 与 SVG 一律答复 400；
         *     超过站点单个文件上限的文件在接收过程中即被拒绝。站点关闭附件时答复 403。未关联帖子的附件一天后自动删除。
         */
        post: operations["uploadAttachment"];
        /**
         * 删除附件
         * @description 上传者删除自己的附件（文件一并删除）。别人的、其他站点的附件答复 404。
         */
        delete: operations["deleteAttachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/bookmark-add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 收藏帖子
         * @description 把一篇所有人可见的帖子加入我的收藏；已收藏时不变。其他站点的帖子与看不到、不存在的帖子一样答复 404「帖子不存在」。
         */
        post: operations["addBookmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/bookmark-remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消收藏帖子
         * @description 把一篇帖子移出我的收藏；没有收藏时不变（帖子已删除或隐藏时也可以移出）。
         */
        post: operations["removeBookmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/member-follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 关注成员
         * @description 关注本站的一位成员；已关注时不变。不能关注自己；其他站点的成员、匿名用户、已禁用或注销的成员与不存在的成员一样答复 404「成员不存在」。
         *     被关注的人发布新帖时，关注者会收到通知。
         */
        post: operations["followMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/member-unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消关注成员
         * @description 取消关注一位成员；没有关注时不变。
         */
        post: operations["unfollowMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-bookmark-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的收藏
         * @description 当前成员收藏的帖子，最近收藏的在前，附标题、版块、作者与发布时间；已删除、被屏蔽或在隐藏版块里的帖子不列出。
         */
        get: operations["getMyBookmarkList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-follower-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的粉丝
         * @description 关注当前成员的成员，最近关注的在前；已禁用或注销的成员不列出。
         */
        get: operations["getMyFollowerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/my-following-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我关注的人
         * @description 当前成员关注的成员，最近关注的在前；已禁用或注销的成员不列出。
         */
        get: operations["getMyFollowingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/post-unwatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消关注帖子
         * @description 不再关注一篇帖子；没有关注时不变。
         */
        post: operations["unwatchPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/post-watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 关注帖子
         * @description 关注一篇所有人可见的帖子：它有新回复时收到通知；已关注时不变。其他站点的帖子与看不到、不存在的帖子一样答复 404「帖子不存在」。
         */
        post: operations["watchPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/section-unwatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消关注版块
         * @description 不再关注一个版块；没有关注时不变。
         */
        post: operations["unwatchSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/section-watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 是否关注了版块
         * @description 当前成员是否关注了这个显示中的版块（版块页的「关注版块」按钮据此显示）。其他站点的版块与隐藏、不存在的版块一样答复 404「版块不存在」。
         */
        get: operations["getSectionWatch"];
        put?: never;
        /**
         * 关注版块
         * @description 关注一个显示中的版块：有人在其中发布新帖时收到通知；已关注时不变。其他站点的版块与隐藏、不存在的版块一样答复 404「版块不存在」。
         */
        post: operations["watchSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * 手机号
         * @description 中国大陆 11 位手机号。
         * @example 13800000002
         */
        Mobile: string;
        /** 发送短信验证码 */
        SmsSendInput: {
            mobile: components["schemas"]["Mobile"];
        };
        /**
         * 结果类型
         * @description 每个响应体都带 `type`。1 表示成功；其余都是失败，`description` 给出展示给用户的中文原因。
         *     `x-http-status` 给出每个类型对应的 HTTP 状态码（5 也用于其他租户的对象），`x-default-description`
         *     是服务端没有更具体的说明时的默认文字；SDK 与服务端都读取由此生成的表。
         *     任何接口都可能答复 7（HTTP 429：同一 IP 的请求超过通用限额）与 8（HTTP 503：服务过载、正在停机，
         *     或数据库暂时不可用），客户端稍后重试即可。
         * @example 1
         * @enum {integer}
         */
        ResultType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
        /**
         * 响应信封
         * @description 每个响应体的公共部分：`type` 与可选的中文说明。成功的响应在此之上加 `data`（用 `allOf` 引用本结构并以
         *     `unevaluatedProperties: false` 封闭），失败的响应必带 `description`。
         */
        Result: {
            type: components["schemas"]["ResultType"];
            /** @example 操作成功 */
            description?: string;
        };
        /**
         * 短信已发送
         * @description 同一手机号 60 秒内只能发送一次（不论用途）；验证码 5 分钟内有效。
         */
        SmsSendResult: {
            /** @example 60 */
            cooldownSeconds: number;
            /** @example 300 */
            expiresInSeconds: number;
        };
        /**
         * 失败的响应
         * @description 失败时的响应体。`description` 是给用户看的中文原因，控制台直接以提示展示。
         */
        ErrorEnvelope: WithRequired<components["schemas"]["Result"], "description">;
        /**
         * 登录
         * @description 站点管理中心用手机号或邮箱登录；站点控制台用登录名或手机号登录。
         */
        LoginInput: {
            /**
             * 账号
             * @example 13800000002
             */
            account: string;
            /**
             * 密码
             * @example demo123456
             */
            password: string;
        };
        /** 登录令牌 */
        TokenResult: {
            /**
             * @description 256 位随机令牌（base64url）。放在 `Authorization` 请求头中；服务端只保存其哈希。
             * @example q3Xv9r2Lk8Yw1Zp0Tn5Bc7Hd4Jf6Gs2Ea9Mu1Ri3Ow8
             */
            token: string;
        };
        /**
         * 无数据的响应
         * @description 不返回数据的操作的响应体：`type` 与可选的中文说明。
         */
        Envelope: components["schemas"]["Result"];
        /**
         * 验证码
         * @description 短信验证码，6 位数字，5 分钟内有效，只能使用一次。
         * @example 246810
         */
        SmsCode: string;
        /**
         * 密码
         * @description 字母与数字组合，至少 6 位；服务端只校验长度（6 到 64 位）。
         * @example demo123456
         */
        Password: string;
        /** 注册 */
        RegisterInput: {
            mobile: components["schemas"]["Mobile"];
            code: components["schemas"]["SmsCode"];
            password: components["schemas"]["Password"];
            /**
             * 昵称
             * @description 不填时使用手机号后四位生成。
             * @example 李雷
             */
            userName?: string;
        };
        /** 重置密码 */
        ResetPasswordInput: {
            /**
             * 重置凭证
             * @example Zr8kP2mW5qT1xY7cN4vB9hJ3dL6fS0aG2eU5iO8
             */
            resetToken: string;
            /**
             * 新密码
             * @example newpass2026
             */
            newPassword: string;
        };
        /** 校验找回密码验证码 */
        VerifyCodeInput: {
            mobile: components["schemas"]["Mobile"];
            code: components["schemas"]["SmsCode"];
        };
        /**
         * 重置密码凭证
         * @description 验证码校验通过后签发，10 分钟内有效，只能用于一次重置。
         */
        ResetTicket: {
            /** @example Zr8kP2mW5qT1xY7cN4vB9hJ3dL6fS0aG2eU5iO8 */
            resetToken: string;
            /** @example 600 */
            expiresInSeconds: number;
        };
        /**
         * 站点管理中心角色
         * @description 站点管理中心的权限名。`admin` 只属于主管理员，不能分配；其余可分配给管理员。
         *     没有任何权限的账号（客户）由控制台推导为 `visitor`。
         * @example Site
         * @enum {string}
         */
        SaasRole: "admin" | "AccountManager" | "Account" | "ContentAudit" | "Order" | "Report" | "Site" | "SiteSetting" | "AppletManage" | "SiteBase" | "SiteUser";
        /**
         * 站点控制台角色
         * @description 站点控制台的权限名。站长（userType 为 1）拥有 `admin`。
         * @example User
         * @enum {string}
         */
        ConsoleRole: "admin" | "SiteBase" | "Post" | "Comment" | "WorkOrder" | "Answer" | "Section" | "Mall" | "SiteManage" | "User" | "UserManager";
        /**
         * 地区编码
         * @description 六位行政区划代码（省以 0000 结尾，市以 00 结尾）；空字符串表示未选择。
         * @example 440305
         */
        RegionCode: string;
        /** 修改个人资料 */
        ProfileInput: {
            /**
             * 姓名
             * @example 王晓明
             */
            userName: string;
            /**
             * 性别
             * @example 1
             * @enum {integer}
             */
            gender: 1 | 2;
            areaCode: components["schemas"]["RegionCode"];
            /**
             * 所在地区
             * @example 浙江省-杭州市-西湖区
             */
            areaAddress: string;
            /**
             * 公司
             * @example 杭州青禾网络科技有限公司
             */
            company: string;
            /**
             * 职位
             * @example 运营总监
             */
            position: string;
        };
        /**
         * 编号
         * @example 1
         */
        Id: number;
        /**
         * 性别
         * @description 0 未设置，1 男，2 女。
         * @example 1
         * @enum {integer}
         */
        Gender: 0 | 1 | 2;
        /**
         * 账号信息
         * @description 站点管理中心的当前账号。`userType` 0 为客户账号，1 为平台工作人员（管理员）；
         *     `isMainManager` 为 1 表示主管理员（拥有 admin，不能删除，可转让）。
         */
        AccountInfo: {
            id: components["schemas"]["Id"];
            accountMobile: components["schemas"]["Mobile"];
            /** @example 王晓明 */
            userName: string;
            /**
             * @description 头像地址（uploadAccountAvatar 上传的图片），未设置时为空字符串。
             * @example /files/accounts/3/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp
             */
            avatarUrl: string;
            /**
             * @description 未设置时为空字符串。
             * @example wangxm@example.cn
             */
            accountEmail: string;
            gender: components["schemas"]["Gender"];
            /** @example 运营总监 */
            position: string;
            /** @example 杭州青禾网络科技有限公司 */
            company: string;
            /**
             * @description 城市选择器给出的地区名称，各级以“-”连接。
             * @example 浙江省-杭州市-西湖区
             */
            areaAddress: string;
            areaCode: components["schemas"]["RegionCode"];
            permissionList: components["schemas"]["SaasRole"][];
            /**
             * @example 0
             * @enum {integer}
             */
            userType: 0 | 1;
            /**
             * @example 0
             * @enum {integer}
             */
            isMainManager: 0 | 1;
            /**
             * Format: date-time
             * @example 2026-03-02T09:30:00+08:00
             */
            createdAt: string;
        };
        /**
         * 上传账号头像
         * @description multipart/form-data：一个文件字段 `file`。
         */
        AccountAvatarInput: {
            /**
             * 头像图片
             * Format: binary
             * @description JPG、PNG、WebP、GIF（或 AVIF）图片，不超过 2 MB；按文件内容识别类型，与文件名无关。
             */
            file: string;
        };
        /**
         * 修改密码
         * @description 修改账号的登录密码，也是站长登录自己各站点控制台的密码（站内其他账号的密码另行维护）。修改后该账号的其他登录（含各站点控制台）全部失效。
         */
        ChangePasswordInput: {
            /**
             * 原密码
             * @example demo123456
             */
            oldPassword: string;
            /**
             * 新密码
             * @example newpass2026
             */
            newPassword: string;
        };
        /**
         * 站点管理中心消息类型
         * @description 侧边栏角标计数的类型：自当前账号上次打开对应页面以来新增的条目数。
         *     account 新注册账号（账号管理页），siteUser 新站点用户（站点用户页），site 新建站点（站点管理页），order 新订单（订单管理页）。
         * @example account
         * @enum {string}
         */
        SaasMessageType: "account" | "siteUser" | "site" | "order";
        /** 消息计数（站点管理中心） */
        SaasMessageCount: {
            type: components["schemas"]["SaasMessageType"];
            /** @example 3 */
            count: number;
        };
        /** 清零消息计数 */
        SaasMessageReadInput: {
            type: components["schemas"]["SaasMessageType"];
        };
        /**
         * 通知偏好（站点管理中心）
         * @description 不想在侧边栏看到的新增计数（角标）；计数照常可在对应页面查看。
         */
        AccountNotificationPreference: {
            /** 隐藏的角标 */
            hiddenBadges: components["schemas"]["SaasMessageType"][];
        };
        /**
         * 登录类型
         * @description saas 站点管理中心，console 站点控制台，member 前台（会员站点）。
         * @example console
         * @enum {string}
         */
        SessionKind: "saas" | "console" | "member";
        /**
         * 登录中的设备
         * @description 本人的一次登录（令牌只以摘要保存，从不返回；以编号指代）。
         */
        SignedInSession: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["SessionKind"];
            /**
             * @description 登录时浏览器或设备的 User-Agent；早于记录此项的登录为空。
             * @example Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0
             */
            userAgent: string;
            /**
             * @description 登录时的 IP 地址。
             * @example 203.0.113.8
             */
            ip: string;
            /**
             * Format: date-time
             * @description 登录时间
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 到期时间
             */
            expiresAt: string;
            /** @description 是否就是发出本次请求的这次登录。 */
            current: boolean;
        };
        /** 退出的登录 */
        SessionRevokeResult: {
            /**
             * @description 退出的登录数
             * @example 2
             */
            revoked: number;
        };
        /**
         * 管理员权限
         * @description 可分配的权限（不含 admin），至少一项。
         * @example [
         *       "Site",
         *       "Order",
         *       "ContentAudit"
         *     ]
         */
        ManagerPermissions: ("AccountManager" | "Account" | "ContentAudit" | "Order" | "Report" | "Site" | "SiteSetting" | "AppletManage" | "SiteBase" | "SiteUser")[];
        /** 修改管理员权限 */
        ManagerUpdateInput: {
            id: components["schemas"]["Id"];
            permissionList: components["schemas"]["ManagerPermissions"];
        };
        /** 管理员 */
        Manager: {
            id: components["schemas"]["Id"];
            accountMobile: components["schemas"]["Mobile"];
            /** @example 周敏 */
            userName: string;
            permissionList: components["schemas"]["SaasRole"][];
            /**
             * @example 0
             * @enum {integer}
             */
            isMainManager: 0 | 1;
            /**
             * Format: date-time
             * @example 2026-02-11T10:00:00+08:00
             */
            createdAt: string;
        };
        /**
         * 添加管理员
         * @description 把一个已注册的账号设为管理员（对方先自行注册，平台不代设密码）。
         */
        ManagerCreateInput: {
            accountMobile: components["schemas"]["Mobile"];
            permissionList: components["schemas"]["ManagerPermissions"];
        };
        /**
         * 账号状态
         * @description 1 正常，2 已停用（停用时其所有登录失效）。
         * @example 1
         * @enum {integer}
         */
        AccountStatus: 1 | 2;
        /** 账号（列表项） */
        AccountSummary: {
            id: components["schemas"]["Id"];
            accountMobile: components["schemas"]["Mobile"];
            /** @example 陈思远 */
            userName: string;
            /** @example chensy@example.cn */
            accountEmail: string;
            /**
             * @example 0
             * @enum {integer}
             */
            userType: 0 | 1;
            /**
             * @example 0
             * @enum {integer}
             */
            isMainManager: 0 | 1;
            status: components["schemas"]["AccountStatus"];
            /**
             * @description 该账号拥有的站点数。
             * @example 2
             */
            siteCount: number;
            /**
             * Format: date-time
             * @example 2026-05-18T14:02:11+08:00
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-20T21:45:03+08:00
             */
            lastLoginAt: string | null;
        };
        /** 账号分页 */
        AccountPage: {
            list: components["schemas"]["AccountSummary"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 修改账号（管理员操作）
         * @description 停用账号会立即结束该账号的所有登录。不能停用主管理员或自己。
         */
        ManagedAccountInput: {
            id: components["schemas"]["Id"];
            status?: components["schemas"]["AccountStatus"];
            /**
             * 姓名
             * @example 陈思远
             */
            userName?: string;
            /**
             * 邮箱
             * @description 空字符串表示清除。
             * @example chensy@example.cn
             */
            accountEmail?: string;
        };
        /** 可分配的权限 */
        PermissionItem: {
            name: components["schemas"]["SaasRole"];
            /** @example 站点管理 */
            title: string;
            /** @example 查看与管理所有客户的站点 */
            description: string;
        };
        /** 指定编号 */
        IdInput: {
            id: components["schemas"]["Id"];
        };
        /**
         * 站点用户状态
         * @description 1 正常，2 已禁用。
         * @example 1
         * @enum {integer}
         */
        SiteUserStatus: 1 | 2;
        /** 站点用户（列表项） */
        SiteUserSummary: {
            id: components["schemas"]["Id"];
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /**
             * @description 站内登录名。
             * @example reader_lin
             */
            account: string;
            /**
             * @description 脱敏后的手机号；未绑定时为空字符串。
             * @example 138****0021
             */
            mobile: string;
            /** @example 林间读书人 */
            userName: string;
            /**
             * @description 1 站长，0 其他用户。
             * @example 0
             * @enum {integer}
             */
            userType: 0 | 1;
            roles: components["schemas"]["ConsoleRole"][];
            status: components["schemas"]["SiteUserStatus"];
            /**
             * @description 声望（决定用户等级）。
             * @example 1280
             */
            points: number;
            /** @example 资深书友 */
            rankName: string;
            /**
             * Format: date-time
             * @example 2026-06-01T08:12:40+08:00
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-19T22:05:00+08:00
             */
            lastLoginAt: string | null;
        };
        /** 站点用户分页 */
        SiteUserPage: {
            list: components["schemas"]["SiteUserSummary"][];
            /** @example 1 */
            total: number;
        };
        /** 指定站点用户 */
        SiteUserRef: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 用户 */
            id: components["schemas"]["Id"];
        };
        /**
         * 调整声望
         * @description 给站点用户增加或扣除声望，写入积分流水；余额不会小于 0。
         */
        ReputationPointsInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 用户 */
            userId: components["schemas"]["Id"];
            /**
             * 调整值
             * @description 正数增加，负数扣除，不能为 0。
             * @example 50
             */
            delta: number;
            /**
             * 原因
             * @example 优质书评奖励
             */
            reason: string;
        };
        /** 调整后的声望 */
        ReputationPointsResult: {
            userId: components["schemas"]["Id"];
            /** @example 1330 */
            points: number;
            /** @example 资深书友 */
            rankName: string;
        };
        /**
         * 匿名用户
         * @description 每个站点内置的匿名用户，匿名发帖与回答都记在它名下。
         */
        AnonymousUser: {
            id: components["schemas"]["Id"];
            siteId: components["schemas"]["Id"];
            /** @example 匿名用户 */
            userName: string;
            /** @example  */
            avatarUrl: string;
        };
        /** 站点分类 */
        SiteCategory: {
            id: components["schemas"]["Id"];
            /** @example 兴趣爱好 */
            name: string;
        };
        /**
         * 授权类型
         * @description 1 基础版，2 专业版，3 旗舰版。不是 1 时开放问答（Question）；大于 2 且开启礼品时开放积分商城（Mall）。
         * @example 1
         * @enum {integer}
         */
        LicenseType: 1 | 2 | 3;
        /**
         * 授权状态
         * @description active 有效；expiring 15 天内到期；expired 已过期（按基础版运行，数据保留）。
         * @example active
         * @enum {string}
         */
        LicenseStatus: "active" | "expiring" | "expired";
        /** 站点 */
        Site: {
            id: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            name: string;
            /**
             * @description 站点标识，站点域名为 `{slug}.{BASE_DOMAIN}`。
             * @example demo
             */
            slug: string;
            /**
             * @description 站点域名（绑定了自定义域名时为自定义域名）。
             * @example demo.localhost
             */
            host: string;
            /**
             * @description 站点前台地址。
             * @example http://demo.localhost:8080/
             */
            url: string;
            /**
             * @description 站点控制台地址。
             * @example http://demo.localhost:8080/console/
             */
            consoleUrl: string;
            /** @example 一起读书、写书评、交换好书的同城读书社区 */
            description: string;
            categoryId: components["schemas"]["Id"];
            /** @example 兴趣爱好 */
            categoryName: string;
            /** @description 站点所属账号（站长）的编号。 */
            masterId: components["schemas"]["Id"];
            /** @example 陈思远 */
            masterName: string;
            /**
             * @description 脱敏后的站长手机号。
             * @example 138****0002
             */
            masterMobile: string;
            licenseType: components["schemas"]["LicenseType"];
            licenseStatus: components["schemas"]["LicenseStatus"];
            /**
             * Format: date-time
             * @description 授权到期时间；基础版长期有效时为 null。
             * @example null
             */
            licenseExpiresAt: string | null;
            /** @example 128 */
            memberCount: number;
            /**
             * Format: date-time
             * @example 2026-04-01T10:20:30+08:00
             */
            createdAt: string;
        };
        /** 站点分页 */
        SitePage: {
            list: components["schemas"]["Site"][];
            /** @example 2 */
            total: number;
        };
        /**
         * 创建站点
         * @description 新站点使用基础版授权；创建者成为站长，以其站点管理中心账号的手机号与密码登录站点控制台（同一身份：改密、找回密码与停用都随账号生效）。
         */
        SiteCreateInput: {
            /**
             * 站点名称
             * @example 青禾读书会
             */
            name: string;
            /**
             * 站点标识
             * @description 小写字母开头，3 到 32 位小写字母、数字或连字符，用作二级域名。
             * @example reading
             */
            slug: string;
            /** 站点分类 */
            categoryId: components["schemas"]["Id"];
            /**
             * 站点简介
             * @example 一起读书、写书评、交换好书的同城读书社区
             */
            description?: string;
        };
        /**
         * 转让站点
         * @description 把站点转给另一个已注册账号。新站长在站点控制台获得 userType 1（站内已有同手机号的账号时沿用该账号，否则新建一个），并以其站点管理中心账号的手机号与密码登录；原站长的站内账号保留为管理员，角色为 SiteManage 与 User。两人原有的站点控制台登录一律失效。
         */
        SiteTransferInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            accountMobile: components["schemas"]["Mobile"];
        };
        /**
         * 域名
         * @description 完整的主机名，如 bbs.example.com：小写字母、数字与连字符组成的各级标签，以字母开头的顶级域（不能是 IP 地址），不能是平台自己的域名或其下级域名。
         * @example bbs.example.com
         */
        SiteDomainHostname: string;
        /**
         * 域名状态
         * @description pending 待验证（刚添加）、verified 已验证（站点在该域名上提供服务）、failed 验证失败（可修正记录后再次验证）。
         * @example pending
         * @enum {string}
         */
        SiteDomainStatus: "pending" | "verified" | "failed";
        /**
         * 验证方式
         * @description dns 在域名的 DNS 中添加 TXT 记录 `_commune-verify.<域名>`，值为 `commune-verify=<令牌>`；http 让 `http://<域名>/.well-known/commune-verify.txt` 返回令牌。
         * @example dns
         * @enum {string}
         */
        SiteDomainMethod: "dns" | "http";
        /**
         * 自定义域名
         * @description 绑定到站点的自定义域名及其验证方法。验证通过后站点在该域名上提供服务，原二级域名的页面 301 跳转到最近验证的域名。
         */
        SiteDomain: {
            id: components["schemas"]["Id"];
            siteId: components["schemas"]["Id"];
            hostname: components["schemas"]["SiteDomainHostname"];
            status: components["schemas"]["SiteDomainStatus"];
            method: components["schemas"]["SiteDomainMethod"];
            /**
             * 验证令牌
             * @example 3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b
             */
            token: string;
            /**
             * TXT 记录名
             * @example _commune-verify.bbs.example.com
             */
            txtName: string;
            /**
             * TXT 记录值
             * @example commune-verify=3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b
             */
            txtValue: string;
            /**
             * 验证文件地址
             * @description http 方式下该地址须返回验证令牌（纯文本）。
             * @example http://bbs.example.com/.well-known/commune-verify.txt
             */
            fileUrl: string;
            /**
             * 主域名
             * @description 站点当前使用的域名（其他地址跳转到它）。
             */
            primary: boolean;
            /**
             * 上次验证时间
             * Format: date-time
             */
            checkedAt: string | null;
            /**
             * 上次验证失败原因
             * @example 未找到 TXT 记录 _commune-verify.bbs.example.com
             */
            error: string | null;
            /**
             * 验证通过时间
             * Format: date-time
             */
            verifiedAt: string | null;
            /**
             * 添加时间
             * Format: date-time
             */
            createdAt: string;
        };
        /** 站点的自定义域名 */
        SiteDomainList: components["schemas"]["SiteDomain"][];
        /** 添加本站域名 */
        SiteDomainConsoleAddInput: {
            hostname: components["schemas"]["SiteDomainHostname"];
            method?: components["schemas"]["SiteDomainMethod"];
        };
        /** 添加域名 */
        SiteDomainAddInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            hostname: components["schemas"]["SiteDomainHostname"];
            method?: components["schemas"]["SiteDomainMethod"];
        };
        /** 指定站点的域名 */
        SiteDomainRef: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 域名 */
            id: components["schemas"]["Id"];
        };
        /** 证书签发许可 */
        TlsAskResult: {
            /**
             * 域名
             * @example bbs.example.com
             */
            domain: string;
        };
        /**
         * 订单状态
         * @description pending 待支付（创建后 30 分钟内未支付自动取消；线下订单不会超时，由管理员标记已支付或取消）；paid 已支付（授权已生效）；cancelled 已取消（客户取消、超时或管理员取消）；
         *     refunded 已退款（该订单增加的授权时间被收回）。
         * @example paid
         * @enum {string}
         */
        OrderStatus: "pending" | "paid" | "cancelled" | "refunded";
        /**
         * 订单类型
         * @description buy 购买套餐，renew 续费当前套餐，offline 管理员创建的线下订单，licenseCode 授权码激活。
         * @example buy
         * @enum {string}
         */
        OrderKind: "buy" | "renew" | "offline" | "licenseCode";
        /**
         * 支付方式
         * @description sandbox 模拟支付（开发与演示用的沙箱），offline 线下支付（管理员确认），licenseCode 授权码。
         * @example sandbox
         * @enum {string}
         */
        PayMethod: "sandbox" | "offline" | "licenseCode";
        /**
         * 取消原因
         * @description user 客户取消，timeout 超时未支付，manager 管理员取消；未取消为空字符串。
         * @example
         * @enum {string}
         */
        CancelReason: "" | "user" | "timeout" | "manager";
        /** 订单 */
        Order: {
            id: components["schemas"]["Id"];
            /**
             * @description 订单号。
             * @example CM20261121000042
             */
            orderNo: string;
            kind: components["schemas"]["OrderKind"];
            status: components["schemas"]["OrderStatus"];
            siteId: components["schemas"]["Id"];
            /** @example 西湖跑团 */
            siteName: string;
            /** @example demo2 */
            siteSlug: string;
            /** @description 下单（站点所属）账号。 */
            accountId: components["schemas"]["Id"];
            /** @example 陈思远 */
            accountName: string;
            /**
             * @description 脱敏后的手机号。
             * @example 138****0002
             */
            accountMobile: string;
            licenseType: components["schemas"]["LicenseType"];
            /** @example 12 */
            months: number;
            /**
             * @description 订单金额，单位为分，由服务端计算。
             * @example 299000
             */
            amountFen: number;
            /** @description 未支付时为 null。 */
            payMethod: components["schemas"]["PayMethod"] | null;
            /** @example  */
            note: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:30:45+08:00
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 待支付订单的支付截止时间（创建后 30 分钟）；线下订单没有截止时间，其他状态均为 null。
             * @example null
             */
            payDeadline: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:32:10+08:00
             */
            paidAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            cancelledAt: string | null;
            cancelReason: components["schemas"]["CancelReason"];
            /**
             * Format: date-time
             * @example null
             */
            refundedAt: string | null;
            /**
             * Format: date-time
             * @description 该订单生效后站点授权的到期时间；未生效为 null。
             * @example 2027-11-21T10:32:10+08:00
             */
            licenseExpiresAt: string | null;
        };
        /** 订单分页 */
        OrderPage: {
            list: components["schemas"]["Order"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 处理订单（管理员）
         * @description 修改备注，或执行一个动作：markPaid 把待支付订单标记为线下已支付（授权生效）；cancel 取消待支付订单；
         *     refund 给已支付订单退款（收回它增加的授权时间；该站点之后还有生效的订单时不能退款）。
         */
        ManagedOrderInput: {
            id: components["schemas"]["Id"];
            /**
             * 备注
             * @example 客户已对公转账
             */
            note?: string;
            /**
             * 操作
             * @example markPaid
             * @enum {string}
             */
            action?: "markPaid" | "cancel" | "refund";
        };
        /**
         * 创建线下订单
         * @description 管理员为客户的站点创建订单（如线下签约），金额由管理员填写。`paid` 为 true 时直接标记为线下已支付并立即生效；为 false 时创建待支付订单，它不会超时取消，也不能在线支付，确认收款后由管理员标记为已支付（或取消）。
         */
        OfflineOrderInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /**
             * 套餐
             * @example 3
             * @enum {integer}
             */
            licenseType: 2 | 3;
            /**
             * 时长（月）
             * @example 12
             */
            months: number;
            /**
             * 金额（分）
             * @example 800000
             */
            amountFen: number;
            /**
             * 备注
             * @example 线下签约，合同编号 HT-2026-118
             */
            note: string;
            /**
             * 已线下支付
             * @example true
             */
            paid: boolean;
        };
        /**
         * 支付方式
         * @description 本平台开通的在线支付渠道。为空表示未开通在线支付：订单只能线下付款（由管理员确认收款）或使用授权码。
         */
        PaymentOptions: {
            /**
             * 在线支付渠道
             * @description sandbox 为开发与演示用的模拟支付，不会产生真实扣款。
             * @example [
             *       "sandbox"
             *     ]
             */
            providers: "sandbox"[];
        };
        /** 发起支付 */
        PaymentInput: {
            /** 订单 */
            orderId: components["schemas"]["Id"];
            /**
             * 支付方式
             * @description 目前只有 sandbox（模拟支付）。
             * @example sandbox
             * @enum {string}
             */
            provider: "sandbox";
        };
        /** 支付单 */
        PaymentIntent: {
            /** @example pay_8Kq2Vx7Lm3Np9Rt4 */
            paymentId: string;
            /**
             * @example sandbox
             * @enum {string}
             */
            provider: "sandbox";
            /** @example 299000 */
            amountFen: number;
            /**
             * @description 去支付的页面地址（模拟支付为站点管理中心内明确标注“模拟支付”的页面）。
             * @example /order/sandboxPay/pay_8Kq2Vx7Lm3Np9Rt4
             */
            payUrl: string;
            /**
             * Format: date-time
             * @description 支付截止时间（即订单的支付截止时间）。
             * @example 2026-11-21T11:00:45+08:00
             */
            expiresAt: string;
        };
        /**
         * 下单
         * @description buy 购买一个套餐（与当前套餐不同，或当前授权已过期）：支付后授权从支付时起算；
         *     renew 续费当前的付费套餐：支付后在当前到期时间（已过期则从支付时）之后顺延。金额由服务端按价格计算。
         */
        OrderCreateInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 套餐时长 */
            priceId: components["schemas"]["Id"];
            /**
             * 订单类型
             * @example buy
             * @enum {string}
             */
            kind: "buy" | "renew";
        };
        /**
         * 支付结果通知
         * @description 支付渠道回调。`signature` 为以服务端的通知密钥（`PAYMENT_NOTIFY_SECRET`）对
         *     `provider|paymentId|amountFen|status|notifyId|timestamp` 做 HMAC-SHA256 的十六进制结果。
         *     `timestamp` 与服务端时间相差超过 5 分钟的通知被拒绝；每个 `notifyId` 只能使用一次，重放的通知被拒绝。
         *     同一支付单的同一结果由不同的通知重复送达时只生效一次。
         */
        PaymentNotification: {
            /**
             * 支付渠道
             * @example sandbox
             * @enum {string}
             */
            provider: "sandbox";
            /**
             * 支付单
             * @example pay_8Kq2Vx7Lm3Np9Rt4
             */
            paymentId: string;
            /**
             * 金额（分）
             * @example 299000
             */
            amountFen: number;
            /**
             * 支付结果
             * @example succeeded
             * @enum {string}
             */
            status: "succeeded" | "failed";
            /**
             * 通知编号
             * @description 渠道为每次通知生成的唯一编号，只能使用一次。
             * @example ntf_5Yh2Qw8Ls4Kd7Pz1
             */
            notifyId: string;
            /**
             * 通知时间
             * @description 渠道发出通知的时间（Unix 秒）。
             * @example 1795235565
             */
            timestamp: number;
            /**
             * 签名
             * @example 3f6c1d2e9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d
             */
            signature: string;
        };
        /** 套餐价格 */
        PlanPrice: {
            id: components["schemas"]["Id"];
            licenseType: components["schemas"]["LicenseType"];
            /** @example 12 */
            months: number;
            /**
             * @description 价格，单位为分。
             * @example 299000
             */
            amountFen: number;
            /** @example 12 个月 */
            label: string;
        };
        /** 授权套餐 */
        LicensePlan: {
            licenseType: components["schemas"]["LicenseType"];
            /** @example 专业版 */
            name: string;
            /** @example 适合成长中的社区：开放问答，更多管理员与统计 */
            description: string;
            /**
             * @example [
             *       "问答功能",
             *       "用户等级与积分",
             *       "数据统计"
             *     ]
             */
            features: string[];
            /** @description 可购买的时长与价格；基础版免费，没有价格。 */
            prices: components["schemas"]["PlanPrice"][];
        };
        /**
         * 模拟支付单状态
         * @example pending
         * @enum {string}
         */
        SandboxPaymentStatus: "pending" | "succeeded" | "failed";
        /** 模拟支付单 */
        SandboxPayment: {
            /** @example pay_8Kq2Vx7Lm3Np9Rt4 */
            paymentId: string;
            orderId: components["schemas"]["Id"];
            /** @example CM20261121000042 */
            orderNo: string;
            /** @example 西湖跑团 · 专业版 12 个月 */
            subject: string;
            /** @example 299000 */
            amountFen: number;
            status: components["schemas"]["SandboxPaymentStatus"];
            /**
             * Format: date-time
             * @example 2026-11-21T11:00:45+08:00
             */
            expiresAt: string;
        };
        /** 完成模拟支付 */
        SandboxPaymentInput: {
            /**
             * 支付单
             * @example pay_8Kq2Vx7Lm3Np9Rt4
             */
            paymentId: string;
            /**
             * 支付结果
             * @example succeeded
             * @enum {string}
             */
            result: "succeeded" | "failed";
        };
        /** 激活授权码 */
        LicenseActivationInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /**
             * 授权码
             * @description 形如 XXXX-XXXX-XXXX-XXXX，不区分大小写。
             * @example H7KD-2MPX-9QTR-7QK2
             */
            code: string;
        };
        /**
         * 站点授权
         * @description licenseType 为所购套餐；effectiveType 为当前实际生效的类型（过期后按基础版运行）。history 为使该站点授权变化的订单，新的在前。
         */
        LicenseDetail: {
            siteId: components["schemas"]["Id"];
            /** @example 西湖跑团 */
            siteName: string;
            /** @example demo2 */
            siteSlug: string;
            masterId: components["schemas"]["Id"];
            /** @example 陈思远 */
            masterName: string;
            licenseType: components["schemas"]["LicenseType"];
            effectiveType: components["schemas"]["LicenseType"];
            licenseStatus: components["schemas"]["LicenseStatus"];
            /**
             * Format: date-time
             * @example 2026-11-21T10:32:10+08:00
             */
            startsAt: string;
            /**
             * Format: date-time
             * @example 2027-11-21T10:32:10+08:00
             */
            expiresAt: string | null;
            history: components["schemas"]["Order"][];
        };
        /**
         * 授权码状态
         * @example unused
         * @enum {string}
         */
        LicenseCodeStatus: "unused" | "used" | "revoked";
        /**
         * 授权码
         * @description 授权码只在创建时完整返回一次；服务端只保存其哈希与末四位。
         */
        LicenseCode: {
            id: components["schemas"]["Id"];
            /**
             * @description 授权码末四位，用于核对。
             * @example 7QK2
             */
            codeTail: string;
            licenseType: components["schemas"]["LicenseType"];
            /** @example 12 */
            months: number;
            /** @example 2026 年双十一活动赠送 */
            note: string;
            status: components["schemas"]["LicenseCodeStatus"];
            /**
             * Format: date-time
             * @example 2026-11-11T09:00:00+08:00
             */
            createdAt: string;
            /** @example 周敏 */
            createdByName: string;
            /**
             * Format: date-time
             * @example null
             */
            usedAt: string | null;
            /** @example null */
            usedSiteId: number | null;
            /** @example  */
            usedSiteName: string;
        };
        /** 授权码分页 */
        LicenseCodePage: {
            list: components["schemas"]["LicenseCode"][];
            /** @example 1 */
            total: number;
        };
        /** 生成授权码 */
        LicenseCodeCreateInput: {
            /**
             * 套餐
             * @example 2
             * @enum {integer}
             */
            licenseType: 2 | 3;
            /**
             * 时长（月）
             * @example 12
             */
            months: number;
            /**
             * 数量
             * @example 1
             */
            quantity: number;
            /**
             * 备注
             * @example 2026 年双十一活动赠送
             */
            note: string;
        };
        /**
         * 新生成的授权码
         * @description 完整授权码只在此返回一次，请立即交给客户。
         */
        LicenseCodeCreated: {
            id: components["schemas"]["Id"];
            /** @example H7KD-2MPX-9QTR-7QK2 */
            code: string;
            licenseType: components["schemas"]["LicenseType"];
            /** @example 12 */
            months: number;
        };
        /** 缓存清除结果 */
        CacheClearResult: {
            /**
             * @description 删除的缓存条目数。
             * @example 42
             */
            removed: number;
        };
        /**
         * 一次性凭证
         * @description 32 字节随机数的 base64url 编码（43 个字符，不含填充）。
         * @example Vq3nK8pZ1xR5tY9wB2mC7dF4gH6jL0sA3eU8iO1kN5Q
         */
        HandoffSecret: string;
        /** 兑换站点控制台登录码 */
        ConsoleHandoffClaimInput: {
            /** 登录码 */
            code: components["schemas"]["HandoffSecret"];
            /**
             * 校验码
             * @description 发起进入时本浏览器保存的随机数；其 SHA-256 摘要必须等于签发登录码时的 challenge。
             */
            verifier: components["schemas"]["HandoffSecret"];
        };
        /**
         * 站点控制台账号信息
         * @description 当前登录站点控制台的站内账号。`userType` 1 为站长（显示“站点管理中心”入口）。
         */
        SiteUserInfo: {
            id: components["schemas"]["Id"];
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /** @example demo */
            siteSlug: string;
            /** @example 13800000002 */
            account: string;
            /** @example 陈思远 */
            userName: string;
            /** @example 13800000002 */
            mobile: string;
            /** @example  */
            avatarUrl: string;
            /**
             * @example 1
             * @enum {integer}
             */
            userType: 0 | 1;
            roles: components["schemas"]["ConsoleRole"][];
            /**
             * @description 站点前台地址（“返回前台”）。
             * @example http://demo.localhost:8080/
             */
            frontUrl: string;
            /**
             * @description 站点管理中心地址。
             * @example http://localhost:8080/
             */
            centreUrl: string;
        };
        /** 站点控制台登录结果 */
        ConsoleLoginResult: {
            /** @example k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm */
            token: string;
            userInfo: components["schemas"]["SiteUserInfo"];
        };
        /**
         * 进入站点控制台
         * @description 站长从站点管理中心进入自己站点的控制台：`challenge` 是站点控制台页面生成并只保存在本浏览器中的随机数 verifier 的 SHA-256 摘要（base64url，43 个字符）。
         */
        ConsoleHandoffInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 校验摘要 */
            challenge: components["schemas"]["HandoffSecret"];
        };
        /**
         * 站点控制台登录码
         * @description 一次性登录码，60 秒内有效，只能在 `consoleUrl` 所在站点、由持有 verifier 的浏览器兑换一次。站点管理中心把浏览器带到 `{consoleUrl}auth-redirect#code={code}`。
         */
        ConsoleHandoff: {
            code: components["schemas"]["HandoffSecret"];
            /**
             * 站点控制台地址
             * @example http://demo.localhost:8080/console/
             */
            consoleUrl: string;
            /** @example 60 */
            expiresInSeconds: number;
        };
        /**
         * 等级名称
         * @example 资深书友
         */
        RankName: string;
        /**
         * 所需声望
         * @example 1000
         */
        RankPoints: number;
        /**
         * 颜色
         * @example #409EFF
         */
        HexColor: string;
        /**
         * 用户等级
         * @description 用户的声望达到 `minPoints` 即获得该等级；取满足条件的最高一级。
         */
        UserRank: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["RankName"];
            minPoints: components["schemas"]["RankPoints"];
            color: components["schemas"]["HexColor"];
            /**
             * @description 当前处于该等级的用户数（刷新等级后更新）。
             * @example 36
             */
            memberCount: number;
        };
        /** 修改用户等级 */
        UserRankUpdateInput: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["RankName"];
            minPoints: components["schemas"]["RankPoints"];
            color: components["schemas"]["HexColor"];
        };
        /** 新增用户等级 */
        UserRankCreateInput: {
            name: components["schemas"]["RankName"];
            minPoints: components["schemas"]["RankPoints"];
            color: components["schemas"]["HexColor"];
        };
        /** 等级刷新结果 */
        RefreshResult: {
            /**
             * @description 参与计算的用户数。
             * @example 128
             */
            members: number;
            /**
             * @description 等级发生变化的用户数。
             * @example 7
             */
            changed: number;
        };
        /**
         * 积分类型代码
         * @description reputation 声望（决定用户等级），coin 金币（可在积分商城兑换礼品）。
         * @example coin
         * @enum {string}
         */
        PointCategoryCode: "reputation" | "coin";
        /**
         * 调整积分
         * @description 给本站的一位成员加或扣积分；扣减不能使余额小于 0。每次调整都记入积分流水。
         */
        PointAdjustInput: {
            userId: components["schemas"]["Id"];
            category: components["schemas"]["PointCategoryCode"];
            /**
             * 变动
             * @example 100
             */
            delta: number;
            /**
             * 原因
             * @example 线下活动奖励
             */
            reason: string;
        };
        /** 调整后的积分 */
        PointAdjustResult: {
            userId: components["schemas"]["Id"];
            categoryId: components["schemas"]["Id"];
            /** @example 1380 */
            balance: number;
            recordId: components["schemas"]["Id"];
        };
        /**
         * 开关
         * @description 0 关闭，1 开启。
         * @example 1
         * @enum {integer}
         */
        Switch: 0 | 1;
        /**
         * 积分类型
         * @description 每个站点有两种积分：reputation（声望，决定用户等级）与 coin（金币，可在积分商城兑换礼品）。
         */
        PointCategory: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["PointCategoryCode"];
            /** @example 声望 */
            name: string;
            /** @example 点 */
            unit: string;
            enabled: components["schemas"]["Switch"];
            /** @example 发帖、回答、获赞都会增加声望，声望决定用户等级 */
            description: string;
        };
        /** 修改积分类型 */
        PointCategoryUpdateInput: {
            id: components["schemas"]["Id"];
            /**
             * 名称
             * @example 声望
             */
            name: string;
            /**
             * 单位
             * @example 点
             */
            unit: string;
            enabled: components["schemas"]["Switch"];
            /**
             * 说明
             * @example 发帖、回答、获赞都会增加声望，声望决定用户等级
             */
            description: string;
        };
        /**
         * 积分对账结果
         * @description 逐个成员、逐种积分核对余额与流水之和；`mismatches` 列出不相等的（最多 100 条），为空表示全部一致。
         */
        PointLedgerCheck: {
            /**
             * @description 核对的余额条数（成员 × 积分类型）。
             * @example 236
             */
            checked: number;
            mismatches: {
                userId: components["schemas"]["Id"];
                categoryId: components["schemas"]["Id"];
                /** @example 120 */
                balance: number;
                /** @example 115 */
                ledgerTotal: number;
            }[];
        };
        /**
         * 积分规则代码
         * @description 每条积分规则对应的事件：发表主题、发表回复、回答被采纳、主题被点赞、评论被点赞、主题被设为精华、主题被删除（扣回）、每日签到、邀请注册。
         * @example post_create
         * @enum {string}
         */
        PointItemCode: "post_create" | "reply_create" | "answer_accepted" | "post_liked" | "comment_liked" | "post_essence" | "post_deleted" | "daily_sign" | "invite_register";
        /**
         * 积分规则
         * @description 一种会增减积分的行为（发帖、回复、签到……），每次发放 `points`，每人每天最多 `dailyLimit` 次（0 不限）。
         */
        PointItem: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["PointItemCode"];
            /** @example 发表主题 */
            name: string;
            categoryId: components["schemas"]["Id"];
            /** @example 声望 */
            categoryName: string;
            /** @example 5 */
            points: number;
            /** @example 10 */
            dailyLimit: number;
            enabled: components["schemas"]["Switch"];
        };
        /** 修改积分规则 */
        PointItemUpdateInput: {
            id: components["schemas"]["Id"];
            /**
             * 积分
             * @example 5
             */
            points: number;
            /**
             * 每日上限
             * @description 每人每天最多发放的次数，0 表示不限。
             * @example 10
             */
            dailyLimit: number;
            enabled: components["schemas"]["Switch"];
        };
        /** 积分流水 */
        PointRecord: {
            id: components["schemas"]["Id"];
            userId: components["schemas"]["Id"];
            /** @example 林间读书人 */
            userName: string;
            categoryId: components["schemas"]["Id"];
            /** @example 声望 */
            categoryName: string;
            /**
             * @description 积分规则名称；管理员手动调整时为“管理员调整”。
             * @example 发表主题
             */
            itemName: string;
            /** @example 5 */
            delta: number;
            /**
             * @description 本次变动后的余额。
             * @example 1285
             */
            balance: number;
            /** @example 发表主题《三体》读后感 */
            reason: string;
            /**
             * Format: date-time
             * @example 2026-11-20T20:31:07+08:00
             */
            createdAt: string;
        };
        /**
         * 积分流水（游标分页）
         * @description 流水只增不减，按时间倒序用游标翻页；`nextCursor` 为 null 表示没有更多。
         */
        PointRecordPage: {
            list: components["schemas"]["PointRecord"][];
            /** @example MTI4 */
            nextCursor: string | null;
        };
        /** 签到结果 */
        DailySignResult: {
            /** @example 7 */
            streak: number;
            /**
             * @description 这次签到得到的积分（签到规则停用或超出每日上限时为 0）。
             * @example 3
             */
            delta: number;
            /** @example 1283 */
            balance: number;
            /** @example 2 */
            categoryId: number | null;
        };
        /** 我的积分记录 */
        MyPointRecord: {
            id: components["schemas"]["Id"];
            categoryId: components["schemas"]["Id"];
            /** @example 金币 */
            categoryName: string;
            /** @example 每日签到 */
            itemName: string;
            /** @example 3 */
            delta: number;
            /** @example 1283 */
            balance: number;
            /** @example 每日签到（连续 7 天） */
            reason: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:02:44+08:00
             */
            createdAt: string;
        };
        /** 我的积分记录（游标分页） */
        MyPointRecordPage: {
            list: components["schemas"]["MyPointRecord"][];
            /** @example MTI4 */
            nextCursor: string | null;
        };
        /** 我的一种积分 */
        MyPointBalance: {
            categoryId: components["schemas"]["Id"];
            code: components["schemas"]["PointCategoryCode"];
            /** @example 金币 */
            name: string;
            /** @example 枚 */
            unit: string;
            /** @example 1280 */
            balance: number;
        };
        /**
         * 我的积分
         * @description 每种积分的余额，以及今天是否已签到、连续签到天数与签到可得的积分。
         */
        MyPoints: {
            list: components["schemas"]["MyPointBalance"][];
            /** @example false */
            signedToday: boolean;
            /**
             * @description 连续签到天数（今天未签到时是到昨天为止的天数，断签为 0）。
             * @example 6
             */
            streak: number;
            /**
             * @description 签到一次得到的积分（签到规则停用时为 0）。
             * @example 3
             */
            signPoints: number;
        };
        /**
         * 站点基础信息
         * @description 站点控制台首页与权限推导使用的基础设置：授权与首页统计。没有任何控制台角色的站点用户（访客）只得到站点、
         *     标识与授权类型（推导角色要用），授权状态、到期时间与首页统计都为 null。
         */
        IndexBase: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /** @example demo */
            slug: string;
            /** @description 生效的授权类型：付费授权过期后按基础版（1）返回，此时 licenseStatus 为 expired。 */
            licenseType: components["schemas"]["LicenseType"];
            /** @description 授权状态；访客为 null。 */
            licenseStatus: components["schemas"]["LicenseStatus"] | null;
            /**
             * Format: date-time
             * @description 授权到期时间；长期有效或访客为 null。
             * @example null
             */
            licenseExpiresAt: string | null;
            /** @description 首页统计；访客为 null。 */
            counts: {
                /** @example 128 */
                members: number;
                /** @example 3 */
                administrators: number;
                /** @example 8 */
                sections: number;
                /** @example 6 */
                ranks: number;
                /** @example 4 */
                newMembersToday: number;
                /** @example 57 */
                pointRecordsToday: number;
            } | null;
        };
        /**
         * 站点控制台消息类型
         * @description 侧边栏角标计数的类型：自当前账号上次打开对应页面以来新增的条目数。
         *     member 新注册用户，pointRecord 新积分流水（积分记录页），workOrder 新提交与等待客服回复的工单（工单页）。
         * @example pointRecord
         * @enum {string}
         */
        ConsoleMessageType: "member" | "pointRecord" | "workOrder";
        /** 消息计数（站点控制台） */
        ConsoleMessageCount: {
            type: components["schemas"]["ConsoleMessageType"];
            /** @example 12 */
            count: number;
        };
        /** 清零消息计数 */
        ConsoleMessageReadInput: {
            type: components["schemas"]["ConsoleMessageType"];
        };
        /**
         * 图片地址
         * @description 以 http://、https:// 或 / 开头的地址；空字符串表示未设置。
         * @example
         */
        AssetUrl: string;
        /**
         * 站点公开信息
         * @description 站点控制台登录前的页面所需的少量信息（标题、图标、Logo、是否开放注册、站点管理中心地址），只给域名所指的站点；其他设置须登录后读取。
         */
        SitePublicInfo: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /** Logo 地址 */
            logoUrl: components["schemas"]["AssetUrl"];
            /**
             * 站点图标地址
             * @description 空字符串时使用站点根目录的默认图标 /favicon.ico。
             */
            faviconUrl: components["schemas"]["AssetUrl"];
            /** @description 是否开放新用户注册。 */
            registerStatus: components["schemas"]["Switch"];
            /**
             * 站点管理中心地址
             * @example http://localhost:8080/
             */
            centreUrl: string;
        };
        /** 站点基础设置 */
        SiteBasicSetting: {
            /**
             * 站点图标地址
             * @description 空字符串时使用站点根目录的默认图标 /favicon.ico。
             */
            faviconUrl: components["schemas"]["AssetUrl"];
            /** Logo 地址 */
            logoUrl: components["schemas"]["AssetUrl"];
            /**
             * 礼品兑换
             * @description 开启后（且授权类型大于 2）积分商城可用。
             */
            giftStatus: components["schemas"]["Switch"];
            /**
             * 图片水印
             * @description 取值见水印类型列表。
             * @example 1
             */
            watermarkType: number;
            /**
             * 水印文字
             * @example 青禾读书会
             */
            watermarkText: string;
            /**
             * ICP 备案号
             * @example 浙ICP备2026012345号-1
             */
            icpNumber: string;
        };
        /**
         * 站点设置
         * @description 站点的设置（不含任何密钥），该站点已登录的站内用户可读取；登录前可读的部分见 SitePublicInfo。
         */
        SiteSetting: {
            /** @example 青禾读书会 */
            siteName: string;
            /** @example 一起读书、写书评、交换好书的同城读书社区 */
            siteDescription: string;
            /** @description 工单功能开关；关闭后控制台隐藏工单菜单。 */
            workOrderFunctionStatus: components["schemas"]["Switch"];
            /** @description 积分商城开关；关闭后控制台隐藏商城菜单。 */
            mallFunctionStatus: components["schemas"]["Switch"];
            /** @description 问答功能开关。 */
            questionFunctionStatus: components["schemas"]["Switch"];
            /** @description 是否开放新用户注册。 */
            registerStatus: components["schemas"]["Switch"];
            /**
             * @description 评论发表后作者可修改的时间（分钟）；0 表示不允许修改。
             * @example 30
             */
            commentEditMinutes: number;
            siteBasicSetting: components["schemas"]["SiteBasicSetting"];
            /**
             * Format: date-time
             * @example 2026-11-18T16:40:00+08:00
             */
            updatedAt: string;
        };
        /**
         * 修改站点设置
         * @description 只修改给出的字段；`siteBasicSetting` 中同样只修改给出的字段。
         */
        SiteSettingInput: {
            /**
             * 站点名称
             * @example 青禾读书会
             */
            siteName?: string;
            /**
             * 站点简介
             * @example 一起读书、写书评、交换好书的同城读书社区
             */
            siteDescription?: string;
            workOrderFunctionStatus?: components["schemas"]["Switch"];
            mallFunctionStatus?: components["schemas"]["Switch"];
            questionFunctionStatus?: components["schemas"]["Switch"];
            registerStatus?: components["schemas"]["Switch"];
            /**
             * 评论编辑时限（分钟）
             * @description 评论发表后作者可修改的时间；0 表示不允许修改，最长 7 天（10080 分钟）。
             * @example 30
             */
            commentEditMinutes?: number;
            siteBasicSetting?: {
                /** 站点图标地址 */
                faviconUrl?: components["schemas"]["AssetUrl"];
                /** Logo 地址 */
                logoUrl?: components["schemas"]["AssetUrl"];
                giftStatus?: components["schemas"]["Switch"];
                /**
                 * 图片水印
                 * @example 1
                 */
                watermarkType?: number;
                /**
                 * 水印文字
                 * @example 青禾读书会
                 */
                watermarkText?: string;
                /**
                 * ICP 备案号
                 * @example 浙ICP备2026012345号-1
                 */
                icpNumber?: string;
            };
        };
        /** 水印类型 */
        WatermarkType: {
            /** @example 1 */
            value: number;
            /** @example 文字水印 */
            label: string;
        };
        /**
         * 服务协议
         * @description 站点的用户服务协议，注册页展示。`content` 是服务端按白名单净化过的 HTML。
         */
        ServiceAgreement: {
            /** @example 青禾读书会用户服务协议 */
            title: string;
            /** @example <h2>一、总则</h2><p>欢迎加入青禾读书会。</p> */
            content: string;
            /**
             * Format: date-time
             * @example 2026-09-01T09:00:00+08:00
             */
            updatedAt: string;
        };
        /**
         * 修改服务协议
         * @description `content` 为 HTML，保存前按白名单净化（去掉脚本、事件属性与不安全的链接）。
         */
        ServiceAgreementInput: {
            /**
             * 协议标题
             * @example 青禾读书会用户服务协议
             */
            title: string;
            /**
             * 协议内容
             * @example <h2>一、总则</h2><p>欢迎加入青禾读书会。</p>
             */
            content: string;
        };
        /**
         * 成员标签
         * @description 站点给成员打的标签：名称、颜色、说明与带这个标签的成员数。
         */
        MemberLabel: {
            id: components["schemas"]["Id"];
            /** @example 核心书友 */
            name: string;
            /** @example #409EFF */
            color: string;
            /** @example 每月至少参加一次线下读书会的成员 */
            description: string;
            /** @example 8 */
            memberCount: number;
            /**
             * Format: date-time
             * @example 2026-11-01T10:00:00.000Z
             */
            createdAt: string;
        };
        /** 成员标签列表 */
        MemberLabelList: {
            list: components["schemas"]["MemberLabel"][];
        };
        /**
         * 标签名称
         * @example 核心书友
         */
        MemberLabelName: string;
        /**
         * 标签说明
         * @example 每月至少参加一次线下读书会的成员
         */
        MemberLabelDescription: string;
        /**
         * 修改成员标签
         * @description 只修改给出的字段。
         */
        MemberLabelUpdateInput: {
            /** 标签 */
            id: components["schemas"]["Id"];
            name?: components["schemas"]["MemberLabelName"];
            color?: components["schemas"]["HexColor"];
            description?: components["schemas"]["MemberLabelDescription"];
        };
        /**
         * 新增成员标签
         * @description 名称在站内不能重复；每站最多 50 个标签。
         */
        MemberLabelCreateInput: {
            name: components["schemas"]["MemberLabelName"];
            color: components["schemas"]["HexColor"];
            description?: components["schemas"]["MemberLabelDescription"];
        };
        /**
         * 成员标签（简要）
         * @description 列表与档案里显示成彩色小标签。
         */
        MemberLabelRef: {
            id: components["schemas"]["Id"];
            /** @example 核心书友 */
            name: string;
            /** @example #409EFF */
            color: string;
        };
        /** 站点成员（列表项） */
        MemberSummary: {
            id: components["schemas"]["Id"];
            /**
             * @description 站内登录名。
             * @example reader_lin
             */
            account: string;
            /** @example 林间读书人 */
            userName: string;
            /**
             * @description 脱敏后的手机号；未绑定时为空字符串。
             * @example 138****0021
             */
            mobile: string;
            status: components["schemas"]["SiteUserStatus"];
            /**
             * @description 声望（决定用户等级）。
             * @example 1280
             */
            points: number;
            /** @example 资深书友 */
            rankName: string;
            /**
             * Format: date-time
             * @example 2026-06-01T08:12:40+08:00
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 最近一次登录（前台或控制台）；从未登录时为空。
             * @example 2026-11-20T08:12:40+08:00
             */
            lastLoginAt: string | null;
            /**
             * Format: date-time
             * @description 正在禁言时，禁言的结束时间；否则为空。
             * @example null
             */
            mutedUntil: string | null;
            /**
             * Format: date-time
             * @description 正在封禁时，封禁的结束时间；否则为空。
             * @example null
             */
            bannedUntil: string | null;
            labels: components["schemas"]["MemberLabelRef"][];
        };
        /** 站点成员分页 */
        MemberPage: {
            list: components["schemas"]["MemberSummary"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 成员状态
         * @description 按处罚筛选成员：正常（没有生效中的禁言或封禁）、禁言中、封禁中。
         * @example muted
         * @enum {string}
         */
        MemberState: "normal" | "muted" | "banned";
        /**
         * 禁言或封禁成员
         * @description 对一位成员禁言或封禁若干天；原因会告诉该成员。已有同类处罚时以新的为准（旧的记为解除）。
         */
        SanctionInput: {
            /**
             * 成员
             * @example 12
             */
            userId: number;
            /**
             * 天数
             * @description 从现在起的天数（1～3650）。
             * @example 3
             */
            days: number;
            /**
             * 原因
             * @example 多次发布广告
             */
            reason: string;
        };
        /**
         * 处罚类型
         * @description 禁言（mute）：可以浏览，不能发帖、评论、点赞、上传；封禁（ban）：不能登录，已登录的会话立即失效。
         * @example ban
         * @enum {string}
         */
        SanctionKind: "mute" | "ban";
        /**
         * 处罚记录
         * @description 一次禁言或封禁：谁、为什么、从何时到何时，是否已被解除以及由谁解除。
         */
        Sanction: {
            /** @example 7 */
            id: number;
            /** @example 12 */
            userId: number;
            kind: components["schemas"]["SanctionKind"];
            /** @example 多次发布广告 */
            reason: string;
            /**
             * 开始时间
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            startsAt: string;
            /**
             * 结束时间
             * Format: date-time
             * @example 2026-11-24T10:00:00.000Z
             */
            endsAt: string;
            /**
             * 解除时间
             * Format: date-time
             * @example null
             */
            liftedAt: string | null;
            /**
             * 解除人
             * @description 解除它的管理员的站内用户编号；被新的同类处罚取代或未解除时为空。
             * @example null
             */
            liftedBy: number | null;
            /**
             * 处理人
             * @example 1
             */
            actorId: number | null;
            /**
             * 处理人昵称
             * @example 站长
             */
            actorName: string;
            /**
             * 生效中
             * @description 未解除且未到结束时间。
             * @example true
             */
            active: boolean;
        };
        /**
         * 成员
         * @description 本站成员的站内用户编号，一次 1～100 位，不能重复。
         * @example [
         *       12,
         *       13
         *     ]
         */
        MemberIds: components["schemas"]["Id"][];
        /**
         * 成员内容的处理
         * @description keep 保留帖子、评论、提问与回答，改为站点的匿名用户名下；remove 一并删除。
         * @example keep
         * @enum {string}
         */
        MemberContentMode: "keep" | "remove";
        /**
         * 删除成员
         * @description 删除所选成员（站长与管理员不能这样删除），一次完成；内容保留给匿名用户或一并删除。
         */
        MemberDeleteInput: {
            userIds: components["schemas"]["MemberIds"];
            content: components["schemas"]["MemberContentMode"];
        };
        /** 批量处理结果 */
        MemberBatchResult: {
            /**
             * @description 处理了多少位成员（或解除了多少条处罚）。
             * @example 2
             */
            count: number;
        };
        /**
         * 标签设置方式
         * @description add 给所选成员加上这些标签，remove 去掉这些标签，set 把所选成员的标签设为正好这些（可为空，即清空）。
         * @example add
         * @enum {string}
         */
        MemberLabelMode: "add" | "remove" | "set";
        /**
         * 设置成员标签
         * @description 给一位或多位成员添加、移除或设定标签，一次完成（全部成功或全部不变）。
         */
        MemberLabelAssignInput: {
            userIds: components["schemas"]["MemberIds"];
            /** 标签 */
            labelIds: components["schemas"]["Id"][];
            mode: components["schemas"]["MemberLabelMode"];
        };
        /** 成员 */
        MemberIdInput: {
            /** 成员 */
            userId: components["schemas"]["Id"];
        };
        /**
         * 重置后的密码
         * @description 新的随机密码，只显示这一次；请转告成员并请其登录后修改。成员已登录的会话全部失效。
         */
        MemberPasswordReset: {
            /** @example Qh7mK2pX9a */
            password: string;
        };
        /**
         * 调整成员积分
         * @description 给所选成员各加或各扣同样的积分，记入积分流水并写明原因；任何一位扣减后会小于 0 时全部不变。
         */
        MemberPointsInput: {
            userIds: components["schemas"]["MemberIds"];
            category: components["schemas"]["PointCategoryCode"];
            /**
             * 变动
             * @example 100
             */
            delta: number;
            /**
             * 原因
             * @example 线下活动奖励
             */
            reason: string;
        };
        /** 举报（档案中） */
        MemberReportRef: {
            id: components["schemas"]["Id"];
            /** @example post */
            targetType: string;
            targetId: components["schemas"]["Id"];
            /** @example 广告 */
            reason: string;
            /** @example open */
            state: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:12:40.000Z
             */
            at: string;
        };
        /**
         * 成员档案
         * @description 一位成员的档案头：资料、状态、等级、各类积分、标签、勋章、内容与举报的数量、最近的举报与登录。帖子、评论、回答、积分记录与处罚记录由各自的列表操作按成员筛选分页读取。
         */
        MemberRecord: {
            id: components["schemas"]["Id"];
            /** @example reader1 */
            account: string;
            /** @example 林间读书人 */
            userName: string;
            /**
             * @description 脱敏后的手机号；未绑定时为空字符串。
             * @example 138****0021
             */
            mobile: string;
            /** @example  */
            avatarUrl: string;
            status: components["schemas"]["SiteUserStatus"];
            /**
             * @description 站长或管理员（不能在用户管理中删除）。
             * @example false
             */
            isAdmin: boolean;
            /**
             * Format: date-time
             * @example 2026-06-01T08:12:40.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:12:40.000Z
             */
            lastLoginAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            mutedUntil: string | null;
            /**
             * Format: date-time
             * @example null
             */
            bannedUntil: string | null;
            /** @example 资深书友 */
            rankName: string;
            /** @description 各类积分的余额。 */
            points: {
                /** @example reputation */
                category: string;
                /** @example 声望 */
                name: string;
                /** @example 1280 */
                balance: number;
            }[];
            labels: components["schemas"]["MemberLabelRef"][];
            medals: {
                id: components["schemas"]["Id"];
                /** @example 优秀书评人 */
                name: string;
                /** @example #E6A23C */
                color: string;
                /** @example  */
                icon: string;
                /**
                 * Format: date-time
                 * @example 2026-11-01T10:00:00.000Z
                 */
                grantedAt: string;
            }[];
            counts: {
                /** @example 12 */
                posts: number;
                /** @example 40 */
                comments: number;
                /** @example 2 */
                questions: number;
                /** @example 5 */
                answers: number;
                /** @example 1 */
                reportsMade: number;
                /** @example 0 */
                reportsReceived: number;
                /** @example 1 */
                sanctions: number;
            };
            /** @description 该成员最近提交的举报（最多 20 条）。 */
            reportsMade: components["schemas"]["MemberReportRef"][];
            /** @description 最近针对该成员内容的举报（最多 20 条）。 */
            reportsReceived: components["schemas"]["MemberReportRef"][];
            /** @description 最近的登录（最多 20 次）。 */
            signIns: {
                /**
                 * Format: date-time
                 * @example 2026-11-20T08:12:40.000Z
                 */
                at: string;
                /**
                 * @description member 前台，console 控制台。
                 * @example member
                 */
                door: string;
                /** @example 127.0.0.1 */
                ip: string;
            }[];
        };
        /**
         * 批量禁言或封禁
         * @description 对所选成员一起禁言或封禁若干天，一次完成：任何一位不能处理（站长、自己、不是本站成员）时全部不变。
         */
        MemberBatchSanctionInput: {
            userIds: components["schemas"]["MemberIds"];
            kind: components["schemas"]["SanctionKind"];
            /**
             * 天数
             * @description 从现在起的天数（1～3650）。
             * @example 3
             */
            days: number;
            /**
             * 原因
             * @example 多次发布广告
             */
            reason: string;
        };
        /** 批量解除 */
        MemberBatchLiftInput: {
            userIds: components["schemas"]["MemberIds"];
            kind: components["schemas"]["SanctionKind"];
        };
        /** 处罚记录列表 */
        SanctionList: {
            list: components["schemas"]["Sanction"][];
        };
        /**
         * 解除处罚
         * @description 解除一位成员正在生效的禁言或封禁。
         */
        SanctionLiftInput: {
            /**
             * 成员
             * @example 12
             */
            userId: number;
            kind: components["schemas"]["SanctionKind"];
        };
        /** 解除结果 */
        SanctionLiftResult: {
            /**
             * 解除的条数
             * @example 1
             */
            lifted: number;
        };
        /**
         * 分类名称
         * @example 文创周边
         */
        GiftCategoryName: string;
        /**
         * 排序
         * @description 数字小的在前。
         * @example 10
         */
        SectionSort: number;
        /**
         * 礼品分类
         * @description 积分商城里把礼品分栏展示的分类。停用的分类与其中的礼品不在前台积分商城显示。
         */
        GiftCategory: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["GiftCategoryName"];
            sort: components["schemas"]["SectionSort"];
            enabled: components["schemas"]["Switch"];
            /**
             * @description 归入该分类的礼品数（含下架的）。
             * @example 4
             */
            giftCount: number;
        };
        /** 礼品分类列表 */
        GiftCategoryList: {
            list: components["schemas"]["GiftCategory"][];
            /** @example 3 */
            total: number;
        };
        /** 修改礼品分类 */
        GiftCategoryUpdateInput: {
            /** 分类 */
            id: components["schemas"]["Id"];
            name?: components["schemas"]["GiftCategoryName"];
            sort?: components["schemas"]["SectionSort"];
            enabled?: components["schemas"]["Switch"];
        };
        /**
         * 新增礼品分类
         * @description 未给出排序时排在最后；未给出启用时为启用。
         */
        GiftCategoryCreateInput: {
            name: components["schemas"]["GiftCategoryName"];
            sort?: components["schemas"]["SectionSort"];
            enabled?: components["schemas"]["Switch"];
        };
        /**
         * 礼品分类
         * @description 本站的一个礼品分类；0 表示未分类。
         * @example 2
         */
        GiftCategoryInput: number;
        /**
         * 礼品类型
         * @description physical 实物（兑换时填写收货地址，由管理员发货）；virtual 虚拟（兑换码或券码，兑换时从管理员上传的码中发出一个）。
         * @example physical
         * @enum {string}
         */
        GiftKind: "physical" | "virtual";
        /** 礼品 */
        Gift: {
            id: components["schemas"]["Id"];
            /** @example 读书会定制帆布袋 */
            name: string;
            /**
             * @example [
             *       "/files/1/2026/11/bag.webp"
             *     ]
             */
            images: string[];
            /** @example 加厚帆布，印有读书会标志。 */
            description: string;
            /**
             * @description 礼品分类；null 为未分类。
             * @example 2
             */
            categoryId: number | null;
            /**
             * @description 礼品分类的名称；未分类时为空。
             * @example 文创周边
             */
            categoryName: string;
            pointCategoryId: components["schemas"]["Id"];
            /** @example 金币 */
            pointCategoryName: string;
            /** @example 300 */
            points: number;
            /** @example 48 */
            stock: number;
            /** @example 1 */
            perMemberLimit: number;
            kind: components["schemas"]["GiftKind"];
            onShelf: components["schemas"]["Switch"];
            /**
             * @description 已兑换的次数（不含已取消的）。
             * @example 12
             */
            redeemedCount: number;
            /**
             * Format: date-time
             * @example 2026-11-01T10:00:00+08:00
             */
            createdAt: string;
        };
        /**
         * 礼品分类（简）
         * @description 前台分栏与筛选用的一个分类。
         */
        GiftCategoryRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["GiftCategoryName"];
        };
        /**
         * 礼品分页
         * @description 礼品列表；`categories` 是本站的礼品分类，按排序值排列（控制台为全部分类，前台为启用且有上架礼品的分类，前台按它分栏）。
         */
        GiftPage: {
            list: components["schemas"]["Gift"][];
            /** @example 6 */
            total: number;
            /**
             * @example [
             *       {
             *         "id": 2,
             *         "name": "文创周边"
             *       },
             *       {
             *         "id": 3,
             *         "name": "图书"
             *       }
             *     ]
             */
            categories: components["schemas"]["GiftCategoryRef"][];
        };
        /**
         * 礼品名称
         * @example 读书会定制帆布袋
         */
        GiftName: string;
        /**
         * 所需积分
         * @example 300
         */
        GiftPoints: number;
        /**
         * 库存
         * @description 实物礼品的库存；虚拟礼品的库存等于未发出的兑换码数量，由上传兑换码增加。
         * @example 50
         */
        GiftStock: number;
        /**
         * 修改礼品
         * @description 未给出的可选字段保持原值。虚拟礼品的库存由兑换码决定，这里给出的库存对它不起作用。
         */
        GiftUpdateInput: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["GiftName"];
            points: components["schemas"]["GiftPoints"];
            stock: components["schemas"]["GiftStock"];
            /** 图片 */
            images?: components["schemas"]["AssetUrl"][];
            /**
             * 介绍
             * @example 加厚帆布，印有读书会标志，可装下 A4 书本。
             */
            description?: string;
            categoryId?: components["schemas"]["GiftCategoryInput"];
            /**
             * 积分类型
             * @description 用哪种积分兑换；不给时为金币。
             * @example 2
             */
            pointCategoryId?: number;
            /**
             * 每人限兑
             * @description 每位成员最多兑换几次（已取消的不计）；0 不限。
             * @example 1
             */
            perMemberLimit?: number;
            kind?: components["schemas"]["GiftKind"];
            onShelf?: components["schemas"]["Switch"];
        };
        /**
         * 新增礼品
         * @description 只需名称、所需积分与库存；其余取默认值：无图片与介绍、未分类、用金币兑换、每人不限、实物、上架。
         */
        GiftCreateInput: {
            name: components["schemas"]["GiftName"];
            points: components["schemas"]["GiftPoints"];
            stock: components["schemas"]["GiftStock"];
            /** 图片 */
            images?: components["schemas"]["AssetUrl"][];
            /**
             * 介绍
             * @example 加厚帆布，印有读书会标志，可装下 A4 书本。
             */
            description?: string;
            categoryId?: components["schemas"]["GiftCategoryInput"];
            /**
             * 积分类型
             * @description 用哪种积分兑换；不给时为金币。
             * @example 2
             */
            pointCategoryId?: number;
            /**
             * 每人限兑
             * @description 每位成员最多兑换几次（已取消的不计）；0 不限。
             * @example 1
             */
            perMemberLimit?: number;
            kind?: components["schemas"]["GiftKind"];
            onShelf?: components["schemas"]["Switch"];
        };
        /**
         * 上传兑换码
         * @description 给虚拟礼品添加兑换码，每个码增加 1 个库存；与已有的码重复的不重复添加。
         */
        GiftCodesInput: {
            giftId: components["schemas"]["Id"];
            /**
             * 兑换码
             * @example [
             *       "JD-8F2K-91QX",
             *       "JD-7Q1M-20LA"
             *     ]
             */
            codes: string[];
        };
        /** 上传兑换码的结果 */
        GiftCodesResult: {
            /** @example 20 */
            added: number;
            /** @example 0 */
            duplicates: number;
            /** @example 20 */
            stock: number;
        };
        /** 上架或下架礼品 */
        GiftShelfInput: {
            /** 礼品 */
            ids: components["schemas"]["Id"][];
            onShelf: components["schemas"]["Switch"];
        };
        /**
         * 兑换单状态
         * @description 10 待发货（实物兑换后）；20 已发货（填写了快递公司与单号）；30 已完成（虚拟礼品兑换即完成，实物由管理员确认完成）；40 已取消（积分与库存已退回）。
         * @example 10
         * @enum {integer}
         */
        MallOrderStatus: 10 | 20 | 30 | 40;
        /** 收货地址 */
        MallAddress: {
            /**
             * 收货人
             * @example 林小书
             */
            name: string;
            /**
             * 手机号
             * @example 13912345678
             */
            mobile: string;
            /**
             * 所在地区
             * @example 330106
             */
            regionCode: string;
            /**
             * 地区名称
             * @example 浙江省-杭州市-西湖区
             */
            regionName: string;
            /**
             * 详细地址
             * @example 文三路 90 号 3 幢 501
             */
            detail: string;
        };
        /** 兑换单 */
        MallOrder: {
            id: components["schemas"]["Id"];
            giftId: components["schemas"]["Id"];
            /** @example 读书会定制帆布袋 */
            giftName: string;
            /** @example  */
            giftImage: string;
            kind: components["schemas"]["GiftKind"];
            userId: components["schemas"]["Id"];
            /** @example 书友小林 */
            userName: string;
            /** @example 金币 */
            pointCategoryName: string;
            /** @example 300 */
            points: number;
            status: components["schemas"]["MallOrderStatus"];
            address: components["schemas"]["MallAddress"] | null;
            /**
             * @description 虚拟礼品发出的兑换码；实物为 null。
             * @example null
             */
            code: string | null;
            /** @example 顺丰速运 */
            carrier: string;
            /** @example SF1234567890 */
            trackingNo: string;
            /** @example  */
            cancelReason: string;
            /**
             * Format: date-time
             * @example 2026-11-20T10:00:00+08:00
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example null
             */
            shippedAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            completedAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            cancelledAt: string | null;
        };
        /** 兑换单分页 */
        MallOrderPage: {
            list: components["schemas"]["MallOrder"][];
            /** @example 12 */
            total: number;
        };
        /**
         * 取消兑换单
         * @description 待发货或已发货的兑换单可以取消；积分与库存在同一事务中退回。
         */
        MallCancelInput: {
            id: components["schemas"]["Id"];
            /**
             * 取消原因
             * @example 缺货，积分已退回
             */
            reason: string;
        };
        /** 一张兑换单 */
        MallOrderIdInput: {
            id: components["schemas"]["Id"];
        };
        /**
         * 发货
         * @description 一次给一张或多张待发货的兑换单填写快递公司与单号；不是待发货的跳过。
         */
        MallShipInput: {
            /** 兑换单 */
            items: {
                id: components["schemas"]["Id"];
                /**
                 * 快递公司
                 * @example 顺丰速运
                 */
                carrier: string;
                /**
                 * 快递单号
                 * @example SF1234567890
                 */
                trackingNo: string;
            }[];
        };
        /** 发货结果 */
        MallShipResult: {
            shipped: components["schemas"]["Id"][];
            skipped: components["schemas"]["Id"][];
        };
        /**
         * 兑换礼品
         * @description 实物礼品必须给出收货地址；虚拟礼品不需要。
         */
        RedeemGiftInput: {
            giftId: components["schemas"]["Id"];
            address?: components["schemas"]["MallAddress"];
        };
        /** 兑换结果 */
        RedeemResult: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["MallOrderStatus"];
            /**
             * @description 虚拟礼品的兑换码；实物为 null。
             * @example null
             */
            code: string | null;
            /**
             * @description 兑换后这种积分的余额。
             * @example 980
             */
            balance: number;
        };
        /**
         * 站点管理员
         * @description 拥有控制台权限的站内用户；站长（userType 为 1）拥有全部权限，不能撤销或减少。
         */
        SiteAdmin: {
            id: components["schemas"]["Id"];
            /** @example reader2 */
            account: string;
            /** @example 林间读书人 */
            userName: string;
            /** @example  */
            avatar: string;
            /**
             * @description 1 站长，0 管理员。
             * @example 0
             * @enum {integer}
             */
            userType: 0 | 1;
            /**
             * @example [
             *       "Post"
             *     ]
             */
            roles: components["schemas"]["ConsoleRole"][];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            lastLoginAt: string | null;
            /**
             * Format: date-time
             * @example 2026-06-01T08:12:40.000Z
             */
            createdAt: string;
        };
        /** 站点管理员列表 */
        SiteAdminPage: {
            list: components["schemas"]["SiteAdmin"][];
            /** @example 2 */
            total: number;
        };
        /**
         * 可授予的控制台权限
         * @description 站点控制台里可以授予管理员的权限（站长独有的 admin 不能授予）。
         * @example Post
         * @enum {string}
         */
        SiteAdminRole: "SiteBase" | "Post" | "Comment" | "WorkOrder" | "Answer" | "Section" | "Mall" | "SiteManage" | "User" | "UserManager";
        /**
         * 管理员权限
         * @description 一位成员与授予他的控制台权限（整组，替换原有的）。管理员只能授予或收回自己拥有的权限。
         */
        SiteAdminInput: {
            /**
             * 成员
             * @example 12
             */
            userId: number;
            /**
             * 权限
             * @example [
             *       "Post"
             *     ]
             */
            roles: components["schemas"]["SiteAdminRole"][];
        };
        /** 撤销管理员 */
        SiteAdminRevokeInput: {
            /**
             * 成员
             * @example 12
             */
            userId: number;
        };
        /**
         * 个人设置
         * @description 登录站点控制台的本人：昵称、头像与能否在这里修改密码（站长的密码在站点管理中心修改）。
         */
        ConsoleProfile: {
            id: components["schemas"]["Id"];
            /** @example admin */
            account: string;
            /** @example 站务小李 */
            userName: string;
            /** @example  */
            avatar: string;
            /**
             * @example 0
             * @enum {integer}
             */
            userType: 0 | 1;
            /**
             * @example [
             *       "Post"
             *     ]
             */
            roles: components["schemas"]["ConsoleRole"][];
            /** @example true */
            canChangePassword: boolean;
        };
        /** 修改个人资料 */
        ConsoleProfileInput: {
            /**
             * 昵称
             * @example 站务小李
             */
            userName: string;
            /**
             * 头像
             * @description 头像图片地址（先用图片上传得到）；空字符串表示不用头像。
             * @example
             */
            avatar?: string;
        };
        /** 修改密码 */
        ConsolePasswordInput: {
            /**
             * 原密码
             * @example demo123456
             */
            oldPassword: string;
            /**
             * 新密码
             * @example n3w-passw0rd
             */
            newPassword: string;
        };
        /**
         * 操作日志
         * @description 控制台里一次成功的管理操作：谁、做了什么、对哪些对象、输入（已隐去密码、令牌与验证码）、何时、从哪里；每条记下本日志链上一条的哈希与自己的哈希。
         */
        OperationLogEntry: {
            /**
             * 序号
             * @description 在本日志链中的位置，从 1 起连续。
             * @example 42
             */
            seq: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            at: string;
            /** @example banSiteUser */
            operationId: string;
            /**
             * @description 操作的中文名称。
             * @example 封禁成员
             */
            summary: string;
            /**
             * @description 操作人（站点控制台为站内用户编号，站点管理中心为账号编号）。
             * @example 1
             */
            actorId: number | null;
            /** @example 陈思远 */
            actorName: string;
            /** @example 127.0.0.1 */
            ip: string;
            /**
             * @description 输入中的对象编号（id、ids、userId 等），以逗号分隔。
             * @example 12
             */
            targetIds: string;
            /**
             * @description 操作的输入，密码、令牌与验证码已隐去，长文本已截断。
             * @example {
             *       "userId": 12,
             *       "days": 3,
             *       "reason": "多次发布广告"
             *     }
             */
            input: {
                [key: string]: unknown;
            };
            /**
             * @description 操作改动的对象在操作前后的样子（由执行操作的服务记下，与哈希一同封存）；没有记下时为空。
             * @example {
             *       "before": {
             *         "state": "normal"
             *       },
             *       "after": {
             *         "state": "banned",
             *         "days": 3
             *       }
             *     }
             */
            change: {
                /** @description 操作前；新建的对象为空。 */
                before: {
                    [key: string]: unknown;
                } | unknown[] | null;
                /** @description 操作后；删除的对象为空。 */
                after: {
                    [key: string]: unknown;
                } | unknown[] | null;
            } | null;
            /**
             * @description 本日志链上一条的哈希（SHA-256，十六进制）；第一条为 64 个 0。
             * @example 0000000000000000000000000000000000000000000000000000000000000000
             */
            prevHash: string;
            /** @example 9f2c1b7e0a4d5c6b8e7f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d */
            hash: string;
        };
        /** 操作日志分页 */
        OperationLogPage: {
            list: components["schemas"]["OperationLogEntry"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 导出操作日志
         * @description 按操作日志列表的当前筛选导出为 Excel（最多 50000 条，新的在前）。
         */
        OperationLogExportInput: {
            /**
             * 关键词
             * @example 封禁
             */
            keyword?: string;
            /**
             * 操作
             * @example banSiteUser
             */
            operation?: string;
            /**
             * 操作人
             * @example 1
             */
            actorId?: number;
            /**
             * 开始日期
             * Format: date
             * @example 2026-11-01
             */
            startDate?: string;
            /**
             * 结束日期
             * Format: date
             * @example 2026-11-30
             */
            endDate?: string;
        };
        /**
         * 下载链接
         * @description 一次性的下载地址，几分钟内有效，只能用一次；过期后重新获取。
         */
        DownloadLink: {
            /**
             * 下载地址
             * @description 本站的相对地址（/downloads/…）。
             * @example /downloads/Vb1mQ2r8x0s9y7h6g5f4d3c2b1a0zZyYxXwWvVuUtTs
             */
            url: string;
            /**
             * 文件名
             * @example 成员数据-20261121-1000.xlsx
             */
            fileName: string;
            /**
             * 有效期至
             * Format: date-time
             * @example 2026-11-21T10:05:00.000Z
             */
            expiresAt: string;
        };
        /**
         * 日志链校验结果
         * @description 从第一条起逐条重算哈希：全部相符时 valid 为真；否则 brokenAt 是第一条对不上的序号，reason 说明原因。
         */
        OperationLogVerification: {
            /** @example true */
            valid: boolean;
            /**
             * 校验的条数
             * @example 42
             */
            checked: number;
            /**
             * 断开处的序号
             * @example null
             */
            brokenAt: number | null;
            /** @example  */
            reason: string;
            /**
             * 最新一条的哈希
             * @example 9f2c1b7e0a4d5c6b8e7f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d
             */
            headHash: string;
        };
        /**
         * 个人信息请求
         * @example export
         * @enum {string}
         */
        PrivacyRequestKind: "export" | "erasure";
        /**
         * 个人信息请求记录
         * @description 成员依《个人信息保护法》提出的一次请求（下载个人数据或注销账号）及其完成情况。注销后只留编号与当时的昵称。
         */
        PrivacyRequest: {
            /** @example 5 */
            id: number;
            kind: components["schemas"]["PrivacyRequestKind"];
            /**
             * 成员编号
             * @example 12
             */
            userId: number;
            /**
             * 成员
             * @description 提出请求时的昵称。
             * @example 林间读书人
             */
            userName: string;
            /**
             * 格式
             * @description 下载个人数据时的格式；注销时为空。
             * @example json
             */
            format: string;
            /**
             * 内容去向
             * @description 注销时帖子、评论与回答的去向（keep 或 remove）；下载时为空。
             * @example
             */
            content: string;
            /**
             * 完成情况
             * @example 已生成个人数据文件：资料、帖子 3 篇、评论 8 条
             */
            summary: string;
            /**
             * 提出时间
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            createdAt: string;
            /**
             * 完成时间
             * Format: date-time
             * @example 2026-11-21T10:00:01.000Z
             */
            completedAt: string | null;
        };
        /** 个人信息请求记录 */
        PrivacyRequestPage: {
            list: components["schemas"]["PrivacyRequest"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 导出状态
         * @example done
         * @enum {string}
         */
        UserExportStatus: "queued" | "running" | "done" | "failed";
        /**
         * 文件格式
         * @description Excel（xlsx）或 CSV（UTF-8，带 BOM，Excel 可直接打开）。
         * @example xlsx
         * @enum {string}
         */
        UserExportFormat: "xlsx" | "csv";
        /**
         * 导出字段
         * @description 成员数据导出可选的一列。积分按本站启用的积分类别各占一列；手机号按所选方式打码或完整。
         * @example userName
         * @enum {string}
         */
        UserExportField: "id" | "account" | "userName" | "mobile" | "rank" | "points" | "posts" | "comments" | "answers" | "createdAt" | "lastLoginAt" | "state";
        /**
         * 手机号
         * @description 手机号打码（138****0021）或完整导出。
         * @example masked
         * @enum {string}
         */
        UserExportMobile: "masked" | "full";
        /**
         * 导出筛选
         * @description 导出哪些成员（不含匿名用户）；都不填时导出全部成员。日期按北京时间，含首尾两天。
         */
        UserExportFilters: {
            /**
             * 关键词
             * @description 登录名、昵称或手机号的一部分。
             * @example 读书
             */
            keyword?: string;
            state?: components["schemas"]["MemberState"];
            /**
             * 等级
             * @example 2
             */
            rankId?: number;
            /**
             * 注册开始日期
             * Format: date
             * @example 2026-01-01
             */
            registeredFrom?: string;
            /**
             * 注册结束日期
             * Format: date
             * @example 2026-12-31
             */
            registeredTo?: string;
            /**
             * 最近活跃开始日期
             * Format: date
             * @example 2026-11-01
             */
            activeFrom?: string;
            /**
             * 最近活跃结束日期
             * Format: date
             * @example 2026-11-30
             */
            activeTo?: string;
        };
        /**
         * 成员数据导出
         * @description 一次导出：谁在何时按什么筛选导出了哪些列，进度、行数与文件大小；完成后可下载（createUserExportDownload）。
         */
        UserExport: {
            /** @example 3 */
            id: number;
            status: components["schemas"]["UserExportStatus"];
            /**
             * 进度
             * @description 0～100。
             * @example 100
             */
            progress: number;
            /**
             * 行数
             * @description 已写入的成员数。
             * @example 500
             */
            rows: number;
            /**
             * 文件大小
             * @description 字节；完成前为 0。
             * @example 28640
             */
            size: number;
            format: components["schemas"]["UserExportFormat"];
            fields: components["schemas"]["UserExportField"][];
            mobile: components["schemas"]["UserExportMobile"];
            filters: components["schemas"]["UserExportFilters"];
            /**
             * 文件名
             * @example 成员数据-20261121-1000.xlsx
             */
            fileName: string;
            /**
             * 失败原因
             * @example
             */
            error: string;
            /**
             * 导出人编号
             * @example 1
             */
            requesterId: number | null;
            /**
             * 导出人
             * @example 站长
             */
            requesterName: string;
            /**
             * 导出时间
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            createdAt: string;
            /**
             * 完成时间
             * Format: date-time
             * @example 2026-11-21T10:00:04.000Z
             */
            finishedAt: string | null;
        };
        /** 成员数据导出记录 */
        UserExportPage: {
            list: components["schemas"]["UserExport"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 导出成员数据
         * @description 按筛选导出成员，选出要导出的列与文件格式；在后台生成，完成后可下载。
         */
        UserExportInput: {
            filters?: components["schemas"]["UserExportFilters"];
            /**
             * 导出字段
             * @example [
             *       "id",
             *       "userName",
             *       "mobile",
             *       "rank",
             *       "points",
             *       "createdAt"
             *     ]
             */
            fields: components["schemas"]["UserExportField"][];
            mobile?: components["schemas"]["UserExportMobile"];
            format: components["schemas"]["UserExportFormat"];
        };
        /** 下载导出文件 */
        UserExportDownloadInput: {
            /**
             * 导出
             * @example 3
             */
            id: number;
        };
        /**
         * 注销后的内容
         * @description 注销账号时帖子、评论与回答的去向：保留（归到本站的匿名用户名下）或删除。
         * @example keep
         * @enum {string}
         */
        ErasureContent: "keep" | "remove";
        /**
         * 注销我的账号
         * @description 用登录密码确认。注销后资料清空、登录名与手机号释放、所有登录失效，无法恢复。
         */
        EraseAccountInput: {
            /**
             * 登录密码
             * Format: password
             * @example demo123456
             */
            password: string;
            content: components["schemas"]["ErasureContent"];
        };
        /**
         * 个人数据格式
         * @example json
         * @enum {string}
         */
        MyDataFormat: "json" | "xlsx";
        /** 下载我的个人数据 */
        MyDataExportInput: {
            format: components["schemas"]["MyDataFormat"];
        };
        /**
         * 配色方案
         * @description 现成的配色：默认蓝、青绿、暖橙（浅色背景）与墨黑（深色背景）。每套配色的背景、文字与默认品牌色都通过 WCAG AA 对比度检查。
         * @example blue
         * @enum {string}
         */
        ThemePalette: "blue" | "teal" | "orange" | "dark";
        /**
         * 品牌色
         * @description 链接、按钮与强调色，格式为 #RRGGBB。
         * @example #2d6fb2
         */
        ThemeBrandColor: string;
        /**
         * 顶栏样式
         * @description 前台顶栏的底色：浅色、品牌色或深色。
         * @example light
         * @enum {string}
         */
        ThemeHeaderStyle: "light" | "brand" | "dark";
        /**
         * 页面密度
         * @description 宽松（默认）或紧凑（更小的间距，一屏显示更多内容）。
         * @example comfortable
         * @enum {string}
         */
        ThemeDensity: "comfortable" | "compact";
        /**
         * 首页布局
         * @description 前台首页先显示什么：最新帖子、版块宫格或问答优先。
         * @example latestPosts
         * @enum {string}
         */
        ThemeHomeLayout: "latestPosts" | "sectionGrid" | "questionsFirst";
        /**
         * 主题
         * @description 前台的外观：配色、品牌色、Logo、站点图标、顶栏样式、密度与首页布局。
         */
        Theme: {
            palette: components["schemas"]["ThemePalette"];
            brandColor: components["schemas"]["ThemeBrandColor"];
            /** Logo 地址 */
            logoUrl: components["schemas"]["AssetUrl"];
            /**
             * 站点图标地址
             * @description 空字符串时使用站点根目录的默认图标 /favicon.ico。
             */
            faviconUrl: components["schemas"]["AssetUrl"];
            headerStyle: components["schemas"]["ThemeHeaderStyle"];
            density: components["schemas"]["ThemeDensity"];
            homeLayout: components["schemas"]["ThemeHomeLayout"];
        };
        /**
         * 对比度检查
         * @description 按 WCAG 2.x 计算的对比度，AA 级要求正文至少 4.5:1。`warnings` 为空表示都通过。
         */
        ThemeContrast: {
            /**
             * 品牌色上文字的对比度
             * @description 按钮等品牌色底上的文字与品牌色之比。
             * @example 5.2
             */
            textOnBrand: number;
            /**
             * 链接与背景的对比度
             * @description 品牌色链接与页面背景、卡片底色中较差的一个之比。
             * @example 4.8
             */
            linkOnBackground: number;
            /** 是否都达到 AA */
            passes: boolean;
            /**
             * 警告
             * @example [
             *       "品牌色上的文字对比度为 2.8:1，低于 WCAG AA 要求的 4.5:1，部分访客会看不清按钮文字"
             *     ]
             */
            warnings: string[];
        };
        /**
         * 主题设置
         * @description 已发布的主题（前台正在使用的）与尚未发布的草稿。有草稿时，`previewToken` 用于在前台预览草稿（`/?themePreview=<previewToken>`），只发给站点管理员，发布或过期后失效。
         */
        ThemeSetting: {
            published: components["schemas"]["Theme"];
            /** @description 未发布的草稿；没有草稿时为 null。 */
            draft: components["schemas"]["Theme"] | null;
            /** @description 草稿（没有草稿时为已发布主题）的对比度检查。 */
            contrast: components["schemas"]["ThemeContrast"];
            /**
             * 预览令牌
             * @description 草稿的预览令牌；没有草稿时为空字符串。
             */
            previewToken: string;
            /**
             * 预览令牌过期时间
             * Format: date-time
             * @description 没有草稿时为 null。
             */
            previewExpiresAt: string | null;
            /**
             * 发布时间
             * Format: date-time
             * @description 从未发布过时为 null。
             */
            publishedAt: string | null;
            /**
             * 修改时间
             * Format: date-time
             */
            updatedAt: string;
        };
        /**
         * 保存主题
         * @description 保存草稿（`publish` 为 false），或发布（`publish` 为 true：给出的主题立即在前台生效，草稿清空）。
         */
        ThemeSettingInput: {
            theme: components["schemas"]["Theme"];
            /**
             * 是否发布
             * @example false
             */
            publish: boolean;
        };
        /**
         * 前台主题
         * @description 前台正在使用的主题；带有效的预览令牌时为草稿。
         */
        MemberTheme: {
            theme: components["schemas"]["Theme"];
            /** 是否为草稿预览 */
            preview: boolean;
        };
        /**
         * 勋章名称
         * @example 优秀书评人
         */
        MedalName: string;
        /**
         * 勋章说明
         * @description 展示给成员的获得条件或意义；可为空。
         * @example 当月书评获得 50 个以上点赞的成员
         */
        MedalDescription: string;
        /**
         * 自动授予规则
         * @description 勋章按什么自动授予：积分（某一积分类别的余额）、已发布的帖子数、被采纳的回答数、注册天数，或达到某个等级（该等级或更高）。
         * @example posts
         * @enum {string}
         */
        MedalRuleKind: "points" | "posts" | "acceptedAnswers" | "memberDays" | "rank";
        /**
         * 达标数值
         * @description 积分、帖子数、被采纳回答数或注册天数至少达到多少；按等级的规则不用它。
         * @example 5
         */
        MedalRuleThreshold: number;
        /**
         * 勋章库规则
         * @description 平台勋章库里勋章的建议规则。站点的积分类别与等级各不相同，所以按积分的规则写积分类型代码（`pointCategoryCode`），
         *     不能按等级；站点采用后规则换成本站的积分类别，自动授予先关闭，由站点试算后自行开启。
         * @example {
         *       "kind": "posts",
         *       "threshold": 5
         *     }
         */
        LibraryMedalRule: {
            kind: components["schemas"]["MedalRuleKind"];
            threshold: components["schemas"]["MedalRuleThreshold"];
            pointCategoryCode?: components["schemas"]["PointCategoryCode"];
        };
        /**
         * 可采用的平台勋章
         * @description 站点看到的平台勋章库条目，以及本站是否已采用。
         */
        SiteLibraryMedal: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["MedalName"];
            description: components["schemas"]["MedalDescription"];
            icon: components["schemas"]["AssetUrl"];
            color: components["schemas"]["HexColor"];
            /** @description 建议的自动授予规则；没有时为 null。 */
            rule: components["schemas"]["LibraryMedalRule"] | null;
            /**
             * @description 本站是否已采用过它。
             * @example false
             */
            adopted: boolean;
        };
        /**
         * 可采用的平台勋章列表
         * @description 平台勋章库的全部勋章（最多 200 个），按创建先后。
         */
        SiteLibraryMedalList: components["schemas"]["SiteLibraryMedal"][];
        /**
         * 自动授予
         * @description 0 只手动授予；1 按规则自动授予（需要规则，勋章启用时才授予）。开启时立即授予此刻符合规则的成员，之后由后台任务定时补发。
         * @example 1
         * @enum {integer}
         */
        MedalAutoAward: 0 | 1;
        /**
         * 勋章规则
         * @description 自动授予的条件。`points` 需要 `pointCategoryId` 与 `threshold`（该类别的积分余额至少这么多）；`posts`、
         *     `acceptedAnswers`、`memberDays` 需要 `threshold`；`rank` 需要 `userRankId`（达到该等级或更高的等级）。
         *     与规则种类无关的字段不保存。只计本站正常状态的成员（不含匿名用户与被封禁的成员）。
         * @example {
         *       "kind": "posts",
         *       "threshold": 5
         *     }
         */
        MedalRule: {
            kind: components["schemas"]["MedalRuleKind"];
            threshold?: components["schemas"]["MedalRuleThreshold"];
            /** 积分类别 */
            pointCategoryId?: components["schemas"]["Id"];
            /** 等级 */
            userRankId?: components["schemas"]["Id"];
        };
        /**
         * 勋章
         * @description 站点授予成员的荣誉标识。停用的勋章不能再授予，已授予的保留在持有者名下但不展示。
         */
        Medal: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["MedalName"];
            description: components["schemas"]["MedalDescription"];
            icon: components["schemas"]["AssetUrl"];
            color: components["schemas"]["HexColor"];
            status: components["schemas"]["Switch"];
            autoAward: components["schemas"]["MedalAutoAward"];
            /** @description 自动授予的规则；只手动授予、从未设置规则时为 null。 */
            rule: components["schemas"]["MedalRule"] | null;
            /**
             * @description 从平台勋章库采用时，来源勋章的编号；否则为 null。
             * @example null
             */
            libraryMedalId: number | null;
            /**
             * @description 当前持有该勋章的成员数。
             * @example 12
             */
            holderCount: number;
            /**
             * Format: date-time
             * @example 2026-10-08T09:30:00+08:00
             */
            createdAt: string;
        };
        /** 勋章分页 */
        MedalPage: {
            list: components["schemas"]["Medal"][];
            /** @example 3 */
            total: number;
        };
        /** 勋章持有者 */
        MedalHolder: {
            userId: components["schemas"]["Id"];
            /**
             * @description 站内登录名。
             * @example reader_lin
             */
            account: string;
            /** @example 林间读书人 */
            userName: string;
            /**
             * Format: date-time
             * @example 2026-11-02T10:00:00+08:00
             */
            grantedAt: string;
            /**
             * @description 授予者的昵称；授予者已不在站内时为空字符串。
             * @example 站点管理员
             */
            grantedBy: string;
            /** @example 十月读书月活动一等奖 */
            reason: string;
        };
        /** 勋章持有者分页 */
        MedalHolderPage: {
            list: components["schemas"]["MedalHolder"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 修改勋章
         * @description 只修改给出的字段。
         */
        MedalUpdateInput: {
            /** 勋章 */
            id: components["schemas"]["Id"];
            name?: components["schemas"]["MedalName"];
            description?: components["schemas"]["MedalDescription"];
            icon?: components["schemas"]["AssetUrl"];
            color?: components["schemas"]["HexColor"];
            status?: components["schemas"]["Switch"];
            rule?: components["schemas"]["MedalRule"];
            autoAward?: components["schemas"]["MedalAutoAward"];
        };
        /** 新增勋章 */
        MedalCreateInput: {
            name: components["schemas"]["MedalName"];
            description?: components["schemas"]["MedalDescription"];
            icon?: components["schemas"]["AssetUrl"];
            color?: components["schemas"]["HexColor"];
            status?: components["schemas"]["Switch"];
            rule?: components["schemas"]["MedalRule"];
            autoAward?: components["schemas"]["MedalAutoAward"];
        };
        /** 采用平台勋章 */
        AdoptLibraryMedalInput: {
            /** 平台勋章 */
            libraryMedalId: components["schemas"]["Id"];
        };
        /** 授予勋章 */
        MedalGrantInput: {
            /** 勋章 */
            medalId: components["schemas"]["Id"];
            /** 成员 */
            userIds: components["schemas"]["Id"][];
            /**
             * 授予理由
             * @example 十月读书月活动一等奖
             */
            reason?: string;
        };
        /** 授予结果 */
        MedalGrantResult: {
            /**
             * @description 本次新授予的成员数。
             * @example 2
             */
            granted: number;
            /**
             * @description 已持有该勋章、本次未重复授予的成员数。
             * @example 1
             */
            alreadyHeld: number;
        };
        /** 收回勋章 */
        MedalRevokeInput: {
            /** 勋章 */
            medalId: components["schemas"]["Id"];
            /** 成员 */
            userId: components["schemas"]["Id"];
        };
        /**
         * 规则试算
         * @description 按一条规则，此刻有多少成员符合、其中多少还没有这枚勋章（开启自动授予后会立即授予他们）。只统计，不授予。
         */
        MedalRuleCount: {
            /**
             * @description 此刻符合规则的成员数。
             * @example 8
             */
            qualifying: number;
            /**
             * @description 符合规则但还没有这枚勋章的成员数（未指定勋章时等于 qualifying）。
             * @example 6
             */
            toAward: number;
        };
        /** 我的勋章 */
        MyMedal: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["MedalName"];
            description: components["schemas"]["MedalDescription"];
            icon: components["schemas"]["AssetUrl"];
            color: components["schemas"]["HexColor"];
            /**
             * Format: date-time
             * @example 2026-11-02T10:00:00+08:00
             */
            grantedAt: string;
        };
        /**
         * 我的勋章列表
         * @description 当前成员持有的启用中的勋章，最近获得的在前（每站最多 200 个勋章）。
         */
        MyMedalList: components["schemas"]["MyMedal"][];
        /**
         * 平台勋章
         * @description 平台勋章库里的一枚勋章，站点可一键采用（复制到本站的勋章里，每站一次）。
         */
        LibraryMedal: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["MedalName"];
            description: components["schemas"]["MedalDescription"];
            icon: components["schemas"]["AssetUrl"];
            color: components["schemas"]["HexColor"];
            /** @description 建议的自动授予规则；没有时为 null（只手动授予）。 */
            rule: components["schemas"]["LibraryMedalRule"] | null;
            /**
             * @description 已采用它的站点数。
             * @example 3
             */
            adoptedCount: number;
            /**
             * Format: date-time
             * @example 2026-10-08T09:30:00+08:00
             */
            createdAt: string;
        };
        /** 平台勋章分页 */
        LibraryMedalPage: {
            list: components["schemas"]["LibraryMedal"][];
            /** @example 6 */
            total: number;
        };
        /**
         * 修改平台勋章
         * @description 只修改给出的字段；`clearRule` 为 true 时去掉规则（只手动授予）。已采用的站点不受影响。
         */
        LibraryMedalUpdateInput: {
            /** 平台勋章 */
            id: components["schemas"]["Id"];
            name?: components["schemas"]["MedalName"];
            description?: components["schemas"]["MedalDescription"];
            icon?: components["schemas"]["AssetUrl"];
            color?: components["schemas"]["HexColor"];
            rule?: components["schemas"]["LibraryMedalRule"];
            /** 去掉规则 */
            clearRule?: boolean;
        };
        /** 新增平台勋章 */
        LibraryMedalCreateInput: {
            name: components["schemas"]["MedalName"];
            description?: components["schemas"]["MedalDescription"];
            icon?: components["schemas"]["AssetUrl"];
            color?: components["schemas"]["HexColor"];
            rule?: components["schemas"]["LibraryMedalRule"];
        };
        /**
         * 站点勋章（平台监管）
         * @description 某个站点的一枚勋章，带站点名称，供平台监管。
         */
        SaasMedal: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            id: components["schemas"]["Id"];
            name: components["schemas"]["MedalName"];
            description: components["schemas"]["MedalDescription"];
            icon: components["schemas"]["AssetUrl"];
            color: components["schemas"]["HexColor"];
            status: components["schemas"]["Switch"];
            autoAward: components["schemas"]["MedalAutoAward"];
            /** @example 12 */
            holderCount: number;
            /**
             * Format: date-time
             * @example 2026-10-08T09:30:00+08:00
             */
            createdAt: string;
        };
        /** 站点勋章分页 */
        SaasMedalPage: {
            list: components["schemas"]["SaasMedal"][];
            /** @example 1 */
            total: number;
        };
        /** 代站点启用或停用勋章 */
        SaasMedalStatusInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 勋章 */
            id: components["schemas"]["Id"];
            status: components["schemas"]["Switch"];
        };
        /**
         * 分区名称
         * @example 读书交流
         */
        SectionCategoryName: string;
        /**
         * 版块分区
         * @description 把版块分组展示的分区。
         */
        SectionCategory: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["SectionCategoryName"];
            sort: components["schemas"]["SectionSort"];
            /**
             * @description 归入该分区的版块数。
             * @example 4
             */
            sectionCount: number;
        };
        /** 版块分区列表 */
        SectionCategoryList: {
            list: components["schemas"]["SectionCategory"][];
            /** @example 2 */
            total: number;
        };
        /** 修改版块分区 */
        SectionCategoryUpdateInput: {
            /** 分区 */
            id: components["schemas"]["Id"];
            name?: components["schemas"]["SectionCategoryName"];
            sort?: components["schemas"]["SectionSort"];
        };
        /** 新增版块分区 */
        SectionCategoryCreateInput: {
            name: components["schemas"]["SectionCategoryName"];
            sort?: components["schemas"]["SectionSort"];
        };
        /**
         * 分区排序
         * @description 按新的先后给出分区编号；只在给出的分区之间交换位置，其余分区不动。
         */
        SectionCategorySortInput: {
            /**
             * 分区
             * @example [
             *       3,
             *       1
             *     ]
             */
            categoryIds: components["schemas"]["Id"][];
        };
        /**
         * 版块名称
         * @example 新书推荐
         */
        SectionName: string;
        /**
         * 版块简介
         * @description 展示在版块页顶部；可为空。
         * @example 分享近期读到的好书
         */
        SectionDescription: string;
        /**
         * 分区
         * @description 本站的一个版块分区；null 表示不归入分区。
         * @example 2
         */
        SectionCategoryRef: number | null;
        /**
         * 发帖权限
         * @description 谁可以在版块发帖：1 所有成员，2 指定等级及以上的成员（见 minRankId），3 仅管理员。
         * @example 1
         * @enum {integer}
         */
        SectionPostPermission: 1 | 2 | 3;
        /**
         * 最低等级
         * @description 发帖权限为“指定等级及以上”时必填：本站的一个用户等级；其他权限下为 null。
         * @example 3
         */
        SectionRankId: number | null;
        /** 版主 */
        SectionModerator: {
            userId: components["schemas"]["Id"];
            /**
             * @description 版主的昵称。
             * @example 林间读书人
             */
            userName: string;
        };
        /**
         * 版块（管理）
         * @description 站点控制台看到的一个版块及其全部设置。帖子功能上线前不提供帖子数。
         */
        SectionDetail: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["SectionName"];
            description: components["schemas"]["SectionDescription"];
            icon: components["schemas"]["AssetUrl"];
            categoryId: components["schemas"]["SectionCategoryRef"];
            /**
             * @description 分区名称；不归入分区时为空字符串。
             * @example 读书交流
             */
            categoryName: string;
            postPermission: components["schemas"]["SectionPostPermission"];
            minRankId: components["schemas"]["SectionRankId"];
            /**
             * @description 最低等级的名称；未限定等级或该等级已删除时为空字符串。
             * @example 书虫
             */
            minRankName: string;
            /**
             * 先审后发
             * @description 为 true 时，新帖先进入待审核，管理员通过后才公开。
             * @example false
             */
            reviewFirst: boolean;
            /**
             * 显示状态
             * @description 1 显示，0 隐藏（成员看不到该版块）。
             */
            status: components["schemas"]["Switch"];
            sort: components["schemas"]["SectionSort"];
            moderators: components["schemas"]["SectionModerator"][];
        };
        /** 版块分页 */
        SectionPage: {
            list: components["schemas"]["SectionDetail"][];
            /** @example 3 */
            total: number;
        };
        /**
         * 分区
         * @description 本站的一个版块分区；0 表示不归入分区。
         * @example 2
         */
        SectionCategoryInput: number;
        /**
         * 最低等级
         * @description 发帖权限为“指定等级及以上”时必填：本站的一个用户等级；其他权限下忽略。
         * @example 3
         */
        SectionRankInput: number;
        /**
         * 版主
         * @description 本站成员的编号，最多 10 位；空数组表示不设版主。
         * @example [
         *       12
         *     ]
         */
        SectionModeratorIds: components["schemas"]["Id"][];
        /**
         * 修改版块
         * @description 只修改给出的字段；给出 moderatorIds 时整体替换版主。
         */
        SectionUpdateInput: {
            /** 版块 */
            id: components["schemas"]["Id"];
            name?: components["schemas"]["SectionName"];
            description?: components["schemas"]["SectionDescription"];
            /**
             * 版块图标
             * @description 上传到本站的图片地址（图片上传接口 uploadImage、用途 section 返回的 url），空字符串表示不设图标；其他地址答复 400。
             */
            icon?: components["schemas"]["AssetUrl"];
            categoryId?: components["schemas"]["SectionCategoryInput"];
            postPermission?: components["schemas"]["SectionPostPermission"];
            minRankId?: components["schemas"]["SectionRankInput"];
            /** 先审后发 */
            reviewFirst?: boolean;
            /** 显示状态 */
            status?: components["schemas"]["Switch"];
            sort?: components["schemas"]["SectionSort"];
            moderatorIds?: components["schemas"]["SectionModeratorIds"];
        };
        /** 新增版块 */
        SectionCreateInput: {
            name: components["schemas"]["SectionName"];
            description?: components["schemas"]["SectionDescription"];
            /**
             * 版块图标
             * @description 上传到本站的图片地址（图片上传接口 uploadImage、用途 section 返回的 url），空字符串表示不设图标；其他地址答复 400。
             */
            icon?: components["schemas"]["AssetUrl"];
            categoryId?: components["schemas"]["SectionCategoryInput"];
            postPermission?: components["schemas"]["SectionPostPermission"];
            minRankId?: components["schemas"]["SectionRankInput"];
            /** 先审后发 */
            reviewFirst?: boolean;
            /** 显示状态 */
            status?: components["schemas"]["Switch"];
            sort?: components["schemas"]["SectionSort"];
            moderatorIds?: components["schemas"]["SectionModeratorIds"];
        };
        /**
         * 方式
         * @description move 只把帖子移到目标版块，原版块保留；merge 移完后删除原版块（合并）。
         * @example merge
         * @enum {string}
         */
        SectionMoveMode: "move" | "merge";
        /**
         * 移动版块内容
         * @description 把一个版块的全部帖子（各种审核状态，含回收站中的）移到本站另一个版块；合并时随后删除原版块。
         */
        SectionMoveContentInput: {
            /** 原版块 */
            fromId: components["schemas"]["Id"];
            /** 目标版块 */
            toId: components["schemas"]["Id"];
            mode: components["schemas"]["SectionMoveMode"];
        };
        /** 移动结果 */
        SectionMoveResult: {
            /**
             * 移动的帖子数
             * @example 128
             */
            movedPosts: number;
            /**
             * 原版块已删除
             * @example true
             */
            merged: boolean;
        };
        /**
         * 版块排序
         * @description 按新的先后给出版块编号；只在给出的版块之间交换位置，其余版块不动。
         */
        SectionSortInput: {
            /**
             * 版块
             * @example [
             *       3,
             *       1
             *     ]
             */
            sectionIds: components["schemas"]["Id"][];
        };
        /** 版块 */
        Section: {
            id: components["schemas"]["Id"];
            /** @example 新书推荐 */
            name: string;
            /** @example 分享近期读到的好书 */
            description: string;
            /**
             * @description 上级版块；一级版块为 null。
             * @example null
             */
            parentId: number | null;
            /** @example 10 */
            sort: number;
        };
        /**
         * 个性签名
         * @description 显示在公开主页上；空字符串表示没有。
         * @example 读书、登山、偶尔写点东西
         */
        MemberSignature: string;
        /**
         * 性别
         * @description 0 保密，1 男，2 女。
         * @example 0
         * @enum {integer}
         */
        MemberGender: 0 | 1 | 2;
        /**
         * 所在地区
         * @description 地区的名称（省-市-区）；空字符串表示未填写。
         * @example 浙江省-杭州市-西湖区
         */
        MemberAreaAddress: string;
        /**
         * 隐藏我的动态
         * @description 为真时，公开主页不显示最近的帖子与回答。
         * @example false
         */
        MemberHideActivity: boolean;
        /**
         * 前台会员资料
         * @description 当前在前台登录的站内用户。手机号已脱敏；`isAdmin` 为站长或拥有任一控制台角色时为真（前台据此显示“管理后台”入口）。
         */
        MemberProfile: {
            id: components["schemas"]["Id"];
            /**
             * @description 站内登录名。
             * @example reader_lin
             */
            account: string;
            /**
             * 昵称
             * @example 林间读书人
             */
            userName: string;
            /**
             * 头像地址
             * @description 空字符串表示未设置。
             * @example
             */
            avatar: string;
            /**
             * @description 脱敏后的手机号（138****0000）；未绑定时为空字符串。
             * @example 138****0000
             */
            mobile: string;
            /**
             * 等级
             * @description 当前等级的名称；没有等级时为空字符串。
             * @example 书友
             */
            rankName: string;
            /**
             * 注册时间
             * Format: date-time
             * @example 2026-11-18T08:40:00.000Z
             */
            createdAt: string;
            /**
             * @description 站长或拥有控制台角色。
             * @example false
             */
            isAdmin: boolean;
            signature: components["schemas"]["MemberSignature"];
            gender: components["schemas"]["MemberGender"];
            areaCode: components["schemas"]["RegionCode"];
            areaAddress: components["schemas"]["MemberAreaAddress"];
            hideActivity: components["schemas"]["MemberHideActivity"];
        };
        /** 前台登录结果 */
        MemberLoginResult: {
            /**
             * @description 只在本站前台有效的会员令牌。
             * @example k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm
             */
            token: string;
            user: components["schemas"]["MemberProfile"];
        };
        /**
         * 昵称
         * @example 林间读书人
         */
        MemberNickname: string;
        /**
         * 修改会员资料
         * @description 只修改给出的字段，至少给出一项。昵称在本站内不能与他人相同，也不能含敏感词。头像须是本站上传的图片地址（上传接口返回的 url）或空字符串（清除头像）。地区编码与地区名称一同给出。
         */
        MemberProfileInput: {
            userName?: components["schemas"]["MemberNickname"];
            /**
             * 头像
             * @example /files/1/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp
             */
            avatar?: string;
            signature?: components["schemas"]["MemberSignature"];
            gender?: components["schemas"]["MemberGender"];
            areaCode?: components["schemas"]["RegionCode"];
            areaAddress?: components["schemas"]["MemberAreaAddress"];
            hideActivity?: components["schemas"]["MemberHideActivity"];
        };
        /**
         * 修改前台密码
         * @description 前台会员修改本站账号的登录密码（与站点控制台是同一账号）。修改后该账号的其他登录（前台与站点控制台）全部失效，当前登录保留。
         */
        MemberPasswordInput: {
            /**
             * 原密码
             * @example demo123456
             */
            oldPassword: string;
            /**
             * 新密码
             * @example newpass2026
             */
            newPassword: string;
        };
        /**
         * 登录名
         * @description 4 到 32 位，以字母开头，只含字母、数字与下划线（不能是手机号）。
         * @example reader_lin
         */
        MemberAccountName: string;
        /**
         * 前台注册
         * @description 用短信验证码注册本站会员。不填登录名时登录名为手机号。
         */
        MemberRegisterInput: {
            mobile: components["schemas"]["Mobile"];
            code: components["schemas"]["SmsCode"];
            userName: components["schemas"]["MemberNickname"];
            password: components["schemas"]["Password"];
            account?: components["schemas"]["MemberAccountName"];
        };
        /**
         * 前台站点信息
         * @description 前台加载时所需的站点信息（名称、简介、Logo、图标、注册与各功能开关），只给域名所指的站点。
         */
        MemberSite: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /** @example 一起读书、写书评、交换好书的同城读书社区 */
            siteDescription: string;
            /** Logo 地址 */
            logoUrl: components["schemas"]["AssetUrl"];
            /**
             * 站点图标地址
             * @description 空字符串时使用站点根目录的默认图标 /favicon.ico。
             */
            faviconUrl: components["schemas"]["AssetUrl"];
            /** @description 是否开放新用户注册。 */
            registerStatus: components["schemas"]["Switch"];
            /** @description 问答功能开关。 */
            questionFunctionStatus: components["schemas"]["Switch"];
            /** @description 积分商城开关。 */
            mallFunctionStatus: components["schemas"]["Switch"];
            /** @description 工单功能开关。 */
            workOrderFunctionStatus: components["schemas"]["Switch"];
            /**
             * @description 评论发表后作者可修改的时间（分钟）；0 表示不允许修改。
             * @example 30
             */
            commentEditMinutes: number;
        };
        /**
         * 我的邮箱
         * @description 当前会员在本站绑定的邮箱（已脱敏）、是否已验证、是否订阅每日摘要，以及本站的邮件渠道是否开启。
         */
        MemberEmailStatus: {
            /**
             * 邮箱
             * @description 已绑定或待验证的邮箱，脱敏显示（如 li****@example.com）；没有时为空字符串。
             * @example li****@example.com
             */
            email: string;
            /**
             * 已验证
             * @example true
             */
            verified: boolean;
            /**
             * 待验证
             * @description 已向该邮箱发出验证码，尚未验证。
             * @example false
             */
            pending: boolean;
            /**
             * 每日摘要
             * @description 每天早上 8 点（北京时间）把未读通知汇总发到已验证的邮箱。
             * @example true
             */
            digestEnabled: boolean;
            /**
             * 邮件渠道已开启
             * @description 服务器配置了发信（SMTP）时为 true；否则本站不发送任何邮件。
             * @example true
             */
            channelOn: boolean;
        };
        /**
         * 每日摘要
         * @description 是否每天把未读通知汇总发到已验证的邮箱。
         */
        MemberEmailDigestInput: {
            /**
             * 每日摘要
             * @example true
             */
            digestEnabled: boolean;
        };
        /**
         * 绑定邮箱
         * @description 要绑定的邮箱地址；服务器向它发送 6 位验证码，15 分钟内有效。
         */
        MemberEmailInput: {
            /**
             * 邮箱
             * @example lin@example.com
             */
            email: string;
        };
        /**
         * 验证邮箱
         * @description 邮件中的 6 位验证码。
         */
        MemberEmailVerifyInput: {
            /**
             * 验证码
             * @example 123456
             */
            code: string;
        };
        /** 点赞评论 */
        CommentLikeInput: {
            /**
             * 评论
             * @example 2048
             */
            commentId: number;
        };
        /** 点赞状态 */
        LikeState: {
            liked: boolean;
            /** @example 31 */
            likeCount: number;
        };
        /**
         * 作者
         * @description 内容的作者：站内用户的编号、昵称与头像（可为空）。
         */
        ContentAuthor: {
            /** @example 12 */
            id: number;
            /** @example 林间读书人 */
            name: string;
            /** @example  */
            avatar: string;
            /**
             * @description 有公开主页（/user/{id}）：匿名用户与停用、注销的成员没有，名字不作链接。
             * @example true
             */
            home: boolean;
        };
        /**
         * 审核状态
         * @description 帖子与评论的审核状态（站点控制台的审核图标 10 至 60）：
         *     10 待审核（先审后发的版块、命中敏感词的新内容）；20 已发布（所有人可见）；30 未通过（审核驳回，作者可见原因，修改后重新提交）；
         *     40 已屏蔽（发布后被管理员屏蔽，作者可见原因）；50 已删除（在回收站，可恢复到删除前的状态或彻底删除）；
         *     60 待复审（作者修改了未通过或已屏蔽的内容后重新提交，或修改后的已发布内容命中敏感词，等待管理员再次审核）。
         *     只有 20 对其他成员可见；10、30、40、60 只有作者与管理员可见；50 只在回收站可见。
         * @example 20
         * @enum {integer}
         */
        ContentStatus: 10 | 20 | 30 | 40 | 50 | 60;
        /**
         * 回复
         * @description 评论下的一条回复（或评论本身，不含其下的回复）：作者、回复的对象、审核状态（本人未发布的也会出现）、点赞数与当前成员是否点赞。
         */
        CommentReply: {
            /** @example 2048 */
            id: number;
            /** @example 1024 */
            postId: number;
            /**
             * @description 所在的一级评论；一级评论为 null。
             * @example 2040
             */
            parentId: number | null;
            /**
             * @description 净化后的 HTML。
             * @example <p>同感，罗辑的那段独白最打动我。</p>
             */
            content: string;
            author: components["schemas"]["ContentAuthor"];
            /** @description 回复的对象（回复 @某人）；没有时为 null。 */
            replyTo: components["schemas"]["ContentAuthor"] | null;
            status: components["schemas"]["ContentStatus"];
            /** @example 3 */
            likeCount: number;
            /** @description 当前成员已点赞。 */
            liked: boolean;
            /**
             * @description 已发布的回复数（只有一级评论有）。
             * @example 0
             */
            replyCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description 作者最后一次修改的时间（前台标「已编辑」）；从未修改过为 null。
             * @example null
             */
            editedAt: string | null;
        };
        /**
         * 评论
         * @description 一条一级评论与它的前几条回复：作者、回复的对象、审核状态（本人未发布的也会出现）、点赞数与当前成员是否点赞。
         */
        CommentItem: {
            /** @example 2048 */
            id: number;
            /** @example 1024 */
            postId: number;
            /**
             * @description 所在的一级评论；一级评论为 null。
             * @example 2040
             */
            parentId: number | null;
            /**
             * @description 净化后的 HTML。
             * @example <p>同感，罗辑的那段独白最打动我。</p>
             */
            content: string;
            author: components["schemas"]["ContentAuthor"];
            /** @description 回复的对象（回复 @某人）；没有时为 null。 */
            replyTo: components["schemas"]["ContentAuthor"] | null;
            status: components["schemas"]["ContentStatus"];
            /** @example 3 */
            likeCount: number;
            /** @description 当前成员已点赞。 */
            liked: boolean;
            /**
             * @description 已发布的回复数（只有一级评论有）。
             * @example 0
             */
            replyCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T10:00:00.000Z
             */
            createdAt: string;
            /** @description 最早的至多 3 条回复；其余用「评论的回复」翻页读取。 */
            replies: components["schemas"]["CommentReply"][];
            /**
             * @description 作者最后一次修改的时间（前台标「已编辑」）；从未修改过为 null。
             * @example null
             */
            editedAt: string | null;
        };
        /**
         * 评论（游标分页）
         * @description 一级评论从早到晚；`nextCursor` 为 null 表示没有更多。
         */
        CommentCursorPage: {
            list: components["schemas"]["CommentItem"][];
            /** @example MTI4 */
            nextCursor: string | null;
        };
        /**
         * 回复（游标分页）
         * @description 一条评论的回复从早到晚；`nextCursor` 为 null 表示没有更多。
         */
        CommentReplyCursorPage: {
            list: components["schemas"]["CommentReply"][];
            /** @example MTI4 */
            nextCursor: string | null;
        };
        /**
         * 评论内容
         * @description 富文本 HTML；服务器只保留安全的标签与属性。
         * @example <p>同感，罗辑的那段独白最打动我。</p>
         */
        CommentContent: string;
        /** 修改评论 */
        CommentUpdateInput: {
            /**
             * 评论
             * @example 2048
             */
            id: number;
            content: components["schemas"]["CommentContent"];
        };
        /**
         * 已保存的内容
         * @description 新建或修改后的帖子或评论：编号与审核状态（20 已发布；10、60 等待审核）。
         */
        ContentSaved: {
            /** @example 1024 */
            id: number;
            status: components["schemas"]["ContentStatus"];
        };
        /** 发表评论 */
        CommentCreateInput: {
            /**
             * 帖子
             * @example 1024
             */
            postId: number;
            content: components["schemas"]["CommentContent"];
            /**
             * 回复的评论
             * @description 回复某条评论（或某条回复）时给出它的编号；须是同一帖子的评论。
             * @example 2040
             */
            parentId?: number;
        };
        /**
         * 我的帖子
         * @description 本人的一篇帖子（不含已删除的）：摘要中的字段，加上审核原因与修改时间。
         */
        MyPost: {
            /** @example 1024 */
            id: number;
            /** @example 4 */
            sectionId: number;
            /** @example 科幻小说 */
            sectionName: string;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 正文开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /**
             * @description 正文中前几张图片的地址，用作列表缩略图。
             * @example []
             */
            images: string[];
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @description 置顶 */
            pinned: boolean;
            /** @description 精华 */
            featured: boolean;
            /** @description 锁定：不能再评论 */
            locked: boolean;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /** @example 480 */
            viewCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 最后一条已发布评论的时间，没有评论时为发帖时间。
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
            /**
             * @description 未通过或被屏蔽的原因。
             * @example
             */
            reason: string;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            updatedAt: string;
        };
        /** 我的帖子（分页） */
        MyPostPage: {
            list: components["schemas"]["MyPost"][];
            /** @example 3 */
            total: number;
        };
        /** 点赞帖子 */
        PostLikeInput: {
            /**
             * 帖子
             * @example 1024
             */
            postId: number;
        };
        /**
         * 帖子摘要
         * @description 列表中的一篇帖子：标题、摘要、首几张图、版块、作者、审核状态、标记与计数。
         */
        PostSummary: {
            /** @example 1024 */
            id: number;
            /** @example 4 */
            sectionId: number;
            /** @example 科幻小说 */
            sectionName: string;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 正文开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /**
             * @description 正文中前几张图片的地址，用作列表缩略图。
             * @example []
             */
            images: string[];
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @description 置顶 */
            pinned: boolean;
            /** @description 精华 */
            featured: boolean;
            /** @description 锁定：不能再评论 */
            locked: boolean;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /** @example 480 */
            viewCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 最后一条已发布评论的时间，没有评论时为发帖时间。
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
        };
        /**
         * 帖子（游标分页）
         * @description 帖子只增不减，用游标翻页；`nextCursor` 为 null 表示没有更多。
         */
        PostCursorPage: {
            list: components["schemas"]["PostSummary"][];
            /** @example MTI4 */
            nextCursor: string | null;
        };
        /**
         * 帖子详情
         * @description 一篇帖子的全部：摘要中的字段，加上净化后的正文 HTML、当前成员是否点赞、是否本人所发、审核原因（只有作者看得到）与修改时间。
         */
        PostDetail: {
            /** @example 1024 */
            id: number;
            /** @example 4 */
            sectionId: number;
            /** @example 科幻小说 */
            sectionName: string;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 正文开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /**
             * @description 正文中前几张图片的地址，用作列表缩略图。
             * @example []
             */
            images: string[];
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @description 置顶 */
            pinned: boolean;
            /** @description 精华 */
            featured: boolean;
            /** @description 锁定：不能再评论 */
            locked: boolean;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /** @example 480 */
            viewCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 最后一条已发布评论的时间，没有评论时为发帖时间。
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
            /**
             * @description 净化后的正文 HTML。
             * @example <p>第三次读三体，注意到很多第一次读时忽略的细节。</p>
             */
            content: string;
            /** @description 当前成员已点赞（未登录为 false）。 */
            liked: boolean;
            /** @description 当前成员已收藏（未登录为 false）。 */
            bookmarked: boolean;
            /** @description 当前成员已关注这篇帖子，有新回复时收到通知（未登录为 false）。 */
            watched: boolean;
            /** @description 当前成员是作者。 */
            mine: boolean;
            /**
             * @description 未通过或被屏蔽的原因；只给作者，其他人为空字符串。
             * @example
             */
            reason: string;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            updatedAt: string;
            /**
             * @description 作者最后一次修改的时间（前台标「已编辑」）；从未修改过为 null。
             * @example null
             */
            editedAt: string | null;
        };
        /**
         * 帖子标题
         * @example 重读《三体》：黑暗森林里的善意
         */
        PostTitle: string;
        /**
         * 帖子正文
         * @description 富文本 HTML；服务器只保留安全的标签与属性（段落、标题、列表、引用、代码、链接、图片等）。
         * @example <p>第三次读三体，注意到很多第一次读时忽略的细节。</p>
         */
        PostContent: string;
        /**
         * 附件
         * @description 帖子的附件（uploadAttachment 答复的编号，须是自己上传的）。修改帖子时给出即为帖子全部的附件：不在其中的原附件被删除；不给则附件不变。
         * @example [
         *       7,
         *       8
         *     ]
         */
        PostAttachmentIds: components["schemas"]["Id"][];
        /** 修改帖子 */
        PostUpdateInput: {
            id: components["schemas"]["Id"];
            title: components["schemas"]["PostTitle"];
            content: components["schemas"]["PostContent"];
            attachmentIds?: components["schemas"]["PostAttachmentIds"];
        };
        /** 发帖 */
        PostCreateInput: {
            /**
             * 版块
             * @example 4
             */
            sectionId: number;
            title: components["schemas"]["PostTitle"];
            content: components["schemas"]["PostContent"];
            attachmentIds?: components["schemas"]["PostAttachmentIds"];
        };
        /**
         * 搜索结果
         * @description 一篇匹配的帖子：标题与摘要中关键词用 `<em>` 标出（其余已转义，可直接作为 HTML 显示），以及匹配的一条评论。
         */
        SearchHit: {
            /** @example 1024 */
            id: number;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /** @example 重读《<em>三体</em>》：黑暗森林里的善意 */
            titleHighlight: string;
            /** @example 第三次读<em>三体</em>，注意到很多第一次读时忽略的细节…… */
            excerptHighlight: string;
            /** @example 4 */
            sectionId: number;
            /** @example 科幻小说 */
            sectionName: string;
            author: components["schemas"]["ContentAuthor"];
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /**
             * @description 匹配关键词的一条已发布评论的片段（关键词用 `<em>` 标出）；没有时为 null。
             * @example null
             */
            matchedComment: string | null;
        };
        /**
         * 搜索结果（分页）
         * @description 常见词会匹配大量帖子：只取最近活跃的 500 篇匹配帖子与最近的 500 条匹配评论参与相关度排序，`total` 是其中可显示的帖子数；
         *     `more` 为 true 时表示还有更早的匹配未列出（可以再加一个关键词缩小范围）。
         */
        SearchHitPage: {
            list: components["schemas"]["SearchHit"][];
            /** @example 1 */
            total: number;
            /**
             * @description 还有未参与排序的更早匹配
             * @example false
             */
            more: boolean;
        };
        /**
         * 前台版块
         * @description 成员看到的一个版块：名称、简介、图标、分区、已发布帖子数、是否先审后发，以及当前成员能否在此发帖。
         */
        ForumSection: {
            /** @example 4 */
            id: number;
            /** @example 科幻小说 */
            name: string;
            /** @example 刘慈欣、阿西莫夫与更多 */
            description: string;
            /** @example  */
            icon: string;
            /**
             * @description 所属分区；未分区为 null。
             * @example 2
             */
            categoryId: number | null;
            /**
             * @description 所属分区的名称；未分区为空字符串。
             * @example 读书交流
             */
            categoryName: string;
            /**
             * @description 已发布的帖子数。
             * @example 128
             */
            postCount: number;
            /** @description 先审后发：新帖需管理员审核后才公开。 */
            reviewFirst: boolean;
            /** @description 当前成员能否在此发帖（未登录为 false）。 */
            canPost: boolean;
        };
        /** 前台版块列表 */
        ForumSectionList: {
            list: components["schemas"]["ForumSection"][];
        };
        /**
         * 草稿类型
         * @description post 帖子，answer 回答。每位成员每种类型只有一份草稿。
         * @example post
         * @enum {string}
         */
        DraftKind: "post" | "answer";
        /**
         * 草稿
         * @description 成员某一类型的草稿（每位成员每种类型一份），在任何设备上都能取回。
         */
        Draft: {
            kind: components["schemas"]["DraftKind"];
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 净化后的 HTML。
             * @example <p>第三次读三体，注意到很多第一次读时忽略的细节。</p>
             */
            content: string;
            /**
             * @description 帖子草稿所选的版块；没有时为 null。
             * @example 4
             */
            sectionId: number | null;
            /**
             * @description 回答草稿所回答的问题；没有时为 null。
             * @example null
             */
            questionId: number | null;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            updatedAt: string;
        };
        /** 我的草稿 */
        DraftState: {
            /** @description 这一类型的草稿；没有时为 null。 */
            draft: components["schemas"]["Draft"] | null;
        };
        /**
         * 保存草稿
         * @description 保存正在写的帖子或回答；同一类型的旧草稿被替换。回答草稿记下所回答的问题。
         */
        DraftSaveInput: {
            kind: components["schemas"]["DraftKind"];
            /**
             * 标题
             * @example 重读《三体》：黑暗森林里的善意
             */
            title?: string;
            /**
             * 正文
             * @description 富文本 HTML；保存时只保留安全的标签与属性。可为空（只有标题时）。
             * @example <p>第三次读三体，注意到很多第一次读时忽略的细节。</p>
             */
            content: string;
            /**
             * 版块
             * @description 帖子草稿所选的版块。
             * @example 4
             */
            sectionId?: number;
            /**
             * 问题
             * @description 回答草稿所回答的问题。
             * @example 88
             */
            questionId?: number;
        };
        /**
         * 图片用途
         * @description post 帖子、comment 评论、avatar 头像、section 版块图标、gift 礼品、logo 站点 Logo、favicon 站点图标。
         *     post、comment、gift 按站点设置加水印，其余不加。logo 不超过 2 MB、缩放到 1024×1024 以内；
         *     favicon 不超过 1 MB、缩放到 256×256 以内（浏览器标签上的小图标，ICO 文件请先转为 PNG）。
         * @example post
         * @enum {string}
         */
        UploadPurpose: "post" | "comment" | "avatar" | "section" | "gift" | "logo" | "favicon";
        /**
         * 上传图片
         * @description multipart/form-data：一个文件字段 `file`，可选的 `purpose`（默认 post）。
         */
        UploadImageInput: {
            /**
             * 图片
             * Format: binary
             * @description JPG、PNG、WebP、GIF（或 AVIF）图片，不超过 5 MB（服务端可配置）；按文件内容识别类型，与文件名无关。
             */
            file: string;
            purpose?: components["schemas"]["UploadPurpose"];
        };
        /**
         * 已上传的图片
         * @description 重新编码为 WebP 后的图片：地址、宽高（像素）与字节数。
         */
        UploadedImage: {
            /**
             * @description 图片地址：本地存储时为站内路径 /files/…，S3 存储时为 S3_PUBLIC_URL 开头的地址。
             * @example /files/1/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp
             */
            url: string;
            /** @example 1280 */
            width: number;
            /** @example 960 */
            height: number;
            /** @example 184320 */
            bytes: number;
        };
        /**
         * 评论（控制台）
         * @description 站点控制台列表中的一条评论：所属帖子、作者、内容、审核状态与计数；按关键词搜索时带内容的高亮。
         */
        ConsoleComment: {
            /** @example 2048 */
            id: number;
            /** @example 1024 */
            postId: number;
            /** @example 重读《三体》：黑暗森林里的善意 */
            postTitle: string;
            /**
             * @description 回复所在的顶层评论；顶层评论为 null。
             * @example null
             */
            parentId: number | null;
            /**
             * @description 评论内容（保存时已净化的 HTML）。
             * @example <p>同感，罗辑的那段独白写得真好。</p>
             */
            content: string;
            /**
             * @description 内容的纯文本，最多 200 个字。
             * @example 同感，罗辑的那段独白写得真好。
             */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example 3 */
            likeCount: number;
            /** @example 0 */
            replyCount: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description 按关键词搜索时的内容片段，命中的词以 <em> 标出，其余已转义，可直接作为 HTML 显示。
             * @example 同感，罗辑的那段<em>独白</em>写得真好。
             */
            contentHighlight?: string;
        };
        /**
         * 总数是否封顶
         * @description 内容列表只数到前 1000 条：为 true 时表示匹配的多于 1000 条，`total` 为 1000（界面显示「1000+」），可以加筛选条件缩小范围。
         *     大站点上精确计数要读遍整个站点的内容，封顶让列表在任何筛选下都能即时返回。
         * @example false
         */
        TotalCapped: boolean;
        /** 评论分页（控制台） */
        ConsoleCommentPage: {
            list: components["schemas"]["ConsoleComment"][];
            /** @example 1 */
            total: number;
            more: components["schemas"]["TotalCapped"];
        };
        /**
         * 内容编号
         * @description 一次操作的帖子或评论，1 到 100 个，不能重复。
         * @example [
         *       1024,
         *       1025
         *     ]
         */
        ContentIds: components["schemas"]["Id"][];
        /**
         * 批量处理内容
         * @description 要处理的帖子或评论；原因可不填。
         */
        ContentBatchInput: {
            ids: components["schemas"]["ContentIds"];
            /**
             * 原因
             * @example 误判，恢复发布
             */
            reason?: string;
        };
        /**
         * 批量处理结果
         * @description 改变了的条数，与因状态不允许（或本来就是这样）而跳过的条数。
         */
        ContentBatchResult: {
            /** @example 2 */
            changed: number;
            /** @example 0 */
            skipped: number;
        };
        /**
         * 驳回或屏蔽内容
         * @description 要处理的帖子或评论与原因；原因会告知作者。
         */
        ContentReasonInput: {
            ids: components["schemas"]["ContentIds"];
            /**
             * 原因
             * @example 含有广告链接
             */
            reason: string;
        };
        /**
         * 内容版本
         * @description 帖子、评论或回答的一个版本：第 1 版是最初发表的内容，之后每次修改一版；最新的一版即当前内容。
         */
        ContentRevision: {
            /** @example 2 */
            version: number;
            /**
             * @description 帖子的标题；评论与回答为空。
             * @example 重读《三体》：黑暗森林里的善意
             */
            title: string;
            /**
             * @description 这一版的正文（保存时已净化的 HTML）。
             * @example <p>第三次读三体，补充几处细节。</p>
             */
            content: string;
            editor: components["schemas"]["ContentAuthor"];
            /**
             * Format: date-time
             * @description 这一版写成的时间。
             * @example 2026-11-20T09:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * 编辑历史
         * @description 一条内容的全部版本，新的在前；从未修改过的内容没有版本（空列表）。
         */
        ContentRevisionList: {
            list: components["schemas"]["ContentRevision"][];
        };
        /**
         * 待审核数量
         * @description 等待审核（待审核 10 与待复审 60）的帖子与评论数，用于侧栏角标。
         */
        ModerationCount: {
            /** @example 3 */
            pendingPosts: number;
            /** @example 5 */
            pendingComments: number;
        };
        /**
         * 帖子（控制台）
         * @description 站点控制台列表中的一篇帖子：摘要字段加上审核信息；按关键词搜索时带标题的高亮。
         */
        ConsolePost: {
            /** @example 1024 */
            id: number;
            /** @example 4 */
            sectionId: number;
            /** @example 科幻小说 */
            sectionName: string;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 正文开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /**
             * @description 正文中前几张图片的地址，用作列表缩略图。
             * @example []
             */
            images: string[];
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @description 置顶 */
            pinned: boolean;
            /** @description 精华 */
            featured: boolean;
            /** @description 锁定：不能再评论 */
            locked: boolean;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /** @example 480 */
            viewCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 最后一条已发布评论的时间，没有评论时为发帖时间。
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
            /**
             * @description 驳回或屏蔽的原因（作者可见）。
             * @example
             */
            reason: string;
            /**
             * @description 最后审核的管理员。
             * @example admin
             */
            reviewedBy: string;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            reviewedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @example null
             */
            deletedAt: string | null;
            /**
             * @description 按关键词搜索时的标题，命中的词以 <em> 标出，其余已转义，可直接作为 HTML 显示。
             * @example 重读《<em>三体</em>》：黑暗森林里的善意
             */
            titleHighlight?: string;
        };
        /** 帖子分页（控制台） */
        ConsolePostPage: {
            list: components["schemas"]["ConsolePost"][];
            /** @example 1 */
            total: number;
            more: components["schemas"]["TotalCapped"];
        };
        /**
         * 审核操作
         * @description 审核记录里的一次操作。
         * @example contentApproved
         * @enum {string}
         */
        ModerationAction: "contentApproved" | "contentRejected" | "contentHidden" | "contentRestored" | "contentDeleted" | "contentPurged" | "contentMoved" | "contentPinned" | "contentUnpinned" | "contentFeatured" | "contentUnfeatured" | "contentLocked" | "contentUnlocked";
        /**
         * 审核记录
         * @description 对一篇帖子的一次审核操作：做了什么、谁、何时、原因。
         */
        ModerationEvent: {
            action: components["schemas"]["ModerationAction"];
            /** @example admin */
            actorName: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            at: string;
            /** @example  */
            reason: string;
        };
        /**
         * 帖子详情（控制台）
         * @description 一篇帖子的全部信息：正文（保存时已净化的 HTML）与审核记录（新的在前）。
         */
        ConsolePostDetail: {
            /** @example 1024 */
            id: number;
            /** @example 4 */
            sectionId: number;
            /** @example 科幻小说 */
            sectionName: string;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 正文开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /**
             * @description 正文中前几张图片的地址，用作列表缩略图。
             * @example []
             */
            images: string[];
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @description 置顶 */
            pinned: boolean;
            /** @description 精华 */
            featured: boolean;
            /** @description 锁定：不能再评论 */
            locked: boolean;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /** @example 480 */
            viewCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 最后一条已发布评论的时间，没有评论时为发帖时间。
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
            /**
             * @description 驳回或屏蔽的原因（作者可见）。
             * @example
             */
            reason: string;
            /**
             * @description 最后审核的管理员。
             * @example admin
             */
            reviewedBy: string;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            reviewedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @example null
             */
            deletedAt: string | null;
            /**
             * @description 正文，保存时已按允许的标签净化的 HTML。
             * @example <p>第三次读三体，注意到很多第一次读时忽略的细节……</p>
             */
            content: string;
            history: components["schemas"]["ModerationEvent"][];
        };
        /**
         * 设置帖子标记
         * @description 给帖子加上（true）或取消（false）置顶、精华或锁定。
         */
        PostFlagInput: {
            ids: components["schemas"]["ContentIds"];
            /**
             * 设置
             * @description true 加上，false 取消。
             */
            value: boolean;
        };
        /**
         * 移动帖子
         * @description 把帖子移到本站的另一个版块。
         */
        PostMoveInput: {
            ids: components["schemas"]["ContentIds"];
            /** 目标版块 */
            sectionId: components["schemas"]["Id"];
        };
        /**
         * 删除者
         * @description 谁删除了内容：作者本人、站点管理员或平台。
         * @example console
         * @enum {string}
         */
        ContentActorKind: "member" | "console" | "saas";
        /**
         * 回收站中的内容
         * @description 一篇已删除的帖子或一条已删除的评论：谁、何时删除，删除前的状态（恢复后回到它），标题或摘要与作者。
         */
        RecycleItem: {
            /** @example 1024 */
            id: number;
            /**
             * @description 帖子的标题；评论时为所属帖子的标题。
             * @example 重读《三体》：黑暗森林里的善意
             */
            title: string;
            /**
             * @description 正文或评论内容开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /**
             * @description 帖子自己的编号，或评论所属帖子的编号。
             * @example 1024
             */
            postId: number;
            author: components["schemas"]["ContentAuthor"];
            deletedByKind: components["schemas"]["ContentActorKind"];
            /** @example admin */
            deletedBy: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:00:00.000Z
             */
            deletedAt: string;
            previousStatus: components["schemas"]["ContentStatus"];
        };
        /** 回收站分页 */
        RecyclePage: {
            list: components["schemas"]["RecycleItem"][];
            /** @example 1 */
            total: number;
        };
        /** 敏感词 */
        SensitiveWord: {
            /** @example 7 */
            id: number;
            /** @example 代开发票 */
            word: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /** 敏感词分页 */
        SensitiveWordPage: {
            list: components["schemas"]["SensitiveWord"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 添加敏感词
         * @description 1 到 200 个词，每个 1 到 30 个字；前后空格会去掉，已有的与重复的忽略。
         */
        SensitiveWordsInput: {
            /**
             * 敏感词
             * @example [
             *       "代开发票",
             *       "刷单"
             *     ]
             */
            words: string[];
        };
        /** 添加结果 */
        SensitiveWordsAdded: {
            /**
             * @description 新加入的词数（已有的与重复的不计）。
             * @example 2
             */
            added: number;
        };
        /** 删除敏感词 */
        SensitiveWordIdsInput: {
            /**
             * 敏感词
             * @example [
             *       7,
             *       8
             *     ]
             */
            ids: components["schemas"]["Id"][];
        };
        /**
         * 监管中的评论
         * @description 站点管理中心评论监管列表的一行：所属站点与帖子、作者、正文摘要与高亮、审核状态。
         */
        SaasCommentItem: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            id: components["schemas"]["Id"];
            postId: components["schemas"]["Id"];
            /** @example 重读《三体》：黑暗森林里的善意 */
            postTitle: string;
            /**
             * @description 所回复的一级评论；一级评论为 null。
             * @example null
             */
            parentId: number | null;
            author: components["schemas"]["ContentAuthor"];
            /**
             * @description 评论正文的纯文本开头。
             * @example 同感，第二部的结尾最震撼。
             */
            excerpt: string;
            /**
             * @description 正文摘要的高亮 HTML（已转义，命中的词包在 `<em>` 中）；没有关键词时是转义后的摘要。
             * @example 同感，第二部的结尾最<em>震撼</em>。
             */
            contentHighlight: string;
            status: components["schemas"]["ContentStatus"];
            /**
             * @description 驳回或屏蔽的原因。
             * @example
             */
            reason: string;
            /** @example 3 */
            likeCount: number;
            /** @example 0 */
            replyCount: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            createdAt: string;
        };
        /** 监管中的评论分页 */
        SaasCommentPage: {
            list: components["schemas"]["SaasCommentItem"][];
            /** @example 1 */
            total: number;
            more: components["schemas"]["TotalCapped"];
        };
        /**
         * 代站点审核内容
         * @description 对一个站点的一批帖子或评论执行同一操作：approve 通过，reject 驳回（待审核、待复审），hide 屏蔽（已发布），
         *     restore 恢复（已屏蔽、已删除），delete 删除到回收站，purge 彻底删除（已删除）。驳回与屏蔽必须填写原因，作者可见。
         *     状态不允许该操作的内容被跳过。
         */
        SaasModerationInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /**
             * 内容
             * @example [
             *       1024,
             *       1025
             *     ]
             */
            ids: components["schemas"]["Id"][];
            /**
             * 操作
             * @example hide
             * @enum {string}
             */
            action: "approve" | "reject" | "hide" | "restore" | "delete" | "purge";
            /**
             * 原因
             * @description 驳回或屏蔽的原因（两者必填），作者可见。
             * @example 含有广告信息
             */
            reason?: string;
        };
        /**
         * 审核结果
         * @description changed 已处理的编号，skipped 因状态不允许该操作而跳过的编号。
         */
        SaasModerationResult: {
            /**
             * @example [
             *       1024
             *     ]
             */
            changed: components["schemas"]["Id"][];
            /**
             * @example [
             *       1025
             *     ]
             */
            skipped: components["schemas"]["Id"][];
        };
        /**
         * 监管中的帖子
         * @description 站点管理中心帖子监管列表的一行：所属站点、帖子摘要、审核原因，以及按关键词搜索时标题的高亮（已转义的 HTML，命中的词包在 `<em>` 中）。
         */
        SaasPostItem: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            id: components["schemas"]["Id"];
            sectionId: components["schemas"]["Id"];
            /** @example 科幻小说 */
            sectionName: string;
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * @description 正文开头的纯文本。
             * @example 第三次读三体，注意到很多第一次读时忽略的细节……
             */
            excerpt: string;
            /** @example [] */
            images: string[];
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @description 置顶 */
            pinned: boolean;
            /** @description 精华 */
            featured: boolean;
            /** @description 锁定 */
            locked: boolean;
            /** @example 12 */
            commentCount: number;
            /** @example 30 */
            likeCount: number;
            /** @example 480 */
            viewCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
            /**
             * @description 驳回或屏蔽的原因，作者可见；其他状态为空。
             * @example
             */
            reason: string;
            /**
             * @description 标题的高亮 HTML（已转义，命中的词包在 `<em>` 中）；没有关键词时是转义后的标题。
             * @example 重读《<em>三体</em>》：黑暗森林里的善意
             */
            titleHighlight: string;
        };
        /** 监管中的帖子分页 */
        SaasPostPage: {
            list: components["schemas"]["SaasPostItem"][];
            /** @example 1 */
            total: number;
            more: components["schemas"]["TotalCapped"];
        };
        /**
         * 索引重建状态
         * @description never 从未重建，running 重建中，done 已完成，failed 失败。
         * @example done
         * @enum {string}
         */
        SearchIndexState: "never" | "running" | "done" | "failed";
        /**
         * 站点的搜索索引
         * @description 一个站点的全文搜索索引：文档数（帖子与评论）、未索引数（有文字却没有索引词的）、最近一次重建的时间、状态与进度。
         */
        SearchIndexSite: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /** @example 1280 */
            documents: number;
            /** @example 0 */
            unindexed: number;
            /**
             * Format: date-time
             * @description 最近一次重建开始的时间；从未重建为 null。
             * @example 2026-11-20T08:30:00.000Z
             */
            lastBuiltAt: string | null;
            state: components["schemas"]["SearchIndexState"];
            progress: {
                /** @example 1280 */
                total: number;
                /** @example 1280 */
                done: number;
            };
            /**
             * @description 失败时的原因；其他状态为空。
             * @example
             */
            error: string;
        };
        /** 搜索索引分页 */
        SearchIndexPage: {
            list: components["schemas"]["SearchIndexSite"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 重建搜索索引
         * @description 给出 siteId 时只重建这个站点，不给出时重建全部站点。正在重建的站点不会重复开始。
         */
        SearchIndexRebuildInput: {
            /** 站点 */
            siteId?: components["schemas"]["Id"];
        };
        /** 重建已开始 */
        SearchIndexRebuildResult: {
            /**
             * @description 开始重建的站点数。
             * @example 1
             */
            started: number;
            /**
             * @description 已在重建中、未重复开始的站点数。
             * @example 0
             */
            alreadyRunning: number;
        };
        /**
         * 监管中的版块
         * @description 各站点的版块：所属站点、名称、分区、显示状态、已发布帖子数与是否先审后发。
         */
        SaasSectionItem: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            id: components["schemas"]["Id"];
            /** @example 科幻小说 */
            name: string;
            /**
             * @description 所属分区的名称；未分区为空。
             * @example 读书
             */
            categoryName: string;
            status: components["schemas"]["Switch"];
            /**
             * @description 已发布的帖子数。
             * @example 42
             */
            postCount: number;
            /** @description 先审后发 */
            reviewFirst: boolean;
        };
        /** 监管中的版块分页 */
        SaasSectionPage: {
            list: components["schemas"]["SaasSectionItem"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 显示或隐藏版块
         * @description 代站点显示（1）或隐藏（0）一个版块；隐藏的版块在前台不可见。
         */
        SaasSectionStatusInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /** 版块 */
            id: components["schemas"]["Id"];
            /** 状态 */
            status: components["schemas"]["Switch"];
        };
        /** 平台敏感词 */
        PlatformSensitiveWord: {
            id: components["schemas"]["Id"];
            /** @example 代开发票 */
            word: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /** 平台敏感词分页 */
        PlatformSensitiveWordPage: {
            list: components["schemas"]["PlatformSensitiveWord"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 添加平台敏感词
         * @description 一次最多 200 个词，每个 1 到 30 个字（去掉首尾空白）；已有的词与重复的词被忽略。
         */
        PlatformSensitiveWordsInput: {
            /**
             * 敏感词
             * @example [
             *       "代开发票",
             *       "刷单"
             *     ]
             */
            words: string[];
        };
        /** 添加结果 */
        PlatformSensitiveWordsAdded: {
            /**
             * @description 新加入的词数（已有与重复的不计）。
             * @example 2
             */
            added: number;
        };
        /** 删除平台敏感词 */
        PlatformSensitiveWordIds: {
            /**
             * 敏感词
             * @example [
             *       3,
             *       4
             *     ]
             */
            ids: components["schemas"]["Id"][];
        };
        /**
         * 待处理举报数
         * @description 待处理的被举报对象数，用于侧栏角标。
         */
        ImpeachCount: {
            /** @example 4 */
            open: number;
        };
        /**
         * 举报状态
         * @description open 待处理；resolved 已处理（处理一个对象会关闭它的全部举报）。
         * @example open
         * @enum {string}
         */
        ImpeachState: "open" | "resolved";
        /**
         * 举报对象类型
         * @description 被举报的是什么：帖子、评论、问题、回答、用户或私信。
         * @example post
         * @enum {string}
         */
        ImpeachTargetType: "post" | "comment" | "question" | "answer" | "user" | "message";
        /**
         * 举报排序
         * @description oldest 等待最久的在前；newest 最新举报在前；count 举报次数多的在前。
         * @example oldest
         * @enum {string}
         */
        ImpeachSort: "oldest" | "newest" | "count";
        /** 理由统计 */
        ImpeachReasonCount: {
            /** @example 垃圾广告 */
            reason: string;
            /** @example 2 */
            count: number;
        };
        /**
         * 举报人
         * @description 一条举报：举报人、理由、补充说明与时间。
         */
        ImpeachReporter: {
            /** @example 88 */
            id: number;
            /** @example 15 */
            userId: number;
            /** @example 读者一号 */
            name: string;
            /** @example 垃圾广告 */
            reason: string;
            /** @example  */
            reasonText: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * 举报处理方式
         * @description 对被举报内容的处理：hide 屏蔽（已发布的内容，原因告知作者）；delete 删除到回收站；keep 保留（举报不成立）。
         *     被举报的是用户时只能保留（内容操作不适用于用户）。
         * @example hide
         * @enum {string}
         */
        ImpeachAction: "hide" | "delete" | "keep";
        /**
         * 被举报对象
         * @description 队列中的一项：一个被举报的对象与它的全部举报。
         */
        ImpeachItem: {
            /**
             * @description 举报对象在队列中的编号（处理时用它）。
             * @example 31
             */
            id: number;
            targetType: components["schemas"]["ImpeachTargetType"];
            /** @example 1024 */
            targetId: number;
            /**
             * @description 帖子的标题、评论的开头或用户的昵称；对象已不存在时为空。
             * @example 低价代写论文，加微信
             */
            title: string;
            /**
             * @description 内容的开头（纯文本）。
             * @example 专业代写，价格优惠……
             */
            excerpt: string;
            /**
             * @description 对象在前台的地址（站内路径）；没有时为空。
             * @example /post/1024
             */
            link: string;
            /** @description 内容的作者，或被举报的用户本人；已不存在时为 null。 */
            author: components["schemas"]["ContentAuthor"] | null;
            /** @example 3 */
            reportCount: number;
            /** @description 各理由被选的次数，多的在前。 */
            reasons: components["schemas"]["ImpeachReasonCount"][];
            /** @description 最近的举报（最多 20 条），新的在前。 */
            reporters: components["schemas"]["ImpeachReporter"][];
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            firstReportedAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            lastReportedAt: string;
            state: components["schemas"]["ImpeachState"];
            /** @description 处理方式；待处理时为 null。 */
            action: components["schemas"]["ImpeachAction"] | null;
            /**
             * @description 处理人（站点管理员的昵称，或“平台：”加平台管理员的姓名）；待处理时为空。
             * @example
             */
            handledBy: string;
            /** @example null */
            handledAt: string | null;
            /**
             * @description 处理说明（告知作者与举报人）；没有时为空。
             * @example
             */
            note: string;
        };
        /** 举报队列（分页） */
        ImpeachPage: {
            list: components["schemas"]["ImpeachItem"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 举报理由
         * @description 站点举报理由列表中的一项（1 到 20 个字）。
         * @example 垃圾广告
         */
        ImpeachReasonName: string;
        /**
         * 举报理由项
         * @description 举报理由的名称，与选它时是否必须填写补充说明（如“其他”）。
         */
        ImpeachReason: {
            name: components["schemas"]["ImpeachReasonName"];
            /**
             * 需要说明
             * @example false
             */
            takesText: boolean;
        };
        /**
         * 举报理由列表
         * @description 站点的举报理由，按显示顺序；站点没有改过时是默认列表。
         */
        ImpeachReasonList: {
            list: components["schemas"]["ImpeachReason"][];
        };
        /**
         * 修改举报理由
         * @description 整个列表按顺序替换；1 到 20 项，名称不能重复。已有举报保留它们当时的理由。
         */
        ImpeachReasonsInput: {
            /** 举报理由 */
            reasons: components["schemas"]["ImpeachReason"][];
        };
        /**
         * 处理作者
         * @description 同时处理被举报内容的作者（被举报的是用户时即该用户）：禁言（只能浏览）或封禁（不能登录）若干天，原因告知该成员。
         *     已有同类处罚时以新的为准。站长不能被禁言或封禁。
         */
        ImpeachAuthorAction: {
            kind: components["schemas"]["SanctionKind"];
            /**
             * 天数
             * @description 从现在起的天数（1～3650）。
             * @example 3
             */
            days: number;
            /**
             * 处罚原因
             * @example 多次发布广告
             */
            reason: string;
        };
        /**
         * 处理举报
         * @description 对一批被举报对象执行同一处理：屏蔽或删除内容，或保留。处理后对象的全部举报关闭，举报人收到处理结果的通知；
         *     已处理的跳过。
         */
        ImpeachHandleInput: {
            /**
             * 举报对象
             * @description 队列中的编号（`id`），1 到 100 个，不能重复。
             * @example [
             *       31,
             *       32
             *     ]
             */
            ids: components["schemas"]["Id"][];
            action: components["schemas"]["ImpeachAction"];
            /**
             * 处理说明
             * @description 告知作者（屏蔽的原因）与举报人；可不填。
             * @example 含有广告信息
             */
            note?: string;
            authorAction?: components["schemas"]["ImpeachAuthorAction"];
        };
        /**
         * 补充说明
         * @description 举报理由需要说明（如“其他”）时必填，其余时可选。
         * @example 帖子里反复贴外链
         */
        ImpeachReasonText: string;
        /**
         * 举报
         * @description 举报一个对象：类型、编号与理由（来自站点的举报理由列表）；理由需要说明时填写补充说明。
         */
        ImpeachCreateInput: {
            targetType: components["schemas"]["ImpeachTargetType"];
            /**
             * 举报对象
             * @example 1024
             */
            targetId: number;
            reason: components["schemas"]["ImpeachReasonName"];
            reasonText?: components["schemas"]["ImpeachReasonText"];
        };
        /**
         * 已举报
         * @description 这条举报的编号，与对象目前待处理的举报次数。
         */
        ImpeachCreated: {
            /** @example 88 */
            id: number;
            /** @example 3 */
            reportCount: number;
        };
        /**
         * 举报私信
         * @description 举报我收到的一条私信，理由取自站点的举报理由列表；只有这条私信的内容与发送人会进入举报队列。
         */
        MessageReportInput: {
            /**
             * 私信
             * @example 301
             */
            messageId: number;
            reason: components["schemas"]["ImpeachReasonName"];
            reasonText?: components["schemas"]["ImpeachReasonText"];
        };
        /**
         * 被举报对象（平台）
         * @description 平台队列中的一项：所属站点，与被举报的对象及它的全部举报。
         */
        SaasImpeachItem: {
            /** @example 1 */
            siteId: number;
            /** @example 青禾读书会 */
            siteName: string;
            /**
             * @description 举报对象在队列中的编号（处理时用它）。
             * @example 31
             */
            id: number;
            targetType: components["schemas"]["ImpeachTargetType"];
            /** @example 1024 */
            targetId: number;
            /**
             * @description 帖子的标题、评论的开头或用户的昵称；对象已不存在时为空。
             * @example 低价代写论文，加微信
             */
            title: string;
            /**
             * @description 内容的开头（纯文本）。
             * @example 专业代写，价格优惠……
             */
            excerpt: string;
            /**
             * @description 对象在前台的地址（站内路径）；没有时为空。
             * @example /post/1024
             */
            link: string;
            /** @description 内容的作者，或被举报的用户本人；已不存在时为 null。 */
            author: components["schemas"]["ContentAuthor"] | null;
            /** @example 3 */
            reportCount: number;
            /** @description 各理由被选的次数，多的在前。 */
            reasons: components["schemas"]["ImpeachReasonCount"][];
            /** @description 最近的举报（最多 20 条），新的在前。 */
            reporters: components["schemas"]["ImpeachReporter"][];
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            firstReportedAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            lastReportedAt: string;
            state: components["schemas"]["ImpeachState"];
            /** @description 处理方式；待处理时为 null。 */
            action: components["schemas"]["ImpeachAction"] | null;
            /**
             * @description 处理人（站点管理员的昵称，或“平台：”加平台管理员的姓名）；待处理时为空。
             * @example
             */
            handledBy: string;
            /** @example null */
            handledAt: string | null;
            /**
             * @description 处理说明（告知作者与举报人）；没有时为空。
             * @example
             */
            note: string;
        };
        /** 举报队列（分页） */
        SaasImpeachPage: {
            list: components["schemas"]["SaasImpeachItem"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 代站点处理举报
         * @description 平台代站点对一批被举报对象执行同一处理，记为平台的操作：屏蔽或删除内容，或保留。处理后对象的全部举报关闭，
         *     举报人收到处理结果的通知；已处理的跳过。
         */
        SaasImpeachHandleInput: {
            /** 站点 */
            siteId: components["schemas"]["Id"];
            /**
             * 举报对象
             * @description 队列中的编号（`id`），1 到 100 个，不能重复。
             * @example [
             *       31,
             *       32
             *     ]
             */
            ids: components["schemas"]["Id"][];
            action: components["schemas"]["ImpeachAction"];
            /**
             * 处理说明
             * @description 告知作者（屏蔽的原因）与举报人；可不填。
             * @example 含有广告信息
             */
            note?: string;
            authorAction?: components["schemas"]["ImpeachAuthorAction"];
        };
        /**
         * 私信设置
         * @description 本站是否开放私信，以及只允许等级不低于所选等级的成员发私信（null 表示不限等级）。
         */
        MessageSetting: {
            enabled: components["schemas"]["Switch"];
            /**
             * 发私信的最低等级
             * @description 本站的一个等级编号；null 表示所有成员都可以发。
             * @example null
             */
            minRankId: number | null;
        };
        /** 已屏蔽的成员 */
        BlockedMember: {
            member: components["schemas"]["ContentAuthor"];
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            blockedAt: string;
        };
        /**
         * 黑名单
         * @description 我屏蔽的成员，最近屏蔽的在前（最多 500 位）。
         */
        BlockList: {
            list: components["schemas"]["BlockedMember"][];
        };
        /**
         * 会话
         * @description 我与另一位成员的一对一会话：对方、最后一条私信的摘要与时间、我的未读数。
         */
        Conversation: {
            /** @example 7 */
            id: number;
            other: components["schemas"]["ContentAuthor"];
            /**
             * @description 最后一条私信的开头（纯文本）；没有时为空。
             * @example 你好，看了你的帖子很有收获
             */
            lastExcerpt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            lastAt: string;
            /**
             * @description 我未读的私信数。
             * @example 2
             */
            unread: number;
        };
        /**
         * 会话（游标分页）
         * @description 最近有私信的在前；`nextCursor` 为 null 表示没有更多。
         */
        ConversationCursorPage: {
            list: components["schemas"]["Conversation"][];
            /** @example null */
            nextCursor: string | null;
        };
        /** 私信 */
        PrivateMessage: {
            /** @example 301 */
            id: number;
            /** @example 12 */
            senderId: number;
            /**
             * @description 是我发的。
             * @example false
             */
            mine: boolean;
            /**
             * @description 纯文本内容；被管理员屏蔽时为空。
             * @example 你好，看了你的帖子很有收获
             */
            content: string;
            /**
             * @description 被管理员屏蔽（举报处理后）。
             * @example false
             */
            hidden: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * 会话中的私信（游标分页）
         * @description 会话的对方与私信，从新到旧；`nextCursor` 为 null 表示没有更早的。
         */
        ConversationMessagePage: {
            conversation: {
                /** @example 7 */
                id: number;
                other: components["schemas"]["ContentAuthor"];
                /**
                 * @description 我已屏蔽对方。
                 * @example false
                 */
                blockedByMe: boolean;
            };
            list: components["schemas"]["PrivateMessage"][];
            /** @example null */
            nextCursor: string | null;
        };
        /** 未读私信数 */
        MessageUnreadCount: {
            /** @example 3 */
            unread: number;
        };
        /**
         * 发私信
         * @description 收信人（本站成员的编号）与内容（纯文本，1 到 1000 个字）。
         */
        PrivateMessageInput: {
            /**
             * 收信人
             * @example 12
             */
            toId: number;
            /**
             * 内容
             * @example 你好，看了你的帖子很有收获
             */
            content: string;
        };
        /** 已发送的私信 */
        PrivateMessageSent: {
            /**
             * @description 与收信人的会话编号。
             * @example 7
             */
            conversationId: number;
            /**
             * @description 私信编号。
             * @example 301
             */
            id: number;
        };
        /**
         * 通知类型
         * @description 发给成员的通知是关于什么的。
         * @example reportResolved
         * @enum {string}
         */
        MemberNotificationKind: "reportResolved" | "contentHidden" | "contentDeleted" | "memberMuted" | "memberBanned" | "answerReceived" | "answerAccepted" | "medalEarned" | "workOrderReplied" | "workOrderStatusChanged" | "followedPost" | "watchedReply" | "reply" | "mention" | "like";
        /**
         * 通知渠道设置
         * @description 哪些类型的成员通知除站内通知外还经短信、微信订阅消息、邮件发送。站内通知总是发送；短信只发给留有手机号的成员，并计入本站的短信额度；邮件只发给验证了邮箱的成员，且服务器须配置了发信（SMTP）。
         */
        NotificationChannelSetting: {
            /**
             * 短信通知
             * @description 同时以短信发送的通知类型。
             * @example [
             *       "memberBanned"
             *     ]
             */
            smsKinds: components["schemas"]["MemberNotificationKind"][];
            /**
             * 微信订阅消息
             * @description 同时以微信订阅消息发送的通知类型。
             * @example [
             *       "reportResolved",
             *       "answerReceived"
             *     ]
             */
            wechatKinds: components["schemas"]["MemberNotificationKind"][];
            /**
             * 邮件通知
             * @description 同时以邮件发送的通知类型（发给验证了邮箱的成员）。不给出时保持不变。
             * @example [
             *       "answerReceived"
             *     ]
             */
            emailKinds?: components["schemas"]["MemberNotificationKind"][];
            /**
             * 邮件渠道已开启
             * @description 只读：服务器配置了发信（SMTP）时为 true；为 false 时本站不发送任何邮件，邮件通知类型的设置暂不生效。
             * @example true
             */
            readonly emailChannelOn?: boolean;
        };
        /** 未读通知数 */
        MemberNotificationCount: {
            /** @example 2 */
            unread: number;
        };
        /**
         * 管理员通知类型
         * @description 发给站点管理员的通知是关于什么的：短信额度预警；本站提交给平台的工单有了新回复或状态变更（发给提交工单的管理员）。
         * @example smsQuotaWarning
         * @enum {string}
         */
        ConsoleNotificationKind: "smsQuotaWarning" | "workOrderReplied" | "workOrderStatusChanged";
        /**
         * 管理员通知
         * @description 发给当前站点管理员的一条通知。
         */
        ConsoleNotification: {
            /** @example 31 */
            id: number;
            kind: components["schemas"]["ConsoleNotificationKind"];
            /** @example 本月短信额度已用 80% */
            title: string;
            /** @example 本站本月已发送 400 条短信，额度 500 条。额度用完后将无法发送短信。 */
            content: string;
            /**
             * @description 相关页面在站点控制台中的路径；没有时为空。
             * @example /statistic/manageSmsSentStatistic
             */
            link: string;
            /** @example false */
            read: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * 管理员通知（游标分页）
         * @description 从新到旧；`nextCursor` 为 null 表示没有更多。
         */
        ConsoleNotificationCursorPage: {
            list: components["schemas"]["ConsoleNotification"][];
            /** @example MzE */
            nextCursor: string | null;
        };
        /**
         * 通知偏好（站点控制台）
         * @description mutedNotices：不想收到的站内通知（铃铛）类型，之后这些通知不再发给本人；
         *     hiddenBadges：不想在侧边栏看到的新增计数（角标）。
         */
        ConsoleNotificationPreference: {
            /** 不接收的通知 */
            mutedNotices: components["schemas"]["ConsoleNotificationKind"][];
            /** 隐藏的角标 */
            hiddenBadges: components["schemas"]["ConsoleMessageType"][];
        };
        /**
         * 标为已读
         * @description 给出 `id` 时只把这一条标为已读；不给出时把全部未读标为已读。
         */
        MemberNotificationReadInput: {
            /** 通知 */
            id?: components["schemas"]["Id"];
        };
        /**
         * 已读结果
         * @description 这次标为已读的条数，与之后的未读数。
         */
        MemberNotificationReadResult: {
            /** @example 2 */
            changed: number;
            /** @example 0 */
            unread: number;
        };
        /**
         * 可提到的成员
         * @description @ 提到时候选的本站成员。
         */
        MentionMember: {
            id: components["schemas"]["Id"];
            /** @example 林间读书人 */
            nickname: string;
            /**
             * @description 头像地址；空字符串表示没有头像。
             * @example
             */
            avatar: string;
        };
        /** 可提到的成员列表 */
        MentionMemberList: {
            list: components["schemas"]["MentionMember"][];
        };
        /**
         * 通知
         * @description 发给当前成员的一条通知。
         */
        MemberNotification: {
            /** @example 501 */
            id: number;
            kind: components["schemas"]["MemberNotificationKind"];
            /** @example 你的举报已处理 */
            title: string;
            /** @example 你举报的帖子《低价代写论文》已被屏蔽，感谢你维护社区。 */
            content: string;
            /**
             * @description 相关页面的站内路径；没有时为空。
             * @example /post/1024
             */
            link: string;
            /** @example false */
            read: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * 通知（游标分页）
         * @description 从新到旧；`nextCursor` 为 null 表示没有更多。
         */
        MemberNotificationCursorPage: {
            list: components["schemas"]["MemberNotification"][];
            /** @example NTAx */
            nextCursor: string | null;
        };
        /**
         * 通知渠道
         * @description 一条通知经哪个渠道送达：inApp 站内通知（总是发送）；sms 短信（计入站点的短信额度）；wechat 微信订阅消息；email 邮件（发给已验证邮箱的成员，服务器配置了发信时）。
         * @example sms
         * @enum {string}
         */
        NotificationChannel: "inApp" | "sms" | "wechat" | "email";
        /**
         * 成员的通知偏好
         * @description 一种通知在一个渠道上是否发给本人。站内通知每种都可开关；短信与微信订阅消息只列出本站在“通知渠道”里选择发送的类型。没有设置过的都为开启。
         */
        MemberNotificationPreference: {
            kind: components["schemas"]["MemberNotificationKind"];
            channel: components["schemas"]["NotificationChannel"];
            /**
             * 接收
             * @example true
             */
            enabled: boolean;
        };
        /**
         * 我的通知偏好
         * @description 每种通知在每个可用渠道上的开关。
         */
        MemberNotificationPreferenceList: {
            list: components["schemas"]["MemberNotificationPreference"][];
        };
        /**
         * 消息模板
         * @description 发送所用的模板，即通知类型：发给成员的各类通知（与“通知类型”一致），以及发给站点管理员的通知和每日邮件摘要。
         * @example reportResolved
         * @enum {string}
         */
        NotificationTemplate: "reportResolved" | "contentHidden" | "contentDeleted" | "memberMuted" | "memberBanned" | "answerReceived" | "answerAccepted" | "medalEarned" | "workOrderReplied" | "workOrderStatusChanged" | "followedPost" | "watchedReply" | "reply" | "mention" | "like" | "smsQuotaWarning" | "emailDigest";
        /**
         * 发送状态
         * @description pending 排队待发送；sent 已发送；failed 发送失败（原因见 error）；delivered 服务商回执已送达。
         * @example sent
         * @enum {string}
         */
        NotificationSendStatus: "pending" | "sent" | "failed" | "delivered";
        /**
         * 消息发送记录
         * @description 一次发送（任一渠道）的记录；接收人已隐去中间部分。
         */
        SubscribeMessageLog: {
            id: components["schemas"]["Id"];
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            template: components["schemas"]["NotificationTemplate"];
            channel: components["schemas"]["NotificationChannel"];
            /**
             * @description 接收人（手机号、微信用户或账号，中间部分隐去）。
             * @example 138****0003
             */
            recipient: string;
            status: components["schemas"]["NotificationSendStatus"];
            /**
             * @description 失败原因；没有失败时为空。
             * @example
             */
            error: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 交给渠道的时间；尚未发送时为空。
             * @example 2026-11-21T09:00:01.000Z
             */
            sentAt: string | null;
        };
        /** 消息发送记录（分页） */
        SubscribeMessageLogPage: {
            list: components["schemas"]["SubscribeMessageLog"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 消息发送统计（站点与模板）
         * @description 一个站点的一种模板在所选日期内的发送数。`sent` 是已交给渠道的条数（含后来送达的），`delivered` 是其中已确认送达的。
         */
        SubscribeMessageStat: {
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            template: components["schemas"]["NotificationTemplate"];
            /** @example 12 */
            total: number;
            /** @example 10 */
            sent: number;
            /** @example 7 */
            delivered: number;
            /** @example 1 */
            failed: number;
            /** @example 1 */
            pending: number;
        };
        /** 消息发送统计（分页） */
        SubscribeMessageStatPage: {
            list: components["schemas"]["SubscribeMessageStat"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 事件流说明
         * @description 不接受 `text/event-stream` 的客户端得到的答复：事件流每次最多保持多久，断开后隔多久重连。
         */
        EventStreamInfo: {
            /** @example 30 */
            lifetimeSeconds: number;
            /** @example 2000 */
            retryMs: number;
        };
        /** 回答（管理） */
        ConsoleAnswer: {
            /**
             * 编号
             * @example 301
             */
            id: number;
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            questionTitle: string;
            /** @example 先清理一下出风口的灰尘。 */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example 12 */
            upCount: number;
            /** @example 1 */
            downCount: number;
            /** @example false */
            accepted: boolean;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * 回答分页
         * @description 一页与总条数。
         */
        ConsoleAnswerPage: {
            list: components["schemas"]["ConsoleAnswer"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 审核问答
         * @description approve 通过，reject 驳回（待审核、待复审），hide 屏蔽（已发布），restore 恢复（已屏蔽、已删除），delete 删除到回收站，purge 彻底删除（已删除）。状态不允许该操作的被跳过。
         */
        QuestionModerationInput: {
            ids: components["schemas"]["ContentIds"];
            /**
             * 操作
             * @example hide
             * @enum {string}
             */
            action: "approve" | "reject" | "hide" | "restore" | "delete" | "purge";
            /**
             * 原因
             * @description 驳回或屏蔽的原因，作者可见。
             * @example 含有广告信息
             */
            reason?: string;
        };
        /** 问题（管理） */
        ConsoleQuestion: {
            /**
             * 编号
             * @example 88
             */
            id: number;
            /**
             * 分类
             * @example 3
             */
            typeId: number;
            /** @example 技术求助 */
            typeName: string;
            /** @example 数码杂谈 */
            sectionName: string;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            title: string;
            /** @example 买了半年的笔记本，最近风扇一直在转…… */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example 50 */
            bounty: number;
            /** @example false */
            solved: boolean;
            /** @example 3 */
            answerCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            updatedAt: string;
        };
        /**
         * 问题分页
         * @description 一页与总条数。
         */
        ConsoleQuestionPage: {
            list: components["schemas"]["ConsoleQuestion"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 问答权限
         * @description 谁可以提问或回答：1 所有成员，2 仅管理员（站长与持有控制台角色的用户）。
         * @example 1
         * @enum {integer}
         */
        QuestionPermission: 1 | 2;
        /**
         * 悬赏积分
         * @description 悬赏使用的积分类型：reputation 声望，coin 金币。
         * @example coin
         * @enum {string}
         */
        BountyCategory: "reputation" | "coin";
        /**
         * 到期处理
         * @description 问题发布满设定天数仍未采纳回答时：refund 把悬赏退还提问者；bestVoted 付给得票（赞减踩）最多的已发布回答，没有回答时退还。
         * @example refund
         * @enum {string}
         */
        QuestionSettleRule: "refund" | "bestVoted";
        /**
         * 问答设置
         * @description 站点的问答规则：谁可以提问与回答、悬赏的上下限与积分类型、到期结算、回答是否先审后发、每人回答数。
         */
        QuestionSetting: {
            /** 谁可以提问 */
            askPermission: components["schemas"]["QuestionPermission"];
            /** 谁可以回答 */
            answerPermission: components["schemas"]["QuestionPermission"];
            /**
             * 最低悬赏
             * @description 大于 0 的悬赏至少这么多积分；0 表示不限。
             * @example 5
             */
            bountyMin: number;
            /**
             * 最高悬赏
             * @description 一个问题最多悬赏这么多积分；0 表示不允许悬赏。
             * @example 500
             */
            bountyMax: number;
            bountyCategory: components["schemas"]["BountyCategory"];
            /**
             * 结算天数
             * @description 问题发布满这么多天仍未采纳回答时，按到期处理方式结算悬赏。
             * @example 7
             */
            settleDays: number;
            settleRule: components["schemas"]["QuestionSettleRule"];
            /** 回答先审后发 */
            answerReviewFirst: components["schemas"]["Switch"];
            /**
             * 每人回答数
             * @description 一位成员对同一个问题最多回答几次。
             * @example 1
             */
            maxAnswersPerMember: number;
        };
        /**
         * 保存问答设置
         * @description 最低悬赏不能高于最高悬赏。
         */
        QuestionSettingInput: {
            /** 谁可以提问 */
            askPermission: components["schemas"]["QuestionPermission"];
            /** 谁可以回答 */
            answerPermission: components["schemas"]["QuestionPermission"];
            /**
             * 最低悬赏
             * @description 大于 0 的悬赏至少这么多积分；0 表示不限。
             * @example 5
             */
            bountyMin: number;
            /**
             * 最高悬赏
             * @description 一个问题最多悬赏这么多积分；0 表示不允许悬赏。
             * @example 500
             */
            bountyMax: number;
            bountyCategory: components["schemas"]["BountyCategory"];
            /**
             * 结算天数
             * @description 问题发布满这么多天仍未采纳回答时，按到期处理方式结算悬赏。
             * @example 7
             */
            settleDays: number;
            settleRule: components["schemas"]["QuestionSettleRule"];
            /** 回答先审后发 */
            answerReviewFirst: components["schemas"]["Switch"];
            /**
             * 每人回答数
             * @description 一位成员对同一个问题最多回答几次。
             * @example 1
             */
            maxAnswersPerMember: number;
        };
        /**
         * 问题分类
         * @description 站点设置的问题分类；停用的分类不再出现在提问页，已有的问题保留分类。
         */
        QuestionType: {
            /**
             * 编号
             * @example 3
             */
            id: number;
            /** @example 技术求助 */
            name: string;
            /** @example 💻 */
            icon: string;
            /** @example 10 */
            sort: number;
            enabled: components["schemas"]["Switch"];
        };
        /**
         * 问题分类列表
         * @description 按排序值从小到大。
         */
        QuestionTypeList: {
            list: components["schemas"]["QuestionType"][];
        };
        /** 修改问题分类 */
        QuestionTypeUpdateInput: {
            /**
             * 分类
             * @example 3
             */
            id: number;
            /**
             * 名称
             * @example 技术求助
             */
            name: string;
            /**
             * 图标
             * @description 一个表情或短字符，显示在分类名前；可不填。
             * @example 💻
             */
            icon?: string;
            /**
             * 排序
             * @example 10
             */
            sort: number;
            /** 启用 */
            enabled: components["schemas"]["Switch"];
        };
        /** 新建问题分类 */
        QuestionTypeCreateInput: {
            /**
             * 名称
             * @example 技术求助
             */
            name: string;
            /**
             * 图标
             * @description 一个表情或短字符，显示在分类名前；可不填。
             * @example 💻
             */
            icon?: string;
            /**
             * 排序
             * @example 10
             */
            sort: number;
            /** 启用 */
            enabled: components["schemas"]["Switch"];
        };
        /**
         * 回答的评论
         * @description 纯文本。
         */
        AnswerComment: {
            /**
             * 编号
             * @example 9
             */
            id: number;
            /**
             * 回答
             * @example 301
             */
            answerId: number;
            /** @example 试过了，确实安静多了 */
            content: string;
            author: components["schemas"]["ContentAuthor"];
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * 评论分页
         * @description 一页与总条数。
         */
        AnswerCommentPage: {
            list: components["schemas"]["AnswerComment"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 评论回答
         * @description 纯文本，不含 HTML；含敏感词时不能发表。
         */
        AnswerCommentCreateInput: {
            /**
             * 回答
             * @example 301
             */
            answerId: number;
            /**
             * 评论
             * @example 试过了，确实安静多了
             */
            content: string;
        };
        /**
         * 投票
         * @description up 赞同，down 反对，none 取消投票。每位成员对一个回答只有一票。
         * @example up
         * @enum {string}
         */
        AnswerVote: "up" | "down" | "none";
        /**
         * 回答
         * @description 问题下的一个回答。
         */
        AnswerItem: {
            /**
             * 编号
             * @example 301
             */
            id: number;
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /** @example <p>先清理一下出风口的灰尘。</p> */
            content: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example 12 */
            upCount: number;
            /** @example 1 */
            downCount: number;
            myVote: components["schemas"]["AnswerVote"];
            /** @example false */
            accepted: boolean;
            /** @example 2 */
            commentCount: number;
            /** @example false */
            mine: boolean;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * @description 作者最后一次修改的时间（前台标「已编辑」）；从未修改过为 null。
             * @example null
             */
            editedAt: string | null;
        };
        /**
         * 回答分页
         * @description 一页与总条数。
         */
        AnswerPage: {
            list: components["schemas"]["AnswerItem"][];
            /** @example 1 */
            total: number;
        };
        /** 修改回答 */
        AnswerUpdateInput: {
            /**
             * 回答
             * @example 301
             */
            id: number;
            /**
             * 回答内容
             * @description 富文本 HTML；服务器只保留安全的标签与属性。
             * @example <p>先清理一下出风口的灰尘，再换滤网。</p>
             */
            content: string;
        };
        /** 回答 */
        AnswerCreateInput: {
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /**
             * 回答内容
             * @description 富文本 HTML；服务器只保留安全的标签与属性。
             * @example <p>先清理一下出风口的灰尘。</p>
             */
            content: string;
        };
        /** 采纳回答 */
        AnswerAcceptInput: {
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /**
             * 回答
             * @example 301
             */
            answerId: number;
        };
        /**
         * 已采纳
         * @description bounty 为付给回答者的悬赏积分（0 为没有悬赏）。
         */
        AnswerAccepted: {
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /**
             * 回答
             * @example 301
             */
            answerId: number;
            /** @example 50 */
            bounty: number;
        };
        /** 投票 */
        AnswerVoteInput: {
            /**
             * 回答
             * @example 301
             */
            answerId: number;
            /** 投票 */
            vote: components["schemas"]["AnswerVote"];
        };
        /** 投票结果 */
        AnswerVoteState: {
            /**
             * 回答
             * @example 301
             */
            answerId: number;
            /** @example 13 */
            upCount: number;
            /** @example 1 */
            downCount: number;
            myVote: components["schemas"]["AnswerVote"];
        };
        /** 我的回答 */
        MyAnswer: {
            /**
             * 编号
             * @example 301
             */
            id: number;
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            questionTitle: string;
            /** @example 先清理一下出风口的灰尘。 */
            excerpt: string;
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example true */
            accepted: boolean;
            /** @example 12 */
            upCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * 我的回答分页
         * @description 一页与总条数。
         */
        MyAnswerPage: {
            list: components["schemas"]["MyAnswer"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 问题摘要
         * @description 列表中的一个问题。
         */
        QuestionSummary: {
            /**
             * 编号
             * @example 88
             */
            id: number;
            /**
             * 分类
             * @example 3
             */
            typeId: number;
            /** @example 技术求助 */
            typeName: string;
            /** @example 💻 */
            typeIcon: string;
            /** @example 4 */
            sectionId: number | null;
            /** @example 数码杂谈 */
            sectionName: string;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            title: string;
            /** @example 买了半年的笔记本，最近风扇一直在转…… */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /**
             * @description 悬赏积分；0 为没有悬赏。
             * @example 50
             */
            bounty: number;
            /**
             * @description 已采纳回答。
             * @example false
             */
            solved: boolean;
            /**
             * @description 已发布的回答数。
             * @example 3
             */
            answerCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
        };
        /**
         * 问题分页
         * @description 一页与总条数。
         */
        QuestionPage: {
            list: components["schemas"]["QuestionSummary"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 提问须知
         * @description 前台提问页与问答列表需要的：问答是否开放、分类、悬赏范围与积分、登录成员能否提问回答及其积分余额。
         */
        QuestionOptions: {
            /**
             * @description 本站问答是否开放（套餐包含问答且站点打开了问答功能）。
             * @example true
             */
            enabled: boolean;
            types: components["schemas"]["QuestionType"][];
            /** @example 5 */
            bountyMin: number;
            /** @example 500 */
            bountyMax: number;
            bountyCategory: components["schemas"]["BountyCategory"];
            /** @example 金币 */
            bountyCategoryName: string;
            /** @example 枚 */
            bountyUnit: string;
            /** @example 7 */
            settleDays: number;
            settleRule: components["schemas"]["QuestionSettleRule"];
            /**
             * @description 登录的成员能否提问；未登录时为 false。
             * @example true
             */
            mayAsk: boolean;
            /** @example true */
            mayAnswer: boolean;
            /**
             * @description 登录成员悬赏积分的余额；未登录时为 null。
             * @example 120
             */
            balance: number | null;
        };
        /**
         * 问题详情
         * @description 问题全文；作者还能看到未发布的状态与原因。
         */
        QuestionDetail: {
            /**
             * 编号
             * @example 88
             */
            id: number;
            /**
             * 分类
             * @example 3
             */
            typeId: number;
            /** @example 技术求助 */
            typeName: string;
            /** @example 💻 */
            typeIcon: string;
            /** @example 4 */
            sectionId: number | null;
            /** @example 数码杂谈 */
            sectionName: string;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            title: string;
            /** @example 买了半年的笔记本，最近风扇一直在转…… */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /**
             * @description 悬赏积分；0 为没有悬赏。
             * @example 50
             */
            bounty: number;
            /**
             * @description 已采纳回答。
             * @example false
             */
            solved: boolean;
            /**
             * @description 已发布的回答数。
             * @example 3
             */
            answerCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            activeAt: string;
            /** @example <p>买了半年的笔记本，最近风扇一直在转。</p> */
            content: string;
            /** @example [] */
            images: string[];
            /** @example null */
            acceptedAnswerId: number | null;
            /**
             * 悬赏状态
             * @example held
             * @enum {string}
             */
            bountyState: "none" | "held" | "paid" | "refunded";
            /**
             * Format: date-time
             * @description 悬赏到期结算的时间；没有悬赏或已结算时为 null。
             * @example null
             */
            settleAt: string | null;
            /** @example false */
            mine: boolean;
            /** @example  */
            reason: string;
        };
        /**
         * 提问
         * @description 悬赏的积分在提问时从余额中冻结，采纳回答时付给回答者，到期未采纳按站点规则结算。
         */
        QuestionCreateInput: {
            /**
             * 问题标题
             * @example 笔记本电脑风扇一直响怎么办？
             */
            title: string;
            /**
             * 问题描述
             * @description 富文本 HTML；服务器只保留安全的标签与属性。
             * @example <p>买了半年的笔记本，最近风扇一直在转。</p>
             */
            content: string;
            /**
             * 悬赏
             * @description 悬赏积分，0 为不悬赏；在站点设置的范围内。
             * @example 50
             */
            bounty: number;
            /**
             * 问题分类
             * @example 3
             */
            typeId: number;
            /**
             * 版块
             * @example 4
             */
            sectionId?: number;
        };
        /**
         * 回答（平台监管）
         * @description 带所属站点。
         */
        SaasAnswer: {
            /**
             * 站点
             * @example 1
             */
            siteId: number;
            /** @example 书友会 */
            siteName: string;
            /**
             * 编号
             * @example 301
             */
            id: number;
            /**
             * 问题
             * @example 88
             */
            questionId: number;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            questionTitle: string;
            /** @example 先清理一下出风口的灰尘。 */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example 12 */
            upCount: number;
            /** @example 1 */
            downCount: number;
            /** @example false */
            accepted: boolean;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * 回答分页
         * @description 一页与总条数。
         */
        SaasAnswerPage: {
            list: components["schemas"]["SaasAnswer"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 问题（平台监管）
         * @description 带所属站点。
         */
        SaasQuestion: {
            /**
             * 站点
             * @example 1
             */
            siteId: number;
            /** @example 书友会 */
            siteName: string;
            /**
             * 编号
             * @example 88
             */
            id: number;
            /**
             * 分类
             * @example 3
             */
            typeId: number;
            /** @example 技术求助 */
            typeName: string;
            /** @example 数码杂谈 */
            sectionName: string;
            /** @example 笔记本电脑风扇一直响怎么办？ */
            title: string;
            /** @example 买了半年的笔记本，最近风扇一直在转…… */
            excerpt: string;
            author: components["schemas"]["ContentAuthor"];
            status: components["schemas"]["ContentStatus"];
            /** @example  */
            reason: string;
            /** @example 50 */
            bounty: number;
            /** @example false */
            solved: boolean;
            /** @example 3 */
            answerCount: number;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            updatedAt: string;
        };
        /**
         * 问题分页
         * @description 一页与总条数。
         */
        SaasQuestionPage: {
            list: components["schemas"]["SaasQuestion"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 工单状态
         * @description pending 待处理（新提交、还没有客服回复）、processing 处理中、resolved 已解决（等待提交人确认，到期自动关闭）、closed 已关闭。
         * @example processing
         * @enum {string}
         */
        WorkOrderStatus: "pending" | "processing" | "resolved" | "closed";
        /**
         * 工单去向
         * @description site 成员提交给站点的工单，saas 站点提交给平台的工单。
         * @example site
         * @enum {string}
         */
        WorkOrderScope: "site" | "saas";
        /**
         * 平台工单类别
         * @description 站点向平台提交的工单类别：billing 账单，fault 故障，appeal 内容申诉，other 其他。
         * @example fault
         * @enum {string}
         */
        SaasWorkOrderCategory: "billing" | "fault" | "appeal" | "other";
        /**
         * 工单相关的人
         * @description 编号与名称。
         */
        WorkOrderPerson: {
            /** @example 12 */
            id: number;
            /** @example 林间读书人 */
            name: string;
        };
        /**
         * 工单摘要
         * @description 列表中的一条工单。站点工单有分类（typeId、typeName），平台工单有类别（category）；siteName 是提交工单的站点。isNew 为还没有客服回复的待处理工单，waiting 为提交人回复后等待客服回复的工单。
         */
        WorkOrderSummary: {
            /** @example 31 */
            id: number;
            scope: components["schemas"]["WorkOrderScope"];
            /** @example 1 */
            siteId: number;
            /** @example 青禾读书会 */
            siteName: string;
            /** @example 2 */
            typeId: number | null;
            /** @example 账号问题 */
            typeName: string;
            category: components["schemas"]["SaasWorkOrderCategory"] | null;
            /** @example 无法修改绑定的手机号 */
            title: string;
            status: components["schemas"]["WorkOrderStatus"];
            requester: components["schemas"]["WorkOrderPerson"];
            /**
             * @description 处理人的编号：站点工单是站点管理员（站内用户），平台工单是平台管理员；未指派为 null。
             * @example 3
             */
            assigneeId: number | null;
            /**
             * @description 处理人名称；未指派或站点设置不向成员显示客服名称时为空。
             * @example 小禾
             */
            assigneeName: string;
            /** @example false */
            isNew: boolean;
            /** @example true */
            waiting: boolean;
            /**
             * @description 满意度 1 到 5；未评价为 null。
             * @example null
             */
            rating: number | null;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updatedAt: string;
        };
        /**
         * 工单分页
         * @description 一页与总条数。
         */
        WorkOrderPage: {
            list: components["schemas"]["WorkOrderSummary"][];
            /** @example 1 */
            total: number;
        };
        /**
         * 图片
         * @description 先用上传接口（uploadImage）上传得到的本站图片地址，最多 6 张。
         * @example [
         *       "/files/1/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp"
         *     ]
         */
        WorkOrderImages: string[];
        /**
         * 工单记录类型
         * @description reply 回复（提交人可见），note 内部备注（只有客服可见），event 状态变更与指派等记录。
         * @example reply
         * @enum {string}
         */
        WorkOrderEntryKind: "reply" | "note" | "event";
        /**
         * 记录来自
         * @description requester 提交人，staff 客服（站点管理员或平台管理员），system 系统（如到期自动关闭）。
         * @example staff
         * @enum {string}
         */
        WorkOrderEntryAuthor: "requester" | "staff" | "system";
        /**
         * 工单记录
         * @description 一条回复、内部备注或状态记录。提交人看不到内部备注；站点设置不显示客服名称时，成员看到的客服名称为「客服」。
         */
        WorkOrderEntry: {
            /** @example 101 */
            id: number;
            kind: components["schemas"]["WorkOrderEntryKind"];
            author: components["schemas"]["WorkOrderEntryAuthor"];
            /** @example 小禾 */
            authorName: string;
            /** @example 您好，已为您重置绑定，请重新登录后修改。 */
            content: string;
            images: components["schemas"]["WorkOrderImages"];
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * 工单详情
         * @description 工单与它的记录（旧的在前），以及首次回复用时与解决用时（秒；还没有时为 null）。reopenUntil 是提交人还能重新打开的截止时间（不能重新打开时为 null）；mayRate 表示提交人现在可以评价。
         */
        WorkOrderDetail: {
            /** @example 31 */
            id: number;
            scope: components["schemas"]["WorkOrderScope"];
            /** @example 1 */
            siteId: number;
            /** @example 青禾读书会 */
            siteName: string;
            /** @example 2 */
            typeId: number | null;
            /** @example 账号问题 */
            typeName: string;
            category: components["schemas"]["SaasWorkOrderCategory"] | null;
            /** @example 无法修改绑定的手机号 */
            title: string;
            /** @example 换了新手机号，设置页提示验证码错误。 */
            content: string;
            images: components["schemas"]["WorkOrderImages"];
            /** @example 微信 qinghe_reader */
            contact: string;
            status: components["schemas"]["WorkOrderStatus"];
            requester: components["schemas"]["WorkOrderPerson"];
            /** @example 3 */
            assigneeId: number | null;
            /** @example 小禾 */
            assigneeName: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            firstReplyAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            resolvedAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            closedAt: string | null;
            /** @example 1800 */
            firstReplySeconds: number | null;
            /** @example null */
            resolutionSeconds: number | null;
            /** @example null */
            rating: number | null;
            /** @example  */
            ratingComment: string;
            /**
             * Format: date-time
             * @example null
             */
            reopenUntil: string | null;
            /** @example false */
            mayRate: boolean;
            entries: components["schemas"]["WorkOrderEntry"][];
        };
        /**
         * 向平台提交工单
         * @description 站长或站点管理员向平台提交工单：账单、故障、内容申诉或其他。
         */
        SaasWorkOrderCreateInput: {
            category: components["schemas"]["SaasWorkOrderCategory"];
            /**
             * 标题
             * @example 无法修改绑定的手机号
             */
            title: string;
            /**
             * 问题描述
             * @example 换了新手机号，设置页提示验证码错误。
             */
            content: string;
            images?: components["schemas"]["WorkOrderImages"];
            /**
             * 联系方式
             * @description 方便客服联系的方式（手机、微信等），可不填。
             * @example 微信 qinghe_reader
             */
            contact?: string;
        };
        /** 已提交的工单 */
        WorkOrderCreated: {
            id: components["schemas"]["Id"];
        };
        /**
         * 评价工单
         * @description 已解决或已关闭的工单可以评价一次。
         */
        WorkOrderRateInput: {
            /**
             * 工单
             * @example 31
             */
            id: number;
            /**
             * 满意度
             * @example 5
             */
            score: number;
            /**
             * 评价
             * @example 回复很快，问题解决了
             */
            comment?: string;
        };
        /** 回复工单（提交人） */
        WorkOrderRequesterReplyInput: {
            /**
             * 工单
             * @example 31
             */
            id: number;
            /**
             * 回复内容
             * @example 您好，已为您重置绑定，请重新登录后修改。
             */
            content: string;
            images?: components["schemas"]["WorkOrderImages"];
        };
        /**
         * 提交人的操作
         * @description close 关闭工单，reopen 在站点允许的天数内重新打开已解决或已关闭的工单。
         * @example close
         * @enum {string}
         */
        WorkOrderAction: "close" | "reopen";
        /** 关闭或重新打开工单（提交人） */
        WorkOrderActionInput: {
            /**
             * 工单
             * @example 31
             */
            id: number;
            action: components["schemas"]["WorkOrderAction"];
        };
        /**
         * 可指派的处理人
         * @description 站点工单：站长与持有工单权限（WorkOrder）的管理员；平台工单：持有内容审核权限（ContentAudit）的平台管理员与主管理员。
         */
        WorkOrderAssignee: {
            /** @example 3 */
            id: number;
            /** @example 小禾 */
            name: string;
        };
        /**
         * 谁可以提交工单
         * @description all 所有成员，ranks 只有指定等级的成员，none 暂不接受工单。
         * @example all
         * @enum {string}
         */
        WorkOrderOpenPermission: "all" | "ranks" | "none";
        /** 工单设置 */
        WorkOrderSetting: {
            openPermission: components["schemas"]["WorkOrderOpenPermission"];
            /**
             * 可提交工单的等级
             * @description 谁可以提交为「指定等级的成员」时，这些等级的成员可以提交。
             * @example [
             *       1,
             *       2
             *     ]
             */
            rankIds: number[];
            /**
             * 自动关闭天数
             * @description 已解决的工单这么多天没有提交人回复即自动关闭；0 表示不自动关闭。
             * @example 7
             */
            autoCloseDays: number;
            /**
             * 可重新打开天数
             * @description 工单解决或关闭后这么多天内，提交人可以重新打开；0 表示不能重新打开。
             * @example 7
             */
            reopenDays: number;
            /** 向成员显示客服名称 */
            showStaffNames: components["schemas"]["Switch"];
        };
        /**
         * 保存工单设置
         * @description 指定等级时至少选择一个等级。
         */
        WorkOrderSettingInput: {
            openPermission: components["schemas"]["WorkOrderOpenPermission"];
            /**
             * 可提交工单的等级
             * @description 谁可以提交为「指定等级的成员」时，这些等级的成员可以提交。
             * @example [
             *       1,
             *       2
             *     ]
             */
            rankIds: number[];
            /**
             * 自动关闭天数
             * @description 已解决的工单这么多天没有提交人回复即自动关闭；0 表示不自动关闭。
             * @example 7
             */
            autoCloseDays: number;
            /**
             * 可重新打开天数
             * @description 工单解决或关闭后这么多天内，提交人可以重新打开；0 表示不能重新打开。
             * @example 7
             */
            reopenDays: number;
            /** 向成员显示客服名称 */
            showStaffNames: components["schemas"]["Switch"];
        };
        /** 工单分类 */
        WorkOrderType: {
            /** @example 2 */
            id: number;
            /** @example 账号问题 */
            name: string;
            /** @example 登录、绑定手机、修改密码等 */
            description: string;
            /** @example 10 */
            sort: number;
            enabled: components["schemas"]["Switch"];
            /** @example 3 */
            defaultAssigneeId: number | null;
            /** @example 小禾 */
            defaultAssigneeName: string;
        };
        /** 修改工单分类 */
        WorkOrderTypeUpdateInput: {
            /**
             * 分类
             * @example 2
             */
            id: number;
            /**
             * 名称
             * @example 账号问题
             */
            name: string;
            /**
             * 说明
             * @example 登录、绑定手机、修改密码等
             */
            description?: string;
            /**
             * 排序
             * @description 小的在前。
             * @example 10
             */
            sort: number;
            /** 启用 */
            enabled: components["schemas"]["Switch"];
            /**
             * 默认处理人
             * @description 这一类的新工单自动指派给他（须持有工单权限的管理员）；不填则不自动指派。
             * @example 3
             */
            defaultAssigneeId?: number;
        };
        /** 新建工单分类 */
        WorkOrderTypeCreateInput: {
            /**
             * 名称
             * @example 账号问题
             */
            name: string;
            /**
             * 说明
             * @example 登录、绑定手机、修改密码等
             */
            description?: string;
            /**
             * 排序
             * @description 小的在前。
             * @example 10
             */
            sort: number;
            /** 启用 */
            enabled: components["schemas"]["Switch"];
            /**
             * 默认处理人
             * @description 这一类的新工单自动指派给他（须持有工单权限的管理员）；不填则不自动指派。
             * @example 3
             */
            defaultAssigneeId?: number;
        };
        /** 指派工单 */
        WorkOrderAssignInput: {
            /**
             * 工单
             * @example 31
             */
            id: number;
            /**
             * 处理人
             * @example 3
             */
            assigneeId: number;
        };
        /**
         * 回复工单（客服）
         * @description internal 为 true 时是内部备注，只有客服看得到，也不通知提交人。
         */
        WorkOrderReplyInput: {
            /**
             * 工单
             * @example 31
             */
            id: number;
            /**
             * 回复内容
             * @example 您好，已为您重置绑定，请重新登录后修改。
             */
            content: string;
            images?: components["schemas"]["WorkOrderImages"];
            /**
             * 内部备注
             * @default false
             * @example false
             */
            internal: boolean;
        };
        /**
         * 修改工单状态
         * @description 待处理 → 处理中 → 已解决 → 已关闭；已解决的可改回处理中，已关闭的可重新打开为处理中。
         */
        WorkOrderStatusInput: {
            /**
             * 工单
             * @example 31
             */
            id: number;
            status: components["schemas"]["WorkOrderStatus"];
        };
        /**
         * 提交工单须知
         * @description 本站是否开放工单、当前成员能否提交（不能时 refusal 说明原因）、可选的分类与可重新打开的天数。
         */
        WorkOrderOptions: {
            /** @example true */
            enabled: boolean;
            /** @example true */
            mayOpen: boolean;
            /** @example  */
            refusal: string;
            types: {
                /** @example 2 */
                id: number;
                /** @example 账号问题 */
                name: string;
                /** @example 登录、绑定手机、修改密码等 */
                description: string;
            }[];
            /** @example 7 */
            reopenDays: number;
        };
        /**
         * 提交工单
         * @description 成员向站点提交工单：选择分类，写标题与描述，可附图片与联系方式。
         */
        WorkOrderCreateInput: {
            /**
             * 工单分类
             * @example 2
             */
            typeId: number;
            /**
             * 标题
             * @example 无法修改绑定的手机号
             */
            title: string;
            /**
             * 问题描述
             * @example 换了新手机号，设置页提示验证码错误。
             */
            content: string;
            images?: components["schemas"]["WorkOrderImages"];
            /**
             * 联系方式
             * @description 方便客服联系的方式（手机、微信等），可不填。
             * @example 微信 qinghe_reader
             */
            contact?: string;
        };
        /**
         * 计数
         * @example 12
         */
        Count: number;
        /**
         * 平台数字
         * @description 主管理员与管理员看到的全平台数字；某一项为 null 表示当前账号的权限看不到它（站点需站点管理，会员、帖子与短信需统计与基础数据，待审内容与工单需内容审核，举报需举报管理，订单需订单管理）。
         */
        SaasHomePlatform: {
            /** @description 站点：全部、授权有效（未过期）与 30 天内到期的。 */
            sites: null | {
                total: components["schemas"]["Count"];
                active: components["schemas"]["Count"];
                expiring: components["schemas"]["Count"];
            };
            /** @description 会员：全部站点的会员总数与今天（北京时间）新增的。 */
            members: null | {
                total: components["schemas"]["Count"];
                today: components["schemas"]["Count"];
            };
            /** @description 帖子：未删除的帖子总数与今天新发的。 */
            posts: null | {
                total: components["schemas"]["Count"];
                today: components["schemas"]["Count"];
            };
            /** @description 待审核内容：待审核与待复审的帖子和评论。 */
            review: null | {
                posts: components["schemas"]["Count"];
                comments: components["schemas"]["Count"];
            };
            /** @description 未关闭的平台工单：待处理与处理中的。 */
            workOrders: null | {
                pending: components["schemas"]["Count"];
                processing: components["schemas"]["Count"];
            };
            /** @description 待处理的举报（被举报的对象数）。 */
            reports: null | components["schemas"]["Count"];
            /** @description 本月（北京时间）已支付的订单数与收入（分，不含已退款的）。 */
            orders: null | {
                paid: components["schemas"]["Count"];
                /**
                 * @description 收入（分）
                 * @example 129900
                 */
                revenueFen: number;
            };
            /** @description 本月已计费的短信条数，与设置了额度的站点的月额度之和（0 表示没有站点设置额度）。 */
            sms: null | {
                used: components["schemas"]["Count"];
                quota: components["schemas"]["Count"];
                sitesWithQuota: components["schemas"]["Count"];
            };
        };
        /**
         * 一天的趋势
         * @description 某一项为 null 表示当前账号的权限看不到它。
         */
        SaasHomeDay: {
            /**
             * Format: date
             * @description 日期（北京时间）
             */
            date: string;
            /** @description 新增会员 */
            newMembers: null | components["schemas"]["Count"];
            /** @description 新帖子 */
            posts: null | components["schemas"]["Count"];
            /** @description 当天支付的订单 */
            orders: null | components["schemas"]["Count"];
        };
        /** 我的站点 */
        SaasHomeSite: {
            id: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            name: string;
            /** @example demo */
            slug: string;
            licenseType: components["schemas"]["LicenseType"];
            licenseStatus: components["schemas"]["LicenseStatus"];
            /** @description 授权到期时间；null 表示不会到期（基础版）。 */
            expiresAt: null | string;
        };
        /** 我的未关闭平台工单 */
        SaasHomeWorkOrder: {
            id: components["schemas"]["Id"];
            siteId: components["schemas"]["Id"];
            /** @example 青禾读书会 */
            siteName: string;
            /** @example 续费后授权没有延长 */
            title: string;
            status: components["schemas"]["WorkOrderStatus"];
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * 站点管理中心首页
         * @description platform：管理员（含主管理员）按各自权限看到的全平台数字与近 30 天趋势；客户（没有管理权限的账号）为 null。
         *     mine：当前账号自己的站点、30 天内到期的授权与这些站点提交给平台、还未关闭的工单。
         */
        SaasHome: {
            platform: null | components["schemas"]["SaasHomePlatform"];
            /** @description 近 30 天（含今天）每天的趋势，按日期从早到晚；客户为空。 */
            trend: components["schemas"]["SaasHomeDay"][];
            mine: {
                /** @description 自己的站点（最多 50 个，最新建的在前）。 */
                sites: components["schemas"]["SaasHomeSite"][];
                /** @description 30 天内到期（未过期）的授权数 */
                expiring: components["schemas"]["Count"];
                /** @description 自己站点提交给平台、待处理或处理中的工单（最多 20 条，最近更新的在前）。 */
                workOrders: components["schemas"]["SaasHomeWorkOrder"][];
            };
        };
        /** 一天的流量 */
        FlowDay: {
            /**
             * Format: date
             * @description 日期（北京时间）
             */
            date: string;
            /** @description 浏览量（页面访问次数） */
            pv: number;
            /** @description 访客数（按访客去重，每天一次） */
            uv: number;
            /** @description IP */
            ips: number;
            /** @description 新增会员 */
            newMembers: number;
            /** @description 活跃会员（当天登录、发帖或评论的会员） */
            activeMembers: number;
            /** @description 新帖子 */
            posts: number;
            /** @description 新评论 */
            comments: number;
            /** @description 新回答（当天发表的问答回答） */
            answers: number;
        };
        /**
         * 流量指标
         * @description 一段时间内各项指标之和（访客数与 IP 数为每天去重后相加）。
         */
        FlowMeasures: {
            /** @description 浏览量（页面访问次数） */
            pv: number;
            /** @description 访客数（按访客去重，每天一次） */
            uv: number;
            /** @description IP */
            ips: number;
            /** @description 新增会员 */
            newMembers: number;
            /** @description 活跃会员（当天登录、发帖或评论的会员） */
            activeMembers: number;
            /** @description 新帖子 */
            posts: number;
            /** @description 新评论 */
            comments: number;
            /** @description 新回答（当天发表的问答回答） */
            answers: number;
        };
        /** 流量统计 */
        FlowStatistic: {
            /** @description 每天一行，日期从早到晚；没有数据的日子各项为 0 */
            list: components["schemas"]["FlowDay"][];
            summary: components["schemas"]["FlowMeasures"];
            /**
             * Format: date-time
             * @description 统计到的时间（今天的数字每分钟更新）
             */
            updatedAt: string;
        };
        /** 一个月的流量 */
        MonthFlow: {
            /** @description 月份（北京时间，YYYY-MM） */
            month: string;
            current: components["schemas"]["FlowMeasures"];
            previousMonth: components["schemas"]["FlowMeasures"];
            sameMonthLastYear: components["schemas"]["FlowMeasures"];
        };
        /** 月度统计 */
        MonthStatistic: {
            /** @description 每月一行，从早到晚，含上月与去年同月的数字以算环比、同比 */
            list: components["schemas"]["MonthFlow"][];
        };
        /** 一个月的短信费用 */
        SmsFeeMonth: {
            /** @description 月份（YYYY-MM） */
            month: string;
            /** @description 站点；按月合计的行与站点管理中心自己的短信为空 */
            siteId: number | null;
            siteName: string;
            /** @description 计费条数（不含失败的） */
            count: number;
            /** @description 费用（分），等于这些短信单价之和 */
            feeFen: number;
        };
        /** 短信额度 */
        SmsQuota: {
            siteId: components["schemas"]["Id"];
            siteName: string;
            /** @description 本月（北京时间，YYYY-MM） */
            month: string;
            /** @description 每月可发送的短信条数；0 不限 */
            monthlyQuota: number;
            /** @description 本月已发送（不含失败的） */
            used: number;
            /**
             * @description none 不限额；ok 未到 80%；warning 已用 80% 以上；exhausted 已用完，本站的短信验证码暂停发送
             * @enum {string}
             */
            level: "none" | "ok" | "warning" | "exhausted";
        };
        /** 短信费用统计 */
        SmsFeeStatistic: {
            /** @description 每月合计，从早到晚 */
            months: components["schemas"]["SmsFeeMonth"][];
            /** @description 每月每个站点一行（站点控制台只有本站），按 page、pageSize 分页；新的月份在前，同月费用高的站点在前 */
            sites: components["schemas"]["SmsFeeMonth"][];
            /** @description 每月每个站点的行数（分页前） */
            sitesTotal: number;
            totalCount: number;
            totalFeeFen: number;
            /** @description 本站的短信额度（站点控制台）；站点管理中心为空 */
            quota: components["schemas"]["SmsQuota"] | null;
        };
        /**
         * 短信用途
         * @example console_register
         * @enum {string}
         */
        SmsPurpose: "saas_register" | "saas_reset" | "console_register" | "console_reset" | "notification";
        /**
         * 短信状态
         * @description sent 已提交给短信服务商；failed 发送失败（不计费）；delivered 服务商回执已送达。
         * @example sent
         * @enum {string}
         */
        SmsStatus: "sent" | "failed" | "delivered";
        /** 每天的短信数 */
        CountByDay: {
            /** Format: date */
            date: string;
            /** @description 发送条数（含失败） */
            count: number;
            /** @description 其中失败的条数 */
            failed: number;
        };
        /** 短信记录 */
        SmsRecord: {
            id: components["schemas"]["Id"];
            /** @description 站点编号；站点管理中心自己的短信为空 */
            siteId: number | null;
            /** @description 站点名称；站点管理中心自己的短信为“站点管理中心” */
            siteName: string;
            purpose: components["schemas"]["SmsPurpose"];
            /** @description 手机号（中间四位隐去） */
            mobile: string;
            /** @description 短信服务商 */
            provider: string;
            /** @description 服务商回执编号 */
            receipt: string;
            status: components["schemas"]["SmsStatus"];
            /** @description 单价（分）；发送失败的不计费，为 0 */
            priceFen: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** 短信发送统计 */
        SmsSentStatistic: {
            byDay: components["schemas"]["CountByDay"][];
            byPurpose: {
                purpose: components["schemas"]["SmsPurpose"];
                count: number;
            }[];
            byStatus: {
                status: components["schemas"]["SmsStatus"];
                count: number;
            }[];
            /** @description 符合条件的短信，新的在前 */
            list: components["schemas"]["SmsRecord"][];
            total: number;
        };
        /** 页面浏览 */
        PageViewInput: {
            /**
             * 页面凭据
             * @description 服务器在送出的会员前台页面里写入的签名值（`<meta name="commune-view">` 的 content）。
             * @example 3.1764230400.5nQbq1W0yQ3p2rWm1lV0Qk8pX2y7ZcTa
             */
            view: string;
            /**
             * 页面路径
             * @description 显示的页面的路径（不含查询串）。
             * @example /post/1024
             */
            path: string;
        };
        /** 站点流量排名 */
        SiteFlowRank: {
            siteId: components["schemas"]["Id"];
            siteName: string;
            pv: number;
            uv: number;
            newMembers: number;
            posts: number;
        };
        /** 全部站点的流量统计 */
        SaasFlowStatistic: {
            /** @description 每天一行（一个站点或全部站点之和） */
            list: components["schemas"]["FlowDay"][];
            summary: components["schemas"]["FlowMeasures"];
            /** @description 这段时间浏览量最多的站点（最多 20 个），多的在前 */
            ranking: components["schemas"]["SiteFlowRank"][];
            /** Format: date-time */
            updatedAt: string;
        };
        /** 短信额度分页 */
        SmsQuotaPage: {
            list: components["schemas"]["SmsQuota"][];
            total: number;
        };
        /** 设置短信额度 */
        SmsQuotaInput: {
            siteId: components["schemas"]["Id"];
            /**
             * 每月额度
             * @description 每月可发送的短信条数；0 不限
             */
            monthlyQuota: number;
        };
        /**
         * 任务名
         * @description 后台任务的名称（任务表中的英文名，如 orderTimeoutSweep）。
         * @example orderTimeoutSweep
         */
        TaskName: string;
        /**
         * 执行结果
         * @description 一次执行的结果：running 执行中；success 成功；failed 失败（会按任务的重试次数自动重试，每次重试是一条新的记录）。
         * @example success
         * @enum {string}
         */
        TaskOutcome: "running" | "success" | "failed";
        /** 后台任务 */
        Task: {
            name: components["schemas"]["TaskName"];
            /** @description 任务的中文名称 */
            label: string;
            /** @description 执行计划（cron 表达式，北京时间） */
            schedule: string;
            /** @description 是否按计划执行；停用后仍可手动执行 */
            enabled: boolean;
            /** @description 失败后自动重试的次数 */
            retryLimit: number;
            /**
             * Format: date-time
             * @description 最近一次开始执行的时间
             */
            lastRunAt: string | null;
            /**
             * Format: date-time
             * @description 最近一次结束的时间
             */
            lastFinishedAt: string | null;
            /**
             * Format: date-time
             * @description 下次按计划执行的时间；停用时为空
             */
            nextRunAt: string | null;
            /** @description 最近一次执行用时（毫秒） */
            lastDurationMs: number | null;
            /** @description 最近一次的结果；从未执行时为空 */
            lastOutcome: components["schemas"]["TaskOutcome"] | null;
            /** @description 最近一次失败的错误信息；成功时为空 */
            lastError: string;
        };
        /** 后台任务列表 */
        TaskList: {
            list: components["schemas"]["Task"][];
            total: number;
        };
        /**
         * 触发方式
         * @description schedule 按计划；manual 在任务页手动执行。
         * @example schedule
         * @enum {string}
         */
        TaskTrigger: "schedule" | "manual";
        /** 任务执行记录 */
        TaskRun: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["TaskName"];
            label: string;
            trigger: components["schemas"]["TaskTrigger"];
            /** @description 第几次尝试（1 为首次，之后是失败后的重试） */
            attempt: number;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            durationMs: number | null;
            outcome: components["schemas"]["TaskOutcome"];
            /** @description 失败时的错误信息 */
            error: string;
        };
        /** 任务执行记录分页 */
        TaskRunPage: {
            list: components["schemas"]["TaskRun"][];
            total: number;
        };
        /** 启用或停用任务 */
        TaskEnabledInput: {
            name: components["schemas"]["TaskName"];
            /** @description true 按计划执行；false 停用计划（仍可手动执行） */
            enabled: boolean;
        };
        /** 立即执行任务 */
        TaskRunInput: {
            name: components["schemas"]["TaskName"];
        };
        /** 已开始执行 */
        TaskRunStarted: {
            name: components["schemas"]["TaskName"];
            /** @description 队列中的作业编号 */
            jobId: string;
        };
        /**
         * 导航位置
         * @description 导航显示在哪里：顶部导航（电脑端页头，可有一级子菜单）、底部导航（每页底部）、手机底部标签栏。
         * @example top
         * @enum {string}
         */
        NavigationPosition: "top" | "footer" | "tabBar";
        /**
         * 名称
         * @example 读书交流
         */
        NavigationItemName: string;
        /**
         * 链接目标
         * @description 导航项打开什么：首页、一个版块、问答列表、积分商城、一篇帖子、搜索、发帖、我的，或一个外部链接（http:、https:、mailto:、tel:）。
         * @example section
         * @enum {string}
         */
        NavigationTargetKind: "home" | "section" | "questionList" | "mall" | "post" | "search" | "write" | "me" | "external";
        /**
         * 目标编号
         * @description 链接目标为版块或帖子时必填：本站的版块或帖子编号；其他目标为 null。
         * @example 4
         */
        NavigationTargetId: number | null;
        /**
         * 链接地址
         * @description 链接目标为外部链接时必填，以 http://、https://、mailto: 或 tel: 开头；其他目标为空字符串。
         * @example https://example.com/
         */
        NavigationUrl: string;
        /**
         * 图标
         * @description 导航项的图标，取自固定的一组（前台以内嵌 SVG 绘制）；手机底部标签栏必显示图标，未选时按链接目标取默认图标。
         * @example home
         * @enum {string}
         */
        NavigationIcon: "home" | "search" | "question" | "write" | "me" | "section" | "mall" | "post" | "link" | "star" | "bell" | "book" | "chat" | "info";
        /**
         * 可见范围
         * @description 谁能看到导航项：所有人（含未登录访客）、已登录成员、达到某等级及以上的成员、管理员（站长与有控制台角色的成员）。管理员看得到全部。
         * @example everyone
         * @enum {string}
         */
        NavigationVisibility: "everyone" | "members" | "rankAtLeast" | "admins";
        /**
         * 最低等级
         * @description 可见范围为“指定等级及以上”时必填：本站的一个用户等级；其他范围为 null。
         * @example null
         */
        NavigationRankId: number | null;
        /**
         * 子菜单项
         * @description 控制台看到的导航项（保存时整体替换，故没有编号），附带目标与等级的名称（目标已删除时名称为空字符串，前台不再显示该项）。
         */
        NavigationChild: {
            name: components["schemas"]["NavigationItemName"];
            targetKind: components["schemas"]["NavigationTargetKind"];
            targetId: components["schemas"]["NavigationTargetId"];
            /**
             * @description 目标版块的名称或帖子的标题；其他目标或目标已不存在时为空字符串。
             * @example 科幻小说
             */
            targetName: string;
            url: components["schemas"]["NavigationUrl"];
            icon: components["schemas"]["NavigationIcon"] | null;
            /** @example false */
            openInNewWindow: boolean;
            visibility: components["schemas"]["NavigationVisibility"];
            rankId: components["schemas"]["NavigationRankId"];
            /**
             * @description 最低等级的名称；没有或等级已删除时为空字符串。
             * @example
             */
            rankName: string;
            /** @example true */
            enabled: boolean;
        };
        /**
         * 导航项
         * @description 控制台看到的导航项（保存时整体替换，故没有编号），附带目标与等级的名称（目标已删除时名称为空字符串，前台不再显示该项）。
         */
        NavigationItem: {
            name: components["schemas"]["NavigationItemName"];
            targetKind: components["schemas"]["NavigationTargetKind"];
            targetId: components["schemas"]["NavigationTargetId"];
            /**
             * @description 目标版块的名称或帖子的标题；其他目标或目标已不存在时为空字符串。
             * @example 科幻小说
             */
            targetName: string;
            url: components["schemas"]["NavigationUrl"];
            icon: components["schemas"]["NavigationIcon"] | null;
            /** @example false */
            openInNewWindow: boolean;
            visibility: components["schemas"]["NavigationVisibility"];
            rankId: components["schemas"]["NavigationRankId"];
            /**
             * @description 最低等级的名称；没有或等级已删除时为空字符串。
             * @example
             */
            rankName: string;
            /** @example true */
            enabled: boolean;
            /** @example [] */
            children: components["schemas"]["NavigationChild"][];
        };
        /**
         * 导航
         * @description 一个位置的导航项，按显示顺序排列。
         */
        NavigationList: {
            position: components["schemas"]["NavigationPosition"];
            list: components["schemas"]["NavigationItem"][];
        };
        /**
         * 导航目标选项
         * @description 编辑导航项时可选的本站版块、用户等级，以及按标题找到的已发布帖子（最多 10 篇，最新的在前）。
         */
        NavigationTargetOptions: {
            sections: {
                id: components["schemas"]["Id"];
                /** @example 科幻小说 */
                name: string;
            }[];
            ranks: {
                id: components["schemas"]["Id"];
                /** @example 书虫 */
                name: string;
            }[];
            posts: {
                id: components["schemas"]["Id"];
                /** @example 站务公告 */
                title: string;
            }[];
        };
        /**
         * 子菜单项
         * @description 顶部导航一项下的子菜单项（只有一级）。
         */
        NavigationChildInput: {
            name: components["schemas"]["NavigationItemName"];
            targetKind: components["schemas"]["NavigationTargetKind"];
            targetId?: components["schemas"]["NavigationTargetId"];
            url?: components["schemas"]["NavigationUrl"];
            /** @description 图标；null 表示按链接目标取默认图标。 */
            icon?: components["schemas"]["NavigationIcon"] | null;
            /**
             * 新窗口打开
             * @default false
             * @example false
             */
            openInNewWindow: boolean;
            visibility?: components["schemas"]["NavigationVisibility"];
            rankId?: components["schemas"]["NavigationRankId"];
            /**
             * 启用
             * @description 停用的项保留在设置中，但前台不显示。
             * @default true
             * @example true
             */
            enabled: boolean;
        };
        /**
         * 导航项
         * @description 一个导航项；只有顶部导航的项可以有子菜单。
         */
        NavigationItemInput: {
            name: components["schemas"]["NavigationItemName"];
            targetKind: components["schemas"]["NavigationTargetKind"];
            targetId?: components["schemas"]["NavigationTargetId"];
            url?: components["schemas"]["NavigationUrl"];
            /** @description 图标；null 表示按链接目标取默认图标。 */
            icon?: components["schemas"]["NavigationIcon"] | null;
            /**
             * 新窗口打开
             * @default false
             * @example false
             */
            openInNewWindow: boolean;
            visibility?: components["schemas"]["NavigationVisibility"];
            rankId?: components["schemas"]["NavigationRankId"];
            /**
             * 启用
             * @description 停用的项保留在设置中，但前台不显示。
             * @default true
             * @example true
             */
            enabled: boolean;
            /**
             * 子菜单
             * @description 按顺序排列的子菜单项，只用于顶部导航，最多 10 项。
             * @example []
             */
            children?: components["schemas"]["NavigationChildInput"][];
        };
        /**
         * 保存导航
         * @description 一个位置的全部导航项，按显示顺序排列；整体替换该位置原有的导航。
         */
        NavigationSaveInput: {
            position: components["schemas"]["NavigationPosition"];
            /**
             * 导航项
             * @example [
             *       {
             *         "name": "首页",
             *         "targetKind": "home"
             *       }
             *     ]
             */
            items: components["schemas"]["NavigationItemInput"][];
        };
        /**
         * 导航链接
         * @description 前台的一个导航链接，地址已解析好。
         */
        MemberNavigationLink: {
            name: components["schemas"]["NavigationItemName"];
            kind: components["schemas"]["NavigationTargetKind"];
            /**
             * @description 站内地址（以 / 开头）或外部链接。
             * @example /section/4
             */
            href: string;
            icon: components["schemas"]["NavigationIcon"];
            /** @example false */
            openInNewWindow: boolean;
        };
        /** 前台导航项 */
        MemberNavigationItem: {
            name: components["schemas"]["NavigationItemName"];
            kind: components["schemas"]["NavigationTargetKind"];
            /**
             * @description 站内地址（以 / 开头）或外部链接。
             * @example /section/4
             */
            href: string;
            icon: components["schemas"]["NavigationIcon"];
            /** @example false */
            openInNewWindow: boolean;
            /**
             * @description 子菜单（只有顶部导航的项有）。
             * @example []
             */
            children: components["schemas"]["MemberNavigationLink"][];
        };
        /**
         * 前台导航
         * @description 当前访客或成员能看到的、已启用的导航项，按位置分开、按顺序排列；目标已删除或隐藏的项不在其中。
         */
        MemberNavigation: {
            top: components["schemas"]["MemberNavigationItem"][];
            footer: components["schemas"]["MemberNavigationItem"][];
            tabBar: components["schemas"]["MemberNavigationItem"][];
        };
        /**
         * 第三方登录方式
         * @description 微信扫码登录（微信开放平台网站应用，snsapi_login）、微信内登录（公众号网页授权，snsapi_userinfo，在微信里打开前台时使用）、QQ 登录（QQ 互联）、微博登录。
         * @example wechat
         * @enum {string}
         */
        SocialProvider: "wechat" | "wechatMp" | "qq" | "weibo";
        /**
         * AppID
         * @description 在第三方平台申请的应用编号（微信 AppID、QQ 互联 APP ID、微博 App Key）。
         * @example wx1a2b3c4d5e6f7a8b
         */
        SocialAppId: string;
        /**
         * 第三方登录方式设置
         * @example {
         *       "provider": "wechat",
         *       "enabled": true,
         *       "appId": "wx1a2b3c4d5e6f7a8b",
         *       "secretSet": true,
         *       "secretMasked": "••••••••",
         *       "callbackUrl": "https://demo.example.com/auth/social/callback/wechat"
         *     }
         */
        SocialProviderSetting: {
            provider: components["schemas"]["SocialProvider"];
            /** 启用 */
            enabled: boolean;
            appId: components["schemas"]["SocialAppId"];
            /**
             * 已设置密钥
             * @description 密钥只写不读：读取时只说明是否已设置。
             */
            secretSet: boolean;
            /**
             * 密钥
             * @description 已设置时为打码的显示文字（不含密钥的任何字符），未设置时为空。
             */
            secretMasked: string;
            /**
             * 回调地址
             * @description 填到第三方平台控制台的授权回调地址（只读，按本站域名生成）。
             */
            callbackUrl: string;
        };
        /**
         * 新用户注册方式
         * @description 第三方账号第一次登录本站时：直接创建会员，或先用短信验证码绑定手机号（已注册的手机号绑定到原会员）再登录。
         * @example bindPhone
         * @enum {string}
         */
        SocialRegisterPolicy: "create" | "bindPhone";
        /** 第三方账号登录设置 */
        SocialLoginSetting: {
            /** 登录方式 */
            providers: components["schemas"]["SocialProviderSetting"][];
            registerPolicy: components["schemas"]["SocialRegisterPolicy"];
        };
        /**
         * 第三方登录方式设置
         * @example {
         *       "provider": "wechat",
         *       "enabled": true,
         *       "appId": "wx1a2b3c4d5e6f7a8b",
         *       "secret": "3f2a9c1e5b7d4a60819e2c3b4d5f6a7b"
         *     }
         */
        SocialProviderSettingInput: {
            provider: components["schemas"]["SocialProvider"];
            /** 启用 */
            enabled: boolean;
            appId: components["schemas"]["SocialAppId"];
            /**
             * 密钥
             * @description 新的 AppSecret / App Key；不填则保留原密钥。只写不读。
             * @example 3f2a9c1e5b7d4a60819e2c3b4d5f6a7b
             */
            secret?: string;
            /**
             * 清除密钥
             * @description 为 true 时删除已保存的密钥（同时停用该登录方式）。
             */
            clearSecret?: boolean;
        };
        /**
         * 保存第三方账号登录设置
         * @description 给出的登录方式逐个保存，未给出的不变。
         */
        SocialLoginSettingInput: {
            /** 登录方式 */
            providers: components["schemas"]["SocialProviderSettingInput"][];
            registerPolicy: components["schemas"]["SocialRegisterPolicy"];
        };
        /** 账号绑定 */
        SocialBinding: {
            id: components["schemas"]["Id"];
            provider: components["schemas"]["SocialProvider"];
            nickname: string;
            avatar: string;
            /** Format: date-time */
            boundAt: string;
        };
        /** 我的账号绑定 */
        SocialBindingList: {
            list: components["schemas"]["SocialBinding"][];
            /** 可用密码登录 */
            hasPassword: boolean;
        };
        /**
         * 凭证
         * @description 随机凭证（base64url）。
         * @example q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V
         */
        SocialToken: string;
        /**
         * 开始第三方登录
         * @example {
         *       "provider": "wechat",
         *       "verifier": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V"
         *     }
         */
        SocialStartInput: {
            provider: components["schemas"]["SocialProvider"];
            /** @description 浏览器自己生成并保存在本页会话里的随机串；完成登录时须再给出，别人的浏览器无法替你完成登录。 */
            verifier: components["schemas"]["SocialToken"];
        };
        /** 第三方授权地址 */
        SocialStartResult: {
            /**
             * 授权地址
             * @description 浏览器前往的第三方授权页。
             */
            authorizeUrl: string;
            state: components["schemas"]["SocialToken"];
            expiresInSeconds: number;
        };
        /**
         * 完成第三方登录
         * @example {
         *       "provider": "wechat",
         *       "code": "061Abc1w3Kx2kH3gLk3w3Y0x4G1Abc1e",
         *       "state": "k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm",
         *       "verifier": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V"
         *     }
         */
        SocialCompleteInput: {
            provider: components["schemas"]["SocialProvider"];
            /** 授权码 */
            code: string;
            state: components["schemas"]["SocialToken"];
            verifier: components["schemas"]["SocialToken"];
        };
        /**
         * 第三方登录结果
         * @description signedIn 已登录（token、user）；needPhone 须先绑定手机号（ticket，15 分钟内有效）；bound 已绑定到当前会员。
         */
        SocialLoginOutcome: {
            /** @enum {string} */
            outcome: "signedIn" | "needPhone" | "bound";
            provider: components["schemas"]["SocialProvider"];
            /** 第三方昵称 */
            nickname: string;
            /** 第三方头像 */
            avatar: string;
            /** @description 已登录时的会员令牌。 */
            token?: string;
            user?: components["schemas"]["MemberProfile"];
            ticket?: components["schemas"]["SocialToken"];
        };
        /** 可用的第三方登录方式 */
        SocialLoginOptions: {
            providers: {
                provider: components["schemas"]["SocialProvider"];
                /** 按钮文字 */
                name: string;
                /**
                 * 模拟
                 * @description 为 true 时登录走本机的模拟平台（演示用，不连接真实的微信、QQ 或微博）。
                 */
                sandbox: boolean;
            }[];
        };
        /**
         * 发送绑定手机号验证码
         * @example {
         *       "ticket": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V",
         *       "mobile": "13900000031"
         *     }
         */
        SocialPhoneSmsInput: {
            ticket: components["schemas"]["SocialToken"];
            mobile: components["schemas"]["Mobile"];
        };
        /**
         * 绑定手机号并登录
         * @example {
         *       "ticket": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V",
         *       "mobile": "13900000031",
         *       "code": "246810"
         *     }
         */
        SocialPhoneBindInput: {
            ticket: components["schemas"]["SocialToken"];
            mobile: components["schemas"]["Mobile"];
            code: components["schemas"]["SmsCode"];
        };
        /**
         * 地址
         * @description https 地址（本机测试可用 http://127.0.0.1 或 http://localhost）；不填为空。
         * @example https://id.example.com
         */
        SsoUrl: string;
        /**
         * 声明名称
         * @description ID 令牌或用户信息里的声明（claim）名称；不填表示不使用。
         * @example nickname
         */
        SsoClaimName: string;
        /**
         * 声明映射
         * @description 从哪个声明读昵称、头像、手机号与邮箱。
         * @example {
         *       "nickname": "nickname",
         *       "avatar": "picture",
         *       "phone": "phone_number",
         *       "email": "email"
         *     }
         */
        SsoClaimMap: {
            nickname: components["schemas"]["SsoClaimName"];
            avatar: components["schemas"]["SsoClaimName"];
            phone: components["schemas"]["SsoClaimName"];
            email: components["schemas"]["SsoClaimName"];
        };
        /**
         * 按钮文字
         * @description 前台登录页按钮上的文字；不填时为「单点登录」。
         * @example 企业账号登录
         */
        SsoButtonText: string;
        /** OpenID Connect 设置 */
        SsoOidcSetting: {
            /** 启用 */
            enabled: boolean;
            /** 发现地址（Issuer） */
            issuer: components["schemas"]["SsoUrl"];
            /** 客户端 ID */
            clientId: string;
            /**
             * 已设置密钥
             * @description 密钥只写不读：读取时只说明是否已设置。
             */
            secretSet: boolean;
            /**
             * 密钥
             * @description 已设置时为打码的显示文字（不含密钥的任何字符），未设置时为空。
             */
            secretMasked: string;
            /** 授权范围 */
            scopes: string;
            claims: components["schemas"]["SsoClaimMap"];
            /** 组声明 */
            groupClaim: components["schemas"]["SsoClaimName"];
            buttonText: components["schemas"]["SsoButtonText"];
            /**
             * 回调地址
             * @description 在身份提供方登记的重定向地址（redirect_uri，只读，按本站域名生成，须逐字一致）。
             */
            callbackUrl: string;
            /**
             * 退出后返回地址
             * @description 在身份提供方登记的 post_logout_redirect_uri（只读）。
             */
            postLogoutRedirectUrl: string;
        };
        /** DiscourseConnect 设置 */
        SsoDiscourseSetting: {
            /** 启用 */
            enabled: boolean;
            /** 站长的 SSO 地址 */
            url: components["schemas"]["SsoUrl"];
            /** 已设置共享密钥 */
            secretSet: boolean;
            /** 共享密钥 */
            secretMasked: string;
            buttonText: components["schemas"]["SsoButtonText"];
            /**
             * 返回地址
             * @description 本站的 return_sso_url（只读）：站长的系统签名后把会员送回这里。
             */
            returnUrl: string;
        };
        /**
         * 组映射
         * @description 身份提供方的一个组对应的本站成员标签与站点控制台权限。每次登录时按成员所在的组设置：映射里出现过的标签与权限，成员在对应组时加上，不在时去掉；映射里没有出现的不动。站长本人的权限从不改变。
         * @example {
         *       "value": "moderators",
         *       "labelIds": [
         *         1
         *       ],
         *       "roles": [
         *         "Post",
         *         "Comment"
         *       ]
         *     }
         */
        SsoGroupMapping: {
            /** 组 */
            value: string;
            /** 成员标签 */
            labelIds: components["schemas"]["Id"][];
            /** 控制台权限 */
            roles: components["schemas"]["SiteAdminRole"][];
        };
        /** 单点登录设置 */
        SsoSetting: {
            oidc: components["schemas"]["SsoOidcSetting"];
            discourse: components["schemas"]["SsoDiscourseSetting"];
            /**
             * 组映射
             * @description OpenID Connect 的组声明与 DiscourseConnect 的 groups 共用。
             */
            groupMap: components["schemas"]["SsoGroupMapping"][];
            /**
             * 仅允许单点登录
             * @description 为 true 时前台隐藏密码登录与注册，会员只能用单点登录；站点控制台的登录不受影响，站长与管理员始终可以登录。
             */
            ssoOnly: boolean;
        };
        /**
         * 密钥
         * @description 新的密钥；不填则保留原密钥。只写不读，不记入操作日志。
         * @example 9d1f3a7c2b8e4f60a1c5d7e9b3f2a4c6
         */
        SsoSecretInput: string;
        /** OpenID Connect 设置 */
        SsoOidcSettingInput: {
            /** 启用 */
            enabled: boolean;
            issuer: components["schemas"]["SsoUrl"];
            /** 客户端 ID */
            clientId: string;
            secret?: components["schemas"]["SsoSecretInput"];
            /**
             * 清除密钥
             * @description 为 true 时删除已保存的密钥（同时停用）。
             */
            clearSecret?: boolean;
            /**
             * 授权范围
             * @description 以空格分隔，须含 openid；不填为 openid profile。
             */
            scopes: string;
            claims: components["schemas"]["SsoClaimMap"];
            groupClaim: components["schemas"]["SsoClaimName"];
            buttonText: components["schemas"]["SsoButtonText"];
        };
        /** DiscourseConnect 设置 */
        SsoDiscourseSettingInput: {
            /** 启用 */
            enabled: boolean;
            url: components["schemas"]["SsoUrl"];
            secret?: components["schemas"]["SsoSecretInput"];
            /** 清除共享密钥 */
            clearSecret?: boolean;
            buttonText: components["schemas"]["SsoButtonText"];
        };
        /** 保存单点登录设置 */
        SsoSettingInput: {
            oidc: components["schemas"]["SsoOidcSettingInput"];
            discourse: components["schemas"]["SsoDiscourseSettingInput"];
            /** 组映射 */
            groupMap: components["schemas"]["SsoGroupMapping"][];
            /** 仅允许单点登录 */
            ssoOnly: boolean;
        };
        /**
         * 凭证
         * @description 随机凭证（base64url）。
         * @example q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V
         */
        SsoToken: string;
        /**
         * 完成 OpenID Connect 登录
         * @example {
         *       "state": "k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm",
         *       "code": "4Xy7Qw2Er9Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm",
         *       "verifier": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V"
         *     }
         */
        SsoCompleteInput: {
            state: components["schemas"]["SsoToken"];
            /** 授权码 */
            code: string;
            /**
             * 签发方
             * @description 身份提供方随回调给出的 iss 参数（RFC 9207），有则一并交回。
             */
            iss?: string;
            verifier: components["schemas"]["SsoToken"];
        };
        /** 单点登录结果 */
        SsoLoginOutcome: {
            /** @description 会员令牌。 */
            token: string;
            /** 昵称 */
            nickname: string;
            /**
             * 新会员
             * @description 为 true 时本次登录创建了会员。
             */
            created: boolean;
        };
        /**
         * 完成 DiscourseConnect 登录
         * @example {
         *       "sso": "bm9uY2U9azdZcDJRdzlFcjRUeTFVaTZPcDNBczhEZjVHaDBKazJMejdYYzRWYjlObSZleHRlcm5hbF9pZD00Mg==",
         *       "sig": "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
         *       "verifier": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V"
         *     }
         */
        SsoDiscourseCompleteInput: {
            /**
             * 签名载荷
             * @description 站长的系统送回的 sso 参数（base64）。
             */
            sso: string;
            /** 签名 */
            sig: string;
            verifier: components["schemas"]["SsoToken"];
        };
        /** 单点登录退出地址 */
        SsoLogoutUrl: {
            /**
             * 退出地址
             * @description 当前会话通过 OpenID Connect 登录、且身份提供方支持 RP 发起的退出时，退出本站后浏览器前往的地址；否则为空。
             */
            logoutUrl: string;
        };
        /**
         * 单点登录方式
         * @description OpenID Connect（站长的身份提供方）或 DiscourseConnect 兼容的签名跳转（站长自己的用户系统）。
         * @example oidc
         * @enum {string}
         */
        SsoMethod: "oidc" | "discourse";
        /** 前台的单点登录方式 */
        SsoOptions: {
            methods: {
                method: components["schemas"]["SsoMethod"];
                /** 按钮文字 */
                name: string;
            }[];
            /**
             * 可用密码登录与注册
             * @description 为 false 时本站仅允许单点登录，前台隐藏密码登录与注册。
             */
            passwordSignIn: boolean;
        };
        /**
         * 开始单点登录
         * @example {
         *       "method": "oidc",
         *       "verifier": "q3Zk9Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4V"
         *     }
         */
        SsoStartInput: {
            method: components["schemas"]["SsoMethod"];
            /** @description 浏览器自己生成并保存在本页会话里的随机串；完成登录时须再给出。 */
            verifier: components["schemas"]["SsoToken"];
        };
        /** 单点登录地址 */
        SsoStartResult: {
            /**
             * 登录地址
             * @description 浏览器前往的身份提供方登录页（或站长的 SSO 地址）。
             */
            authorizeUrl: string;
            state: components["schemas"]["SsoToken"];
            expiresInSeconds: number;
        };
        /**
         * 位置
         * @description 幻灯片显示的位置：home 首页顶部（宽高比 8:3），section 某个版块的帖子列表上方（宽高比 4:1，需给出版块）。
         * @example home
         * @enum {string}
         */
        SlidePosition: "home" | "section";
        /**
         * 图片
         * @description 上传的图片地址（上传图片答复的 url），已按位置的宽高比裁剪。
         * @example /files/1/2026/11/0123456789abcdef0123456789abcdef.webp
         */
        SlideImage: string;
        /**
         * 标题
         * @description 显示在图片上，也是图片的替代文字。
         * @example 读书月活动开始了
         */
        SlideTitle: string;
        /**
         * 链接
         * @description 点击图片打开的地址：站内地址（以 / 开头，如 /post/12）或以 http://、https:// 开头的网址；空字符串表示不链接。
         * @example /post/12
         */
        SlideLink: string;
        /**
         * 时间
         * Format: date-time
         * @description 起止时间（带时区的日期与时刻）；null 表示不限。
         * @example 2026-12-01T00:00:00+08:00
         */
        SlideTime: string | null;
        /**
         * 幻灯片
         * @description 站点的一张幻灯片。启用且在起止时间之内的才在前台显示，同一位置按排序值从小到大。
         */
        Slide: {
            id: components["schemas"]["Id"];
            position: components["schemas"]["SlidePosition"];
            /**
             * @description 位置为版块顶部时的版块；首页为 null。
             * @example 4
             */
            sectionId: number | null;
            image: components["schemas"]["SlideImage"];
            title: components["schemas"]["SlideTitle"];
            link: components["schemas"]["SlideLink"];
            startTime: components["schemas"]["SlideTime"];
            endTime: components["schemas"]["SlideTime"];
            /**
             * @description 排序值，小的在前。
             * @example 10
             */
            sort: number;
            status: components["schemas"]["Switch"];
            /**
             * Format: date-time
             * @example 2026-11-20T09:30:00+08:00
             */
            createdAt: string;
        };
        /** 幻灯片列表 */
        SlideList: components["schemas"]["Slide"][];
        /**
         * 时间
         * @description 北京时间的日期与时刻（如 2026-12-01T00:00:00+08:00）；空字符串表示不限。
         * @example 2026-12-01T00:00:00+08:00
         */
        SlideTimeInput: string;
        /**
         * 修改幻灯片
         * @description 只修改给出的字段；位置不能修改（换位置请新增一张）。
         */
        SlideUpdateInput: {
            id: components["schemas"]["Id"];
            image?: components["schemas"]["SlideImage"];
            title?: components["schemas"]["SlideTitle"];
            link?: components["schemas"]["SlideLink"];
            startTime?: components["schemas"]["SlideTimeInput"];
            endTime?: components["schemas"]["SlideTimeInput"];
            status?: components["schemas"]["Switch"];
        };
        /**
         * 新增幻灯片
         * @description 每站最多 50 张幻灯片；新的排在同一位置的最后。结束时间不能早于开始时间。
         */
        SlideCreateInput: {
            position: components["schemas"]["SlidePosition"];
            /**
             * 版块
             * @description 位置为版块顶部时必填。
             * @example 4
             */
            sectionId?: number;
            image: components["schemas"]["SlideImage"];
            title: components["schemas"]["SlideTitle"];
            link?: components["schemas"]["SlideLink"];
            startTime?: components["schemas"]["SlideTimeInput"];
            endTime?: components["schemas"]["SlideTimeInput"];
            status?: components["schemas"]["Switch"];
        };
        /**
         * 幻灯片排序
         * @description 按新的先后给出同一位置的幻灯片编号；只在给出的幻灯片之间交换位置。
         */
        SlideSortInput: {
            /**
             * 幻灯片
             * @example [
             *       3,
             *       1
             *     ]
             */
            slideIds: components["schemas"]["Id"][];
        };
        /** 前台幻灯片 */
        MemberSlide: {
            id: components["schemas"]["Id"];
            image: components["schemas"]["SlideImage"];
            title: components["schemas"]["SlideTitle"];
            link: components["schemas"]["SlideLink"];
        };
        /** 前台幻灯片列表 */
        MemberSlideList: components["schemas"]["MemberSlide"][];
        /**
         * 名称
         * @example 豆瓣读书
         */
        FriendLinkName: string;
        /**
         * 网址
         * @description 以 http:// 或 https:// 开头的网址。
         * @example https://book.douban.com/
         */
        FriendLinkUrl: string;
        /**
         * 说明
         * @description 鼠标悬停时显示的一句话介绍。
         * @example 发现好书，分享书评
         */
        FriendLinkDescription: string;
        /**
         * 显示位置
         * @description all 每个页面的页脚，home 只在首页的页脚。
         * @example all
         * @enum {string}
         */
        FriendLinkPlacement: "all" | "home";
        /**
         * 友情链接
         * @description 站点页脚里的一个链接。启用的才在前台显示，按排序值从小到大。
         */
        FriendLink: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["FriendLinkName"];
            url: components["schemas"]["FriendLinkUrl"];
            logo: components["schemas"]["AssetUrl"];
            description: components["schemas"]["FriendLinkDescription"];
            placement: components["schemas"]["FriendLinkPlacement"];
            /**
             * @description 排序值，小的在前。
             * @example 10
             */
            sort: number;
            status: components["schemas"]["Switch"];
            /**
             * Format: date-time
             * @example 2026-11-20T09:30:00+08:00
             */
            createdAt: string;
        };
        /** 友情链接列表 */
        FriendLinkList: components["schemas"]["FriendLink"][];
        /**
         * 修改友情链接
         * @description 只修改给出的字段。
         */
        FriendLinkUpdateInput: {
            id: components["schemas"]["Id"];
            name?: components["schemas"]["FriendLinkName"];
            url?: components["schemas"]["FriendLinkUrl"];
            logo?: components["schemas"]["AssetUrl"];
            description?: components["schemas"]["FriendLinkDescription"];
            placement?: components["schemas"]["FriendLinkPlacement"];
            status?: components["schemas"]["Switch"];
        };
        /**
         * 新增友情链接
         * @description 每站最多 100 个友情链接；新的排在最后。未给出的字段取默认值：无图标、无说明、所有页面、启用。
         */
        FriendLinkCreateInput: {
            name: components["schemas"]["FriendLinkName"];
            url: components["schemas"]["FriendLinkUrl"];
            logo?: components["schemas"]["AssetUrl"];
            description?: components["schemas"]["FriendLinkDescription"];
            placement?: components["schemas"]["FriendLinkPlacement"];
            status?: components["schemas"]["Switch"];
        };
        /**
         * 友情链接排序
         * @description 按新的先后给出友情链接编号；只在给出的链接之间交换位置。
         */
        FriendLinkSortInput: {
            /**
             * 友情链接
             * @example [
             *       3,
             *       1
             *     ]
             */
            friendLinkIds: components["schemas"]["Id"][];
        };
        /** 前台友情链接 */
        MemberFriendLink: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["FriendLinkName"];
            url: components["schemas"]["FriendLinkUrl"];
            logo: components["schemas"]["AssetUrl"];
            description: components["schemas"]["FriendLinkDescription"];
            placement: components["schemas"]["FriendLinkPlacement"];
        };
        /** 前台友情链接列表 */
        MemberFriendLinkList: components["schemas"]["MemberFriendLink"][];
        /**
         * 成员等级
         * @description 成员所在等级的名称与颜色。
         */
        MemberRank: {
            name: components["schemas"]["RankName"];
            color: components["schemas"]["HexColor"];
        };
        /** 主页上的帖子 */
        MemberHomePost: {
            id: components["schemas"]["Id"];
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            /**
             * Format: date-time
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * 主页上的回答
         * @description 成员的一个回答，以所答问题的标题示人。
         */
        MemberHomeAnswer: {
            id: components["schemas"]["Id"];
            questionId: components["schemas"]["Id"];
            /**
             * @description 所答问题的标题。
             * @example 有什么好看的科幻小说？
             */
            title: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * 成员主页
         * @description 一位成员公开的资料、计数与最近的内容。
         */
        MemberHome: {
            id: components["schemas"]["Id"];
            /** @example 林间读书人 */
            nickname: string;
            /**
             * @description 头像地址；空字符串表示没有头像。
             * @example
             */
            avatar: string;
            /**
             * @description 个性签名；空字符串表示没有。
             * @example 读书、登山、偶尔写点东西
             */
            signature: string;
            /**
             * @description 成员隐藏了自己的动态：此时 recentPosts 与 recentAnswers 为空。
             * @example false
             */
            activityHidden: boolean;
            /** @description 成员的等级；本站没有设等级或成员还没有达到任何一级时为 null。 */
            rank: components["schemas"]["MemberRank"] | null;
            /**
             * Format: date-time
             * @description 加入本站的时间。
             * @example 2026-03-02T08:00:00.000Z
             */
            joinedAt: string;
            /**
             * @description 所有人可见的帖子数（已发布、在显示中的版块里）。
             * @example 18
             */
            postCount: number;
            /**
             * @description 所有人可见的回答数（问答开放时，已发布问题下已发布的回答；问答关闭时为 0）。
             * @example 5
             */
            answerCount: number;
            /**
             * @description 粉丝数（关注这位成员的、未禁用的成员）。
             * @example 9
             */
            followerCount: number;
            /**
             * @description 关注的人数（这位成员关注的、未禁用的成员）。
             * @example 3
             */
            followingCount: number;
            /**
             * @description 登录的访客是否已关注这位成员；未登录时为 false。
             * @example false
             */
            followed: boolean;
            /** @description 成员持有的启用中的勋章，最近获得的在前。 */
            medals: components["schemas"]["MyMedal"][];
            /** @description 最近发布的几篇帖子，新的在前。 */
            recentPosts: components["schemas"]["MemberHomePost"][];
            /** @description 最近的几个回答，新的在前。 */
            recentAnswers: components["schemas"]["MemberHomeAnswer"][];
        };
        /**
         * 附件设置
         * @description 站点的附件设置：是否允许、允许的类型（扩展名；可执行文件、HTML 与 SVG 始终不允许）、单个文件上限、每帖附件数上限与最高售价（金币，0 为只能免费）。
         */
        AttachmentSetting: {
            enabled: components["schemas"]["Switch"];
            /**
             * 允许的类型
             * @example [
             *       "pdf",
             *       "zip",
             *       "txt"
             *     ]
             */
            extensions: ("jpg" | "jpeg" | "png" | "gif" | "webp" | "pdf" | "txt" | "md" | "csv" | "zip" | "rar" | "7z" | "gz" | "doc" | "docx" | "xls" | "xlsx" | "ppt" | "pptx" | "mp3" | "mp4" | "epub")[];
            /**
             * 单个文件上限（字节）
             * @example 10485760
             */
            maxBytes: number;
            /**
             * 每帖附件数上限
             * @example 5
             */
            maxPerPost: number;
            /**
             * 最高售价（金币）
             * @example 100
             */
            maxPrice: number;
        };
        /** 下载附件 */
        AttachmentDownloadInput: {
            /**
             * 附件
             * @example 7
             */
            id: number;
        };
        /**
         * 附件下载
         * @description 一次性下载链接（5 分钟内有效，只能用一次），以及这次下载扣除的金币（免费、已购买、作者与管理员为 0）。
         */
        AttachmentDownload: {
            /**
             * 下载地址
             * @example /downloads/Vb1mQ2r8x0s9y7h6g5f4d3c2b1a0zZyYxXwWvVuUtTs
             */
            url: string;
            /**
             * 文件名
             * @example 读书会书单.pdf
             */
            fileName: string;
            /**
             * 有效期至
             * Format: date-time
             * @example 2026-11-21T10:05:00.000Z
             */
            expiresAt: string;
            /**
             * 本次扣除的金币
             * @example 5
             */
            charged: number;
        };
        /**
         * 附件
         * @description 帖子的一个附件。下载须经 downloadAttachment 取得一次性链接；有售价的附件由下载者的金币支付一次，之后再下载免费。
         */
        Attachment: {
            id: components["schemas"]["Id"];
            /**
             * 文件名
             * @example 读书会书单.pdf
             */
            name: string;
            /**
             * 大小（字节）
             * @example 184320
             */
            size: number;
            /**
             * 售价（金币）
             * @description 0 为免费。
             * @example 0
             */
            price: number;
            /**
             * 下载次数
             * @example 12
             */
            downloadCount: number;
            /**
             * 已购买
             * @description 当前成员已为这个附件付过金币（再下载免费）。
             * @example false
             */
            purchased: boolean;
            /**
             * 我上传的
             * @example false
             */
            mine: boolean;
        };
        /** 附件列表 */
        AttachmentList: {
            list: components["schemas"]["Attachment"][];
        };
        /**
         * 附件规则
         * @description 本站前台上传附件的限制（发帖页的附件选择器读它）。
         */
        AttachmentPolicy: {
            /**
             * 允许附件
             * @example true
             */
            enabled: boolean;
            /**
             * 允许的类型
             * @example [
             *       "pdf",
             *       "zip",
             *       "txt",
             *       "jpg",
             *       "png"
             *     ]
             */
            extensions: string[];
            /**
             * 单个文件上限（字节）
             * @example 10485760
             */
            maxBytes: number;
            /**
             * 每帖附件数上限
             * @example 5
             */
            maxPerPost: number;
            /**
             * 最高售价（金币）
             * @example 100
             */
            maxPrice: number;
        };
        /** 设置附件售价 */
        AttachmentPriceInput: {
            id: components["schemas"]["Id"];
            /**
             * 售价（金币）
             * @description 0 为免费；不能超过站点的最高售价。
             * @example 5
             */
            price: number;
        };
        /**
         * 上传附件
         * @description multipart/form-data：一个文件字段 `file`。
         */
        AttachmentUploadInput: {
            /**
             * 文件
             * Format: binary
             * @description 站点允许的类型与大小以内的文件（getAttachmentPolicy）；按扩展名与文件内容共同识别类型，二者不符时拒绝。
             */
            file: string;
        };
        /** 指定帖子 */
        FollowPostInput: {
            /**
             * 帖子
             * @example 1024
             */
            postId: number;
        };
        /** 收藏状态 */
        BookmarkState: {
            /**
             * @description 当前成员是否收藏了这篇帖子。
             * @example true
             */
            bookmarked: boolean;
        };
        /** 关注成员 */
        FollowMemberInput: {
            /**
             * 成员
             * @description 要关注的成员（站内用户）编号。
             * @example 12
             */
            id: number;
        };
        /**
         * 关注状态
         * @description 关注或取消关注之后的状态与对方的粉丝数。
         */
        FollowState: {
            /**
             * @description 当前成员是否关注了对方。
             * @example true
             */
            followed: boolean;
            /**
             * @description 对方的粉丝数。
             * @example 8
             */
            followerCount: number;
        };
        /** 收藏的帖子 */
        Bookmark: {
            postId: components["schemas"]["Id"];
            /** @example 重读《三体》：黑暗森林里的善意 */
            title: string;
            sectionId: components["schemas"]["Id"];
            /** @example 科幻小说 */
            sectionName: string;
            author: components["schemas"]["ContentAuthor"];
            /**
             * Format: date-time
             * @description 帖子发布的时间。
             * @example 2026-11-20T08:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description 收藏的时间。
             * @example 2026-11-22T09:00:00.000Z
             */
            bookmarkedAt: string;
        };
        /** 我的收藏（分页） */
        BookmarkPage: {
            list: components["schemas"]["Bookmark"][];
            /** @example 3 */
            total: number;
        };
        /** 关注关系中的成员 */
        FollowMember: {
            id: components["schemas"]["Id"];
            /** @example 林间读书人 */
            nickname: string;
            /**
             * @description 头像地址；空字符串表示没有头像。
             * @example
             */
            avatar: string;
            /**
             * Format: date-time
             * @description 开始关注的时间。
             * @example 2026-11-22T09:00:00.000Z
             */
            followedAt: string;
        };
        /** 关注或粉丝列表（分页） */
        FollowMemberPage: {
            list: components["schemas"]["FollowMember"][];
            /** @example 3 */
            total: number;
        };
        /** 关注帖子或版块的状态 */
        WatchState: {
            /**
             * @description 当前成员是否关注了这篇帖子或这个版块（有新回复或新帖时收到通知）。
             * @example true
             */
            watched: boolean;
        };
        /** 指定版块 */
        FollowSectionInput: {
            /**
             * 版块
             * @example 4
             */
            sectionId: number;
        };
    };
    responses: {
        /** @description 参数错误 */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 请求过于频繁 */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 服务繁忙（校验密码或验证码的计算已排满），稍后重试即可 */
        ServiceBusy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 成功（不返回数据） */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description 未登录或登录已过期 */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 冲突或当前状态不允许 */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 无权限 */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 不存在（也用于其他站点或其他账号的对象） */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description 要操作的对象编号。
         * @example 1
         */
        IdQuery: number;
        /**
         * @description 页码，从 1 开始。
         * @example 1
         */
        Page: number;
        /**
         * @description 每页条数，1 到 100。
         * @example 20
         */
        PageSize: number;
        /**
         * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
         * @example 陈
         */
        Keyword: string;
        /**
         * @description 站点编号。
         * @example 1
         */
        SiteIdQuery: number;
        /**
         * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
         * @example MTI4
         */
        Cursor: string;
        /**
         * @description 每页条数，1 到 100。
         * @example 20
         */
        Limit: number;
        /**
         * @description 只看这个站点；不给出时是全部站点。
         * @example 1
         */
        OversightSiteId: number;
        /**
         * @description 全文搜索的关键词（中文按词匹配，结果按相关度排序）。
         * @example 三体
         */
        OversightKeyword: string;
        /**
         * @description 审核状态；不给出时是除已删除（50）以外的全部。
         * @example 20
         */
        OversightStatus: components["schemas"]["ContentStatus"];
        /**
         * @description 发布日期不早于（含，北京时间）。
         * @example 2026-11-01
         */
        OversightStartDate: string;
        /**
         * @description 发布日期不晚于（含，北京时间）。
         * @example 2026-11-30
         */
        OversightEndDate: string;
        /**
         * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
         * @example 2026-11-01
         */
        StatStartDate: string;
        /**
         * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
         * @example 2026-11-01
         */
        StatEndDate: string;
        /**
         * @description 第一个月（含）；不给出时是结束月份前 11 个月。 最多 36 个月。
         * @example 2026-11
         */
        StatStartMonth: string;
        /**
         * @description 最后一个月（含）；不给出时是本月。 最多 36 个月。
         * @example 2026-11
         */
        StatEndMonth: string;
        /**
         * @description 只看这种用途的短信。
         * @example console_register
         */
        SmsPurposeQuery: components["schemas"]["SmsPurpose"];
        /**
         * @description 只看这种状态的短信。
         * @example sent
         */
        SmsStatusQuery: components["schemas"]["SmsStatus"];
        /**
         * @description 只看这个站点；不给出时是全部站点之和。
         * @example 1
         */
        StatSiteId: number;
        /**
         * @description 只看这个任务的执行记录；不给出时是全部任务。
         * @example orderTimeoutSweep
         */
        TaskNameQuery: components["schemas"]["TaskName"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type SchemaMobile = components['schemas']['Mobile'];
export type SchemaSmsSendInput = components['schemas']['SmsSendInput'];
export type SchemaResultType = components['schemas']['ResultType'];
export type SchemaResult = components['schemas']['Result'];
export type SchemaSmsSendResult = components['schemas']['SmsSendResult'];
export type SchemaErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type SchemaLoginInput = components['schemas']['LoginInput'];
export type SchemaTokenResult = components['schemas']['TokenResult'];
export type SchemaEnvelope = components['schemas']['Envelope'];
export type SchemaSmsCode = components['schemas']['SmsCode'];
export type SchemaPassword = components['schemas']['Password'];
export type SchemaRegisterInput = components['schemas']['RegisterInput'];
export type SchemaResetPasswordInput = components['schemas']['ResetPasswordInput'];
export type SchemaVerifyCodeInput = components['schemas']['VerifyCodeInput'];
export type SchemaResetTicket = components['schemas']['ResetTicket'];
export type SchemaSaasRole = components['schemas']['SaasRole'];
export type SchemaConsoleRole = components['schemas']['ConsoleRole'];
export type SchemaRegionCode = components['schemas']['RegionCode'];
export type SchemaProfileInput = components['schemas']['ProfileInput'];
export type SchemaId = components['schemas']['Id'];
export type SchemaGender = components['schemas']['Gender'];
export type SchemaAccountInfo = components['schemas']['AccountInfo'];
export type SchemaAccountAvatarInput = components['schemas']['AccountAvatarInput'];
export type SchemaChangePasswordInput = components['schemas']['ChangePasswordInput'];
export type SchemaSaasMessageType = components['schemas']['SaasMessageType'];
export type SchemaSaasMessageCount = components['schemas']['SaasMessageCount'];
export type SchemaSaasMessageReadInput = components['schemas']['SaasMessageReadInput'];
export type SchemaAccountNotificationPreference = components['schemas']['AccountNotificationPreference'];
export type SchemaSessionKind = components['schemas']['SessionKind'];
export type SchemaSignedInSession = components['schemas']['SignedInSession'];
export type SchemaSessionRevokeResult = components['schemas']['SessionRevokeResult'];
export type SchemaManagerPermissions = components['schemas']['ManagerPermissions'];
export type SchemaManagerUpdateInput = components['schemas']['ManagerUpdateInput'];
export type SchemaManager = components['schemas']['Manager'];
export type SchemaManagerCreateInput = components['schemas']['ManagerCreateInput'];
export type SchemaAccountStatus = components['schemas']['AccountStatus'];
export type SchemaAccountSummary = components['schemas']['AccountSummary'];
export type SchemaAccountPage = components['schemas']['AccountPage'];
export type SchemaManagedAccountInput = components['schemas']['ManagedAccountInput'];
export type SchemaPermissionItem = components['schemas']['PermissionItem'];
export type SchemaIdInput = components['schemas']['IdInput'];
export type SchemaSiteUserStatus = components['schemas']['SiteUserStatus'];
export type SchemaSiteUserSummary = components['schemas']['SiteUserSummary'];
export type SchemaSiteUserPage = components['schemas']['SiteUserPage'];
export type SchemaSiteUserRef = components['schemas']['SiteUserRef'];
export type SchemaReputationPointsInput = components['schemas']['ReputationPointsInput'];
export type SchemaReputationPointsResult = components['schemas']['ReputationPointsResult'];
export type SchemaAnonymousUser = components['schemas']['AnonymousUser'];
export type SchemaSiteCategory = components['schemas']['SiteCategory'];
export type SchemaLicenseType = components['schemas']['LicenseType'];
export type SchemaLicenseStatus = components['schemas']['LicenseStatus'];
export type SchemaSite = components['schemas']['Site'];
export type SchemaSitePage = components['schemas']['SitePage'];
export type SchemaSiteCreateInput = components['schemas']['SiteCreateInput'];
export type SchemaSiteTransferInput = components['schemas']['SiteTransferInput'];
export type SchemaSiteDomainHostname = components['schemas']['SiteDomainHostname'];
export type SchemaSiteDomainStatus = components['schemas']['SiteDomainStatus'];
export type SchemaSiteDomainMethod = components['schemas']['SiteDomainMethod'];
export type SchemaSiteDomain = components['schemas']['SiteDomain'];
export type SchemaSiteDomainList = components['schemas']['SiteDomainList'];
export type SchemaSiteDomainConsoleAddInput = components['schemas']['SiteDomainConsoleAddInput'];
export type SchemaSiteDomainAddInput = components['schemas']['SiteDomainAddInput'];
export type SchemaSiteDomainRef = components['schemas']['SiteDomainRef'];
export type SchemaTlsAskResult = components['schemas']['TlsAskResult'];
export type SchemaOrderStatus = components['schemas']['OrderStatus'];
export type SchemaOrderKind = components['schemas']['OrderKind'];
export type SchemaPayMethod = components['schemas']['PayMethod'];
export type SchemaCancelReason = components['schemas']['CancelReason'];
export type SchemaOrder = components['schemas']['Order'];
export type SchemaOrderPage = components['schemas']['OrderPage'];
export type SchemaManagedOrderInput = components['schemas']['ManagedOrderInput'];
export type SchemaOfflineOrderInput = components['schemas']['OfflineOrderInput'];
export type SchemaPaymentOptions = components['schemas']['PaymentOptions'];
export type SchemaPaymentInput = components['schemas']['PaymentInput'];
export type SchemaPaymentIntent = components['schemas']['PaymentIntent'];
export type SchemaOrderCreateInput = components['schemas']['OrderCreateInput'];
export type SchemaPaymentNotification = components['schemas']['PaymentNotification'];
export type SchemaPlanPrice = components['schemas']['PlanPrice'];
export type SchemaLicensePlan = components['schemas']['LicensePlan'];
export type SchemaSandboxPaymentStatus = components['schemas']['SandboxPaymentStatus'];
export type SchemaSandboxPayment = components['schemas']['SandboxPayment'];
export type SchemaSandboxPaymentInput = components['schemas']['SandboxPaymentInput'];
export type SchemaLicenseActivationInput = components['schemas']['LicenseActivationInput'];
export type SchemaLicenseDetail = components['schemas']['LicenseDetail'];
export type SchemaLicenseCodeStatus = components['schemas']['LicenseCodeStatus'];
export type SchemaLicenseCode = components['schemas']['LicenseCode'];
export type SchemaLicenseCodePage = components['schemas']['LicenseCodePage'];
export type SchemaLicenseCodeCreateInput = components['schemas']['LicenseCodeCreateInput'];
export type SchemaLicenseCodeCreated = components['schemas']['LicenseCodeCreated'];
export type SchemaCacheClearResult = components['schemas']['CacheClearResult'];
export type SchemaHandoffSecret = components['schemas']['HandoffSecret'];
export type SchemaConsoleHandoffClaimInput = components['schemas']['ConsoleHandoffClaimInput'];
export type SchemaSiteUserInfo = components['schemas']['SiteUserInfo'];
export type SchemaConsoleLoginResult = components['schemas']['ConsoleLoginResult'];
export type SchemaConsoleHandoffInput = components['schemas']['ConsoleHandoffInput'];
export type SchemaConsoleHandoff = components['schemas']['ConsoleHandoff'];
export type SchemaRankName = components['schemas']['RankName'];
export type SchemaRankPoints = components['schemas']['RankPoints'];
export type SchemaHexColor = components['schemas']['HexColor'];
export type SchemaUserRank = components['schemas']['UserRank'];
export type SchemaUserRankUpdateInput = components['schemas']['UserRankUpdateInput'];
export type SchemaUserRankCreateInput = components['schemas']['UserRankCreateInput'];
export type SchemaRefreshResult = components['schemas']['RefreshResult'];
export type SchemaPointCategoryCode = components['schemas']['PointCategoryCode'];
export type SchemaPointAdjustInput = components['schemas']['PointAdjustInput'];
export type SchemaPointAdjustResult = components['schemas']['PointAdjustResult'];
export type SchemaSwitch = components['schemas']['Switch'];
export type SchemaPointCategory = components['schemas']['PointCategory'];
export type SchemaPointCategoryUpdateInput = components['schemas']['PointCategoryUpdateInput'];
export type SchemaPointLedgerCheck = components['schemas']['PointLedgerCheck'];
export type SchemaPointItemCode = components['schemas']['PointItemCode'];
export type SchemaPointItem = components['schemas']['PointItem'];
export type SchemaPointItemUpdateInput = components['schemas']['PointItemUpdateInput'];
export type SchemaPointRecord = components['schemas']['PointRecord'];
export type SchemaPointRecordPage = components['schemas']['PointRecordPage'];
export type SchemaDailySignResult = components['schemas']['DailySignResult'];
export type SchemaMyPointRecord = components['schemas']['MyPointRecord'];
export type SchemaMyPointRecordPage = components['schemas']['MyPointRecordPage'];
export type SchemaMyPointBalance = components['schemas']['MyPointBalance'];
export type SchemaMyPoints = components['schemas']['MyPoints'];
export type SchemaIndexBase = components['schemas']['IndexBase'];
export type SchemaConsoleMessageType = components['schemas']['ConsoleMessageType'];
export type SchemaConsoleMessageCount = components['schemas']['ConsoleMessageCount'];
export type SchemaConsoleMessageReadInput = components['schemas']['ConsoleMessageReadInput'];
export type SchemaAssetUrl = components['schemas']['AssetUrl'];
export type SchemaSitePublicInfo = components['schemas']['SitePublicInfo'];
export type SchemaSiteBasicSetting = components['schemas']['SiteBasicSetting'];
export type SchemaSiteSetting = components['schemas']['SiteSetting'];
export type SchemaSiteSettingInput = components['schemas']['SiteSettingInput'];
export type SchemaWatermarkType = components['schemas']['WatermarkType'];
export type SchemaServiceAgreement = components['schemas']['ServiceAgreement'];
export type SchemaServiceAgreementInput = components['schemas']['ServiceAgreementInput'];
export type SchemaMemberLabel = components['schemas']['MemberLabel'];
export type SchemaMemberLabelList = components['schemas']['MemberLabelList'];
export type SchemaMemberLabelName = components['schemas']['MemberLabelName'];
export type SchemaMemberLabelDescription = components['schemas']['MemberLabelDescription'];
export type SchemaMemberLabelUpdateInput = components['schemas']['MemberLabelUpdateInput'];
export type SchemaMemberLabelCreateInput = components['schemas']['MemberLabelCreateInput'];
export type SchemaMemberLabelRef = components['schemas']['MemberLabelRef'];
export type SchemaMemberSummary = components['schemas']['MemberSummary'];
export type SchemaMemberPage = components['schemas']['MemberPage'];
export type SchemaMemberState = components['schemas']['MemberState'];
export type SchemaSanctionInput = components['schemas']['SanctionInput'];
export type SchemaSanctionKind = components['schemas']['SanctionKind'];
export type SchemaSanction = components['schemas']['Sanction'];
export type SchemaMemberIds = components['schemas']['MemberIds'];
export type SchemaMemberContentMode = components['schemas']['MemberContentMode'];
export type SchemaMemberDeleteInput = components['schemas']['MemberDeleteInput'];
export type SchemaMemberBatchResult = components['schemas']['MemberBatchResult'];
export type SchemaMemberLabelMode = components['schemas']['MemberLabelMode'];
export type SchemaMemberLabelAssignInput = components['schemas']['MemberLabelAssignInput'];
export type SchemaMemberIdInput = components['schemas']['MemberIdInput'];
export type SchemaMemberPasswordReset = components['schemas']['MemberPasswordReset'];
export type SchemaMemberPointsInput = components['schemas']['MemberPointsInput'];
export type SchemaMemberReportRef = components['schemas']['MemberReportRef'];
export type SchemaMemberRecord = components['schemas']['MemberRecord'];
export type SchemaMemberBatchSanctionInput = components['schemas']['MemberBatchSanctionInput'];
export type SchemaMemberBatchLiftInput = components['schemas']['MemberBatchLiftInput'];
export type SchemaSanctionList = components['schemas']['SanctionList'];
export type SchemaSanctionLiftInput = components['schemas']['SanctionLiftInput'];
export type SchemaSanctionLiftResult = components['schemas']['SanctionLiftResult'];
export type SchemaGiftCategoryName = components['schemas']['GiftCategoryName'];
export type SchemaSectionSort = components['schemas']['SectionSort'];
export type SchemaGiftCategory = components['schemas']['GiftCategory'];
export type SchemaGiftCategoryList = components['schemas']['GiftCategoryList'];
export type SchemaGiftCategoryUpdateInput = components['schemas']['GiftCategoryUpdateInput'];
export type SchemaGiftCategoryCreateInput = components['schemas']['GiftCategoryCreateInput'];
export type SchemaGiftCategoryInput = components['schemas']['GiftCategoryInput'];
export type SchemaGiftKind = components['schemas']['GiftKind'];
export type SchemaGift = components['schemas']['Gift'];
export type SchemaGiftCategoryRef = components['schemas']['GiftCategoryRef'];
export type SchemaGiftPage = components['schemas']['GiftPage'];
export type SchemaGiftName = components['schemas']['GiftName'];
export type SchemaGiftPoints = components['schemas']['GiftPoints'];
export type SchemaGiftStock = components['schemas']['GiftStock'];
export type SchemaGiftUpdateInput = components['schemas']['GiftUpdateInput'];
export type SchemaGiftCreateInput = components['schemas']['GiftCreateInput'];
export type SchemaGiftCodesInput = components['schemas']['GiftCodesInput'];
export type SchemaGiftCodesResult = components['schemas']['GiftCodesResult'];
export type SchemaGiftShelfInput = components['schemas']['GiftShelfInput'];
export type SchemaMallOrderStatus = components['schemas']['MallOrderStatus'];
export type SchemaMallAddress = components['schemas']['MallAddress'];
export type SchemaMallOrder = components['schemas']['MallOrder'];
export type SchemaMallOrderPage = components['schemas']['MallOrderPage'];
export type SchemaMallCancelInput = components['schemas']['MallCancelInput'];
export type SchemaMallOrderIdInput = components['schemas']['MallOrderIdInput'];
export type SchemaMallShipInput = components['schemas']['MallShipInput'];
export type SchemaMallShipResult = components['schemas']['MallShipResult'];
export type SchemaRedeemGiftInput = components['schemas']['RedeemGiftInput'];
export type SchemaRedeemResult = components['schemas']['RedeemResult'];
export type SchemaSiteAdmin = components['schemas']['SiteAdmin'];
export type SchemaSiteAdminPage = components['schemas']['SiteAdminPage'];
export type SchemaSiteAdminRole = components['schemas']['SiteAdminRole'];
export type SchemaSiteAdminInput = components['schemas']['SiteAdminInput'];
export type SchemaSiteAdminRevokeInput = components['schemas']['SiteAdminRevokeInput'];
export type SchemaConsoleProfile = components['schemas']['ConsoleProfile'];
export type SchemaConsoleProfileInput = components['schemas']['ConsoleProfileInput'];
export type SchemaConsolePasswordInput = components['schemas']['ConsolePasswordInput'];
export type SchemaOperationLogEntry = components['schemas']['OperationLogEntry'];
export type SchemaOperationLogPage = components['schemas']['OperationLogPage'];
export type SchemaOperationLogExportInput = components['schemas']['OperationLogExportInput'];
export type SchemaDownloadLink = components['schemas']['DownloadLink'];
export type SchemaOperationLogVerification = components['schemas']['OperationLogVerification'];
export type SchemaPrivacyRequestKind = components['schemas']['PrivacyRequestKind'];
export type SchemaPrivacyRequest = components['schemas']['PrivacyRequest'];
export type SchemaPrivacyRequestPage = components['schemas']['PrivacyRequestPage'];
export type SchemaUserExportStatus = components['schemas']['UserExportStatus'];
export type SchemaUserExportFormat = components['schemas']['UserExportFormat'];
export type SchemaUserExportField = components['schemas']['UserExportField'];
export type SchemaUserExportMobile = components['schemas']['UserExportMobile'];
export type SchemaUserExportFilters = components['schemas']['UserExportFilters'];
export type SchemaUserExport = components['schemas']['UserExport'];
export type SchemaUserExportPage = components['schemas']['UserExportPage'];
export type SchemaUserExportInput = components['schemas']['UserExportInput'];
export type SchemaUserExportDownloadInput = components['schemas']['UserExportDownloadInput'];
export type SchemaErasureContent = components['schemas']['ErasureContent'];
export type SchemaEraseAccountInput = components['schemas']['EraseAccountInput'];
export type SchemaMyDataFormat = components['schemas']['MyDataFormat'];
export type SchemaMyDataExportInput = components['schemas']['MyDataExportInput'];
export type SchemaThemePalette = components['schemas']['ThemePalette'];
export type SchemaThemeBrandColor = components['schemas']['ThemeBrandColor'];
export type SchemaThemeHeaderStyle = components['schemas']['ThemeHeaderStyle'];
export type SchemaThemeDensity = components['schemas']['ThemeDensity'];
export type SchemaThemeHomeLayout = components['schemas']['ThemeHomeLayout'];
export type SchemaTheme = components['schemas']['Theme'];
export type SchemaThemeContrast = components['schemas']['ThemeContrast'];
export type SchemaThemeSetting = components['schemas']['ThemeSetting'];
export type SchemaThemeSettingInput = components['schemas']['ThemeSettingInput'];
export type SchemaMemberTheme = components['schemas']['MemberTheme'];
export type SchemaMedalName = components['schemas']['MedalName'];
export type SchemaMedalDescription = components['schemas']['MedalDescription'];
export type SchemaMedalRuleKind = components['schemas']['MedalRuleKind'];
export type SchemaMedalRuleThreshold = components['schemas']['MedalRuleThreshold'];
export type SchemaLibraryMedalRule = components['schemas']['LibraryMedalRule'];
export type SchemaSiteLibraryMedal = components['schemas']['SiteLibraryMedal'];
export type SchemaSiteLibraryMedalList = components['schemas']['SiteLibraryMedalList'];
export type SchemaMedalAutoAward = components['schemas']['MedalAutoAward'];
export type SchemaMedalRule = components['schemas']['MedalRule'];
export type SchemaMedal = components['schemas']['Medal'];
export type SchemaMedalPage = components['schemas']['MedalPage'];
export type SchemaMedalHolder = components['schemas']['MedalHolder'];
export type SchemaMedalHolderPage = components['schemas']['MedalHolderPage'];
export type SchemaMedalUpdateInput = components['schemas']['MedalUpdateInput'];
export type SchemaMedalCreateInput = components['schemas']['MedalCreateInput'];
export type SchemaAdoptLibraryMedalInput = components['schemas']['AdoptLibraryMedalInput'];
export type SchemaMedalGrantInput = components['schemas']['MedalGrantInput'];
export type SchemaMedalGrantResult = components['schemas']['MedalGrantResult'];
export type SchemaMedalRevokeInput = components['schemas']['MedalRevokeInput'];
export type SchemaMedalRuleCount = components['schemas']['MedalRuleCount'];
export type SchemaMyMedal = components['schemas']['MyMedal'];
export type SchemaMyMedalList = components['schemas']['MyMedalList'];
export type SchemaLibraryMedal = components['schemas']['LibraryMedal'];
export type SchemaLibraryMedalPage = components['schemas']['LibraryMedalPage'];
export type SchemaLibraryMedalUpdateInput = components['schemas']['LibraryMedalUpdateInput'];
export type SchemaLibraryMedalCreateInput = components['schemas']['LibraryMedalCreateInput'];
export type SchemaSaasMedal = components['schemas']['SaasMedal'];
export type SchemaSaasMedalPage = components['schemas']['SaasMedalPage'];
export type SchemaSaasMedalStatusInput = components['schemas']['SaasMedalStatusInput'];
export type SchemaSectionCategoryName = components['schemas']['SectionCategoryName'];
export type SchemaSectionCategory = components['schemas']['SectionCategory'];
export type SchemaSectionCategoryList = components['schemas']['SectionCategoryList'];
export type SchemaSectionCategoryUpdateInput = components['schemas']['SectionCategoryUpdateInput'];
export type SchemaSectionCategoryCreateInput = components['schemas']['SectionCategoryCreateInput'];
export type SchemaSectionCategorySortInput = components['schemas']['SectionCategorySortInput'];
export type SchemaSectionName = components['schemas']['SectionName'];
export type SchemaSectionDescription = components['schemas']['SectionDescription'];
export type SchemaSectionCategoryRef = components['schemas']['SectionCategoryRef'];
export type SchemaSectionPostPermission = components['schemas']['SectionPostPermission'];
export type SchemaSectionRankId = components['schemas']['SectionRankId'];
export type SchemaSectionModerator = components['schemas']['SectionModerator'];
export type SchemaSectionDetail = components['schemas']['SectionDetail'];
export type SchemaSectionPage = components['schemas']['SectionPage'];
export type SchemaSectionCategoryInput = components['schemas']['SectionCategoryInput'];
export type SchemaSectionRankInput = components['schemas']['SectionRankInput'];
export type SchemaSectionModeratorIds = components['schemas']['SectionModeratorIds'];
export type SchemaSectionUpdateInput = components['schemas']['SectionUpdateInput'];
export type SchemaSectionCreateInput = components['schemas']['SectionCreateInput'];
export type SchemaSectionMoveMode = components['schemas']['SectionMoveMode'];
export type SchemaSectionMoveContentInput = components['schemas']['SectionMoveContentInput'];
export type SchemaSectionMoveResult = components['schemas']['SectionMoveResult'];
export type SchemaSectionSortInput = components['schemas']['SectionSortInput'];
export type SchemaSection = components['schemas']['Section'];
export type SchemaMemberSignature = components['schemas']['MemberSignature'];
export type SchemaMemberGender = components['schemas']['MemberGender'];
export type SchemaMemberAreaAddress = components['schemas']['MemberAreaAddress'];
export type SchemaMemberHideActivity = components['schemas']['MemberHideActivity'];
export type SchemaMemberProfile = components['schemas']['MemberProfile'];
export type SchemaMemberLoginResult = components['schemas']['MemberLoginResult'];
export type SchemaMemberNickname = components['schemas']['MemberNickname'];
export type SchemaMemberProfileInput = components['schemas']['MemberProfileInput'];
export type SchemaMemberPasswordInput = components['schemas']['MemberPasswordInput'];
export type SchemaMemberAccountName = components['schemas']['MemberAccountName'];
export type SchemaMemberRegisterInput = components['schemas']['MemberRegisterInput'];
export type SchemaMemberSite = components['schemas']['MemberSite'];
export type SchemaMemberEmailStatus = components['schemas']['MemberEmailStatus'];
export type SchemaMemberEmailDigestInput = components['schemas']['MemberEmailDigestInput'];
export type SchemaMemberEmailInput = components['schemas']['MemberEmailInput'];
export type SchemaMemberEmailVerifyInput = components['schemas']['MemberEmailVerifyInput'];
export type SchemaCommentLikeInput = components['schemas']['CommentLikeInput'];
export type SchemaLikeState = components['schemas']['LikeState'];
export type SchemaContentAuthor = components['schemas']['ContentAuthor'];
export type SchemaContentStatus = components['schemas']['ContentStatus'];
export type SchemaCommentReply = components['schemas']['CommentReply'];
export type SchemaCommentItem = components['schemas']['CommentItem'];
export type SchemaCommentCursorPage = components['schemas']['CommentCursorPage'];
export type SchemaCommentReplyCursorPage = components['schemas']['CommentReplyCursorPage'];
export type SchemaCommentContent = components['schemas']['CommentContent'];
export type SchemaCommentUpdateInput = components['schemas']['CommentUpdateInput'];
export type SchemaContentSaved = components['schemas']['ContentSaved'];
export type SchemaCommentCreateInput = components['schemas']['CommentCreateInput'];
export type SchemaMyPost = components['schemas']['MyPost'];
export type SchemaMyPostPage = components['schemas']['MyPostPage'];
export type SchemaPostLikeInput = components['schemas']['PostLikeInput'];
export type SchemaPostSummary = components['schemas']['PostSummary'];
export type SchemaPostCursorPage = components['schemas']['PostCursorPage'];
export type SchemaPostDetail = components['schemas']['PostDetail'];
export type SchemaPostTitle = components['schemas']['PostTitle'];
export type SchemaPostContent = components['schemas']['PostContent'];
export type SchemaPostAttachmentIds = components['schemas']['PostAttachmentIds'];
export type SchemaPostUpdateInput = components['schemas']['PostUpdateInput'];
export type SchemaPostCreateInput = components['schemas']['PostCreateInput'];
export type SchemaSearchHit = components['schemas']['SearchHit'];
export type SchemaSearchHitPage = components['schemas']['SearchHitPage'];
export type SchemaForumSection = components['schemas']['ForumSection'];
export type SchemaForumSectionList = components['schemas']['ForumSectionList'];
export type SchemaDraftKind = components['schemas']['DraftKind'];
export type SchemaDraft = components['schemas']['Draft'];
export type SchemaDraftState = components['schemas']['DraftState'];
export type SchemaDraftSaveInput = components['schemas']['DraftSaveInput'];
export type SchemaUploadPurpose = components['schemas']['UploadPurpose'];
export type SchemaUploadImageInput = components['schemas']['UploadImageInput'];
export type SchemaUploadedImage = components['schemas']['UploadedImage'];
export type SchemaConsoleComment = components['schemas']['ConsoleComment'];
export type SchemaTotalCapped = components['schemas']['TotalCapped'];
export type SchemaConsoleCommentPage = components['schemas']['ConsoleCommentPage'];
export type SchemaContentIds = components['schemas']['ContentIds'];
export type SchemaContentBatchInput = components['schemas']['ContentBatchInput'];
export type SchemaContentBatchResult = components['schemas']['ContentBatchResult'];
export type SchemaContentReasonInput = components['schemas']['ContentReasonInput'];
export type SchemaContentRevision = components['schemas']['ContentRevision'];
export type SchemaContentRevisionList = components['schemas']['ContentRevisionList'];
export type SchemaModerationCount = components['schemas']['ModerationCount'];
export type SchemaConsolePost = components['schemas']['ConsolePost'];
export type SchemaConsolePostPage = components['schemas']['ConsolePostPage'];
export type SchemaModerationAction = components['schemas']['ModerationAction'];
export type SchemaModerationEvent = components['schemas']['ModerationEvent'];
export type SchemaConsolePostDetail = components['schemas']['ConsolePostDetail'];
export type SchemaPostFlagInput = components['schemas']['PostFlagInput'];
export type SchemaPostMoveInput = components['schemas']['PostMoveInput'];
export type SchemaContentActorKind = components['schemas']['ContentActorKind'];
export type SchemaRecycleItem = components['schemas']['RecycleItem'];
export type SchemaRecyclePage = components['schemas']['RecyclePage'];
export type SchemaSensitiveWord = components['schemas']['SensitiveWord'];
export type SchemaSensitiveWordPage = components['schemas']['SensitiveWordPage'];
export type SchemaSensitiveWordsInput = components['schemas']['SensitiveWordsInput'];
export type SchemaSensitiveWordsAdded = components['schemas']['SensitiveWordsAdded'];
export type SchemaSensitiveWordIdsInput = components['schemas']['SensitiveWordIdsInput'];
export type SchemaSaasCommentItem = components['schemas']['SaasCommentItem'];
export type SchemaSaasCommentPage = components['schemas']['SaasCommentPage'];
export type SchemaSaasModerationInput = components['schemas']['SaasModerationInput'];
export type SchemaSaasModerationResult = components['schemas']['SaasModerationResult'];
export type SchemaSaasPostItem = components['schemas']['SaasPostItem'];
export type SchemaSaasPostPage = components['schemas']['SaasPostPage'];
export type SchemaSearchIndexState = components['schemas']['SearchIndexState'];
export type SchemaSearchIndexSite = components['schemas']['SearchIndexSite'];
export type SchemaSearchIndexPage = components['schemas']['SearchIndexPage'];
export type SchemaSearchIndexRebuildInput = components['schemas']['SearchIndexRebuildInput'];
export type SchemaSearchIndexRebuildResult = components['schemas']['SearchIndexRebuildResult'];
export type SchemaSaasSectionItem = components['schemas']['SaasSectionItem'];
export type SchemaSaasSectionPage = components['schemas']['SaasSectionPage'];
export type SchemaSaasSectionStatusInput = components['schemas']['SaasSectionStatusInput'];
export type SchemaPlatformSensitiveWord = components['schemas']['PlatformSensitiveWord'];
export type SchemaPlatformSensitiveWordPage = components['schemas']['PlatformSensitiveWordPage'];
export type SchemaPlatformSensitiveWordsInput = components['schemas']['PlatformSensitiveWordsInput'];
export type SchemaPlatformSensitiveWordsAdded = components['schemas']['PlatformSensitiveWordsAdded'];
export type SchemaPlatformSensitiveWordIds = components['schemas']['PlatformSensitiveWordIds'];
export type SchemaImpeachCount = components['schemas']['ImpeachCount'];
export type SchemaImpeachState = components['schemas']['ImpeachState'];
export type SchemaImpeachTargetType = components['schemas']['ImpeachTargetType'];
export type SchemaImpeachSort = components['schemas']['ImpeachSort'];
export type SchemaImpeachReasonCount = components['schemas']['ImpeachReasonCount'];
export type SchemaImpeachReporter = components['schemas']['ImpeachReporter'];
export type SchemaImpeachAction = components['schemas']['ImpeachAction'];
export type SchemaImpeachItem = components['schemas']['ImpeachItem'];
export type SchemaImpeachPage = components['schemas']['ImpeachPage'];
export type SchemaImpeachReasonName = components['schemas']['ImpeachReasonName'];
export type SchemaImpeachReason = components['schemas']['ImpeachReason'];
export type SchemaImpeachReasonList = components['schemas']['ImpeachReasonList'];
export type SchemaImpeachReasonsInput = components['schemas']['ImpeachReasonsInput'];
export type SchemaImpeachAuthorAction = components['schemas']['ImpeachAuthorAction'];
export type SchemaImpeachHandleInput = components['schemas']['ImpeachHandleInput'];
export type SchemaImpeachReasonText = components['schemas']['ImpeachReasonText'];
export type SchemaImpeachCreateInput = components['schemas']['ImpeachCreateInput'];
export type SchemaImpeachCreated = components['schemas']['ImpeachCreated'];
export type SchemaMessageReportInput = components['schemas']['MessageReportInput'];
export type SchemaSaasImpeachItem = components['schemas']['SaasImpeachItem'];
export type SchemaSaasImpeachPage = components['schemas']['SaasImpeachPage'];
export type SchemaSaasImpeachHandleInput = components['schemas']['SaasImpeachHandleInput'];
export type SchemaMessageSetting = components['schemas']['MessageSetting'];
export type SchemaBlockedMember = components['schemas']['BlockedMember'];
export type SchemaBlockList = components['schemas']['BlockList'];
export type SchemaConversation = components['schemas']['Conversation'];
export type SchemaConversationCursorPage = components['schemas']['ConversationCursorPage'];
export type SchemaPrivateMessage = components['schemas']['PrivateMessage'];
export type SchemaConversationMessagePage = components['schemas']['ConversationMessagePage'];
export type SchemaMessageUnreadCount = components['schemas']['MessageUnreadCount'];
export type SchemaPrivateMessageInput = components['schemas']['PrivateMessageInput'];
export type SchemaPrivateMessageSent = components['schemas']['PrivateMessageSent'];
export type SchemaMemberNotificationKind = components['schemas']['MemberNotificationKind'];
export type SchemaNotificationChannelSetting = components['schemas']['NotificationChannelSetting'];
export type SchemaMemberNotificationCount = components['schemas']['MemberNotificationCount'];
export type SchemaConsoleNotificationKind = components['schemas']['ConsoleNotificationKind'];
export type SchemaConsoleNotification = components['schemas']['ConsoleNotification'];
export type SchemaConsoleNotificationCursorPage = components['schemas']['ConsoleNotificationCursorPage'];
export type SchemaConsoleNotificationPreference = components['schemas']['ConsoleNotificationPreference'];
export type SchemaMemberNotificationReadInput = components['schemas']['MemberNotificationReadInput'];
export type SchemaMemberNotificationReadResult = components['schemas']['MemberNotificationReadResult'];
export type SchemaMentionMember = components['schemas']['MentionMember'];
export type SchemaMentionMemberList = components['schemas']['MentionMemberList'];
export type SchemaMemberNotification = components['schemas']['MemberNotification'];
export type SchemaMemberNotificationCursorPage = components['schemas']['MemberNotificationCursorPage'];
export type SchemaNotificationChannel = components['schemas']['NotificationChannel'];
export type SchemaMemberNotificationPreference = components['schemas']['MemberNotificationPreference'];
export type SchemaMemberNotificationPreferenceList = components['schemas']['MemberNotificationPreferenceList'];
export type SchemaNotificationTemplate = components['schemas']['NotificationTemplate'];
export type SchemaNotificationSendStatus = components['schemas']['NotificationSendStatus'];
export type SchemaSubscribeMessageLog = components['schemas']['SubscribeMessageLog'];
export type SchemaSubscribeMessageLogPage = components['schemas']['SubscribeMessageLogPage'];
export type SchemaSubscribeMessageStat = components['schemas']['SubscribeMessageStat'];
export type SchemaSubscribeMessageStatPage = components['schemas']['SubscribeMessageStatPage'];
export type SchemaEventStreamInfo = components['schemas']['EventStreamInfo'];
export type SchemaConsoleAnswer = components['schemas']['ConsoleAnswer'];
export type SchemaConsoleAnswerPage = components['schemas']['ConsoleAnswerPage'];
export type SchemaQuestionModerationInput = components['schemas']['QuestionModerationInput'];
export type SchemaConsoleQuestion = components['schemas']['ConsoleQuestion'];
export type SchemaConsoleQuestionPage = components['schemas']['ConsoleQuestionPage'];
export type SchemaQuestionPermission = components['schemas']['QuestionPermission'];
export type SchemaBountyCategory = components['schemas']['BountyCategory'];
export type SchemaQuestionSettleRule = components['schemas']['QuestionSettleRule'];
export type SchemaQuestionSetting = components['schemas']['QuestionSetting'];
export type SchemaQuestionSettingInput = components['schemas']['QuestionSettingInput'];
export type SchemaQuestionType = components['schemas']['QuestionType'];
export type SchemaQuestionTypeList = components['schemas']['QuestionTypeList'];
export type SchemaQuestionTypeUpdateInput = components['schemas']['QuestionTypeUpdateInput'];
export type SchemaQuestionTypeCreateInput = components['schemas']['QuestionTypeCreateInput'];
export type SchemaAnswerComment = components['schemas']['AnswerComment'];
export type SchemaAnswerCommentPage = components['schemas']['AnswerCommentPage'];
export type SchemaAnswerCommentCreateInput = components['schemas']['AnswerCommentCreateInput'];
export type SchemaAnswerVote = components['schemas']['AnswerVote'];
export type SchemaAnswerItem = components['schemas']['AnswerItem'];
export type SchemaAnswerPage = components['schemas']['AnswerPage'];
export type SchemaAnswerUpdateInput = components['schemas']['AnswerUpdateInput'];
export type SchemaAnswerCreateInput = components['schemas']['AnswerCreateInput'];
export type SchemaAnswerAcceptInput = components['schemas']['AnswerAcceptInput'];
export type SchemaAnswerAccepted = components['schemas']['AnswerAccepted'];
export type SchemaAnswerVoteInput = components['schemas']['AnswerVoteInput'];
export type SchemaAnswerVoteState = components['schemas']['AnswerVoteState'];
export type SchemaMyAnswer = components['schemas']['MyAnswer'];
export type SchemaMyAnswerPage = components['schemas']['MyAnswerPage'];
export type SchemaQuestionSummary = components['schemas']['QuestionSummary'];
export type SchemaQuestionPage = components['schemas']['QuestionPage'];
export type SchemaQuestionOptions = components['schemas']['QuestionOptions'];
export type SchemaQuestionDetail = components['schemas']['QuestionDetail'];
export type SchemaQuestionCreateInput = components['schemas']['QuestionCreateInput'];
export type SchemaSaasAnswer = components['schemas']['SaasAnswer'];
export type SchemaSaasAnswerPage = components['schemas']['SaasAnswerPage'];
export type SchemaSaasQuestion = components['schemas']['SaasQuestion'];
export type SchemaSaasQuestionPage = components['schemas']['SaasQuestionPage'];
export type SchemaWorkOrderStatus = components['schemas']['WorkOrderStatus'];
export type SchemaWorkOrderScope = components['schemas']['WorkOrderScope'];
export type SchemaSaasWorkOrderCategory = components['schemas']['SaasWorkOrderCategory'];
export type SchemaWorkOrderPerson = components['schemas']['WorkOrderPerson'];
export type SchemaWorkOrderSummary = components['schemas']['WorkOrderSummary'];
export type SchemaWorkOrderPage = components['schemas']['WorkOrderPage'];
export type SchemaWorkOrderImages = components['schemas']['WorkOrderImages'];
export type SchemaWorkOrderEntryKind = components['schemas']['WorkOrderEntryKind'];
export type SchemaWorkOrderEntryAuthor = components['schemas']['WorkOrderEntryAuthor'];
export type SchemaWorkOrderEntry = components['schemas']['WorkOrderEntry'];
export type SchemaWorkOrderDetail = components['schemas']['WorkOrderDetail'];
export type SchemaSaasWorkOrderCreateInput = components['schemas']['SaasWorkOrderCreateInput'];
export type SchemaWorkOrderCreated = components['schemas']['WorkOrderCreated'];
export type SchemaWorkOrderRateInput = components['schemas']['WorkOrderRateInput'];
export type SchemaWorkOrderRequesterReplyInput = components['schemas']['WorkOrderRequesterReplyInput'];
export type SchemaWorkOrderAction = components['schemas']['WorkOrderAction'];
export type SchemaWorkOrderActionInput = components['schemas']['WorkOrderActionInput'];
export type SchemaWorkOrderAssignee = components['schemas']['WorkOrderAssignee'];
export type SchemaWorkOrderOpenPermission = components['schemas']['WorkOrderOpenPermission'];
export type SchemaWorkOrderSetting = components['schemas']['WorkOrderSetting'];
export type SchemaWorkOrderSettingInput = components['schemas']['WorkOrderSettingInput'];
export type SchemaWorkOrderType = components['schemas']['WorkOrderType'];
export type SchemaWorkOrderTypeUpdateInput = components['schemas']['WorkOrderTypeUpdateInput'];
export type SchemaWorkOrderTypeCreateInput = components['schemas']['WorkOrderTypeCreateInput'];
export type SchemaWorkOrderAssignInput = components['schemas']['WorkOrderAssignInput'];
export type SchemaWorkOrderReplyInput = components['schemas']['WorkOrderReplyInput'];
export type SchemaWorkOrderStatusInput = components['schemas']['WorkOrderStatusInput'];
export type SchemaWorkOrderOptions = components['schemas']['WorkOrderOptions'];
export type SchemaWorkOrderCreateInput = components['schemas']['WorkOrderCreateInput'];
export type SchemaCount = components['schemas']['Count'];
export type SchemaSaasHomePlatform = components['schemas']['SaasHomePlatform'];
export type SchemaSaasHomeDay = components['schemas']['SaasHomeDay'];
export type SchemaSaasHomeSite = components['schemas']['SaasHomeSite'];
export type SchemaSaasHomeWorkOrder = components['schemas']['SaasHomeWorkOrder'];
export type SchemaSaasHome = components['schemas']['SaasHome'];
export type SchemaFlowDay = components['schemas']['FlowDay'];
export type SchemaFlowMeasures = components['schemas']['FlowMeasures'];
export type SchemaFlowStatistic = components['schemas']['FlowStatistic'];
export type SchemaMonthFlow = components['schemas']['MonthFlow'];
export type SchemaMonthStatistic = components['schemas']['MonthStatistic'];
export type SchemaSmsFeeMonth = components['schemas']['SmsFeeMonth'];
export type SchemaSmsQuota = components['schemas']['SmsQuota'];
export type SchemaSmsFeeStatistic = components['schemas']['SmsFeeStatistic'];
export type SchemaSmsPurpose = components['schemas']['SmsPurpose'];
export type SchemaSmsStatus = components['schemas']['SmsStatus'];
export type SchemaCountByDay = components['schemas']['CountByDay'];
export type SchemaSmsRecord = components['schemas']['SmsRecord'];
export type SchemaSmsSentStatistic = components['schemas']['SmsSentStatistic'];
export type SchemaPageViewInput = components['schemas']['PageViewInput'];
export type SchemaSiteFlowRank = components['schemas']['SiteFlowRank'];
export type SchemaSaasFlowStatistic = components['schemas']['SaasFlowStatistic'];
export type SchemaSmsQuotaPage = components['schemas']['SmsQuotaPage'];
export type SchemaSmsQuotaInput = components['schemas']['SmsQuotaInput'];
export type SchemaTaskName = components['schemas']['TaskName'];
export type SchemaTaskOutcome = components['schemas']['TaskOutcome'];
export type SchemaTask = components['schemas']['Task'];
export type SchemaTaskList = components['schemas']['TaskList'];
export type SchemaTaskTrigger = components['schemas']['TaskTrigger'];
export type SchemaTaskRun = components['schemas']['TaskRun'];
export type SchemaTaskRunPage = components['schemas']['TaskRunPage'];
export type SchemaTaskEnabledInput = components['schemas']['TaskEnabledInput'];
export type SchemaTaskRunInput = components['schemas']['TaskRunInput'];
export type SchemaTaskRunStarted = components['schemas']['TaskRunStarted'];
export type SchemaNavigationPosition = components['schemas']['NavigationPosition'];
export type SchemaNavigationItemName = components['schemas']['NavigationItemName'];
export type SchemaNavigationTargetKind = components['schemas']['NavigationTargetKind'];
export type SchemaNavigationTargetId = components['schemas']['NavigationTargetId'];
export type SchemaNavigationUrl = components['schemas']['NavigationUrl'];
export type SchemaNavigationIcon = components['schemas']['NavigationIcon'];
export type SchemaNavigationVisibility = components['schemas']['NavigationVisibility'];
export type SchemaNavigationRankId = components['schemas']['NavigationRankId'];
export type SchemaNavigationChild = components['schemas']['NavigationChild'];
export type SchemaNavigationItem = components['schemas']['NavigationItem'];
export type SchemaNavigationList = components['schemas']['NavigationList'];
export type SchemaNavigationTargetOptions = components['schemas']['NavigationTargetOptions'];
export type SchemaNavigationChildInput = components['schemas']['NavigationChildInput'];
export type SchemaNavigationItemInput = components['schemas']['NavigationItemInput'];
export type SchemaNavigationSaveInput = components['schemas']['NavigationSaveInput'];
export type SchemaMemberNavigationLink = components['schemas']['MemberNavigationLink'];
export type SchemaMemberNavigationItem = components['schemas']['MemberNavigationItem'];
export type SchemaMemberNavigation = components['schemas']['MemberNavigation'];
export type SchemaSocialProvider = components['schemas']['SocialProvider'];
export type SchemaSocialAppId = components['schemas']['SocialAppId'];
export type SchemaSocialProviderSetting = components['schemas']['SocialProviderSetting'];
export type SchemaSocialRegisterPolicy = components['schemas']['SocialRegisterPolicy'];
export type SchemaSocialLoginSetting = components['schemas']['SocialLoginSetting'];
export type SchemaSocialProviderSettingInput = components['schemas']['SocialProviderSettingInput'];
export type SchemaSocialLoginSettingInput = components['schemas']['SocialLoginSettingInput'];
export type SchemaSocialBinding = components['schemas']['SocialBinding'];
export type SchemaSocialBindingList = components['schemas']['SocialBindingList'];
export type SchemaSocialToken = components['schemas']['SocialToken'];
export type SchemaSocialStartInput = components['schemas']['SocialStartInput'];
export type SchemaSocialStartResult = components['schemas']['SocialStartResult'];
export type SchemaSocialCompleteInput = components['schemas']['SocialCompleteInput'];
export type SchemaSocialLoginOutcome = components['schemas']['SocialLoginOutcome'];
export type SchemaSocialLoginOptions = components['schemas']['SocialLoginOptions'];
export type SchemaSocialPhoneSmsInput = components['schemas']['SocialPhoneSmsInput'];
export type SchemaSocialPhoneBindInput = components['schemas']['SocialPhoneBindInput'];
export type SchemaSsoUrl = components['schemas']['SsoUrl'];
export type SchemaSsoClaimName = components['schemas']['SsoClaimName'];
export type SchemaSsoClaimMap = components['schemas']['SsoClaimMap'];
export type SchemaSsoButtonText = components['schemas']['SsoButtonText'];
export type SchemaSsoOidcSetting = components['schemas']['SsoOidcSetting'];
export type SchemaSsoDiscourseSetting = components['schemas']['SsoDiscourseSetting'];
export type SchemaSsoGroupMapping = components['schemas']['SsoGroupMapping'];
export type SchemaSsoSetting = components['schemas']['SsoSetting'];
export type SchemaSsoSecretInput = components['schemas']['SsoSecretInput'];
export type SchemaSsoOidcSettingInput = components['schemas']['SsoOidcSettingInput'];
export type SchemaSsoDiscourseSettingInput = components['schemas']['SsoDiscourseSettingInput'];
export type SchemaSsoSettingInput = components['schemas']['SsoSettingInput'];
export type SchemaSsoToken = components['schemas']['SsoToken'];
export type SchemaSsoCompleteInput = components['schemas']['SsoCompleteInput'];
export type SchemaSsoLoginOutcome = components['schemas']['SsoLoginOutcome'];
export type SchemaSsoDiscourseCompleteInput = components['schemas']['SsoDiscourseCompleteInput'];
export type SchemaSsoLogoutUrl = components['schemas']['SsoLogoutUrl'];
export type SchemaSsoMethod = components['schemas']['SsoMethod'];
export type SchemaSsoOptions = components['schemas']['SsoOptions'];
export type SchemaSsoStartInput = components['schemas']['SsoStartInput'];
export type SchemaSsoStartResult = components['schemas']['SsoStartResult'];
export type SchemaSlidePosition = components['schemas']['SlidePosition'];
export type SchemaSlideImage = components['schemas']['SlideImage'];
export type SchemaSlideTitle = components['schemas']['SlideTitle'];
export type SchemaSlideLink = components['schemas']['SlideLink'];
export type SchemaSlideTime = components['schemas']['SlideTime'];
export type SchemaSlide = components['schemas']['Slide'];
export type SchemaSlideList = components['schemas']['SlideList'];
export type SchemaSlideTimeInput = components['schemas']['SlideTimeInput'];
export type SchemaSlideUpdateInput = components['schemas']['SlideUpdateInput'];
export type SchemaSlideCreateInput = components['schemas']['SlideCreateInput'];
export type SchemaSlideSortInput = components['schemas']['SlideSortInput'];
export type SchemaMemberSlide = components['schemas']['MemberSlide'];
export type SchemaMemberSlideList = components['schemas']['MemberSlideList'];
export type SchemaFriendLinkName = components['schemas']['FriendLinkName'];
export type SchemaFriendLinkUrl = components['schemas']['FriendLinkUrl'];
export type SchemaFriendLinkDescription = components['schemas']['FriendLinkDescription'];
export type SchemaFriendLinkPlacement = components['schemas']['FriendLinkPlacement'];
export type SchemaFriendLink = components['schemas']['FriendLink'];
export type SchemaFriendLinkList = components['schemas']['FriendLinkList'];
export type SchemaFriendLinkUpdateInput = components['schemas']['FriendLinkUpdateInput'];
export type SchemaFriendLinkCreateInput = components['schemas']['FriendLinkCreateInput'];
export type SchemaFriendLinkSortInput = components['schemas']['FriendLinkSortInput'];
export type SchemaMemberFriendLink = components['schemas']['MemberFriendLink'];
export type SchemaMemberFriendLinkList = components['schemas']['MemberFriendLinkList'];
export type SchemaMemberRank = components['schemas']['MemberRank'];
export type SchemaMemberHomePost = components['schemas']['MemberHomePost'];
export type SchemaMemberHomeAnswer = components['schemas']['MemberHomeAnswer'];
export type SchemaMemberHome = components['schemas']['MemberHome'];
export type SchemaAttachmentSetting = components['schemas']['AttachmentSetting'];
export type SchemaAttachmentDownloadInput = components['schemas']['AttachmentDownloadInput'];
export type SchemaAttachmentDownload = components['schemas']['AttachmentDownload'];
export type SchemaAttachment = components['schemas']['Attachment'];
export type SchemaAttachmentList = components['schemas']['AttachmentList'];
export type SchemaAttachmentPolicy = components['schemas']['AttachmentPolicy'];
export type SchemaAttachmentPriceInput = components['schemas']['AttachmentPriceInput'];
export type SchemaAttachmentUploadInput = components['schemas']['AttachmentUploadInput'];
export type SchemaFollowPostInput = components['schemas']['FollowPostInput'];
export type SchemaBookmarkState = components['schemas']['BookmarkState'];
export type SchemaFollowMemberInput = components['schemas']['FollowMemberInput'];
export type SchemaFollowState = components['schemas']['FollowState'];
export type SchemaBookmark = components['schemas']['Bookmark'];
export type SchemaBookmarkPage = components['schemas']['BookmarkPage'];
export type SchemaFollowMember = components['schemas']['FollowMember'];
export type SchemaFollowMemberPage = components['schemas']['FollowMemberPage'];
export type SchemaWatchState = components['schemas']['WatchState'];
export type SchemaFollowSectionInput = components['schemas']['FollowSectionInput'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseServiceBusy = components['responses']['ServiceBusy'];
export type ResponseDone = components['responses']['Done'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ParameterIdQuery = components['parameters']['IdQuery'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterKeyword = components['parameters']['Keyword'];
export type ParameterSiteIdQuery = components['parameters']['SiteIdQuery'];
export type ParameterCursor = components['parameters']['Cursor'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterOversightSiteId = components['parameters']['OversightSiteId'];
export type ParameterOversightKeyword = components['parameters']['OversightKeyword'];
export type ParameterOversightStatus = components['parameters']['OversightStatus'];
export type ParameterOversightStartDate = components['parameters']['OversightStartDate'];
export type ParameterOversightEndDate = components['parameters']['OversightEndDate'];
export type ParameterStatStartDate = components['parameters']['StatStartDate'];
export type ParameterStatEndDate = components['parameters']['StatEndDate'];
export type ParameterStatStartMonth = components['parameters']['StatStartMonth'];
export type ParameterStatEndMonth = components['parameters']['StatEndMonth'];
export type ParameterSmsPurposeQuery = components['parameters']['SmsPurposeQuery'];
export type ParameterSmsStatusQuery = components['parameters']['SmsStatusQuery'];
export type ParameterStatSiteId = components['parameters']['StatSiteId'];
export type ParameterTaskNameQuery = components['parameters']['TaskNameQuery'];
export type $defs = Record<string, never>;
export interface operations {
    sendForgetSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    saasLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description 登录成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TokenResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    saasLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
        };
    };
    sendRegisterSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description 注册成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TokenResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    verifyResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeInput"];
            };
        };
        responses: {
            /** @description 校验通过 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResetTicket"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    getPermissionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 权限列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["SaasRole"] | components["schemas"]["ConsoleRole"])[];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadAccountAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AccountAvatarInput"];
            };
        };
        responses: {
            /** @description 头像已更新 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    removeAccountAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 头像已移除 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    getSaasMessageCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 消息计数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasMessageCount"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    readSaasMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasMessageReadInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAccountNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 通知偏好 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountNotificationPreference"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateAccountNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountNotificationPreference"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountNotificationPreference"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getAccountSessionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 登录中的设备 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedInSession"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    revokeAccountSession: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    revokeOtherAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已退出 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionRevokeResult"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTokenAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 账号信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagerUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Manager"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagerCreateInput"];
            };
        };
        responses: {
            /** @description 添加成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Manager"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteManager: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getAccountList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 账号状态。
                 * @example 1
                 */
                status?: components["schemas"]["AccountStatus"];
                /**
                 * @description 0 客户账号，1 管理员。
                 * @example 0
                 */
                userType?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 账号分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateManagedAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedAccountInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountSummary"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getManagerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 管理员列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Manager"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getManagerPermissionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 权限目录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermissionItem"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    transferMainManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getUserList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 只看该站点的用户。
                 * @example 1
                 */
                siteId?: number;
                /**
                 * @description 用户状态。
                 * @example 1
                 */
                status?: components["schemas"]["SiteUserStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点用户分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteUserPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteSiteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteUserRef"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateUserReputationPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReputationPointsInput"];
            };
        };
        responses: {
            /** @description 调整成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReputationPointsResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    findAnonymousUser: {
        parameters: {
            query: {
                /**
                 * @description 站点编号。
                 * @example 1
                 */
                siteId: components["parameters"]["SiteIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 匿名用户 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnonymousUser"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSiteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点分类 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteCategory"][];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getSiteList: {
        parameters: {
            query?: {
                /**
                 * @description 站点所属账号的编号。
                 * @example 3
                 */
                masterId?: number;
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 站点分类。
                 * @example 7
                 */
                categoryId?: number;
                /**
                 * @description 授权类型。
                 * @example 2
                 */
                licenseType?: components["schemas"]["LicenseType"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SitePage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteCreateInput"];
            };
        };
        responses: {
            /** @description 创建成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Site"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    transferSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteTransferInput"];
            };
        };
        responses: {
            /** @description 转让成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Site"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    querySiteUsers: {
        parameters: {
            query: {
                /**
                 * @description 站点编号。
                 * @example 1
                 */
                siteId: components["parameters"]["SiteIdQuery"];
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 只看拥有该控制台角色的用户。
                 * @example User
                 */
                role?: components["schemas"]["ConsoleRole"];
                /**
                 * @description 用户状态。
                 * @example 1
                 */
                status?: components["schemas"]["SiteUserStatus"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点用户分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteUserPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getConsoleSiteDomainList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 域名列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteDomainList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    addConsoleSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteDomainConsoleAddInput"];
            };
        };
        responses: {
            /** @description 添加成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteDomain"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteConsoleSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    verifyConsoleSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            /** @description 验证结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteDomain"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getSiteDomainList: {
        parameters: {
            query: {
                /**
                 * @description 站点编号。
                 * @example 1
                 */
                siteId: components["parameters"]["SiteIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 域名列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteDomainList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    addSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteDomainAddInput"];
            };
        };
        responses: {
            /** @description 添加成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteDomain"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteDomainRef"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    verifySiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteDomainRef"];
            };
        };
        responses: {
            /** @description 验证结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteDomain"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    askTlsCertificate: {
        parameters: {
            query: {
                /**
                 * @description 要签发证书的主机名。
                 * @example bbs.example.com
                 */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 可以签发 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TlsAskResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getManagedOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 下单账号的姓名或手机号。
                 * @example 陈
                 */
                accountKeyword?: string;
                /**
                 * @description 站点名称或标识。
                 * @example demo
                 */
                siteKeyword?: string;
                /**
                 * @description 订单状态。
                 * @example paid
                 */
                status?: components["schemas"]["OrderStatus"];
                /**
                 * @description 订单类型。
                 * @example offline
                 */
                kind?: components["schemas"]["OrderKind"];
                /**
                 * @description 下单日期不早于（含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 下单日期不晚于（含）。
                 * @example 2026-11-30
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 订单分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateManagedOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedOrderInput"];
            };
        };
        responses: {
            /** @description 已处理 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createOfflineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfflineOrderInput"];
            };
        };
        responses: {
            /** @description 创建成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            /** @description 已取消 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 订单状态。
                 * @example paid
                 */
                status?: components["schemas"]["OrderStatus"];
                /**
                 * @description 只看该站点的订单。
                 * @example 2
                 */
                siteId?: number;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 订单分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 支付方式 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentOptions"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInput"];
            };
        };
        responses: {
            /** @description 支付单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentIntent"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrder: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 订单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateInput"];
            };
        };
        responses: {
            /** @description 下单成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    receivePaymentNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentNotification"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 套餐 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LicensePlan"][];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getSandboxPayment: {
        parameters: {
            query: {
                /**
                 * @description 支付单编号。
                 * @example pay_8Kq2Vx7Lm3Np9Rt4
                 */
                paymentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 模拟支付单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SandboxPayment"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    completeSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPaymentInput"];
            };
        };
        responses: {
            /** @description 已处理 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    activateLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseActivationInput"];
            };
        };
        responses: {
            /** @description 激活成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLicense: {
        parameters: {
            query: {
                /**
                 * @description 站点编号。
                 * @example 1
                 */
                siteId: components["parameters"]["SiteIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点授权 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LicenseDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getLicenseCodeList: {
        parameters: {
            query?: {
                /**
                 * @description 授权码状态。
                 * @example unused
                 */
                status?: components["schemas"]["LicenseCodeStatus"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 授权码分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LicenseCodePage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createLicenseCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseCodeCreateInput"];
            };
        };
        responses: {
            /** @description 已生成 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LicenseCodeCreated"][];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    revokeLicenseCode: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    clearRedisCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已清除 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CacheClearResult"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sendConsoleForgetSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    claimConsoleHandoff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleHandoffClaimInput"];
            };
        };
        responses: {
            /** @description 登录成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleLoginResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    consoleLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description 登录成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleLoginResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    consoleLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
        };
    };
    sendConsoleRegisterSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    consoleRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description 注册成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleLoginResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    resetConsolePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    verifyConsoleResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeInput"];
            };
        };
        responses: {
            /** @description 校验通过 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResetTicket"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    createConsoleHandoff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleHandoffInput"];
            };
        };
        responses: {
            /** @description 已签发 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleHandoff"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTokenUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 账号信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteUserInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUserRankList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 用户等级 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRank"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateUserRank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRankUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRank"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createUserRank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRankCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRank"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteUserRank: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    refreshUserRank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 刷新完成 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RefreshResult"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    adjustPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointAdjustInput"];
            };
        };
        responses: {
            /** @description 已调整 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointAdjustResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPointCategoryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 积分类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointCategory"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePointCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointCategoryUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointCategory"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    checkPointLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 对账结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointLedgerCheck"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPointItemList: {
        parameters: {
            query?: {
                /**
                 * @description 只看该积分类型的规则。
                 * @example 1
                 */
                categoryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 积分规则 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointItem"][];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePointItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointItemUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointItem"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPointRecordList: {
        parameters: {
            query?: {
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 积分类型。
                 * @example 1
                 */
                categoryId?: number;
                /**
                 * @description 积分规则。
                 * @example 1
                 */
                itemId?: number;
                /**
                 * @description 只看这位成员的积分记录。
                 * @example 12
                 */
                userId?: number;
                /**
                 * @description 开始日期（含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 结束日期（含）。
                 * @example 2026-11-21
                 */
                endDate?: string;
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 积分流水 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointRecordPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    dailySign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 签到成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DailySignResult"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyPointRecordList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这种积分。
                 * @example 2
                 */
                categoryId?: number;
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的积分记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyPointRecordPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的积分 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyPoints"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    findConsoleAnonymousUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 匿名用户 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnonymousUser"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getIndexBase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 基础信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IndexBase"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getConsoleMessageCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 消息计数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleMessageCount"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    readConsoleMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleMessageReadInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    clearSiteCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已清除 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CacheClearResult"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSitePublicInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点公开信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SitePublicInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSiteSetting: {
        parameters: {
            query?: {
                /**
                 * @description 要读取的站点，可省略；只能是令牌所属的站点，其他站点答复“站点不存在”。
                 * @example 1
                 */
                siteId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSettingInput"];
            };
        };
        responses: {
            /** @description 保存成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getWatermarkTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 水印类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatermarkType"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSiteServiceAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 服务协议 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServiceAgreement"];
                    } & components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteServiceAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAgreementInput"];
            };
        };
        responses: {
            /** @description 保存成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServiceAgreement"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMemberLabelList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成员标签 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberLabelList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateMemberLabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberLabelUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberLabel"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createMemberLabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberLabelCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberLabel"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteMemberLabel: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLabelUserList: {
        parameters: {
            query: {
                /**
                 * @description 标签。
                 * @example 1
                 */
                labelId: number;
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getConsoleUserList: {
        parameters: {
            query?: {
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description 只看这种状态的成员（按生效中的禁言或封禁）。
                 * @example muted
                 */
                state?: components["schemas"]["MemberState"];
                /**
                 * @description 只看这个等级的成员。
                 * @example 1
                 */
                rankId?: number;
                /**
                 * @description 只看带这个标签的成员。
                 * @example 1
                 */
                labelId?: number;
                /**
                 * @description 注册日期从这天起（北京时间，含）。
                 * @example 2026-06-01
                 */
                createdFrom?: string;
                /**
                 * @description 注册日期到这天止（北京时间，含）。
                 * @example 2026-11-30
                 */
                createdTo?: string;
                /**
                 * @description 最近登录从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                activeFrom?: string;
                /**
                 * @description 最近登录到这天止（北京时间，含）。
                 * @example 2026-11-30
                 */
                activeTo?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    banSiteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SanctionInput"];
            };
        };
        responses: {
            /** @description 处罚记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Sanction"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSiteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberDeleteInput"];
            };
        };
        responses: {
            /** @description 删除结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setSiteUserLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberLabelAssignInput"];
            };
        };
        responses: {
            /** @description 设置结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    muteSiteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SanctionInput"];
            };
        };
        responses: {
            /** @description 处罚记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Sanction"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resetSiteUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberIdInput"];
            };
        };
        responses: {
            /** @description 新密码 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberPasswordReset"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    adjustSiteUserPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberPointsInput"];
            };
        };
        responses: {
            /** @description 调整结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getSiteUserRecord: {
        parameters: {
            query: {
                /**
                 * @description 成员的站内用户编号。
                 * @example 12
                 */
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成员档案 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberRecord"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sanctionSiteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberBatchSanctionInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    liftSiteUserSanctions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberBatchLiftInput"];
            };
        };
        responses: {
            /** @description 解除结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSiteUserSanctionList: {
        parameters: {
            query: {
                /**
                 * @description 成员的站内用户编号。
                 * @example 12
                 */
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 处罚记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SanctionList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    liftSiteUserSanction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SanctionLiftInput"];
            };
        };
        responses: {
            /** @description 解除结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SanctionLiftResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGiftCategoryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 礼品分类 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GiftCategoryList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateGiftCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCategoryUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GiftCategory"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createGiftCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCategoryCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GiftCategory"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteGiftCategory: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getGiftList: {
        parameters: {
            query?: {
                /**
                 * @description 礼品名称的一部分。
                 * @example 帆布袋
                 */
                keyword?: string;
                /**
                 * @description 只看这个分类的礼品；0 只看未分类的。
                 * @example 2
                 */
                categoryId?: components["schemas"]["GiftCategoryInput"];
                /**
                 * @description 实物或虚拟。
                 * @example physical
                 */
                kind?: components["schemas"]["GiftKind"];
                /**
                 * @description 只看上架（1）或下架（0）的。
                 * @example 1
                 */
                onShelf?: components["schemas"]["Switch"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 礼品 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GiftPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getGift: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 礼品 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Gift"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Gift"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createGift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Gift"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addGiftCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCodesInput"];
            };
        };
        responses: {
            /** @description 已上传 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GiftCodesResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setGiftShelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftShelfInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMallOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个状态。
                 * @example 10
                 */
                status?: components["schemas"]["MallOrderStatus"];
                /**
                 * @description 实物或虚拟。
                 * @example physical
                 */
                kind?: components["schemas"]["GiftKind"];
                /**
                 * @description 只看这个礼品的。
                 * @example 3
                 */
                giftId?: number;
                /**
                 * @description 成员名称、礼品名称、收货人、手机号或快递单号的一部分。
                 * @example 小林
                 */
                keyword?: string;
                /**
                 * @description 开始日期（含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 结束日期（含）。
                 * @example 2026-11-30
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 兑换单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MallOrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    cancelMallOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MallCancelInput"];
            };
        };
        responses: {
            /** @description 已取消 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MallOrder"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    completeMallOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MallOrderIdInput"];
            };
        };
        responses: {
            /** @description 已完成 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MallOrder"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    shipMallOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MallShipInput"];
            };
        };
        responses: {
            /** @description 已发货 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MallShipResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMallGiftList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个分类的礼品；0 只看未分类的。
                 * @example 2
                 */
                categoryId?: components["schemas"]["GiftCategoryInput"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 礼品 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GiftPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getMallGift: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 礼品 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Gift"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    redeemGift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemGiftInput"];
            };
        };
        responses: {
            /** @description 兑换成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RedeemResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyRedemptionList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个状态。
                 * @example 20
                 */
                status?: components["schemas"]["MallOrderStatus"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的兑换 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MallOrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getSiteAdminList: {
        parameters: {
            query?: {
                /**
                 * @description 关键词（姓名、昵称、登录名或手机号的一部分）。
                 * @example 陈
                 */
                keyword?: components["parameters"]["Keyword"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 管理员列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteAdminPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSiteAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAdminInput"];
            };
        };
        responses: {
            /** @description 修改管理员权限 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteAdmin"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    grantSiteAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAdminInput"];
            };
        };
        responses: {
            /** @description 任命管理员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteAdmin"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    revokeSiteAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAdminRevokeInput"];
            };
        };
        responses: {
            /** @description 撤销管理员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getConsoleProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 个人设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleProfile"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateConsoleProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleProfileInput"];
            };
        };
        responses: {
            /** @description 修改个人资料 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleProfile"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changeConsolePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsolePasswordInput"];
            };
        };
        responses: {
            /** @description 修改密码 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getConsoleSessionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 登录中的设备 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedInSession"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    revokeConsoleSession: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    revokeOtherConsoleSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已退出 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionRevokeResult"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOperationLogList: {
        parameters: {
            query?: {
                /**
                 * @description 操作名称、操作编号或操作人名字的一部分。
                 * @example 封禁
                 */
                keyword?: string;
                /**
                 * @description 只看这种操作（操作编号，如 banSiteUser）。
                 * @example banSiteUser
                 */
                operation?: string;
                /**
                 * @description 只看这位操作人。
                 * @example 1
                 */
                actorId?: number;
                /**
                 * @description 从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 到这天止（北京时间，含）。
                 * @example 2026-11-30
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数；导出当前筛选时可到 1000。
                 * @example 20
                 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 操作日志 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OperationLogPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportOperationLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperationLogExportInput"];
            };
        };
        responses: {
            /** @description 下载链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DownloadLink"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    verifyOperationLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 校验操作日志 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OperationLogVerification"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPlatformOperationLogList: {
        parameters: {
            query?: {
                /**
                 * @description 操作名称、操作编号或操作人名字的一部分。
                 * @example 封禁
                 */
                keyword?: string;
                /**
                 * @description 只看这种操作（操作编号，如 banSiteUser）。
                 * @example banSiteUser
                 */
                operation?: string;
                /**
                 * @description 只看这位操作人。
                 * @example 1
                 */
                actorId?: number;
                /**
                 * @description 从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 到这天止（北京时间，含）。
                 * @example 2026-11-30
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数；导出当前筛选时可到 1000。
                 * @example 20
                 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 平台操作日志 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OperationLogPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportPlatformOperationLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperationLogExportInput"];
            };
        };
        responses: {
            /** @description 下载链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DownloadLink"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    verifyPlatformOperationLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 校验平台操作日志 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OperationLogVerification"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPrivacyRequestList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这类请求。
                 * @example erasure
                 */
                kind?: components["schemas"]["PrivacyRequestKind"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 个人信息请求 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PrivacyRequestPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserExportList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 导出记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserExportPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserExport: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 导出记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserExport"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createUserExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserExportInput"];
            };
        };
        responses: {
            /** @description 导出记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserExport"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUserExportDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserExportDownloadInput"];
            };
        };
        responses: {
            /** @description 下载链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DownloadLink"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    eraseMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseAccountInput"];
            };
        };
        responses: {
            /** @description 完成记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PrivacyRequest"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MyDataExportInput"];
            };
        };
        responses: {
            /** @description 下载链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DownloadLink"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getThemeSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 主题设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateThemeSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThemeSettingInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMemberTheme: {
        parameters: {
            query?: {
                /**
                 * @description 草稿的预览令牌，可省略。
                 * @example 3q2-7wHc1XbV0rKQm9sY4tLzP8uNaJfE
                 */
                previewToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 前台主题 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberTheme"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSiteLibraryMedalList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 平台勋章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteLibraryMedalList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMedalList: {
        parameters: {
            query?: {
                /**
                 * @description 勋章名称的一部分。
                 * @example 书评
                 */
                keyword?: string;
                /** @description 只看启用（1）或停用（0）的勋章。 */
                status?: components["schemas"]["Switch"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 勋章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MedalPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMedalUserList: {
        parameters: {
            query: {
                /**
                 * @description 勋章编号。
                 * @example 4
                 */
                medalId: number;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 持有者 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MedalHolderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedalUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Medal"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedalCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Medal"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteMedal: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adoptLibraryMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdoptLibraryMedalInput"];
            };
        };
        responses: {
            /** @description 采用成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Medal"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    grantMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedalGrantInput"];
            };
        };
        responses: {
            /** @description 授予成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MedalGrantResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    revokeMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedalRevokeInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMedalRuleCount: {
        parameters: {
            query: {
                /**
                 * @description 规则种类。
                 * @example posts
                 */
                kind: components["schemas"]["MedalRuleKind"];
                /**
                 * @description 达标数值（按等级的规则不用）。
                 * @example 5
                 */
                threshold?: components["schemas"]["MedalRuleThreshold"];
                /** @description 按积分的规则：积分类别编号。 */
                pointCategoryId?: number;
                /** @description 按等级的规则：至少达到的等级编号。 */
                userRankId?: number;
                /** @description 正在编辑的勋章；给出时 toAward 不计已持有它的成员。 */
                medalId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 试算结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MedalRuleCount"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMyMedalList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的勋章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyMedalList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getLibraryMedalList: {
        parameters: {
            query?: {
                /**
                 * @description 勋章名称的一部分。
                 * @example 作者
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 平台勋章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LibraryMedalPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateLibraryMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LibraryMedalUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LibraryMedal"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createLibraryMedal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LibraryMedalCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LibraryMedal"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteLibraryMedal: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasMedalList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 勋章名称的一部分。
                 * @example 书评
                 */
                keyword?: string;
                /** @description 只看启用（1）或停用（0）的勋章。 */
                status?: components["schemas"]["Switch"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点勋章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasMedalPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSaasMedalStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasMedalStatusInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSectionCategoryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 版块分区 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionCategoryList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSectionCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCategoryUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionCategory"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createSectionCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCategoryCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionCategory"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSectionCategory: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    sortSectionCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCategorySortInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSectionList: {
        parameters: {
            query?: {
                /**
                 * @description 版块名称的一部分。
                 * @example 小说
                 */
                keyword?: string;
                /**
                 * @description 只看这个分区的版块。
                 * @example 2
                 */
                categoryId?: number;
                /** @description 只看显示（1）或隐藏（0）的版块。 */
                status?: components["schemas"]["Switch"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 版块 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSection: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    moveSectionContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionMoveContentInput"];
            };
        };
        responses: {
            /** @description 已移动 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionMoveResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    sortSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionSortInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchSection: {
        parameters: {
            query?: {
                /**
                 * @description 版块名称中的关键词。
                 * @example 小说
                 */
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 版块 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Section"][];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    sendMemberForgetSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    memberLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description 登录成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberLoginResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    memberLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的资料 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberProfile"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberProfileInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberProfile"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changeMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendMemberRegisterSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    memberRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRegisterInput"];
            };
        };
        responses: {
            /** @description 注册成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberLoginResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    verifyMemberResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeInput"];
            };
        };
        responses: {
            /** @description 校验通过 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResetTicket"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    resetMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    getMemberSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberSite"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getMemberEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的邮箱 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberEmailStatus"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    removeMemberEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已解绑 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberEmailStatus"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateMemberEmailDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberEmailDigestInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberEmailStatus"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestMemberEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberEmailInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberEmailStatus"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    verifyMemberEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberEmailVerifyInput"];
            };
        };
        responses: {
            /** @description 已验证 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberEmailStatus"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    likeComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentLikeInput"];
            };
        };
        responses: {
            /** @description 已点赞 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LikeState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unlikeComment: {
        parameters: {
            query: {
                /**
                 * @description 评论编号。
                 * @example 2048
                 */
                commentId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已取消 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LikeState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCommentList: {
        parameters: {
            query: {
                /**
                 * @description 帖子编号。
                 * @example 1024
                 */
                postId: number;
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 评论 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CommentCursorPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCommentReplies: {
        parameters: {
            query: {
                /**
                 * @description 一级评论的编号。
                 * @example 2040
                 */
                commentId: number;
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 回复 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CommentReplyCursorPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    updateComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentCreateInput"];
            };
        };
        responses: {
            /** @description 评论成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMyComment: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyPostList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个审核状态的帖子（10 待审核、20 已发布、30 未通过、40 已屏蔽、60 待复审）。
                 * @example 20
                 */
                status?: 10 | 20 | 30 | 40 | 60;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyPostPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostLikeInput"];
            };
        };
        responses: {
            /** @description 已点赞 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LikeState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unlikePost: {
        parameters: {
            query: {
                /**
                 * @description 帖子编号。
                 * @example 1024
                 */
                postId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已取消 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LikeState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPostList: {
        parameters: {
            query?: {
                /**
                 * @description 版块编号；不存在或已隐藏的版块答复 404。
                 * @example 4
                 */
                sectionId?: number;
                /**
                 * @description active 按最后活跃时间（默认），new 按发帖时间。
                 * @example active
                 */
                sort?: "active" | "new";
                /**
                 * @description 只看精华帖。
                 * @example false
                 */
                featured?: boolean;
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PostCursorPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPost: {
        parameters: {
            query: {
                /**
                 * @description 帖子编号。
                 * @example 1024
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PostDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostCreateInput"];
            };
        };
        responses: {
            /** @description 发帖成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMyPost: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchPosts: {
        parameters: {
            query: {
                /**
                 * @description 关键词，1 到 50 个字；多个词时每个词都要出现。
                 * @example 三体
                 */
                keyword: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 搜索结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchHitPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getForumSectionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 版块 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ForumSectionList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getDraft: {
        parameters: {
            query: {
                /**
                 * @description 草稿类型。
                 * @example post
                 */
                kind: components["schemas"]["DraftKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 草稿 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DraftState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftSaveInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Draft"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDraft: {
        parameters: {
            query: {
                /**
                 * @description 草稿类型。
                 * @example post
                 */
                kind: components["schemas"]["DraftKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadImageInput"];
            };
        };
        responses: {
            /** @description 已上传 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedImage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    getConsoleCommentList: {
        parameters: {
            query?: {
                /**
                 * @description 评论内容中的词。
                 * @example 独白
                 */
                keyword?: string;
                /**
                 * @description 只看这个审核状态；不给时列出除已删除（50，在回收站）以外的全部。
                 * @example 10
                 */
                status?: components["schemas"]["ContentStatus"];
                /**
                 * @description 只看这篇帖子下的评论。
                 * @example 1024
                 */
                postId?: number;
                /**
                 * @description 只看这位站内用户的评论。
                 * @example 15
                 */
                authorId?: number;
                /**
                 * @description 发布日期从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 发布日期到这天止（北京时间，含）。
                 * @example 2026-11-21
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 评论 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleCommentPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    approveComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    hideComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentReasonInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    purgeComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rejectComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentReasonInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    restoreComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCommentRevisionList: {
        parameters: {
            query: {
                /**
                 * @description 评论编号。
                 * @example 2048
                 */
                commentId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 编辑历史 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentRevisionList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getModerationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 待审核数量 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationCount"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getConsolePostList: {
        parameters: {
            query?: {
                /**
                 * @description 标题或正文中的词。
                 * @example 三体
                 */
                keyword?: string;
                /**
                 * @description 只看这个审核状态；不给时列出除已删除（50，在回收站）以外的全部。
                 * @example 10
                 */
                status?: components["schemas"]["ContentStatus"];
                /**
                 * @description 只看这个版块。
                 * @example 4
                 */
                sectionId?: number;
                /**
                 * @description 只看这位站内用户发的帖子。
                 * @example 12
                 */
                authorId?: number;
                /**
                 * @description 发布日期从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 发布日期到这天止（北京时间，含）。
                 * @example 2026-11-21
                 */
                endDate?: string;
                /**
                 * @description 只看置顶（true）或非置顶（false）的帖子。
                 * @example true
                 */
                pinned?: boolean;
                /**
                 * @description 只看精华（true）或非精华（false）的帖子。
                 * @example true
                 */
                featured?: boolean;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsolePostPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getConsolePost: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsolePostDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    approvePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    featurePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostFlagInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    hidePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentReasonInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lockPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostFlagInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    movePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostMoveInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    pinPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostFlagInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    purgePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rejectPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentReasonInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    restorePosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentBatchInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPostRevisionList: {
        parameters: {
            query: {
                /**
                 * @description 帖子编号。
                 * @example 1024
                 */
                postId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 编辑历史 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentRevisionList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRecycleList: {
        parameters: {
            query?: {
                /**
                 * @description 帖子（post）或评论（comment）。
                 * @example post
                 */
                type?: "post" | "comment";
                /**
                 * @description 标题、正文或评论内容中的词。
                 * @example 三体
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 回收站 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecyclePage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSensitiveWordList: {
        parameters: {
            query?: {
                /**
                 * @description 敏感词的一部分。
                 * @example 发票
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 敏感词 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SensitiveWordPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSensitiveWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SensitiveWordsInput"];
            };
        };
        responses: {
            /** @description 添加成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SensitiveWordsAdded"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteSensitiveWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SensitiveWordIdsInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasCommentList: {
        parameters: {
            query?: {
                /**
                 * @description 全文搜索的关键词（中文按词匹配，结果按相关度排序）。
                 * @example 三体
                 */
                keyword?: components["parameters"]["OversightKeyword"];
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 审核状态；不给出时是除已删除（50）以外的全部。
                 * @example 20
                 */
                status?: components["parameters"]["OversightStatus"];
                /**
                 * @description 发布日期不早于（含，北京时间）。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["OversightStartDate"];
                /**
                 * @description 发布日期不晚于（含，北京时间）。
                 * @example 2026-11-30
                 */
                endDate?: components["parameters"]["OversightEndDate"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 评论分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasCommentPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    moderateSaasComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasModerationInput"];
            };
        };
        responses: {
            /** @description 审核结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasModerationResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasPostList: {
        parameters: {
            query?: {
                /**
                 * @description 全文搜索的关键词（中文按词匹配，结果按相关度排序）。
                 * @example 三体
                 */
                keyword?: components["parameters"]["OversightKeyword"];
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 审核状态；不给出时是除已删除（50）以外的全部。
                 * @example 20
                 */
                status?: components["parameters"]["OversightStatus"];
                /**
                 * @description 发布日期不早于（含，北京时间）。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["OversightStartDate"];
                /**
                 * @description 发布日期不晚于（含，北京时间）。
                 * @example 2026-11-30
                 */
                endDate?: components["parameters"]["OversightEndDate"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 帖子分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasPostPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    moderateSaasPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasModerationInput"];
            };
        };
        responses: {
            /** @description 审核结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasModerationResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPlatformPostRevisionList: {
        parameters: {
            query: {
                /**
                 * @description 帖子所属站点。
                 * @example 1
                 */
                siteId: number;
                /**
                 * @description 帖子编号。
                 * @example 1024
                 */
                postId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 编辑历史 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentRevisionList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSearchIndexList: {
        parameters: {
            query?: {
                /**
                 * @description 站点名称或标识的一部分。
                 * @example 读书
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 搜索索引分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchIndexPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    rebuildSearchIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchIndexRebuildInput"];
            };
        };
        responses: {
            /** @description 重建已开始 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchIndexRebuildResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasSectionList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 版块名称的一部分。
                 * @example 科幻
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 版块分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasSectionPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSaasSectionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasSectionStatusInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPlatformSensitiveWordList: {
        parameters: {
            query?: {
                /**
                 * @description 敏感词的一部分。
                 * @example 发票
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 敏感词分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlatformSensitiveWordPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPlatformSensitiveWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformSensitiveWordsInput"];
            };
        };
        responses: {
            /** @description 添加结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlatformSensitiveWordsAdded"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deletePlatformSensitiveWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformSensitiveWordIds"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getImpeachCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 待处理举报数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachCount"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getImpeachList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个状态；不给出时是待处理。
                 * @example open
                 */
                state?: components["schemas"]["ImpeachState"];
                /**
                 * @description 只看这种对象。
                 * @example post
                 */
                targetType?: components["schemas"]["ImpeachTargetType"];
                /**
                 * @description 只看有人选了这个理由的对象。
                 * @example 垃圾广告
                 */
                reason?: string;
                /**
                 * @description 排序方式；不给出时等待最久的在前。
                 * @example count
                 */
                sort?: components["schemas"]["ImpeachSort"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 举报队列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getImpeachReasonList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 举报理由 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachReasonList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateImpeachReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpeachReasonsInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachReasonList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    handleImpeach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpeachHandleInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getImpeachReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 举报理由 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachReasonList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createImpeach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpeachCreateInput"];
            };
        };
        responses: {
            /** @description 已举报 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachCreated"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageReportInput"];
            };
        };
        responses: {
            /** @description 举报私信 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImpeachCreated"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSaasImpeachList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 只看这种对象。
                 * @example post
                 */
                targetType?: components["schemas"]["ImpeachTargetType"];
                /**
                 * @description 只看有人选了这个理由的对象。
                 * @example 垃圾广告
                 */
                reason?: string;
                /**
                 * @description 排序方式；不给出时等待最久的在前。
                 * @example oldest
                 */
                sort?: components["schemas"]["ImpeachSort"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 举报队列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasImpeachPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    handleSaasImpeach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasImpeachHandleInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMessageSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 私信设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateMessageSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageSetting"];
            };
        };
        responses: {
            /** @description 保存私信设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMyBlockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的黑名单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    blockMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            /** @description 屏蔽成员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IdInput"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConversationList: {
        parameters: {
            query?: {
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的私信 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConversationCursorPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getConversationMessageList: {
        parameters: {
            query: {
                /**
                 * @description 会话编号。
                 * @example 7
                 */
                conversationId: number;
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 会话中的私信 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConversationMessagePage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getMessageUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未读私信数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageUnreadCount"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    sendPrivateMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivateMessageInput"];
            };
        };
        responses: {
            /** @description 发私信 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PrivateMessageSent"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unblockMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdInput"];
            };
        };
        responses: {
            /** @description 取消屏蔽 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IdInput"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationChannelSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 通知渠道设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationChannelSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateNotificationChannelSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationChannelSetting"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationChannelSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getConsoleNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未读通知数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationCount"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getConsoleNotificationList: {
        parameters: {
            query?: {
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 管理员通知 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleNotificationCursorPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getConsoleNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 通知偏好 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleNotificationPreference"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateConsoleNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleNotificationPreference"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleNotificationPreference"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    readConsoleNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberNotificationReadInput"];
            };
        };
        responses: {
            /** @description 已读 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationReadResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    searchMentionMember: {
        parameters: {
            query: {
                /**
                 * @description 昵称的一部分，1 到 32 个字。
                 * @example 林间
                 */
                keyword: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 候选成员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MentionMemberList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getMyNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未读通知数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationCount"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyNotificationList: {
        parameters: {
            query?: {
                /**
                 * @description 上一页响应中的 `nextCursor`；不传表示从最新开始。
                 * @example MTI4
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的通知 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationCursorPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyNotificationPreferenceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的通知设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationPreferenceList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMyNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberNotificationPreference"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationPreference"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    readNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberNotificationReadInput"];
            };
        };
        responses: {
            /** @description 已读 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNotificationReadResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSubscribeMessageLogList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点。
                 * @example 1
                 */
                siteId?: number;
                /**
                 * @description 只看这种模板。
                 * @example reportResolved
                 */
                template?: components["schemas"]["NotificationTemplate"];
                /**
                 * @description 只看这个渠道。
                 * @example wechat
                 */
                channel?: components["schemas"]["NotificationChannel"];
                /**
                 * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["StatStartDate"];
                /**
                 * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                endDate?: components["parameters"]["StatEndDate"];
                /**
                 * @description 只看这种状态。
                 * @example sent
                 */
                status?: components["schemas"]["NotificationSendStatus"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 消息发送记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscribeMessageLogPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSubscribeMessageLogStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点。
                 * @example 1
                 */
                siteId?: number;
                /**
                 * @description 只看这种模板。
                 * @example reportResolved
                 */
                template?: components["schemas"]["NotificationTemplate"];
                /**
                 * @description 只看这个渠道。
                 * @example wechat
                 */
                channel?: components["schemas"]["NotificationChannel"];
                /**
                 * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["StatStartDate"];
                /**
                 * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                endDate?: components["parameters"]["StatEndDate"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 消息发送统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscribeMessageStatPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getConsoleEventStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 事件流（或其说明） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                    "application/json": {
                        data: components["schemas"]["EventStreamInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMemberEventStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 事件流（或其说明） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                    "application/json": {
                        data: components["schemas"]["EventStreamInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getSaasEventStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 事件流（或其说明） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                    "application/json": {
                        data: components["schemas"]["EventStreamInfo"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getConsoleAnswerList: {
        parameters: {
            query?: {
                /**
                 * @description 标题或正文中的词（分词搜索）。
                 * @example 风扇
                 */
                keyword?: string;
                /**
                 * @description 只看这个审核状态；不给时列出除已删除（50，在回收站）以外的全部。
                 * @example 10
                 */
                status?: components["schemas"]["ContentStatus"];
                /**
                 * @description 只看这个问题的回答。
                 * @example 88
                 */
                questionId?: number;
                /**
                 * @description 只看这位站内用户的回答。
                 * @example 12
                 */
                authorId?: number;
                /**
                 * @description 回答日期从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 回答日期到这天止（北京时间，含）。
                 * @example 2026-11-21
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 回答 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleAnswerPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    moderateAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionModerationInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAnswerRevisionList: {
        parameters: {
            query: {
                /**
                 * @description 回答编号。
                 * @example 301
                 */
                answerId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 编辑历史 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentRevisionList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getConsoleQuestionList: {
        parameters: {
            query?: {
                /**
                 * @description 标题或正文中的词（分词搜索）。
                 * @example 风扇
                 */
                keyword?: string;
                /**
                 * @description 只看这个分类。
                 * @example 3
                 */
                typeId?: number;
                /**
                 * @description 只看这个审核状态；不给时列出除已删除（50，在回收站）以外的全部。
                 * @example 10
                 */
                status?: components["schemas"]["ContentStatus"];
                /**
                 * @description true 只看已采纳回答的，false 只看未解决的。
                 * @example false
                 */
                solved?: boolean;
                /**
                 * @description true 只看有悬赏的，false 只看没有悬赏的。
                 * @example true
                 */
                hasBounty?: boolean;
                /**
                 * @description 只看这位站内用户的问题。
                 * @example 12
                 */
                authorId?: number;
                /**
                 * @description 提问日期从这天起（北京时间，含）。
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description 提问日期到这天止（北京时间，含）。
                 * @example 2026-11-21
                 */
                endDate?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 问题 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleQuestionPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getQuestionSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 问答设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateQuestionSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionSettingInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getConsoleQuestionTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分类 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionTypeList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateQuestionType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionTypeUpdateInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionType"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createQuestionType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionTypeCreateInput"];
            };
        };
        responses: {
            /** @description 已新建 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionType"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteQuestionType: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    moderateQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionModerationInput"];
            };
        };
        responses: {
            /** @description 处理结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentBatchResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAnswerCommentList: {
        parameters: {
            query: {
                /**
                 * @description 回答编号。
                 * @example 301
                 */
                answerId: number;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 评论 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnswerCommentPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createAnswerComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerCommentCreateInput"];
            };
        };
        responses: {
            /** @description 评论成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAnswerList: {
        parameters: {
            query: {
                /**
                 * @description 问题编号。
                 * @example 88
                 */
                questionId: number;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 回答 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnswerPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerCreateInput"];
            };
        };
        responses: {
            /** @description 回答成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acceptAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerAcceptInput"];
            };
        };
        responses: {
            /** @description 已采纳 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnswerAccepted"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    voteAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerVoteInput"];
            };
        };
        responses: {
            /** @description 投票结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnswerVoteState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyAnswerList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的回答 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyAnswerPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMyQuestionList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的提问 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getQuestionList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个分类。
                 * @example 3
                 */
                typeId?: number;
                /**
                 * @description 只看这个版块。
                 * @example 4
                 */
                sectionId?: number;
                /**
                 * @description true 只看已采纳回答的，false 只看未解决的。
                 * @example false
                 */
                solved?: boolean;
                /**
                 * @description 标题或正文中的词（分词搜索）。
                 * @example 风扇
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 问题 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getQuestionOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 问答须知 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionOptions"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getQuestion: {
        parameters: {
            query: {
                /**
                 * @description 问题编号。
                 * @example 88
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 问题 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuestionDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionCreateInput"];
            };
        };
        responses: {
            /** @description 提问成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSaved"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSaasAnswerList: {
        parameters: {
            query?: {
                /**
                 * @description 全文搜索的关键词（中文按词匹配，结果按相关度排序）。
                 * @example 三体
                 */
                keyword?: components["parameters"]["OversightKeyword"];
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 审核状态；不给出时是除已删除（50）以外的全部。
                 * @example 20
                 */
                status?: components["parameters"]["OversightStatus"];
                /**
                 * @description 发布日期不早于（含，北京时间）。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["OversightStartDate"];
                /**
                 * @description 发布日期不晚于（含，北京时间）。
                 * @example 2026-11-30
                 */
                endDate?: components["parameters"]["OversightEndDate"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 回答 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasAnswerPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    moderateSaasAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasModerationInput"];
            };
        };
        responses: {
            /** @description 审核结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasModerationResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasQuestionList: {
        parameters: {
            query?: {
                /**
                 * @description 全文搜索的关键词（中文按词匹配，结果按相关度排序）。
                 * @example 三体
                 */
                keyword?: components["parameters"]["OversightKeyword"];
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 审核状态；不给出时是除已删除（50）以外的全部。
                 * @example 20
                 */
                status?: components["parameters"]["OversightStatus"];
                /**
                 * @description true 只看已采纳回答的，false 只看未解决的。
                 * @example false
                 */
                solved?: boolean;
                /**
                 * @description 发布日期不早于（含，北京时间）。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["OversightStartDate"];
                /**
                 * @description 发布日期不晚于（含，北京时间）。
                 * @example 2026-11-30
                 */
                endDate?: components["parameters"]["OversightEndDate"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 问题 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasQuestionPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    moderateSaasQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasModerationInput"];
            };
        };
        responses: {
            /** @description 审核结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasModerationResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMySaasWorkOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这一状态的工单。
                 * @example processing
                 */
                status?: components["schemas"]["WorkOrderStatus"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMySaasWorkOrder: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSaasWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaasWorkOrderCreateInput"];
            };
        };
        responses: {
            /** @description 已提交 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderCreated"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    rateMySaasWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderRateInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    replyMySaasWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderRequesterReplyInput"];
            };
        };
        responses: {
            /** @description 已回复 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderEntry"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    changeMySaasWorkOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderActionInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getWorkOrderAssigneeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 处理人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderAssignee"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getWorkOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这一分类的工单。
                 * @example 2
                 */
                typeId?: number;
                /**
                 * @description 只看这一状态的工单。
                 * @example pending
                 */
                status?: components["schemas"]["WorkOrderStatus"];
                /**
                 * @description 只看指派给这位管理员的工单。
                 * @example 3
                 */
                assigneeId?: number;
                /**
                 * @description 只看提交至少这么多天的工单。
                 * @example 3
                 */
                ageDays?: number;
                /**
                 * @description 在标题与描述中查找。
                 * @example 手机号
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getWorkOrderSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveWorkOrderSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderSettingInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getWorkOrderTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分类 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderType"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateWorkOrderType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderTypeUpdateInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderType"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createWorkOrderType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderTypeCreateInput"];
            };
        };
        responses: {
            /** @description 已新建 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderType"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteWorkOrderType: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getWorkOrder: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    assignWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderAssignInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    replyWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderReplyInput"];
            };
        };
        responses: {
            /** @description 已回复 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderEntry"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    changeWorkOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderStatusInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getMyWorkOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这一状态的工单。
                 * @example processing
                 */
                status?: components["schemas"]["WorkOrderStatus"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getWorkOrderOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 须知 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderOptions"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyWorkOrder: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderCreateInput"];
            };
        };
        responses: {
            /** @description 已提交 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderCreated"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rateMyWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderRateInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    replyMyWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderRequesterReplyInput"];
            };
        };
        responses: {
            /** @description 已回复 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderEntry"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changeMyWorkOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderActionInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSaasWorkOrderAssigneeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 处理人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderAssignee"][];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSaasWorkOrderList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点。
                 * @example 1
                 */
                siteId?: components["parameters"]["OversightSiteId"];
                /**
                 * @description 只看这一类别的工单。
                 * @example billing
                 */
                category?: components["schemas"]["SaasWorkOrderCategory"];
                /**
                 * @description 只看这一状态的工单。
                 * @example pending
                 */
                status?: components["schemas"]["WorkOrderStatus"];
                /**
                 * @description 只看指派给这位平台管理员的工单。
                 * @example 3
                 */
                assigneeId?: number;
                /**
                 * @description 只看提交至少这么多天的工单。
                 * @example 3
                 */
                ageDays?: number;
                /**
                 * @description 在标题与描述中查找。
                 * @example 手机号
                 */
                keyword?: string;
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSaasWorkOrder: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderDetail"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    assignSaasWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderAssignInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    replySaasWorkOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderReplyInput"];
            };
        };
        responses: {
            /** @description 已回复 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkOrderEntry"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    changeSaasWorkOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderStatusInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getSaasHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 首页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasHome"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getFlowStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["StatStartDate"];
                /**
                 * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                endDate?: components["parameters"]["StatEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 流量统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FlowStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMonthStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 第一个月（含）；不给出时是结束月份前 11 个月。 最多 36 个月。
                 * @example 2026-11
                 */
                startMonth?: components["parameters"]["StatStartMonth"];
                /**
                 * @description 最后一个月（含）；不给出时是本月。 最多 36 个月。
                 * @example 2026-11
                 */
                endMonth?: components["parameters"]["StatEndMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 月度统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MonthStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSmsFeeStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 第一个月（含）；不给出时是结束月份前 11 个月。 最多 36 个月。
                 * @example 2026-11
                 */
                startMonth?: components["parameters"]["StatStartMonth"];
                /**
                 * @description 最后一个月（含）；不给出时是本月。 最多 36 个月。
                 * @example 2026-11
                 */
                endMonth?: components["parameters"]["StatEndMonth"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 短信费用统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsFeeStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSmsSentStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["StatStartDate"];
                /**
                 * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                endDate?: components["parameters"]["StatEndDate"];
                /**
                 * @description 只看这种用途的短信。
                 * @example console_register
                 */
                purpose?: components["parameters"]["SmsPurposeQuery"];
                /**
                 * @description 只看这种状态的短信。
                 * @example sent
                 */
                status?: components["parameters"]["SmsStatusQuery"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 短信发送统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSentStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    recordPageView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageViewInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSaasFlowStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点之和。
                 * @example 1
                 */
                siteId?: components["parameters"]["StatSiteId"];
                /**
                 * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["StatStartDate"];
                /**
                 * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                endDate?: components["parameters"]["StatEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点流量统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaasFlowStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasMonthStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点之和。
                 * @example 1
                 */
                siteId?: components["parameters"]["StatSiteId"];
                /**
                 * @description 第一个月（含）；不给出时是结束月份前 11 个月。 最多 36 个月。
                 * @example 2026-11
                 */
                startMonth?: components["parameters"]["StatStartMonth"];
                /**
                 * @description 最后一个月（含）；不给出时是本月。 最多 36 个月。
                 * @example 2026-11
                 */
                endMonth?: components["parameters"]["StatEndMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点月度统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MonthStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasSmsFeeStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点之和。
                 * @example 1
                 */
                siteId?: components["parameters"]["StatSiteId"];
                /**
                 * @description 第一个月（含）；不给出时是结束月份前 11 个月。 最多 36 个月。
                 * @example 2026-11
                 */
                startMonth?: components["parameters"]["StatStartMonth"];
                /**
                 * @description 最后一个月（含）；不给出时是本月。 最多 36 个月。
                 * @example 2026-11
                 */
                endMonth?: components["parameters"]["StatEndMonth"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 短信费用统计（全部站点） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsFeeStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSmsQuotaList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点之和。
                 * @example 1
                 */
                siteId?: components["parameters"]["StatSiteId"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 站点短信额度 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsQuotaPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setSmsQuota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsQuotaInput"];
            };
        };
        responses: {
            /** @description 设置站点短信额度 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsQuota"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSaasSmsSentStatistic: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个站点；不给出时是全部站点之和。
                 * @example 1
                 */
                siteId?: components["parameters"]["StatSiteId"];
                /**
                 * @description 统计的第一天（含，北京时间）；不给出时是结束日期前 29 天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                startDate?: components["parameters"]["StatStartDate"];
                /**
                 * @description 统计的最后一天（含，北京时间）；不给出时是今天。 起止最多 366 天。
                 * @example 2026-11-01
                 */
                endDate?: components["parameters"]["StatEndDate"];
                /**
                 * @description 只看这种用途的短信。
                 * @example console_register
                 */
                purpose?: components["parameters"]["SmsPurposeQuery"];
                /**
                 * @description 只看这种状态的短信。
                 * @example sent
                 */
                status?: components["parameters"]["SmsStatusQuery"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 短信发送统计（全部站点） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSentStatistic"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTaskList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 后台任务列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaskList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaskRunList: {
        parameters: {
            query?: {
                /**
                 * @description 只看这个任务的执行记录；不给出时是全部任务。
                 * @example orderTimeoutSweep
                 */
                name?: components["parameters"]["TaskNameQuery"];
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 任务执行记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaskRunPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setTaskEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskEnabledInput"];
            };
        };
        responses: {
            /** @description 启用或停用任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Task"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    runTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskRunInput"];
            };
        };
        responses: {
            /** @description 立即执行任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaskRunStarted"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getNavigationList: {
        parameters: {
            query: {
                /** @description 导航位置。 */
                position: components["schemas"]["NavigationPosition"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 导航 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NavigationList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getNavigationTargetOptions: {
        parameters: {
            query?: {
                /**
                 * @description 帖子标题的一部分，或帖子编号；不填时给出最新的帖子。
                 * @example 公告
                 */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 目标选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NavigationTargetOptions"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NavigationSaveInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NavigationList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMemberNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 导航 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberNavigation"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getSocialLoginSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 第三方账号登录设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialLoginSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSocialLoginSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginSettingInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialLoginSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMySocialBindingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 账号绑定 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialBindingList"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    unbindSocialAccount: {
        parameters: {
            query: {
                /**
                 * @description 绑定编号。
                 * @example 3
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已解绑 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialBindingList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startSocialBinding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialStartInput"];
            };
        };
        responses: {
            /** @description 授权地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialStartResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    completeSocialLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialCompleteInput"];
            };
        };
        responses: {
            /** @description 登录结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialLoginOutcome"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    getSocialLoginOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 登录方式 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialLoginOptions"];
                    } & components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    sendSocialPhoneSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialPhoneSmsInput"];
            };
        };
        responses: {
            /** @description 验证码已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SmsSendResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    bindSocialPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialPhoneBindInput"];
            };
        };
        responses: {
            /** @description 已登录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialLoginOutcome"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    startSocialLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialStartInput"];
            };
        };
        responses: {
            /** @description 授权地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialStartResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSsoSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 单点登录设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSsoSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoSettingInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    completeSsoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoCompleteInput"];
            };
        };
        responses: {
            /** @description 已登录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoLoginOutcome"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    completeDiscourseLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoDiscourseCompleteInput"];
            };
        };
        responses: {
            /** @description 已登录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoLoginOutcome"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSsoLogoutUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 退出地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoLogoutUrl"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSsoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 单点登录方式 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoOptions"];
                    } & components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    startSsoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoStartInput"];
            };
        };
        responses: {
            /** @description 登录地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SsoStartResult"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSlideList: {
        parameters: {
            query: {
                /** @description 位置。 */
                position: components["schemas"]["SlidePosition"];
                /**
                 * @description 位置为版块顶部时的版块。
                 * @example 4
                 */
                sectionId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 幻灯片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlideList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSlide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Slide"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSlide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Slide"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSlide: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sortSlides: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideSortInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMemberSlideList: {
        parameters: {
            query: {
                /** @description 位置。 */
                position: components["schemas"]["SlidePosition"];
                /**
                 * @description 位置为版块顶部时的版块。
                 * @example 4
                 */
                sectionId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 幻灯片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberSlideList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getFriendLinkList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 友情链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FriendLinkList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateFriendLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FriendLinkUpdateInput"];
            };
        };
        responses: {
            /** @description 修改成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FriendLink"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createFriendLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FriendLinkCreateInput"];
            };
        };
        responses: {
            /** @description 新增成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FriendLink"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteFriendLink: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sortFriendLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FriendLinkSortInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMemberFriendLinkList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 友情链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberFriendLinkList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getMemberHome: {
        parameters: {
            query: {
                /**
                 * @description 成员（站内用户）编号。
                 * @example 12
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 成员主页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberHome"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAttachmentSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 附件设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttachmentSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateAttachmentSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachmentSetting"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttachmentSetting"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachmentDownloadInput"];
            };
        };
        responses: {
            /** @description 下载链接 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttachmentDownload"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPostAttachmentList: {
        parameters: {
            query: {
                /**
                 * @description 帖子编号。
                 * @example 1024
                 */
                postId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 附件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttachmentList"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAttachmentPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 附件规则 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttachmentPolicy"];
                    } & components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    updateAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachmentPriceInput"];
            };
        };
        responses: {
            /** @description 已保存 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attachment"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AttachmentUploadInput"];
            };
        };
        responses: {
            /** @description 已上传 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attachment"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceBusy"];
        };
    };
    deleteAttachment: {
        parameters: {
            query: {
                /**
                 * @description 要操作的对象编号。
                 * @example 1
                 */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowPostInput"];
            };
        };
        responses: {
            /** @description 已收藏 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookmarkState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowPostInput"];
            };
        };
        responses: {
            /** @description 已取消收藏 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookmarkState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    followMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowMemberInput"];
            };
        };
        responses: {
            /** @description 已关注 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unfollowMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowMemberInput"];
            };
        };
        responses: {
            /** @description 已取消关注 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyBookmarkList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的收藏 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookmarkPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyFollowerList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我的粉丝 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowMemberPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyFollowingList: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始。
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description 每页条数，1 到 100。
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 我关注的人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowMemberPage"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    unwatchPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowPostInput"];
            };
        };
        responses: {
            /** @description 已取消关注帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatchState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    watchPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowPostInput"];
            };
        };
        responses: {
            /** @description 已关注帖子 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatchState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unwatchSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowSectionInput"];
            };
        };
        responses: {
            /** @description 已取消关注版块 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatchState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSectionWatch: {
        parameters: {
            query: {
                /**
                 * @description 版块编号。
                 * @example 4
                 */
                sectionId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 关注状态 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatchState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    watchSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowSectionInput"];
            };
        };
        responses: {
            /** @description 已关注版块 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatchState"];
                    } & components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
