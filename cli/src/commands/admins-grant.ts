// `admins grant`: makes a member an administrator with a set of console roles.
import { ConsoleRoleLabels } from '../../../sdk';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { writeJson } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { withLogin } from '../settings';
import { type Role, rolesText } from './admins-list';

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
