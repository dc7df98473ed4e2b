import { LicenseStatusLabels, LicenseTypeLabels, type OperationQuery, type Schema } from '../../../sdk';
import type { CommandSpec } from '../command-spec';
import { CliError } from '../errors';
import { ExitCode } from '../exit-codes';
import { formatDate, renderTable, renderTsv, writeJson } from '../output';
import { enumValue, positiveInteger } from '../parse';
import { loginCommand, requireToken, resolveSettings, withLogin } from '../settings';

type SiteListQuery = OperationQuery<'getSiteList'>;

export interface SitesListOptions {
  masterId?: number;
  keyword?: string;
  categoryId?: number;
  licenseType?: SiteListQuery['licenseType'];
  page?: number;
  pageSize?: number;
  json?: boolean;
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
  description: '列出站点（客户看到自己的站点，平台管理员看到全部）',

  flags(command) {
    command
      .option('--master-id <id>', '只看这个账号（站长）的站点，平台管理员可用', positiveInteger('站长编号'))
      .option('--keyword <text>', '按名称或标识搜索')
      .option('--category-id <id>', '按站点分类筛选', positiveInteger('分类编号'))
      .option('--license-type <type>', '按授权类型筛选：1 基础版、2 专业版、3 旗舰版', enumValue('授权类型', LicenseTypeLabels))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'))
      .option('--json', '以 JSON 输出（列表与总数）');
  },

  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    if (settings.kind === 'console')
      throw new CliError(
        `站点列表属于站点管理中心，而配置 ${settings.profileName} 登录的是站点控制台`,
        ExitCode.notLoggedIn,
        `请运行 ${loginCommand({ ...settings, kind: 'saas' })} 登录站点管理中心（可用 --profile 另存一份配置）`,
      );
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const query: SiteListQuery = {};
    if (options.masterId !== undefined) query.masterId = options.masterId;
    if (options.keyword !== undefined) query.keyword = options.keyword;
    if (options.categoryId !== undefined) query.categoryId = options.categoryId;
    if (options.licenseType !== undefined) query.licenseType = options.licenseType;
    if (options.page !== undefined) query.page = options.page;
    if (options.pageSize !== undefined) query.pageSize = options.pageSize;
    const page = await withLogin(settings, () => client.getSiteList({ query }));

    if (options.json) writeJson(ctx.io, page);
    else if (!ctx.io.stdoutIsTTY) ctx.io.stdout.write(renderTsv(page.list.map(row)));
    else if (page.list.length === 0) ctx.io.stdout.write(page.total > 0 ? `本页没有站点（共 ${page.total} 个）\n` : '没有站点\n');
    else ctx.io.stdout.write(`${renderTable(HEADERS, page.list.map(row))}\n共 ${page.total} 个站点，第 ${options.page ?? 1} 页\n`);
    return ExitCode.ok;
  },
};
