import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { orderPairs } from '../order-format';
import { renderPairs, writeJson } from '../output';
import { positiveInteger } from '../parse';
import { saasClient, withLogin } from '../settings';

export interface OrdersShowOptions {
  id: number;
  json?: boolean;
}

export const ordersShowCommand: CommandSpec<OrdersShowOptions> = {
  path: ['orders', 'show'],
  description: '查看一个订单（自己的订单；有订单管理权限可看所有订单）',

  flags(command) {
    command.argument('<id>', '订单编号（orders list 的“编号”列）', positiveInteger('订单编号')).option('--json', '以 JSON 输出');
  },

  async run(options, ctx) {
    const { settings, client } = await saasClient(options, ctx, '订单');
    const order = await withLogin(settings, () => client.getOrder({ query: { id: options.id } }));
    if (options.json) writeJson(ctx.io, order);
    else ctx.io.stdout.write(renderPairs(orderPairs(order), ctx.io.stdoutIsTTY));
    return ExitCode.ok;
  },
};
