// commctl tasks list|run: the SaaS console's background tasks (SiteSetting).
import { TaskOutcomeLabels } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writeJson, writePage } from '../output';
import { saasClient, withLogin } from '../settings';

export const tasksListCommand: CommandSpec<{ json?: JsonFlag }> = {
  path: ['tasks', 'list'],
  operations: ['getTaskList'],
  description: '列出后台任务：执行计划、是否启用、上次与下次执行、用时与结果',
  flags(command) {
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },
  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getTaskList');
    const { settings, client } = await saasClient(options, ctx, '后台任务');
    const data = await withLogin(settings, () => client.getTaskList());
    writePage(ctx.io, data, {
      json,
      headers: ['任务', '名称', '计划', '启用', '上次执行', '用时', '结果', '下次执行'],
      row: (t) => [
        t.name,
        t.label,
        t.schedule,
        t.enabled ? '是' : '否',
        formatBeijingDateTime(t.lastRunAt, '—'),
        t.lastDurationMs === null ? '—' : `${t.lastDurationMs} ms`,
        t.lastOutcome ? `${TaskOutcomeLabels[t.lastOutcome]}${t.lastError ? `：${t.lastError}` : ''}` : '从未执行',
        formatBeijingDateTime(t.nextRunAt, '已停用'),
      ],
      noun: '任务',
    });
    return ExitCode.ok;
  },
};

export const tasksRunCommand: CommandSpec<{ name: string; json?: JsonFlag }> = {
  path: ['tasks', 'run'],
  operations: ['runTask'],
  description: '立即执行一个后台任务（结果见 commctl tasks list 或任务页的执行记录）',
  flags(command) {
    command.argument('<name>', '任务名，如 statisticsRollup（commctl tasks list 列出全部）').option('--json', '以 JSON 输出');
  },
  async run(options, ctx) {
    const { settings, client } = await saasClient(options, ctx, '后台任务');
    const data = await withLogin(settings, () => client.runTask({ body: { name: options.name } }));
    if (options.json) writeJson(ctx.io, data);
    else ctx.io.stdout.write(`已开始执行 ${data.name}（作业 ${data.jobId}）\n`);
    return ExitCode.ok;
  },
};
