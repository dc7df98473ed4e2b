import { ConsoleRoleLabels, type OperationData, SaasRoleLabels } from '../../../sdk';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import type { Io } from '../io';
import { type JsonFlag, type JsonOutput, jsonOption, jsonOutput } from '../json-fields';
import { renderPairs } from '../output';
import { requireToken, resolveSettings, type Settings, withLogin } from '../settings';

export interface WhoamiOptions {
  json?: JsonFlag;
}

const labelsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => labels[v] ?? v).join('、') || '无';

function saasPairs(account: OperationData<'getTokenAccount'>, settings: Settings): [string, string][] {
  return [
    ['服务器', settings.apiBase],
    ['配置', settings.profileName],
    ['登录类型', account.userType === 1 ? '站点管理中心（平台管理员）' : '站点管理中心（客户账号）'],
    ['姓名', account.userName],
    ['手机号', account.accountMobile],
    ['邮箱', account.accountEmail || '未设置'],
    ['权限', labelsOf(account.permissionList, SaasRoleLabels)],
  ];
}

function consolePairs(user: OperationData<'getTokenUser'>, settings: Settings): [string, string][] {
  return [
    ['服务器', settings.apiBase],
    ['配置', settings.profileName],
    ['登录类型', user.userType === 1 ? '站点控制台（站长）' : '站点控制台'],
    ['站点', `${user.siteName}（${user.siteSlug}）`],
    ['登录名', user.account],
    ['姓名', user.userName],
    ['手机号', user.mobile || '未设置'],
    ['角色', labelsOf(user.roles, ConsoleRoleLabels)],
  ];
}

function print(io: Io, json: JsonOutput | undefined, data: unknown, pairs: () => [string, string][]): void {
  if (json) json.write(io, data);
  else io.stdout.write(renderPairs(pairs(), io.stdoutIsTTY));
}

export const whoamiCommand: CommandSpec<WhoamiOptions> = {
  path: ['whoami'],
  operations: ['getTokenAccount', 'getTokenUser'],
  description: '显示当前登录的账号',

  flags(command) {
    jsonOption(command);
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, settings.kind === 'console' ? 'getTokenUser' : 'getTokenAccount');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    if (settings.kind === 'console') {
      const user = await withLogin(settings, () => client.getTokenUser());
      print(ctx.io, json, user, () => consolePairs(user, settings));
    } else {
      const account = await withLogin(settings, () => client.getTokenAccount());
      print(ctx.io, json, account, () => saasPairs(account, settings));
    }
    return ExitCode.ok;
  },
};
