import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface PostsModerateOptions {
  ids: number[];
  reason?: string;
  siteId?: number;
  yes?: boolean;
  json?: JsonFlag;
}

/** One verb of `commctl posts`: the site console's own operation, or the platform's on a site's behalf. */
interface Verb {
  name: 'approve' | 'hide' | 'delete';
  label: string;
  console: 'approvePosts' | 'hidePosts' | 'deletePosts';
  needsReason?: boolean;
  confirms?: boolean;
}

function moderateCommand(verb: Verb): CommandSpec<PostsModerateOptions> {
  return {
    path: ['posts', verb.name],
    operations: [verb.console, 'moderateSaasPosts'],
    description: `${verb.label}帖子（站点控制台登录处理本站；站点管理中心登录需 --site-id，代站点处理并记为平台操作）`,

    flags(command) {
      command
        .argument('<ids...>', '帖子编号，可给多个', (value: string, previous: number[] = []) => [
          ...previous,
          positiveInteger('帖子编号')(value),
        ])
        .option('--site-id <id>', '站点管理中心：帖子所在的站点', positiveInteger('站点编号'));
      if (verb.needsReason) command.option('--reason <text>', `${verb.label}原因（作者可见，必填）`);
      if (verb.confirms) command.option('-y, --yes', '不再询问，直接执行');
      jsonOption(command, '以 JSON 输出处理结果');
    },

    async run(options, ctx) {
      const settings = await resolveSettings(options, ctx);
      const console = settings.kind === 'console';
      if (console && options.siteId !== undefined) throw usageError('--site-id 只用于站点管理中心登录', '站点控制台登录只处理本站帖子');
      if (!console && options.siteId === undefined)
        throw usageError('站点管理中心登录需要 --site-id', `例如 commctl posts ${verb.name} 1024 --site-id 2`);
      const reason = options.reason?.trim();
      if (verb.needsReason && !reason) throw usageError(`${verb.label}需要原因`, '加 --reason <原因>，作者会看到');
      const json = jsonOutput(options.json, console ? verb.console : 'moderateSaasPosts');
      if (verb.confirms && !options.yes) {
        if (!ctx.io.stdinIsTTY) throw usageError(`${verb.label}帖子需要确认`, '非交互环境下请加 --yes 确认');
        if (!(await ctx.prompt.confirm(`将${verb.label} ${options.ids.length} 篇帖子（可在回收站恢复），是否继续？`))) {
          ctx.io.stdout.write(`已取消${verb.label}\n`);
          return ExitCode.ok;
        }
      }
      const client = ctx.createClient(settings.apiBase, requireToken(settings));
      const ids = [...new Set(options.ids)];
      const body = { ids, ...(reason ? { reason } : {}) };
      // The site console answers counts, the platform's operation the ids themselves: both print as counts.
      const data: { changed: number | number[]; skipped: number | number[] } = console
        ? (await withLogin(settings, () => client.send(verb.console, { body }))).data
        : (
            await withLogin(settings, () =>
              client.send('moderateSaasPosts', { body: { ...body, siteId: options.siteId as number, action: verb.name } }),
            )
          ).data;
      const count = (n: number | number[]) => (Array.isArray(n) ? n.length : n);
      const result = { changed: count(data.changed), skipped: count(data.skipped) };
      if (json) json.write(ctx.io, data);
      else
        ctx.io.stdout.write(
          `已${verb.label} ${result.changed} 篇${result.skipped ? `，${result.skipped} 篇的状态不能${verb.label}，已跳过` : ''}\n`,
        );
      return ExitCode.ok;
    },
  };
}

export const postsApproveCommand = moderateCommand({ name: 'approve', label: '通过', console: 'approvePosts' });
export const postsHideCommand = moderateCommand({ name: 'hide', label: '屏蔽', console: 'hidePosts', needsReason: true });
export const postsDeleteCommand = moderateCommand({ name: 'delete', label: '删除', console: 'deletePosts', confirms: true });
