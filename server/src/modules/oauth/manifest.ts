import { defineModule } from '../module';
import * as tables from './oauth.tables';
import { oauthHandlers } from './oauth-handlers';
import { deleteExpired, deleteMemberState } from './oauth-repository';
import { oauthRoutes } from './oauth-routes';

export const oauthModule = defineModule({
  name: 'oauth',
  handlers: { oauth: oauthHandlers },
  tables,
  routes: oauthRoutes,
  tasks: [
    {
      name: 'oauthStoreCleanup',
      label: '清理过期的 OAuth 授权码与令牌',
      cron: '50 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      run: (deps) => deleteExpired(deps.db),
    },
  ],
  // The member's grants and tokens at the site's provider go with the account.
  erasure: { stage: 'activity', erase: (tx, { siteId, siteUserId }) => deleteMemberState(tx, siteId, String(siteUserId)) },
});
