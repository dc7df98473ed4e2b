import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface CacheClearOptions {
  yes?: boolean;
  json?: JsonFlag;
}

export const CANCELLED_MESSAGE = '已取消清除缓存';

export const cacheClearCommand: CommandSpec<CacheClearOptions> = {
  path: ['cache', 'clear'],
  operations: ['clearRedisCache', 'clearSiteCache'],
  description: '清除缓存（站点管理中心登录清除服务器缓存，站点控制台登录清除本站缓存），不可撤销',

  flags(command) {
    jsonOption(command.option('-y, --yes', '不再询问，直接清除'), '以 JSON 输出清除结果');
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, settings.kind === 'console' ? 'clearSiteCache' : 'clearRedisCache');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const what = settings.kind === 'console' ? `站点 ${settings.site ?? settings.apiBase} 的缓存` : `服务器 ${settings.apiBase} 的缓存`;
    if (!options.yes) {
      if (!ctx.io.stdinIsTTY) throw usageError('清除缓存不可撤销，需要确认', '非交互环境下请加 --yes 确认');
      // Declining is the user's own choice, not a failure: exit 0, like the console's cancel toast.
      if (!(await ctx.prompt.confirm(`此操作将清除${what}，且不可撤销，是否继续？`))) {
        ctx.io.stdout.write(`${CANCELLED_MESSAGE}\n`);
        return ExitCode.ok;
      }
    }
    const envelope = await withLogin(settings, () =>
      settings.kind === 'console' ? client.send('clearSiteCache') : client.send('clearRedisCache'),
    );
    if (json) json.write(ctx.io, envelope.data);
    else ctx.io.stdout.write(`${envelope.description || `已清除${what}，共 ${envelope.data.removed} 项`}\n`);
    return ExitCode.ok;
  },
};
