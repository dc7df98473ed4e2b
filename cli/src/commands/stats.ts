// commctl stats flow|month|sms: the statistics pages' figures for one site (a site console login, or --site with a
// SaaS login) or every site together (a SaaS login without --site).
import { InvalidArgumentError } from 'commander';
import type { Schema } from '../../../sdk';
import { DATE_RANGE_MESSAGE, formatFen, isReversedRange } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import type { CommandContext } from '../context';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { renderTable, renderTsv } from '../output';
import { calendarDay, positiveInteger, siteRef } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';
import { siteIdOf } from './licences-show';

interface StatsOptions {
  site?: number | string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

const MEASURES = [
  ['pv', '浏览量'],
  ['uv', '访客数'],
  ['ips', 'IP 数'],
  ['newMembers', '新增会员'],
  ['activeMembers', '活跃会员'],
  ['posts', '新帖子'],
  ['comments', '新评论'],
  ['answers', '新回答'],
] as const;
type Measures = Schema<'FlowMeasures'>;
const thousands = (n: number) => n.toLocaleString('en-US');

function month(label: string) {
  return (value: string) => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw new InvalidArgumentError(`${label}应为 YYYY-MM`);
    return value;
  };
}

function write(ctx: CommandContext, headers: string[], rows: string[][], footer?: string) {
  if (!ctx.io.stdoutIsTTY) ctx.io.stdout.write(renderTsv(rows));
  else if (rows.length === 0) ctx.io.stdout.write('没有数据\n');
  else ctx.io.stdout.write(`${renderTable(headers, rows)}${footer ? `\n${footer}\n` : ''}`);
}

/** The profile's client, and the site the figures are about: the console's own, --site's, or every site (null). */
async function target(options: StatsOptions, ctx: CommandContext) {
  const settings = await resolveSettings(options as never, ctx);
  const client = ctx.createClient(settings.apiBase, requireToken(settings));
  if (settings.kind === 'console') {
    if (options.site !== undefined) throw usageError('--site 只用于站点管理中心登录', '站点控制台登录只看本站');
    return { settings, client, console: true as const, siteId: undefined };
  }
  const siteId =
    options.site === undefined
      ? undefined
      : typeof options.site === 'number'
        ? options.site
        : await siteIdOf(options.site, client, settings);
  return { settings, client, console: false as const, siteId };
}

function rangeFlags(kind: 'day' | 'month') {
  return (command: import('commander').Command) => {
    const parse = kind === 'day' ? calendarDay : month;
    const what = kind === 'day' ? '日期（YYYY-MM-DD，北京时间，含当天）' : '月份（YYYY-MM）';
    command
      .option('--site <site>', '站点管理中心：只看这个站点（编号或标识）；不给出时是全部站点', siteRef)
      .option('--from <from>', `开始${what}`, parse(kind === 'day' ? '开始日期' : '开始月份'))
      .option('--to <to>', `结束${what}`, parse(kind === 'day' ? '结束日期' : '结束月份'));
    jsonOption(command, '以 JSON 输出');
  };
}

export const statsFlowCommand: CommandSpec<StatsOptions> = {
  path: ['stats', 'flow'],
  operations: ['getFlowStatistic', 'getSaasFlowStatistic'],
  description: '每天的浏览量、访客、IP、新增与活跃会员、新帖子与新评论（默认近 30 天）',
  flags: rangeFlags('day'),
  async run(options, ctx) {
    if (isReversedRange(options.from, options.to)) throw usageError(DATE_RANGE_MESSAGE);
    const t = await target(options, ctx);
    const query = { startDate: options.from, endDate: options.to };
    const data = t.console
      ? await withLogin(t.settings, () => t.client.getFlowStatistic({ query }))
      : await withLogin(t.settings, () => t.client.getSaasFlowStatistic({ query: { ...query, siteId: t.siteId } }));
    const json = jsonOutput(options.json, t.console ? 'getFlowStatistic' : 'getSaasFlowStatistic');
    if (json) {
      json.write(ctx.io, data);
      return ExitCode.ok;
    }
    const rows = data.list.map((day) => [day.date, ...MEASURES.map(([key]) => thousands(day[key]))]);
    const total: Measures = data.summary;
    write(
      ctx,
      ['日期', ...MEASURES.map(([, label]) => label)],
      rows,
      `合计  ${MEASURES.map(([key, label]) => `${label} ${thousands(total[key])}`).join('  ')}`,
    );
    return ExitCode.ok;
  },
};

const pct = (now: number, before: number) =>
  before === 0 ? (now === 0 ? '持平' : '—') : `${now >= before ? '+' : ''}${(((now - before) / before) * 100).toFixed(1)}%`;

export const statsMonthCommand: CommandSpec<StatsOptions> = {
  path: ['stats', 'month'],
  operations: ['getMonthStatistic', 'getSaasMonthStatistic'],
  description: '每月的各项指标与环比、同比（默认近 12 个月）',
  flags: rangeFlags('month'),
  async run(options, ctx) {
    if (options.from && options.to && options.from > options.to) throw usageError('开始月份不能晚于结束月份');
    const t = await target(options, ctx);
    const query = { startMonth: options.from, endMonth: options.to };
    const data = t.console
      ? await withLogin(t.settings, () => t.client.getMonthStatistic({ query }))
      : await withLogin(t.settings, () => t.client.getSaasMonthStatistic({ query: { ...query, siteId: t.siteId } }));
    const json = jsonOutput(options.json, t.console ? 'getMonthStatistic' : 'getSaasMonthStatistic');
    if (json) {
      json.write(ctx.io, data);
      return ExitCode.ok;
    }
    const rows = data.list.map((m) => [
      m.month,
      ...MEASURES.map(([key]) => thousands(m.current[key])),
      pct(m.current.pv, m.previousMonth.pv),
      pct(m.current.pv, m.sameMonthLastYear.pv),
    ]);
    write(ctx, ['月份', ...MEASURES.map(([, label]) => label), '浏览量环比', '浏览量同比'], rows);
    return ExitCode.ok;
  },
};

export const statsSmsCommand: CommandSpec<StatsOptions> = {
  path: ['stats', 'sms'],
  operations: ['getSmsFeeStatistic', 'getSaasSmsFeeStatistic'],
  description: '每月每个站点的计费短信条数与费用（默认近 12 个月，新的月份在前，分页），以及本站的短信额度',
  flags(command) {
    rangeFlags('month')(command);
    command
      .option('--page <n>', '每月每个站点的明细：页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每月每个站点的明细：每页行数', positiveInteger('每页条数'));
  },
  async run(options, ctx) {
    if (options.from && options.to && options.from > options.to) throw usageError('开始月份不能晚于结束月份');
    const t = await target(options, ctx);
    const query = { startMonth: options.from, endMonth: options.to, page: options.page, pageSize: options.pageSize };
    const data = t.console
      ? await withLogin(t.settings, () => t.client.getSmsFeeStatistic({ query }))
      : await withLogin(t.settings, () => t.client.getSaasSmsFeeStatistic({ query: { ...query, siteId: t.siteId } }));
    const json = jsonOutput(options.json, t.console ? 'getSmsFeeStatistic' : 'getSaasSmsFeeStatistic');
    if (json) {
      json.write(ctx.io, data);
      return ExitCode.ok;
    }
    const rows = data.sites.map((r) => [r.month, r.siteName, thousands(r.count), formatFen(r.feeFen)]);
    const quota =
      data.quota && data.quota.monthlyQuota > 0
        ? `；本月额度 ${thousands(data.quota.used)} / ${thousands(data.quota.monthlyQuota)} 条`
        : '';
    const page = data.sitesTotal > data.sites.length ? `；明细共 ${thousands(data.sitesTotal)} 行，第 ${options.page ?? 1} 页` : '';
    write(
      ctx,
      ['月份', '站点', '计费条数', '费用'],
      rows,
      `合计 ${thousands(data.totalCount)} 条，${formatFen(data.totalFeeFen)}${quota}${page}`,
    );
    return ExitCode.ok;
  },
};
