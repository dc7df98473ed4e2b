// commctl export users: starts a member data export (createUserExport) with filter flags, waits for it with a progress
// line on stderr, then fetches the file through a one-time link (createUserExportDownload) and saves it.
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { MemberStateLabels, type Schema, UserExportFieldLabels, UserExportFieldValues, UserExportFormatLabels } from '../../../sdk';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { CliError, usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { calendarDay, enumChoices, enumValue, positiveInteger } from '../parse';
import { withLogin } from '../settings';

type Field = Schema<'UserExportField'>;

export interface ExportUsersOptions {
  keyword?: string;
  state?: Schema<'MemberState'>;
  rankId?: number;
  registeredFrom?: string;
  registeredTo?: string;
  activeFrom?: string;
  activeTo?: string;
  fields?: Field[];
  fullMobile?: boolean;
  format?: Schema<'UserExportFormat'>;
  output?: string;
  json?: boolean;
}

/** The server's default fields when none are given. */
export const DEFAULT_FIELDS: Field[] = ['id', 'account', 'userName', 'mobile', 'rank', 'points', 'createdAt', 'lastLoginAt', 'state'];
const POLL_MS = 1000;
/** About ten minutes of polls. */
const MAX_POLLS = 600;

const fieldList = (value: string): Field[] => {
  const parse = enumValue('字段', UserExportFieldLabels);
  return value.split(',').map((f) => parse(f.trim()) as Field);
};

export const exportUsersCommand: CommandSpec<ExportUsersOptions> = {
  path: ['export', 'users'],
  operations: ['createUserExport', 'getUserExport', 'createUserExportDownload'],
  description: '导出本站成员为 Excel 或 CSV（后台生成，等待时在 stderr 显示进度，完成后保存文件）',
  flags(command) {
    command
      .option('--keyword <words>', '登录名、昵称或手机号的一部分')
      .option('--state <state>', `按状态筛选：${enumChoices(MemberStateLabels)}`, enumValue('状态', MemberStateLabels))
      .option('--rank-id <id>', '只导出这个等级的成员', positiveInteger('等级编号'))
      .option('--registered-from <YYYY-MM-DD>', '注册日期从（北京时间）', calendarDay('注册开始日期'))
      .option('--registered-to <YYYY-MM-DD>', '注册日期至', calendarDay('注册结束日期'))
      .option('--active-from <YYYY-MM-DD>', '最近活跃从', calendarDay('最近活跃开始日期'))
      .option('--active-to <YYYY-MM-DD>', '最近活跃至', calendarDay('最近活跃结束日期'))
      .option('--fields <list>', `字段，逗号分隔：${UserExportFieldValues.join(',')}（默认 ${DEFAULT_FIELDS.join(',')}）`, fieldList)
      .option('--full-mobile', '导出完整手机号（默认打码）')
      .option(
        '--format <format>',
        `文件格式：${enumChoices(UserExportFormatLabels)}（默认 xlsx）`,
        enumValue('格式', UserExportFormatLabels),
      )
      .option('-o, --output <file>', '保存到这个文件（默认用服务器给的文件名，存在当前目录）')
      .option('--json', '完成后以 JSON 输出导出记录与保存的文件');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('createUserExport', options, ctx, '成员数据导出');
    const filters: Schema<'UserExportFilters'> = {};
    if (options.keyword?.trim()) filters.keyword = options.keyword.trim();
    if (options.state) filters.state = options.state;
    if (options.rankId) filters.rankId = options.rankId;
    for (const key of ['registeredFrom', 'registeredTo', 'activeFrom', 'activeTo'] as const) if (options[key]) filters[key] = options[key];
    if (filters.registeredFrom && filters.registeredTo && filters.registeredFrom > filters.registeredTo)
      throw usageError('注册开始日期不能晚于结束日期');
    if (filters.activeFrom && filters.activeTo && filters.activeFrom > filters.activeTo)
      throw usageError('最近活跃开始日期不能晚于结束日期');
    const fields = UserExportFieldValues.filter((f) => (options.fields ?? DEFAULT_FIELDS).includes(f));
    const body = {
      filters,
      fields,
      mobile: options.fullMobile ? ('full' as const) : ('masked' as const),
      format: options.format ?? 'xlsx',
    };
    const created = await withLogin(settings, () => client.send('createUserExport', { body }));
    let record = created.data;
    const progress = (r: Schema<'UserExport'>) =>
      ctx.io.stderr.write(`\r导出中 ${String(r.progress).padStart(3)}%，已写入 ${r.rows} 位成员`);
    for (let poll = 0; record.status === 'queued' || record.status === 'running'; poll += 1) {
      if (poll >= MAX_POLLS)
        throw new CliError(`导出 ${record.id} 仍未完成，稍后用 commctl api getUserExport -F id=${record.id} 查看`, ExitCode.failure);
      progress(record);
      await ctx.sleep(POLL_MS);
      record = await withLogin(settings, () => client.getUserExport({ query: { id: record.id } }));
    }
    progress(record);
    ctx.io.stderr.write('\n');
    if (record.status === 'failed') throw new CliError(record.error || '导出失败', ExitCode.failure);
    const link = (await withLogin(settings, () => client.send('createUserExportDownload', { body: { id: record.id } }))).data;
    const file = await ctx.download(new URL(link.url, settings.apiBase).toString());
    if (file.status !== 200) throw new CliError(`下载失败（HTTP ${file.status}）`, ExitCode.failure);
    // The server's name is only a name: never a path.
    const path = options.output ?? basename(file.fileName ?? link.fileName);
    await writeFile(path, file.bytes);
    if (options.json) ctx.io.stdout.write(`${JSON.stringify({ export: record, file: path, bytes: file.bytes.length }, null, 2)}\n`);
    else ctx.io.stdout.write(`已导出 ${record.rows} 位成员，保存到 ${path}（${file.bytes.length} 字节）\n`);
    return ExitCode.ok;
  },
};
