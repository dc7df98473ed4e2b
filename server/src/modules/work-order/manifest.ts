import { operationIndex } from '../../../../sdk';
import { defineModule } from '../module';
import { seedDemoWorkOrders } from './demo-work-orders';
import * as tables from './work-order.tables';
import { closeStaleWorkOrders } from './work-order-auto-close';
import { countWorkOrdersAwaitingSince } from './work-order-badge';
import { workOrderHandlers } from './work-order-handlers';

export const workOrderModule = defineModule({
  name: 'work-order',
  handlers: { workOrder: workOrderHandlers },
  tables,
  tasks: [
    {
      name: 'workOrderAutoClose',
      label: '自动关闭已解决且无人回复的工单',
      cron: '25 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // Each order is closed by one conditional update, so a retry or a second server closes it once.
      run: (deps) => closeStaleWorkOrders(deps),
    },
  ],
  consoleBadges: { workOrder: { roles: operationIndex.getWorkOrderList.roles, count: countWorkOrdersAwaitingSince } },
  demoSeed: (tx, site) => seedDemoWorkOrders(tx, site.siteId, site.slug, site.adminId),
});
