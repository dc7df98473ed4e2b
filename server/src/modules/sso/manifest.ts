import { exportTime } from '../../lib/personal-data-format';
import { defineModule } from '../module';
import * as tables from './sso.tables';
import { ssoHandlers } from './sso-handlers';
import { deleteMemberIdentities, deleteOldFlows, listUserIdentities } from './sso-repository';

export const ssoModule = defineModule({
  name: 'sso',
  handlers: { sso: ssoHandlers },
  tables,
  tasks: [
    {
      name: 'ssoFlowCleanup',
      label: '清理过期的单点登录请求',
      cron: '40 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      run: (deps) => deleteOldFlows(deps.db),
    },
  ],
  personalData: [
    {
      key: 'ssoIdentities',
      sheet: '单点登录',
      headers: { method: '方式', subject: '用户标识', boundAt: '首次登录时间' },
      position: 71,
      async rows(db, siteId, userId, limit) {
        const rows = await listUserIdentities(db, siteId, userId);
        return rows.slice(0, limit).map((r) => ({
          method: r.method === 'oidc' ? 'OpenID Connect' : 'DiscourseConnect',
          subject: r.subject,
          boundAt: exportTime(r.boundAt),
        }));
      },
    },
  ],
  erasure: { stage: 'activity', erase: (tx, { siteId, siteUserId }) => deleteMemberIdentities(tx, siteId, siteUserId) },
});
