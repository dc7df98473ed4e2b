import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { orderPairs } from '../order-format';
import { renderPairs } from '../output';
import { positiveInteger } from '../parse';
import { saasClient, withLogin } from '../settings';

export interface OrdersShowOptions {
  id: number;
  json?: JsonFlag;
}

export const ordersShowCommand: CommandSpec<OrdersShowOptions> = {
  path: ['orders', 'show'],
  operations: ['getOrder'],
  description: '查看一个订单（自己的订单；有订单管理权限可看所有订单）',

  flags(command) {
    jsonOption(command.argument('<id>', '订单编号（orders list 的“编号”列）', positiveInteger('订单编号')));
  },

  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getOrder');
    const { settings, client } = await saasClient(options, ctx, '订单');
    const order = await withLogin(settings, () => client.getOrder({ query: { id: options.id } }));
    if (json) json.write(ctx.io, order);
    else ctx.io.stdout.write(renderPairs(orderPairs(order), ctx.io.stdoutIsTTY));
    return ExitCode.ok;
  },
};
