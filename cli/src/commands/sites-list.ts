import { LicenseStatusLabels, LicenseTypeLabels, type OperationQuery, type Schema } from '../../../sdk';
import { formatBeijingDate as formatDate } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { saasClient, withLogin } from '../settings';

type SiteListQuery = OperationQuery<'getSiteList'>;

export interface SitesListOptions {
  masterId?: number;
  keyword?: string;
  categoryId?: number;
  licenseType?: SiteListQuery['licenseType'];
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

const HEADERS = ['编号', '名称', '标识', '域名', '站长', '授权类型', '授权状态', '到期时间', '成员数'];

function row(site: Schema<'Site'>): string[] {
  return [
    String(site.id),
    site.name,
    site.slug,
    site.host,
    site.masterName,
    LicenseTypeLabels[site.licenseType] ?? String(site.licenseType),
    LicenseStatusLabels[site.licenseStatus] ?? site.licenseStatus,
    formatDate(site.licenseExpiresAt, '长期有效'),
    String(site.memberCount),
  ];
}

export const sitesListCommand: CommandSpec<SitesListOptions> = {
  path: ['sites', 'list'],
  operations: ['getSiteList'],
  description: '列出站点（客户看到自己的站点，平台管理员看到全部）',

  flags(command) {
    command
      .option('--master-id <id>', '只看这个账号（站长）的站点，平台管理员可用', positiveInteger('站长编号'))
      .option('--keyword <text>', '按名称或标识搜索')
      .option('--category-id <id>', '按站点分类筛选', positiveInteger('分类编号'))
      .option('--license-type <type>', `按授权类型筛选：${enumChoices(LicenseTypeLabels)}`, enumValue('授权类型', LicenseTypeLabels))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getSiteList');
    const { settings, client } = await saasClient(options, ctx, '站点列表');
    const query: SiteListQuery = {};
    if (options.masterId !== undefined) query.masterId = options.masterId;
    if (options.keyword !== undefined) query.keyword = options.keyword;
    if (options.categoryId !== undefined) query.categoryId = options.categoryId;
    if (options.licenseType !== undefined) query.licenseType = options.licenseType;
    if (options.page !== undefined) query.page = options.page;
    if (options.pageSize !== undefined) query.pageSize = options.pageSize;
    const page = await withLogin(settings, () => client.getSiteList({ query }));

    writePage(ctx.io, page, { json, headers: HEADERS, row, noun: '站点', page: options.page });
    return ExitCode.ok;
  },
};
