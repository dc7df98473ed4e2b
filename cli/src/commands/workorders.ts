// commctl workorders list|show|reply|close: work orders (工单) on either side. `--scope site` is a site's members'
// work orders (a site console login, role WorkOrder); `--scope saas` the work orders sites open to the platform — a
// SaaS login (ContentAudit) answers every site's, a site console login follows its own site's. Without --scope: site
// on a console login, saas on a SaaS login.
import { SaasWorkOrderCategoryLabels, type Schema, WorkOrderStatusLabels } from '../../../sdk';
import { formatBeijingDateTime, formatDuration } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import type { CommandContext, GlobalOptions } from '../context';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { renderPairs, writePage } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

type Scope = 'site' | 'saas';
/** Who the profile is towards the orders of the scope. */
type Side = 'siteStaff' | 'siteRequester' | 'platform';

const SCOPES: Record<Scope, string> = { site: '成员提交给站点的工单', saas: '站点提交给平台的工单' };

interface ScopeOptions {
  scope?: Scope;
}

async function sideOf(options: ScopeOptions & GlobalOptions, ctx: CommandContext) {
  const settings = await resolveSettings(options, ctx);
  const scope: Scope = options.scope ?? (settings.kind === 'console' ? 'site' : 'saas');
  if (settings.kind !== 'console' && scope === 'site')
    throw usageError(
      '--scope site 需要站点控制台登录',
      '用 commctl login --site <标识> 登录站点控制台；站点管理中心只处理平台工单（--scope saas）',
    );
  const side: Side = settings.kind === 'console' ? (scope === 'site' ? 'siteStaff' : 'siteRequester') : 'platform';
  const client = ctx.createClient(settings.apiBase, requireToken(settings));
  return { settings, side, client };
}

const scopeOption = (command: import('commander').Command) =>
  command.option('--scope <scope>', `site：${SCOPES.site}；saas：${SCOPES.saas}`, enumValue('范围', SCOPES));

const kindOf = (o: Schema<'WorkOrderSummary'> | Schema<'WorkOrderDetail'>) =>
  o.category ? SaasWorkOrderCategoryLabels[o.category] : o.typeName || '-';

export interface WorkOrdersListOptions extends ScopeOptions {
  status?: Schema<'WorkOrderStatus'>;
  keyword?: string;
  typeId?: number;
  category?: Schema<'SaasWorkOrderCategory'>;
  siteId?: number;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

export const workOrdersListCommand: CommandSpec<WorkOrdersListOptions> = {
  path: ['workorders', 'list'],
  operations: ['getWorkOrderList', 'getMySaasWorkOrderList', 'getSaasWorkOrderList'],
  description: '列出工单：站点控制台登录列本站成员的工单（--scope saas 列本站提交给平台的），站点管理中心登录列所有站点提交给平台的工单',

  flags(command) {
    scopeOption(command)
      .option('--status <status>', `按状态筛选：${enumChoices(WorkOrderStatusLabels)}`, enumValue('状态', WorkOrderStatusLabels))
      .option('--keyword <words>', '在标题与描述中查找')
      .option('--type-id <id>', '站点工单：只看这个分类', positiveInteger('分类编号'))
      .option(
        '--category <category>',
        `平台工单：${enumChoices(SaasWorkOrderCategoryLabels)}`,
        enumValue('类别', SaasWorkOrderCategoryLabels),
      )
      .option('--site-id <id>', '站点管理中心：只看这个站点', positiveInteger('站点编号'))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    const { settings, side, client } = await sideOf(options, ctx);
    if (side !== 'platform' && options.siteId !== undefined) throw usageError('--site-id 只用于站点管理中心登录');
    if (side !== 'siteStaff' && options.typeId !== undefined) throw usageError('--type-id 只用于站点工单（--scope site）');
    if (side === 'siteStaff' && options.category !== undefined) throw usageError('--category 只用于平台工单（--scope saas）');
    const paging = { page: options.page, pageSize: options.pageSize };
    const page =
      side === 'siteStaff'
        ? await withLogin(settings, () =>
            client.getWorkOrderList({ query: { ...paging, status: options.status, keyword: options.keyword, typeId: options.typeId } }),
          )
        : side === 'siteRequester'
          ? await withLogin(settings, () => client.getMySaasWorkOrderList({ query: { ...paging, status: options.status } }))
          : await withLogin(settings, () =>
              client.getSaasWorkOrderList({
                query: { ...paging, status: options.status, keyword: options.keyword, category: options.category, siteId: options.siteId },
              }),
            );
    const json = jsonOutput(
      options.json,
      side === 'siteStaff' ? 'getWorkOrderList' : side === 'siteRequester' ? 'getMySaasWorkOrderList' : 'getSaasWorkOrderList',
    );
    const platform = side === 'platform';
    writePage(ctx.io, page, {
      json,
      headers: [
        '编号',
        ...(platform ? ['站点'] : []),
        '标题',
        side === 'siteStaff' ? '分类' : '类别',
        '提交人',
        '状态',
        '处理人',
        '提交时间',
      ],
      row: (o) => [
        String(o.id),
        ...(platform ? [`${o.siteName}（${o.siteId}）`] : []),
        `${o.isNew ? '[新] ' : o.waiting ? '[待回复] ' : ''}${o.title}`,
        kindOf(o),
        o.requester.name,
        WorkOrderStatusLabels[o.status],
        o.assigneeName || '-',
        formatBeijingDateTime(o.createdAt),
      ],
      noun: '工单',
      page: options.page,
    });
    return ExitCode.ok;
  },
};

export interface WorkOrdersShowOptions extends ScopeOptions {
  id: number;
  json?: JsonFlag;
}

const ENTRY_KIND: Record<string, string> = { reply: '回复', note: '内部备注', event: '记录' };

export const workOrdersShowCommand: CommandSpec<WorkOrdersShowOptions> = {
  path: ['workorders', 'show'],
  operations: ['getWorkOrder', 'getMySaasWorkOrder', 'getSaasWorkOrder'],
  description: '查看一张工单：状态、处理人、用时与全部记录',

  flags(command) {
    jsonOption(scopeOption(command.argument('<id>', '工单编号（workorders list 的“编号”列）', positiveInteger('工单编号'))));
  },

  async run(options, ctx) {
    const { settings, side, client } = await sideOf(options, ctx);
    const query = { query: { id: options.id } };
    const order =
      side === 'siteStaff'
        ? await withLogin(settings, () => client.getWorkOrder(query))
        : side === 'siteRequester'
          ? await withLogin(settings, () => client.getMySaasWorkOrder(query))
          : await withLogin(settings, () => client.getSaasWorkOrder(query));
    const json = jsonOutput(
      options.json,
      side === 'siteStaff' ? 'getWorkOrder' : side === 'siteRequester' ? 'getMySaasWorkOrder' : 'getSaasWorkOrder',
    );
    if (json) {
      json.write(ctx.io, order);
      return ExitCode.ok;
    }
    const pairs: [string, string][] = [
      ['编号', String(order.id)],
      ['标题', order.title],
      ['站点', `${order.siteName}（${order.siteId}）`],
      [order.category ? '类别' : '分类', kindOf(order)],
      ['状态', WorkOrderStatusLabels[order.status]],
      ['提交人', order.requester.name],
      ['处理人', order.assigneeName || '未指派'],
      ['联系方式', order.contact || '-'],
      ['提交时间', formatBeijingDateTime(order.createdAt)],
      ['首次回复用时', formatDuration(order.firstReplySeconds)],
      ['解决用时', formatDuration(order.resolutionSeconds)],
      ['满意度', order.rating ? `${order.rating} 星 ${order.ratingComment}`.trim() : '未评价'],
    ];
    const lines = order.entries.map(
      (e) => `${formatBeijingDateTime(e.createdAt)}  ${e.authorName}（${ENTRY_KIND[e.kind]}）：${e.content.replace(/\s+/g, ' ')}`,
    );
    ctx.io.stdout.write(`${renderPairs(pairs, ctx.io.stdoutIsTTY)}\n${order.content}\n\n${lines.join('\n')}${lines.length ? '\n' : ''}`);
    return ExitCode.ok;
  },
};

export interface WorkOrdersReplyOptions extends ScopeOptions {
  id: number;
  content: string;
  internal?: boolean;
  json?: JsonFlag;
}

export const workOrdersReplyCommand: CommandSpec<WorkOrdersReplyOptions> = {
  path: ['workorders', 'reply'],
  operations: ['replyWorkOrder', 'replyMySaasWorkOrder', 'replySaasWorkOrder'],
  description: '回复一张工单（--internal 写内部备注，提交人看不到）',

  flags(command) {
    jsonOption(
      scopeOption(command.argument('<id>', '工单编号', positiveInteger('工单编号')))
        .requiredOption('--content <text>', '回复内容')
        .option('--internal', '写内部备注（只有客服看得到，不通知提交人）'),
      '以 JSON 输出（新的记录）',
    );
  },

  async run(options, ctx) {
    const { settings, side, client } = await sideOf(options, ctx);
    if (side === 'siteRequester' && options.internal)
      throw usageError('--internal 只用于处理工单的一方', '站点向平台补充说明时不能写内部备注');
    const body = { id: options.id, content: options.content };
    const internal = options.internal ?? false;
    const entry =
      side === 'siteStaff'
        ? await withLogin(settings, () => client.replyWorkOrder({ body: { ...body, internal } }))
        : side === 'siteRequester'
          ? await withLogin(settings, () => client.replyMySaasWorkOrder({ body }))
          : await withLogin(settings, () => client.replySaasWorkOrder({ body: { ...body, internal } }));
    const json = jsonOutput(
      options.json,
      side === 'siteStaff' ? 'replyWorkOrder' : side === 'siteRequester' ? 'replyMySaasWorkOrder' : 'replySaasWorkOrder',
    );
    if (json) json.write(ctx.io, entry);
    else ctx.io.stdout.write(`${internal ? '备注已保存' : '已回复'}（记录 ${entry.id}）\n`);
    return ExitCode.ok;
  },
};

export interface WorkOrdersCloseOptions extends ScopeOptions {
  id: number;
  json?: JsonFlag;
}

export const workOrdersCloseCommand: CommandSpec<WorkOrdersCloseOptions> = {
  path: ['workorders', 'close'],
  operations: ['changeWorkOrderStatus', 'changeMySaasWorkOrderStatus', 'changeSaasWorkOrderStatus'],
  description: '关闭一张工单',

  flags(command) {
    jsonOption(
      scopeOption(command.argument('<id>', '工单编号', positiveInteger('工单编号'))),
      '以 JSON 输出（{"id":…,"status":"closed"}）',
    );
  },

  async run(options, ctx) {
    const { settings, side, client } = await sideOf(options, ctx);
    const id = options.id;
    if (side === 'siteStaff') await withLogin(settings, () => client.changeWorkOrderStatus({ body: { id, status: 'closed' } }));
    else if (side === 'siteRequester')
      await withLogin(settings, () => client.changeMySaasWorkOrderStatus({ body: { id, action: 'close' } }));
    else await withLogin(settings, () => client.changeSaasWorkOrderStatus({ body: { id, status: 'closed' } }));
    if (options.json) ctx.io.stdout.write(`${JSON.stringify({ id, status: 'closed' })}\n`);
    else ctx.io.stdout.write(`工单 ${id} 已关闭\n`);
    return ExitCode.ok;
  },
};
