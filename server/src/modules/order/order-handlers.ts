import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createManagedOrderService } from './managed-order-service';
import { createOrderService } from './order-service';
import { createPaymentService } from './payment-service';

export function orderHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'order'>> {
  const orders = createOrderService(deps);
  const payments = createPaymentService(deps);
  const managed = createManagedOrderService(deps);
  return {
    getProductList: async () => ({ data: await orders.productList() }),
    createOrder: async (ctx) => {
      const { order, description } = await orders.create(ctx.saas(), ctx.body);
      return { data: order, description };
    },
    getOrderList: async (ctx) => ({ data: await orders.list(ctx.saas(), ctx.query) }),
    getOrder: async (ctx) => ({ data: await orders.get(ctx.saas(), ctx.query.id) }),
    cancelOrder: async (ctx) => ({ data: await orders.cancel(ctx.saas(), ctx.body.id), description: '订单已取消' }),
    getPaymentOptions: async () => ({ data: payments.options() }),
    payOrder: async (ctx) => ({ data: await payments.pay(ctx.saas(), ctx.body) }),
    getSandboxPayment: async (ctx) => ({ data: await payments.sandboxPayment(ctx.saas(), ctx.query.paymentId) }),
    completeSandboxPayment: async (ctx) => {
      const { order, description } = await payments.completeSandbox(ctx.saas(), ctx.body, ctx.request);
      return { data: order, description };
    },
    receivePaymentNotification: async (ctx) => {
      await payments.receive(ctx.body, ctx.request);
      return { description: '通知已处理' };
    },
    getManagedOrderList: async (ctx) => ({ data: await managed.list(ctx.query) }),
    createOfflineOrder: async (ctx) => {
      const { order, description } = await managed.createOffline(ctx.saas(), ctx.body, ctx.request);
      return { data: order, description };
    },
    updateManagedOrder: async (ctx) => {
      const { order, description } = await managed.update(ctx.saas(), ctx.body, ctx.request);
      return { data: order, description };
    },
  };
}
