// What every new site starts with: the same shape a Discuz! or NodeBB install ships with, in Chinese.

export const defaultRanks = [
  { name: '新手上路', minPoints: 0, color: '#909399' },
  { name: '初级会员', minPoints: 100, color: '#67C23A' },
  { name: '中级会员', minPoints: 500, color: '#409EFF' },
  { name: '高级会员', minPoints: 2000, color: '#E6A23C' },
  { name: '资深会员', minPoints: 5000, color: '#F56C6C' },
  { name: '社区元老', minPoints: 20000, color: '#8E44AD' },
];

export const defaultPointCategories = [
  { code: 'reputation', name: '声望', unit: '点', description: '发帖、回答、获赞都会增加声望，声望决定用户等级' },
  { code: 'coin', name: '金币', unit: '枚', description: '签到、参加活动获得金币，可在积分商城兑换礼品' },
] as const;

export const defaultPointItems = [
  { code: 'post_create', name: '发表主题', category: 'reputation', points: 5, dailyLimit: 10 },
  { code: 'reply_create', name: '发表回复', category: 'reputation', points: 2, dailyLimit: 30 },
  { code: 'answer_accepted', name: '回答被采纳', category: 'reputation', points: 20, dailyLimit: 0 },
  { code: 'post_liked', name: '主题被点赞', category: 'reputation', points: 1, dailyLimit: 50 },
  { code: 'comment_liked', name: '评论被点赞', category: 'reputation', points: 1, dailyLimit: 50 },
  { code: 'post_essence', name: '主题被设为精华', category: 'reputation', points: 30, dailyLimit: 0 },
  { code: 'post_deleted', name: '主题被删除', category: 'reputation', points: -10, dailyLimit: 0 },
  { code: 'daily_sign', name: '每日签到', category: 'coin', points: 3, dailyLimit: 1 },
  { code: 'invite_register', name: '邀请注册', category: 'coin', points: 10, dailyLimit: 5 },
] as const;

export const defaultSections = [
  { name: '站务公告', description: '站点公告与规则说明', sort: 10 },
  { name: '综合讨论', description: '什么都可以聊', sort: 20 },
  { name: '新手报到', description: '新朋友请在这里打个招呼', sort: 30 },
];

export function defaultAgreement(siteName: string) {
  return {
    title: `${siteName}用户服务协议`,
    content:
      `<h2>一、总则</h2><p>欢迎加入${siteName}。注册即表示您已阅读并同意本协议。</p>` +
      '<h2>二、账号</h2><p>请妥善保管账号与密码，因您保管不善造成的损失由您自行承担。</p>' +
      '<h2>三、内容规范</h2><p>请遵守法律法规与社区规则，不得发布违法、侵权、骚扰或广告内容。违规内容将被删除，情节严重的账号将被禁用。</p>' +
      '<h2>四、隐私</h2><p>我们仅为提供服务收集必要信息，不会向第三方出售您的个人信息。站点管理员不能查看成员之间的私信，只能看到被举报给本站的那一条私信。</p>',
  };
}
