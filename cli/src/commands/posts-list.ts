import { ContentStatusLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface PostsListOptions {
  keyword?: string;
  status?: Schema<'ContentStatus'>;
  siteId?: number;
  sectionId?: number;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

type Row = { id: number; title: string; status: Schema<'ContentStatus'>; sectionName: string; author: { name: string }; createdAt: string };

const row = (post: Row, site?: string): string[] => [
  String(post.id),
  ...(site === undefined ? [] : [site]),
  post.title,
  post.sectionName,
  post.author.name,
  ContentStatusLabels[post.status],
  formatBeijingDateTime(post.createdAt),
];

export const postsListCommand: CommandSpec<PostsListOptions> = {
  path: ['posts', 'list'],
  operations: ['getConsolePostList', 'getSaasPostList'],
  description: '列出帖子：站点控制台登录列本站帖子，站点管理中心登录列所有站点的帖子（内容审核）',

  flags(command) {
    command
      .option('--keyword <words>', '按中文关键词搜索标题与正文')
      .option('--status <status>', `按审核状态筛选：${enumChoices(ContentStatusLabels)}`, enumValue('审核状态', ContentStatusLabels))
      .option('--site-id <id>', '站点管理中心：只看这个站点', positiveInteger('站点编号'))
      .option('--section-id <id>', '站点控制台：只看这个版块', positiveInteger('版块编号'))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const console = settings.kind === 'console';
    if (console && options.siteId !== undefined) throw usageError('--site-id 只用于站点管理中心登录', '站点控制台登录只看本站帖子');
    if (!console && options.sectionId !== undefined)
      throw usageError('--section-id 只用于站点控制台登录', '站点管理中心登录请用 --site-id');
    const json = jsonOutput(options.json, console ? 'getConsolePostList' : 'getSaasPostList');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const paging = { keyword: options.keyword, status: options.status, page: options.page, pageSize: options.pageSize };
    if (console) {
      const page = await withLogin(settings, () => client.getConsolePostList({ query: { ...paging, sectionId: options.sectionId } }));
      writePage(ctx.io, page, {
        json,
        headers: ['编号', '标题', '版块', '作者', '状态', '发布时间'],
        row: (p) => row(p),
        noun: '帖子',
        page: options.page,
      });
    } else {
      const page = await withLogin(settings, () => client.getSaasPostList({ query: { ...paging, siteId: options.siteId } }));
      writePage(ctx.io, page, {
        json,
        headers: ['编号', '站点', '标题', '版块', '作者', '状态', '发布时间'],
        row: (p) => row(p, `${p.siteName}（${p.siteId}）`),
        noun: '帖子',
        page: options.page,
      });
    }
    return ExitCode.ok;
  },
};
