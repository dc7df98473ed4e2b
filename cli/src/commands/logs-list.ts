// `logs list`: the tamper-evident operation log (`--saas` for the platform's on a SaaS profile).
import type { Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { calendarDay, positiveInteger } from '../parse';
import { withLogin } from '../settings';

export interface LogsListOptions {
  saas?: boolean;
  keyword?: string;
  operation?: string;
  actorId?: number;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

export const logsListCommand: CommandSpec<LogsListOptions> = {
  path: ['logs', 'list'],
  operations: ['getOperationLogList', 'getPlatformOperationLogList'],
  description: '列出操作日志，新的在前：站点控制台登录列本站的，--saas 列平台的（站点管理中心登录）',
  flags(command) {
    command
      .option('--saas', '平台的操作日志（站点管理中心登录，AccountManager）')
      .option('--keyword <words>', '操作名称、操作编号或操作人名字的一部分')
      .option('--operation <operationId>', '只看这种操作，如 banSiteUser')
      .option('--actor-id <id>', '只看这位操作人', positiveInteger('操作人编号'))
      .option('--from <YYYY-MM-DD>', '从这天起（北京时间）', calendarDay('开始日期'))
      .option('--to <YYYY-MM-DD>', '到这天止（北京时间）', calendarDay('结束日期'))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },
  async run(options, ctx) {
    const op = options.saas ? 'getPlatformOperationLogList' : 'getOperationLogList';
    const json = jsonOutput(options.json, op);
    const { settings, client } = await clientFor(op, options, ctx, '操作日志');
    const query = {
      keyword: options.keyword,
      operation: options.operation,
      actorId: options.actorId,
      startDate: options.from,
      endDate: options.to,
      page: options.page,
      pageSize: options.pageSize,
    };
    const data = await withLogin(settings, () => client.send(op, { query }));
    writePage(ctx.io, data.data as Schema<'OperationLogPage'>, {
      json,
      headers: ['序号', '时间', '操作人', '操作', '对象', 'IP', '哈希'],
      row: (e) => [
        String(e.seq),
        formatBeijingDateTime(e.at),
        e.actorName || '—',
        `${e.summary}（${e.operationId}）`,
        e.targetIds || '—',
        e.ip,
        e.hash.slice(0, 12),
      ],
      noun: '条日志',
      page: options.page,
    });
    return ExitCode.ok;
  },
};
