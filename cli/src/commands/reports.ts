// commctl reports list | resolve: the report queue (举报) of a site console, or every site's on a SaaS login, and
// handling reported objects (the platform's on a site's behalf with --site-id).
import { ImpeachActionLabels, ImpeachSortLabels, ImpeachStateLabels, ImpeachTargetTypeLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface ReportsListOptions {
  state?: Schema<'ImpeachState'>;
  type?: Schema<'ImpeachTargetType'>;
  reason?: string;
  sort?: Schema<'ImpeachSort'>;
  siteId?: number;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

type Item = Schema<'ImpeachItem'>;

const row = (item: Item, site?: string): string[] => [
  String(item.id),
  ...(site === undefined ? [] : [site]),
  ImpeachTargetTypeLabels[item.targetType],
  item.title || `编号 ${item.targetId}`,
  String(item.reportCount),
  item.reasons.map((r) => `${r.reason}×${r.count}`).join('、'),
  formatBeijingDateTime(item.firstReportedAt),
  item.state === 'open' ? ImpeachStateLabels.open : `${item.action ? ImpeachActionLabels[item.action] : ''}（${item.handledBy}）`,
];

export const reportsListCommand: CommandSpec<ReportsListOptions> = {
  path: ['reports', 'list'],
  operations: ['getImpeachList', 'getSaasImpeachList'],
  description: '列出举报：站点控制台登录列本站被举报的对象，站点管理中心登录列全部站点待处理的举报（等待最久的在前）',

  flags(command) {
    command
      .option('--state <state>', `站点控制台：${enumChoices(ImpeachStateLabels)}（默认待处理）`, enumValue('状态', ImpeachStateLabels))
      .option('--type <type>', `按对象类型筛选：${enumChoices(ImpeachTargetTypeLabels)}`, enumValue('对象类型', ImpeachTargetTypeLabels))
      .option('--reason <reason>', '只看有人选了这个理由的对象，如 垃圾广告')
      .option('--sort <sort>', `排序：${enumChoices(ImpeachSortLabels)}`, enumValue('排序', ImpeachSortLabels))
      .option('--site-id <id>', '站点管理中心：只看这个站点', positiveInteger('站点编号'))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const console = settings.kind === 'console';
    if (console && options.siteId !== undefined) throw usageError('--site-id 只用于站点管理中心登录', '站点控制台登录只看本站举报');
    if (!console && options.state !== undefined) throw usageError('--state 只用于站点控制台登录', '站点管理中心只列待处理的举报');
    const json = jsonOutput(options.json, console ? 'getImpeachList' : 'getSaasImpeachList');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const query = {
      targetType: options.type,
      reason: options.reason?.trim() || undefined,
      sort: options.sort,
      page: options.page,
      pageSize: options.pageSize,
    };
    const headers = ['编号', '类型', '对象', '举报数', '理由', '最早举报', '状态'];
    if (console) {
      const page = await withLogin(settings, () => client.getImpeachList({ query: { ...query, state: options.state } }));
      writePage(ctx.io, page, { json, headers, row: (item) => row(item), noun: '举报', page: options.page });
    } else {
      const page = await withLogin(settings, () => client.getSaasImpeachList({ query: { ...query, siteId: options.siteId } }));
      writePage(ctx.io, page, {
        json,
        headers: ['编号', '站点', ...headers.slice(1)],
        row: (item) => row(item, `${item.siteName}（${item.siteId}）`),
        noun: '举报',
        page: options.page,
      });
    }
    return ExitCode.ok;
  },
};

export interface ReportsResolveOptions {
  ids: number[];
  action: Schema<'ImpeachAction'>;
  note?: string;
  mute?: number;
  ban?: number;
  authorReason?: string;
  siteId?: number;
  yes?: boolean;
  json?: JsonFlag;
}

export const reportsResolveCommand: CommandSpec<ReportsResolveOptions> = {
  path: ['reports', 'resolve'],
  operations: ['handleImpeach', 'handleSaasImpeach'],
  description: '处理被举报的对象：屏蔽、删除或保留，关闭它的全部举报并通知举报人（站点管理中心登录需 --site-id，记为平台操作）',

  flags(command) {
    command
      .argument('<ids...>', '举报列表中的编号，可给多个', (value: string, previous: number[] = []) => [
        ...previous,
        positiveInteger('举报编号')(value),
      ])
      .requiredOption('--action <action>', `处理方式：${enumChoices(ImpeachActionLabels)}`, enumValue('处理方式', ImpeachActionLabels))
      .option('--note <text>', '处理说明（告知作者与举报人）')
      .option('--mute <days>', '同时禁言作者（被举报的是用户时即该用户）这么多天', positiveInteger('禁言天数'))
      .option('--ban <days>', '同时封禁作者这么多天', positiveInteger('封禁天数'))
      .option('--author-reason <text>', '禁言或封禁的原因（告知该成员；与 --mute 或 --ban 一起必填）')
      .option('--site-id <id>', '站点管理中心：举报所在的站点', positiveInteger('站点编号'))
      .option('-y, --yes', '删除时不再询问，直接执行');
    jsonOption(command, '以 JSON 输出处理结果');
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const console = settings.kind === 'console';
    if (console && options.siteId !== undefined) throw usageError('--site-id 只用于站点管理中心登录', '站点控制台登录只处理本站举报');
    if (!console && options.siteId === undefined)
      throw usageError('站点管理中心登录需要 --site-id', '例如 commctl reports resolve 31 --action hide --site-id 2');
    if (options.mute !== undefined && options.ban !== undefined) throw usageError('--mute 与 --ban 只能选一个');
    const days = options.mute ?? options.ban;
    const authorReason = options.authorReason?.trim();
    if (days !== undefined && !authorReason) throw usageError('禁言或封禁需要原因', '加 --author-reason <原因>，该成员会看到');
    if (days === undefined && authorReason) throw usageError('--author-reason 只与 --mute 或 --ban 一起使用');
    if (days !== undefined && days > 3650) throw usageError('天数不能超过 3650');
    const authorAction =
      days !== undefined && authorReason
        ? { kind: options.ban !== undefined ? ('ban' as const) : ('mute' as const), days, reason: authorReason }
        : undefined;
    const json = jsonOutput(options.json, console ? 'handleImpeach' : 'handleSaasImpeach');
    const ids = [...new Set(options.ids)];
    if (options.action === 'delete' && !options.yes) {
      if (!ctx.io.stdinIsTTY) throw usageError('删除被举报的内容需要确认', '非交互环境下请加 --yes 确认');
      if (!(await ctx.prompt.confirm(`将删除 ${ids.length} 个被举报对象的内容（可在回收站恢复），是否继续？`))) {
        ctx.io.stdout.write('已取消删除\n');
        return ExitCode.ok;
      }
    }
    const note = options.note?.trim();
    const body = { ids, action: options.action, ...(note ? { note } : {}), ...(authorAction ? { authorAction } : {}) };
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const data = console
      ? (await withLogin(settings, () => client.send('handleImpeach', { body }))).data
      : (await withLogin(settings, () => client.send('handleSaasImpeach', { body: { ...body, siteId: options.siteId as number } }))).data;
    if (json) json.write(ctx.io, data);
    else ctx.io.stdout.write(`已处理 ${data.changed} 个被举报对象${data.skipped ? `，${data.skipped} 个已处理过，已跳过` : ''}\n`);
    return ExitCode.ok;
  },
};
