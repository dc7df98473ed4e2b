import { ContentStatusLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

export interface QuestionsListOptions {
  keyword?: string;
  status?: Schema<'ContentStatus'>;
  solved?: boolean;
  siteId?: number;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

type Row = {
  id: number;
  title: string;
  typeName: string;
  status: Schema<'ContentStatus'>;
  bounty: number;
  solved: boolean;
  answerCount: number;
  author: { name: string };
  createdAt: string;
};

const row = (q: Row, site?: string): string[] => [
  String(q.id),
  ...(site === undefined ? [] : [site]),
  q.title,
  q.typeName,
  q.author.name,
  ContentStatusLabels[q.status],
  q.bounty ? String(q.bounty) : '-',
  q.solved ? '已解决' : '未解决',
  String(q.answerCount),
  formatBeijingDateTime(q.createdAt),
];

const solvedValue = (text: string): boolean => {
  if (text === 'yes' || text === '是') return true;
  if (text === 'no' || text === '否') return false;
  throw usageError(`--solved 只能是 yes 或 no，而不是 ${text}`, '例如 --solved no 列出未解决的问题');
};

export const questionsListCommand: CommandSpec<QuestionsListOptions> = {
  path: ['questions', 'list'],
  operations: ['getConsoleQuestionList', 'getSaasQuestionList'],
  description: '列出问题：站点控制台登录列本站问题，站点管理中心登录列所有站点的问题（内容审核）',

  flags(command) {
    command
      .option('--keyword <words>', '按中文关键词搜索标题与描述')
      .option('--status <status>', `按审核状态筛选：${enumChoices(ContentStatusLabels)}`, enumValue('审核状态', ContentStatusLabels))
      .option('--solved <yes|no>', '只看已解决（yes）或未解决（no）的问题', solvedValue)
      .option('--site-id <id>', '站点管理中心：只看这个站点', positiveInteger('站点编号'))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const console = settings.kind === 'console';
    if (console && options.siteId !== undefined) throw usageError('--site-id 只用于站点管理中心登录', '站点控制台登录只看本站问题');
    const json = jsonOutput(options.json, console ? 'getConsoleQuestionList' : 'getSaasQuestionList');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const query = {
      keyword: options.keyword,
      status: options.status,
      solved: options.solved,
      page: options.page,
      pageSize: options.pageSize,
    };
    const headers = ['标题', '分类', '提问者', '状态', '悬赏', '解决', '回答', '提问时间'];
    if (console) {
      const page = await withLogin(settings, () => client.getConsoleQuestionList({ query }));
      writePage(ctx.io, page, { json, headers: ['编号', ...headers], row: (q) => row(q), noun: '问题', page: options.page });
    } else {
      const page = await withLogin(settings, () => client.getSaasQuestionList({ query: { ...query, siteId: options.siteId } }));
      writePage(ctx.io, page, {
        json,
        headers: ['编号', '站点', ...headers],
        row: (q) => row(q, `${q.siteName}（${q.siteId}）`),
        noun: '问题',
        page: options.page,
      });
    }
    return ExitCode.ok;
  },
};
