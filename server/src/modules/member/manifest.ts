import { defineModule } from '../module';
import * as tables from './member.tables';
import { memberHandlers } from './member-handlers';
import { removeMemberLabels } from './member-labels';

export const memberModule = defineModule({
  name: 'member',
  handlers: { member: memberHandlers },
  tables,
  erasure: { stage: 'activity', erase: (tx, { siteId, siteUserId }) => removeMemberLabels(tx, siteId, siteUserId) },
});
