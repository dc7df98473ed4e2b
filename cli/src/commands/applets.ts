// Fleet releases of the sites' mini-programs from the terminal: `applets release` starts one and follows its progress
// until every site has an outcome; `applets rollback` stops one and reverts what it released. (`applets list` and the
// other reads are generated from the contract's GET operations.)
import { InvalidArgumentError } from 'commander';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface AppletsReleaseOptions {
  template: number;
  sites: 'all' | number[];
  wait?: boolean;
  interval?: number;
  json?: JsonFlag;
}

function siteList(value: string): 'all' | number[] {
  if (value === 'all') return 'all';
  const ids = value.split(',').map((s) => s.trim());
  if (!ids.length || ids.some((s) => !/^\d+$/.test(s) || Number(s) < 1))
    throw new InvalidArgumentError('--sites 必须是 all 或以逗号分隔的站点编号');
  return ids.map(Number);
}

const LABELS: Record<string, string> = {
  pending: '待提交',
  committed: '已上传代码',
  auditing: '审核中',
  passed: '审核通过',
  rejected: '被驳回',
  released: '已发布',
  failed: '失败',
  rolledBack: '已回退',
};
const progress = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${LABELS[k] ?? k} ${n}`)
    .join('，');

export const appletsReleaseCommand: CommandSpec<AppletsReleaseOptions> = {
  path: ['applets', 'release'],
  operations: ['startFleetRelease', 'getFleetRelease'],
  description: '把代码模板批量发布到站点的小程序，并显示进度（每个站点上传代码、提审、审核通过后发布）',
  flags(command) {
    command
      .requiredOption('--template <id>', '代码模板编号', positiveInteger('模板编号'))
      .requiredOption('--sites <all|id,…>', '全部已授权的站点（all）或站点编号列表', siteList)
      .option('--no-wait', '开始后立即返回，不等待结果')
      .option('--interval <seconds>', '查询进度的间隔秒数', positiveInteger('间隔'), 10);
    jsonOption(command, '以 JSON 输出最终进度');
  },
  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, 'getFleetRelease');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const body =
      options.sites === 'all'
        ? { templateId: options.template, all: true }
        : { templateId: options.template, all: false, siteIds: options.sites };
    const started = await withLogin(settings, () => client.send('startFleetRelease', { body }));
    const id = started.data.id;
    ctx.io.stdout.write(`批量发布 #${id} 已开始：${started.data.userVersion}，共 ${started.data.total} 个站点\n`);
    let last = '';
    for (;;) {
      const now = await withLogin(settings, () => client.send('getFleetRelease', { query: { id } }));
      const line = progress(now.data.counts);
      if (line !== last && !json) ctx.io.stdout.write(`${line}\n`);
      last = line;
      if (options.wait === false || now.data.status !== 'running') {
        if (json) json.write(ctx.io, now.data);
        else
          for (const item of now.data.items.filter((i) => i.status === 'rejected' || i.status === 'failed'))
            ctx.io.stdout.write(`  ${item.siteName}（${item.siteId}）${LABELS[item.status]}：${item.reason || item.explanation}\n`);
        return ExitCode.ok;
      }
      await new Promise((resolve) => setTimeout(resolve, (options.interval ?? 10) * 1000));
    }
  },
};

export interface AppletsRollbackOptions {
  release: number;
  json?: JsonFlag;
}

export const appletsRollbackCommand: CommandSpec<AppletsRollbackOptions> = {
  path: ['applets', 'rollback'],
  operations: ['rollbackFleetRelease'],
  description: '回退一次批量发布：撤回审核中的站点，已发布的站点回到发布前的版本',
  flags(command) {
    command.requiredOption('--release <id>', '批量发布编号', positiveInteger('批量发布编号'));
    jsonOption(command, '以 JSON 输出回退结果');
  },
  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, 'rollbackFleetRelease');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const done = await withLogin(settings, () => client.send('rollbackFleetRelease', { body: { id: options.release } }));
    if (json) json.write(ctx.io, done.data);
    else ctx.io.stdout.write(`${done.description || '已回退'}：${progress(done.data.counts)}\n`);
    return ExitCode.ok;
  },
};
