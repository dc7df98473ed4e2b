// `admins list`: the site's administrators and their console roles.
import { ConsoleRoleLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { withLogin } from '../settings';

export type Role = Schema<'ConsoleRole'>;

export const rolesText = (roles: readonly Role[]) => roles.map((r) => `${ConsoleRoleLabels[r]}（${r}）`).join('、');

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
