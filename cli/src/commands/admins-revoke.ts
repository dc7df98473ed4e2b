// `admins revoke`: takes every console role from an administrator (after asking).
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { positiveInteger } from '../parse';
import { withLogin } from '../settings';

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
