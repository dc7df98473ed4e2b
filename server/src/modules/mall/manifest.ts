import { defineModule } from '../module';
import * as tables from './mall.tables';
import { mallHandlers } from './mall-handlers';
import { eraseMemberMallData } from './member-erasure';

export const mallModule = defineModule({
  name: 'mall',
  handlers: { mall: mallHandlers },
  tables,
  erasure: {
    stage: 'activity',
    erase: async (tx, { siteId, siteUserId }) => ({ cancelledOrders: await eraseMemberMallData(tx, siteId, siteUserId) }),
  },
});
