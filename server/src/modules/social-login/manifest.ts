import { exportTime } from '../../lib/personal-data-format';
import { defineModule } from '../module';
import * as tables from './social-login.tables';
import { seedSocialLoginDemo } from './social-login-demo';
import { socialLoginHandlers } from './social-login-handlers';
import { deleteMemberIdentities, deleteOldFlows, listUserIdentities } from './social-login-repository';

const PROVIDER_NAMES: Record<string, string> = { wechat: '微信扫码登录', wechatMp: '微信内登录', qq: 'QQ登录', weibo: '微博登录' };

export const socialLoginModule = defineModule({
  name: 'social-login',
  handlers: { socialLogin: socialLoginHandlers },
  tables,
  tasks: [
    {
      name: 'socialLoginFlowCleanup',
      label: '清理过期的第三方登录请求',
      cron: '35 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      run: (deps) => deleteOldFlows(deps.db),
    },
  ],
  demoSeed: seedSocialLoginDemo,
  personalData: [
    {
      key: 'socialBindings',
      sheet: '账号绑定',
      headers: { provider: '登录方式', nickname: '第三方昵称', boundAt: '绑定时间' },
      position: 70,
      async rows(db, siteId, userId, limit) {
        const rows = await listUserIdentities(db, siteId, userId);
        return rows.slice(0, limit).map((r) => ({
          provider: PROVIDER_NAMES[r.provider] ?? r.provider,
          nickname: r.nickname,
          boundAt: exportTime(r.boundAt),
        }));
      },
    },
  ],
  erasure: { stage: 'activity', erase: (tx, { siteId, siteUserId }) => deleteMemberIdentities(tx, siteId, siteUserId) },
});
