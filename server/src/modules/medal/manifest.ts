import { defineModule } from '../module';
import * as tables from './medal.tables';
import { awardAutomaticMedals } from './medal-award';
import { medalHandlers } from './medal-handlers';
import { deleteMemberHolders } from './medal-repository';

export const medalModule = defineModule({
  name: 'medal',
  handlers: { medal: medalHandlers },
  tables,
  tasks: [
    {
      name: 'awardAutomaticMedals',
      label: '按规则自动授予勋章',
      cron: '20 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      expireInSeconds: 3600,
      // One insert … select per medal, on conflict do nothing: a retry or a second server awards nobody twice.
      run: (deps) => awardAutomaticMedals(deps),
    },
  ],
  erasure: { stage: 'activity', erase: (tx, { siteId, siteUserId }) => deleteMemberHolders(tx, siteId, siteUserId) },
});
