import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createWorkOrderService } from './work-order-service';

export function workOrderHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'workOrder'>> {
  const wo = createWorkOrderService(deps);
  type Ctx = { member(): { siteId: number; siteUserId: number }; console(): { siteId: number; siteUserId: number } };
  const member = (ctx: Pick<Ctx, 'member'>) => {
    const { siteId, siteUserId } = ctx.member();
    return { scope: 'site', role: 'requester', siteId, siteUserId } as const;
  };
  const staff = (ctx: Pick<Ctx, 'console'>) => {
    const { siteId, siteUserId } = ctx.console();
    return { scope: 'site', role: 'staff', siteId, siteUserId } as const;
  };
  const site = (ctx: Pick<Ctx, 'console'>) => {
    const { siteId, siteUserId } = ctx.console();
    return { scope: 'saas', role: 'requester', siteId, siteUserId } as const;
  };
  const platform = (ctx: { saas(): { accountId: number } }) => ({ scope: 'saas', role: 'staff', accountId: ctx.saas().accountId }) as const;
  return {
    getWorkOrderOptions: async (ctx) => {
      const { siteId, siteUserId } = ctx.member();
      return { data: await wo.options(siteId, siteUserId) };
    },
    createWorkOrder: async (ctx) => ({ data: await wo.create(member(ctx), ctx.body), description: '工单已提交' }),
    getMyWorkOrderList: async (ctx) => ({ data: await wo.list(member(ctx), ctx.query) }),
    getMyWorkOrder: async (ctx) => ({ data: await wo.get(member(ctx), ctx.query.id) }),
    replyMyWorkOrder: async (ctx) => ({ data: await wo.reply(member(ctx), ctx.body), description: '已回复' }),
    changeMyWorkOrderStatus: async (ctx) => {
      await wo.requesterAction(member(ctx), ctx.body);
      return { description: ctx.body.action === 'close' ? '工单已关闭' : '工单已重新打开' };
    },
    rateMyWorkOrder: async (ctx) => {
      await wo.rate(member(ctx), ctx.body);
      return { description: '感谢你的评价' };
    },

    getWorkOrderList: async (ctx) => ({ data: await wo.list(staff(ctx), ctx.query) }),
    getWorkOrder: async (ctx) => ({ data: await wo.get(staff(ctx), ctx.query.id) }),
    replyWorkOrder: async (ctx) => ({
      data: await wo.reply(staff(ctx), ctx.body),
      description: ctx.body.internal ? '备注已保存' : '已回复',
    }),
    assignWorkOrder: async (ctx) => {
      const who = await wo.assign(staff(ctx), ctx.body);
      return { description: `已指派给 ${who.name}` };
    },
    changeWorkOrderStatus: async (ctx) => {
      await wo.changeStatus(staff(ctx), ctx.body);
      return { description: '状态已修改' };
    },
    getWorkOrderAssigneeList: async (ctx) => ({ data: await wo.assignees(staff(ctx)) }),
    getWorkOrderTypeList: async (ctx) => ({ data: await wo.types(ctx.console().siteId) }),
    createWorkOrderType: async (ctx) => ({ data: await wo.saveType(ctx.console().siteId, ctx.body), description: '分类已新建' }),
    updateWorkOrderType: async (ctx) => ({ data: await wo.saveType(ctx.console().siteId, ctx.body), description: '分类已保存' }),
    deleteWorkOrderType: async (ctx) => {
      await wo.deleteType(ctx.console().siteId, ctx.query.id);
      return { description: '分类已删除' };
    },
    getWorkOrderSetting: async (ctx) => ({ data: await wo.setting(ctx.console().siteId) }),
    saveWorkOrderSetting: async (ctx) => ({
      data: await wo.saveSetting(ctx.console().siteId, ctx.body),
      description: '工单设置已保存',
    }),

    createSaasWorkOrder: async (ctx) => ({ data: await wo.create(site(ctx), ctx.body), description: '工单已提交' }),
    getMySaasWorkOrderList: async (ctx) => ({ data: await wo.list(site(ctx), ctx.query) }),
    getMySaasWorkOrder: async (ctx) => ({ data: await wo.get(site(ctx), ctx.query.id) }),
    replyMySaasWorkOrder: async (ctx) => ({ data: await wo.reply(site(ctx), ctx.body), description: '已回复' }),
    changeMySaasWorkOrderStatus: async (ctx) => {
      await wo.requesterAction(site(ctx), ctx.body);
      return { description: ctx.body.action === 'close' ? '工单已关闭' : '工单已重新打开' };
    },
    rateMySaasWorkOrder: async (ctx) => {
      await wo.rate(site(ctx), ctx.body);
      return { description: '感谢你的评价' };
    },

    getSaasWorkOrderList: async (ctx) => ({ data: await wo.list(platform(ctx), ctx.query) }),
    getSaasWorkOrder: async (ctx) => ({ data: await wo.get(platform(ctx), ctx.query.id) }),
    replySaasWorkOrder: async (ctx) => ({
      data: await wo.reply(platform(ctx), ctx.body),
      description: ctx.body.internal ? '备注已保存' : '已回复',
    }),
    assignSaasWorkOrder: async (ctx) => {
      const who = await wo.assign(platform(ctx), ctx.body);
      return { description: `已指派给 ${who.name}` };
    },
    changeSaasWorkOrderStatus: async (ctx) => {
      await wo.changeStatus(platform(ctx), ctx.body);
      return { description: '状态已修改' };
    },
    getSaasWorkOrderAssigneeList: async (ctx) => ({ data: await wo.assignees(platform(ctx)) }),
  };
}
