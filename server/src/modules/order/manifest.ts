import { operationIndex } from '../../../../sdk';
import { defineModule } from '../module';
import { seedDemoOrders } from './demo-orders';
import * as tables from './order.tables';
import { orderHandlers } from './order-handlers';
import { cancelTimedOutOrders, countOrdersSince } from './order-repository';

export const orderModule = defineModule({
  name: 'order',
  handlers: { order: orderHandlers },
  tables,
  tasks: [
    {
      name: 'orderTimeoutSweep',
      label: '关闭超时未支付的订单',
      cron: '* * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // Reads already show an order past its deadline as timed out; this writes it down.
      run: ({ db }) => cancelTimedOutOrders(db),
    },
  ],
  demoSeed: (tx, site) => seedDemoOrders(tx, site),
  saasBadges: { order: { roles: operationIndex.getManagedOrderList.roles, count: countOrdersSince } },
});
