import { Command, type CommanderError } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import type { CommandSpec } from './command-spec';
import { adminsGrantCommand } from './commands/admins-grant';
import { adminsListCommand } from './commands/admins-list';
import { adminsRevokeCommand } from './commands/admins-revoke';
import { apiCommand } from './commands/api';
import { appletsReleaseCommand, appletsRollbackCommand } from './commands/applets';
import { cacheClearCommand } from './commands/cache-clear';
import { exportUsersCommand } from './commands/export-users';
import { licencesShowCommand } from './commands/licences-show';
import { loginCommand } from './commands/login';
import { logoutCommand } from './commands/logout';
import { logsListCommand } from './commands/logs-list';
import { logsVerifyCommand } from './commands/logs-verify';
import {
  giftsCategoriesCommand,
  giftsListCommand,
  mallOrdersListCommand,
  mallOrdersShipCommand,
  pointsAdjustCommand,
  pointsCheckCommand,
  pointsRecordsCommand,
} from './commands/mall-points';
import {
  oauthClientsCreateCommand,
  oauthClientsDeleteCommand,
  oauthClientsListCommand,
  oauthClientsRotateSecretCommand,
} from './commands/oauth-clients';
import { ordersListCommand } from './commands/orders-list';
import { ordersShowCommand } from './commands/orders-show';
import { postsListCommand } from './commands/posts-list';
import { postsApproveCommand, postsDeleteCommand, postsHideCommand } from './commands/posts-moderate';
import { postsShowCommand } from './commands/posts-show';
import { questionsListCommand } from './commands/questions-list';
import { reportsListCommand, reportsResolveCommand } from './commands/reports';
import { siteSetupExportCommand, siteSetupImportCommand } from './commands/site-setup';
import { sitesDomainAddCommand, sitesDomainListCommand, sitesDomainVerifyCommand } from './commands/sites-domain';
import { sitesListCommand } from './commands/sites-list';
import { ssoSetCommand } from './commands/sso-set';
import { ssoShowCommand } from './commands/sso-show';
import { statsFlowCommand, statsMonthCommand, statsSmsCommand } from './commands/stats';
import { tasksListCommand, tasksRunCommand } from './commands/tasks';
import { usersListCommand } from './commands/users-list';
import { usersBanCommand, usersMuteCommand } from './commands/users-sanction';
import { usersShowCommand } from './commands/users-show';
import { usersUnbanCommand } from './commands/users-unban';
import { whoamiCommand } from './commands/whoami';
import { workOrdersCloseCommand, workOrdersListCommand, workOrdersReplyCommand, workOrdersShowCommand } from './commands/workorders';
import type { CommandContext } from './context';
import { operationShape, tagDescription } from './contract';
import { SilentExit, usageError } from './errors';
import { ExitCode } from './exit-codes';
import { generatedCommands } from './generated-commands';
import { DEFAULT_SERVER } from './server-url';
import { translateCommanderError } from './usage-errors';

/** The hand-written commands: they win over generated ones with the same words. */
export const handWrittenCommands: CommandSpec[] = [
  loginCommand,
  logoutCommand,
  whoamiCommand,
  apiCommand,
  sitesListCommand,
  sitesDomainAddCommand,
  sitesDomainVerifyCommand,
  sitesDomainListCommand,
  siteSetupExportCommand,
  siteSetupImportCommand,
  ssoShowCommand,
  ssoSetCommand,
  oauthClientsListCommand,
  oauthClientsCreateCommand,
  oauthClientsRotateSecretCommand,
  oauthClientsDeleteCommand,
  ordersListCommand,
  ordersShowCommand,
  licencesShowCommand,
  postsListCommand,
  questionsListCommand,
  workOrdersListCommand,
  workOrdersShowCommand,
  workOrdersReplyCommand,
  workOrdersCloseCommand,
  postsShowCommand,
  postsApproveCommand,
  postsHideCommand,
  postsDeleteCommand,
  reportsListCommand,
  reportsResolveCommand,
  cacheClearCommand,
  appletsReleaseCommand,
  appletsRollbackCommand,
  pointsRecordsCommand,
  pointsAdjustCommand,
  pointsCheckCommand,
  giftsListCommand,
  giftsCategoriesCommand,
  mallOrdersListCommand,
  mallOrdersShipCommand,
  statsFlowCommand,
  statsMonthCommand,
  statsSmsCommand,
  tasksListCommand,
  tasksRunCommand,
  usersListCommand,
  usersShowCommand,
  usersMuteCommand,
  usersBanCommand,
  usersUnbanCommand,
  adminsListCommand,
  adminsGrantCommand,
  adminsRevokeCommand,
  logsListCommand,
  logsVerifyCommand,
  exportUsersCommand,
];

/** Every command: the hand-written ones, then one read-only command per GET operation of the contract they leave (generated-commands.ts). */
export const commands: CommandSpec[] = [...handWrittenCommands, ...generatedCommands(handWrittenCommands)];

const groupDescriptions: Record<string, string> = {
  sites: '管理站点',
  domain: '站点的自定义域名：添加、验证与列表',
  'site-setup': '站点外观（导航、幻灯片、友情链接、主题）的导出与导入（站点控制台）',
  sso: '本站的单点登录设置：查看与修改（站点控制台）',
  orders: '查看订单',
  licences: '查看站点授权（也可写作 licenses）',
  posts: '查看与审核帖子',
  reports: '查看与处理举报',
  cache: '管理缓存',
  points: '积分流水、调整与对账（站点控制台）',
  gifts: '积分商城的礼品（站点控制台）',
  mall: '积分商城的兑换订单（站点控制台）',
  stats: '查看统计：流量、月度与短信费用',
  tasks: '查看与执行后台任务',
  users: '本站成员：列表、详情、禁言、封禁与解除（站点控制台）',
  admins: '本站管理员与权限（站点控制台）',
  logs: '操作日志与哈希链校验（--saas 为平台的）',
  export: '导出数据（站点控制台）',
};

// Both spellings work: British in the name, as the product writes it, and American as many operators type it.
const groupAliases: Record<string, string[]> = {
  licences: ['licenses'],
};

const helpTitles: Record<string, string> = {
  'Usage:': '用法：',
  'Arguments:': '参数：',
  'Options:': '选项：',
  'Global Options:': '全局选项：',
  'Commands:': '命令：',
};

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

function onCommanderExit(error: CommanderError, command: Command): never {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') throw new SilentExit(ExitCode.ok);
  // `commctl help sites` exits 0; help printed in place of a missing subcommand (`commctl sites`) means the line was incomplete.
  if (error.code === 'commander.help') throw new SilentExit(error.exitCode === 0 ? ExitCode.ok : ExitCode.usage);
  throw usageError(translateCommanderError(error, commandPath(command)), `运行 ${commandPath(command)} --help 查看用法`);
}

/** Chinese help and errors, output through the injected streams, and no process.exit from commander. */
function localize(command: Command, ctx: CommandContext): void {
  const grouped = command.commands.length > 0;
  command
    .exitOverride((error) => onCommanderExit(error, command))
    .configureOutput({
      writeOut: (text) => ctx.io.stdout.write(text),
      writeErr: (text) => ctx.io.stderr.write(text),
      // Parse errors are printed once, translated, by runCli.
      outputError: () => {},
    })
    .configureHelp({ styleTitle: (title) => helpTitles[title] ?? title, subcommandTerm: (sub) => sub.name(), showGlobalOptions: true })
    .helpOption('-h, --help', '显示帮助')
    .usage(grouped ? '<命令> [选项]' : '[选项]');
  if (grouped) command.helpCommand('help [命令]', '显示命令的帮助');
  for (const sub of command.commands) localize(sub, ctx);
}

// A generated group is described by its tag in the contract (站点的积分类型、积分规则与积分流水).
function groupDescription(name: string): string {
  if (groupDescriptions[name]) return groupDescriptions[name];
  const spec = commands.find((c) => c.path[0] === name && c.operations?.length);
  return (spec?.operations && tagDescription(operationShape(spec.operations[0]).tag)) ?? name;
}

function subcommand(parent: Command, name: string): Command {
  return (
    parent.commands.find((c) => c.name() === name) ??
    parent
      .command(name)
      .description(groupDescription(name))
      .aliases(groupAliases[name] ?? [])
  );
}

// Positional arguments reach run by name beside the options: `orders show <id>` gives `options.id`.
function argumentsOf(command: Command): Record<string, unknown> {
  return Object.fromEntries(command.registeredArguments.map((argument, i) => [argument.name(), command.processedArgs[i]]));
}

/** The commander tree: wiring only. Each action hands parsed options to its command's run function and records the exit code. */
export function buildProgram(ctx: CommandContext, onExitCode: (code: number) => void): Command {
  const program = new Command('commctl')
    .description('Commune 运维命令行：登录站点管理中心或站点控制台，管理站点与缓存，查看订单与授权')
    .option('--server <url>', `服务器地址（默认 ${DEFAULT_SERVER}；环境变量 COMMCTL_SERVER）`)
    .option('--profile <name>', '配置名（默认 default）')
    .version(packageJson.version, '-V, --version', '显示版本号');
  for (const spec of commands) {
    const parent = spec.path.slice(0, -1).reduce(subcommand, program);
    const command = parent.command(spec.path[spec.path.length - 1]).description(spec.description);
    spec.flags(command);
    // commander passes the arguments, then the options, then the command itself.
    command.action(async (...args: unknown[]) => {
      const self = args.at(-1) as Command;
      onExitCode(await spec.run({ ...self.optsWithGlobals(), ...argumentsOf(self) }, ctx));
    });
  }
  localize(program, ctx);
  return program;
}
