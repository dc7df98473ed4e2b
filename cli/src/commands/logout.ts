import { isNotLoggedIn } from '../../../sdk';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { requireToken, resolveSettings } from '../settings';

export const logoutCommand: CommandSpec = {
  path: ['logout'],
  description: '退出登录：在服务器上注销令牌，并从配置中删除',

  flags() {},

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    let expired = false;
    try {
      if (settings.kind === 'console') await client.consoleLogout();
      else await client.saasLogout();
    } catch (error) {
      // A token the server no longer knows is logged out already; any other failure keeps it, so the user can retry.
      if (!isNotLoggedIn(error)) throw error;
      expired = true;
    }
    if (settings.tokenSource === 'profile') {
      const { token: _removed, ...rest } = settings.profile ?? {};
      await ctx.config.write(settings.profileName, rest);
    }
    ctx.io.stdout.write(expired ? '已退出登录（服务器上的登录已失效）\n' : '已退出登录\n');
    if (settings.tokenSource === 'env') ctx.io.stderr.write('令牌来自环境变量 COMMCTL_TOKEN，配置文件未改动；请从环境中删除它\n');
    return ExitCode.ok;
  },
};
