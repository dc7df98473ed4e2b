import { Option } from 'commander';
import { type OperationQuery, OrderKindLabels, OrderStatusLabels, type Schema } from '../../../sdk';
import { DATE_RANGE_MESSAGE, formatBeijingDateTime as formatDateTime, formatFen, isReversedRange } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { durationLabel, orderStatusLabel, planLabel } from '../order-format';
import { writePage } from '../output';
import { calendarDay, enumChoices, enumValue, positiveInteger } from '../parse';
import { saasClient, withLogin } from '../settings';

export interface OrdersListOptions {
  all?: boolean;
  status?: Schema<'OrderStatus'>;
  siteId?: number;
  account?: string;
  site?: string;
  kind?: Schema<'OrderKind'>;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

type Order = Schema<'Order'>;

// Filters of the managers' list (getManagedOrderList) only; the flag each one is typed as.
const MANAGER_FILTERS = { account: '--account', site: '--site', kind: '--kind', from: '--from', to: '--to' } as const;

const ownRow = (order: Order): string[] => [
  String(order.id),
  order.orderNo,
  order.siteName,
  planLabel(order.licenseType),
  durationLabel(order.months),
  formatFen(order.amountFen),
  orderStatusLabel(order.status),
  formatDateTime(order.createdAt),
];
const OWN_HEADERS = ['编号', '订单号', '站点', '套餐', '时长', '金额', '状态', '下单时间'];

// Managers see every customer's orders, so who placed each one goes beside the site.
const managedRow = (order: Order): string[] => {
  const row = ownRow(order);
  row.splice(3, 0, order.accountName);
  return row;
};
const MANAGED_HEADERS = ['编号', '订单号', '站点', '下单账号', '套餐', '时长', '金额', '状态', '下单时间'];

function managedQuery(options: OrdersListOptions): OperationQuery<'getManagedOrderList'> {
  if (isReversedRange(options.from, options.to))
    throw usageError(`${DATE_RANGE_MESSAGE}（--from ${options.from}，--to ${options.to}）`, '运行 commctl orders list --help 查看用法');
  return {
    accountKeyword: options.account,
    siteKeyword: options.site,
    status: options.status,
    kind: options.kind,
    startDate: options.from,
    endDate: options.to,
    page: options.page,
    pageSize: options.pageSize,
  };
}

function ownQuery(options: OrdersListOptions): OperationQuery<'getOrderList'> {
  const given = (Object.keys(MANAGER_FILTERS) as (keyof typeof MANAGER_FILTERS)[]).filter((key) => options[key] !== undefined);
  if (given.length > 0)
    throw usageError(
      `选项 ${given.map((key) => MANAGER_FILTERS[key]).join('、')} 只能与 --all 一起使用`,
      '加 --all 查看所有客户的订单（需要订单管理权限）',
    );
  return { status: options.status, siteId: options.siteId, page: options.page, pageSize: options.pageSize };
}

export const ordersListCommand: CommandSpec<OrdersListOptions> = {
  path: ['orders', 'list'],
  operations: ['getOrderList', 'getManagedOrderList'],
  description: '列出我的订单；加 --all 列出所有客户的订单（需要订单管理权限）',

  flags(command) {
    command
      .option('--status <status>', `按状态筛选：${enumChoices(OrderStatusLabels)}`, enumValue('订单状态', OrderStatusLabels))
      .addOption(new Option('--site-id <id>', '只看这个站点的订单').argParser(positiveInteger('站点编号')).conflicts('all'))
      .option('--all', '所有客户的订单（订单管理），可用下面的筛选')
      .option('--account <keyword>', '与 --all 同用：按下单账号的姓名或手机号筛选')
      .option('--site <keyword>', '与 --all 同用：按站点名称或标识筛选')
      .option('--kind <kind>', `与 --all 同用：按类型筛选：${enumChoices(OrderKindLabels)}`, enumValue('订单类型', OrderKindLabels))
      .option('--from <date>', '与 --all 同用：下单日期不早于（YYYY-MM-DD，北京时间，含当天）', calendarDay('开始日期'))
      .option('--to <date>', '与 --all 同用：下单日期不晚于（YYYY-MM-DD，北京时间，含当天）', calendarDay('结束日期'))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    // Flags are checked before the profile: a wrong command line is a usage error whoever runs it.
    const managed = options.all ? managedQuery(options) : undefined;
    const own = managed ? undefined : ownQuery(options);
    const json = jsonOutput(options.json, managed ? 'getManagedOrderList' : 'getOrderList');
    const { settings, client } = await saasClient(options, ctx, '订单');
    const page = await withLogin(settings, () =>
      managed ? client.getManagedOrderList({ query: managed }) : client.getOrderList({ query: own }),
    );
    const [headers, row] = managed ? [MANAGED_HEADERS, managedRow] : [OWN_HEADERS, ownRow];
    writePage(ctx.io, page, { json, headers, row, noun: '订单', page: options.page });
    return ExitCode.ok;
  },
};
