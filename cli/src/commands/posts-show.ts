import { ContentStatusLabels } from '../../../sdk';
import { formatBeijingDateTime, plainLines } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { renderPairs } from '../output';
import { positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface PostsShowOptions {
  id: number;
  json?: JsonFlag;
}

export const postsShowCommand: CommandSpec<PostsShowOptions> = {
  path: ['posts', 'show'],
  operations: ['getConsolePost'],
  description: '查看本站一篇帖子：状态、标记、计数、正文与审核记录（站点控制台登录）',

  flags(command) {
    jsonOption(command.argument('<id>', '帖子编号（posts list 的“编号”列）', positiveInteger('帖子编号')));
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    if (settings.kind !== 'console')
      throw usageError(
        'posts show 需要站点控制台登录',
        '用 commctl login --site <标识> 登录站点控制台；站点管理中心请用 posts list --site-id',
      );
    const json = jsonOutput(options.json, 'getConsolePost');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const post = await withLogin(settings, () => client.getConsolePost({ query: { id: options.id } }));
    if (json) {
      json.write(ctx.io, post);
      return ExitCode.ok;
    }
    const flags = [post.pinned && '置顶', post.featured && '精华', post.locked && '锁定'].filter(Boolean).join('、') || '无';
    const pairs: [string, string][] = [
      ['编号', String(post.id)],
      ['标题', post.title],
      ['版块', post.sectionName],
      ['作者', post.author.name],
      ['状态', ContentStatusLabels[post.status]],
      ...(post.reason ? ([['原因', post.reason]] as [string, string][]) : []),
      ['标记', flags],
      ['评论/点赞/浏览', `${post.commentCount} / ${post.likeCount} / ${post.viewCount}`],
      ['发布时间', formatBeijingDateTime(post.createdAt)],
    ];
    ctx.io.stdout.write(`${renderPairs(pairs, ctx.io.stdoutIsTTY)}\n${plainLines(post.content)}\n`);
    return ExitCode.ok;
  },
};
