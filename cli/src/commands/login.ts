import { type Command, Option } from 'commander';
import type { CommandSpec } from '../command-spec';
import { checkProfileName, type ProfileKind } from '../config-store';
import type { CommandContext } from '../context';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { checkSiteSlug, siteUrl } from '../server-url';
import { DEFAULT_PROFILE, resolveServer } from '../settings';

export interface LoginOptions {
  saas?: boolean;
  site?: string;
  console?: boolean;
  account?: string;
  password?: string;
  passwordStdin?: boolean;
  json?: JsonFlag;
}

async function readAccount(options: LoginOptions, kind: ProfileKind, ctx: CommandContext): Promise<string> {
  if (options.account !== undefined) {
    if (!options.account.trim()) throw usageError('账号不能为空');
    return options.account.trim();
  }
  if (!ctx.io.stdinIsTTY) throw usageError('缺少必需的选项：--account <account>', '非交互环境下请用 --account 提供账号');
  const account = (await ctx.prompt.text(kind === 'console' ? '账号（登录名或手机号）：' : '账号（手机号或邮箱）：')).trim();
  if (!account) throw usageError('账号不能为空');
  return account;
}

async function readPassword(options: LoginOptions, ctx: CommandContext): Promise<string> {
  if (options.passwordStdin) {
    // One trailing newline is what `echo` and here-strings add; anything else belongs to the password.
    const password = (await ctx.readStdin()).replace(/\r?\n$/, '');
    if (!password) throw usageError('从标准输入读到的密码为空');
    return password;
  }
  if (options.password !== undefined) {
    if (!options.password) throw usageError('密码不能为空');
    return options.password;
  }
  if (!ctx.io.stdinIsTTY)
    throw usageError('缺少必需的选项：--password-stdin 或 --password <password>', '非交互环境下请用 --password-stdin 从标准输入提供密码');
  const password = await ctx.prompt.password('密码：');
  if (!password) throw usageError('密码不能为空');
  return password;
}

export const loginCommand: CommandSpec<LoginOptions> = {
  path: ['login'],
  operations: ['saasLogin', 'consoleLogin', 'getTokenAccount', 'getTokenUser'],
  description: '登录站点管理中心（默认）或某个站点的控制台，并把令牌保存到配置中',

  flags(command: Command) {
    command
      .addOption(new Option('--saas', '登录站点管理中心（默认）').conflicts(['site', 'console']))
      .option('--site <slug>', '登录该站点的控制台（请求发往 {站点标识}.{服务器域名}）')
      .option('--console', '登录站点控制台，--server 已是站点自己的地址')
      .option('--account <account>', '账号：站点管理中心用手机号或邮箱，站点控制台用登录名或手机号')
      .addOption(new Option('--password <password>', '密码（会留在命令历史里，脚本中请用 --password-stdin）').conflicts('passwordStdin'))
      .option('--password-stdin', '从标准输入读取密码');
    jsonOption(command, '以 JSON 输出登录的账号信息');
  },

  async run(options, ctx) {
    const profileName = checkProfileName(options.profile ?? DEFAULT_PROFILE);
    const [server] = resolveServer(options.server, ctx, await ctx.config.read(profileName));
    const kind: ProfileKind = options.site !== undefined || options.console ? 'console' : 'saas';
    const site = options.site !== undefined ? checkSiteSlug(options.site) : undefined;
    const apiBase = site ? siteUrl(server, site) : server;
    const json = jsonOutput(options.json, kind === 'console' ? 'getTokenUser' : 'getTokenAccount');
    const body = { account: await readAccount(options, kind, ctx), password: await readPassword(options, ctx) };

    const client = ctx.createClient(apiBase);
    const { token } = kind === 'console' ? await client.consoleLogin({ body }) : await client.saasLogin({ body });
    await ctx.config.write(profileName, { server, kind, site, token });

    const signedIn = ctx.createClient(apiBase, token);
    if (kind === 'console') {
      const user = await signedIn.getTokenUser();
      if (json) json.write(ctx.io, user);
      else ctx.io.stdout.write(`已登录站点控制台 ${user.siteName}（${apiBase}）：${user.userName}（${user.account}）\n`);
    } else {
      const account = await signedIn.getTokenAccount();
      if (json) json.write(ctx.io, account);
      else ctx.io.stdout.write(`已登录站点管理中心（${apiBase}）：${account.userName}（${account.accountMobile}）\n`);
    }
    if (!options.json) ctx.io.stderr.write(`登录信息已保存到配置 ${profileName}\n`);
    return ExitCode.ok;
  },
};
