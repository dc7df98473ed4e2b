// The people of a site, for a site console profile: `users list|show|mute|ban|unban` (members and their sanctions),
// `admins list|grant|revoke` (site administrators and their console roles), and `logs list|verify` (the tamper-evident
// operation log; `--saas` for the platform's on a SaaS profile).
import { ConsoleRoleLabels, MemberStateLabels, type OperationId, SanctionKindLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { CliError, usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { renderPairs, writeJson, writePage } from '../output';
import { calendarDay, enumChoices, enumValue, positiveInteger } from '../parse';
import { withLogin } from '../settings';

type Member = Schema<'MemberSummary'>;
type Role = Schema<'ConsoleRole'>;

const stateOf = (m: Member) =>
  m.bannedUntil
    ? `封禁至 ${formatBeijingDateTime(m.bannedUntil)}`
    : m.mutedUntil
      ? `禁言至 ${formatBeijingDateTime(m.mutedUntil)}`
      : '正常';

export interface UsersListOptions {
  keyword?: string;
  state?: Schema<'MemberState'>;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

export const usersListCommand: CommandSpec<UsersListOptions> = {
  path: ['users', 'list'],
  operations: ['getConsoleUserList'],
  description: '列出本站成员（站点控制台登录）：登录名、昵称、手机号、等级、声望、状态与最近登录',
  flags(command) {
    command
      .option('--keyword <words>', '登录名、昵称或手机号的一部分')
      .option('--state <state>', `按状态筛选：${enumChoices(MemberStateLabels)}`, enumValue('状态', MemberStateLabels))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },
  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getConsoleUserList');
    const { settings, client } = await clientFor('getConsoleUserList', options, ctx, '成员列表');
    const query = { keyword: options.keyword, state: options.state, page: options.page, pageSize: options.pageSize };
    const data = await withLogin(settings, () => client.getConsoleUserList({ query }));
    writePage(ctx.io, data, {
      json,
      headers: ['编号', '登录名', '昵称', '手机号', '等级', '声望', '状态', '注册时间', '最近登录'],
      row: (m) => [
        String(m.id),
        m.account,
        m.userName,
        m.mobile || '—',
        m.rankName || '—',
        String(m.points),
        stateOf(m),
        formatBeijingDateTime(m.createdAt),
        formatBeijingDateTime(m.lastLoginAt, '从未登录'),
      ],
      noun: '成员',
      page: options.page,
    });
    return ExitCode.ok;
  },
};

export const usersShowCommand: CommandSpec<{ user: string; json?: boolean }> = {
  path: ['users', 'show'],
  operations: ['getSiteUserSanctionList'],
  description: '查看一位成员：资料、状态与禁言封禁记录（<user> 是编号或登录名）',
  flags(command) {
    command.argument('<user>', '成员编号或登录名').option('--json', '以 JSON 输出（成员与处罚记录）');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('getConsoleUserList', options, ctx, '成员');
    const wanted = options.user.trim();
    const byId = /^[1-9][0-9]{0,15}$/.test(wanted) ? Number(wanted) : undefined;
    let found: Member | undefined;
    // A login name is searched for; a number is looked for page by page (the list has no lookup by id).
    for (let page = 1; page <= 100 && !found; page += 1) {
      const data = await withLogin(settings, () =>
        client.getConsoleUserList({ query: { page, pageSize: 100, ...(byId ? {} : { keyword: wanted }) } }),
      );
      found = data.list.find((m) => (byId ? m.id === byId : m.account.toLowerCase() === wanted.toLowerCase()));
      if (page * 100 >= data.total) break;
    }
    if (!found) throw new CliError(`找不到成员：${wanted}`, ExitCode.failure);
    const member = found;
    const sanctions = await withLogin(settings, () => client.getSiteUserSanctionList({ query: { userId: member.id } }));
    if (options.json) {
      writeJson(ctx.io, { member, sanctions: sanctions.list });
      return ExitCode.ok;
    }
    const pairs: [string, string][] = [
      ['编号', String(member.id)],
      ['登录名', member.account],
      ['昵称', member.userName],
      ['手机号', member.mobile || '—'],
      ['等级', member.rankName || '—'],
      ['声望', String(member.points)],
      ['状态', stateOf(member)],
      ['注册时间', formatBeijingDateTime(member.createdAt)],
      ['最近登录', formatBeijingDateTime(member.lastLoginAt, '从未登录')],
    ];
    ctx.io.stdout.write(renderPairs(pairs, ctx.io.stdoutIsTTY));
    ctx.io.stdout.write(sanctions.list.length ? '\n处罚记录：\n' : '\n没有处罚记录\n');
    for (const s of sanctions.list)
      ctx.io.stdout.write(
        `  ${SanctionKindLabels[s.kind]} ${formatBeijingDateTime(s.startsAt)} 至 ${formatBeijingDateTime(s.endsAt)}，原因：${s.reason}（${s.actorName || '系统'}）${s.liftedAt ? `，已于 ${formatBeijingDateTime(s.liftedAt)} 解除` : s.active ? '，生效中' : ''}\n`,
      );
    return ExitCode.ok;
  },
};

function sanctionCommand(kind: Schema<'SanctionKind'>): CommandSpec<{ userId: number; days: number; reason?: string; json?: boolean }> {
  const op: OperationId = kind === 'ban' ? 'banSiteUser' : 'muteSiteUser';
  const label = SanctionKindLabels[kind];
  return {
    path: ['users', kind],
    operations: [op],
    description: `${label}一位成员若干天（原因会告诉该成员）`,
    flags(command) {
      command
        .argument('<userId>', '成员编号', positiveInteger('成员编号'))
        .requiredOption('--days <n>', '天数（1～3650）', positiveInteger('天数'))
        .option('--reason <text>', '原因（成员可见，必填）')
        .option('--json', '以 JSON 输出处罚记录');
    },
    async run(options, ctx) {
      const reason = options.reason?.trim();
      if (!reason) throw usageError(`${label}需要原因`, '加 --reason <原因>，成员会看到');
      const { settings, client } = await clientFor(op, options, ctx, `${label}成员`);
      const body = { userId: options.userId, days: options.days, reason };
      const { data, description } = await withLogin(settings, () => client.send(op as 'banSiteUser', { body }));
      if (options.json) writeJson(ctx.io, data);
      else ctx.io.stdout.write(`${description || `已${label}`}：成员 ${data.userId}，至 ${formatBeijingDateTime(data.endsAt)}\n`);
      return ExitCode.ok;
    },
  };
}

export const usersMuteCommand = sanctionCommand('mute');
export const usersBanCommand = sanctionCommand('ban');

export const usersUnbanCommand: CommandSpec<{ userId: number; kind?: Schema<'SanctionKind'>; json?: boolean }> = {
  path: ['users', 'unban'],
  operations: ['liftSiteUserSanction'],
  description: '解除一位成员的封禁（--kind mute 解除禁言）',
  flags(command) {
    command
      .argument('<userId>', '成员编号', positiveInteger('成员编号'))
      .option('--kind <kind>', `解除哪种处罚：${enumChoices(SanctionKindLabels)}（默认 ban）`, enumValue('处罚', SanctionKindLabels))
      .option('--json', '以 JSON 输出结果');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('liftSiteUserSanction', options, ctx, '解除处罚');
    const kind = options.kind ?? 'ban';
    const { data, description } = await withLogin(settings, () =>
      client.send('liftSiteUserSanction', { body: { userId: options.userId, kind } }),
    );
    if (options.json) writeJson(ctx.io, data);
    else ctx.io.stdout.write(`${description || '已解除'}：成员 ${options.userId} 的${SanctionKindLabels[kind]}\n`);
    return ExitCode.ok;
  },
};

const rolesText = (roles: readonly Role[]) => roles.map((r) => `${ConsoleRoleLabels[r]}（${r}）`).join('、');

export const adminsListCommand: CommandSpec<{ keyword?: string; json?: JsonFlag }> = {
  path: ['admins', 'list'],
  operations: ['getSiteAdminList'],
  description: '列出本站管理员与他们的控制台权限',
  flags(command) {
    command.option('--keyword <words>', '登录名或昵称的一部分');
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },
  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getSiteAdminList');
    const { settings, client } = await clientFor('getSiteAdminList', options, ctx, '管理员列表');
    const data = await withLogin(settings, () => client.getSiteAdminList({ query: { keyword: options.keyword } }));
    writePage(ctx.io, data, {
      json,
      headers: ['编号', '登录名', '昵称', '身份', '权限', '最近登录'],
      row: (a) => [
        String(a.id),
        a.account,
        a.userName,
        a.userType === 1 ? '站长' : '管理员',
        a.userType === 1 ? '全部' : rolesText(a.roles),
        formatBeijingDateTime(a.lastLoginAt, '从未登录'),
      ],
      noun: '管理员',
    });
    return ExitCode.ok;
  },
};

const roleList = (value: string): Role[] => {
  const roles = value.split(',').map((r) => r.trim());
  const parse = enumValue('权限', ConsoleRoleLabels);
  return roles.map((r) => parse(r) as Role);
};

export const adminsGrantCommand: CommandSpec<{ userId: number; roles: Role[]; json?: boolean }> = {
  path: ['admins', 'grant'],
  operations: ['grantSiteAdmin'],
  description: '任命一位成员为管理员，给予一组控制台权限（只能给自己拥有的权限）',
  flags(command) {
    command
      .argument('<userId>', '成员编号', positiveInteger('成员编号'))
      .requiredOption('--roles <list>', `权限，逗号分隔：${enumChoices(ConsoleRoleLabels)}`, roleList)
      .option('--json', '以 JSON 输出管理员');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('grantSiteAdmin', options, ctx, '任命管理员');
    const { data, description } = await withLogin(settings, () =>
      client.send('grantSiteAdmin', { body: { userId: options.userId, roles: [...new Set(options.roles)] as never } }),
    );
    if (options.json) writeJson(ctx.io, data);
    else ctx.io.stdout.write(`${description || '已任命'}：${data.userName}（${data.id}），权限 ${rolesText(data.roles)}\n`);
    return ExitCode.ok;
  },
};

export const adminsRevokeCommand: CommandSpec<{ userId: number; yes?: boolean }> = {
  path: ['admins', 'revoke'],
  operations: ['revokeSiteAdmin'],
  description: '撤销一位管理员的全部控制台权限（仍是本站成员）',
  flags(command) {
    command.argument('<userId>', '管理员编号', positiveInteger('管理员编号')).option('-y, --yes', '不再询问，直接执行');
  },
  async run(options, ctx) {
    if (!options.yes) {
      if (!ctx.io.stdinIsTTY) throw usageError('撤销管理员需要确认', '非交互环境下请加 --yes 确认');
      if (!(await ctx.prompt.confirm(`将撤销管理员 ${options.userId} 的全部权限，是否继续？`))) {
        ctx.io.stdout.write('已取消\n');
        return ExitCode.ok;
      }
    }
    const { settings, client } = await clientFor('revokeSiteAdmin', options, ctx, '撤销管理员');
    const { description } = await withLogin(settings, () => client.send('revokeSiteAdmin', { body: { userId: options.userId } }));
    ctx.io.stdout.write(`${description || '已撤销'}：管理员 ${options.userId}\n`);
    return ExitCode.ok;
  },
};

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

export const logsVerifyCommand: CommandSpec<{ saas?: boolean; json?: boolean }> = {
  path: ['logs', 'verify'],
  operations: ['verifyOperationLog', 'verifyPlatformOperationLog'],
  description: '校验操作日志的哈希链：完整，或从哪一条起断开（断开时退出码为 1）',
  flags(command) {
    command.option('--saas', '平台的操作日志（站点管理中心登录）').option('--json', '以 JSON 输出校验结果');
  },
  async run(options, ctx) {
    const op = options.saas ? 'verifyPlatformOperationLog' : 'verifyOperationLog';
    const { settings, client } = await clientFor(op, options, ctx, '操作日志');
    const { data } = await withLogin(settings, () => client.send(op, {}));
    if (options.json) writeJson(ctx.io, data);
    else if (data.valid) ctx.io.stdout.write(`日志链完整：已逐条校验 ${data.checked} 条，最新哈希 ${data.headHash}\n`);
    else ctx.io.stdout.write(`日志链从第 ${data.brokenAt} 条起断开：${data.reason}；之前的 ${data.checked} 条完整\n`);
    return data.valid ? ExitCode.ok : ExitCode.failure;
  },
};
