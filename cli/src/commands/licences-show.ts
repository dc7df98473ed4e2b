import { type CommuneClient, LicenseStatusLabels, type OperationData, type Schema } from '../../../sdk';
import { formatBeijingDate as formatDate, formatBeijingDateTime as formatDateTime, formatFen } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { CliError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { durationLabel, orderKindLabel, orderStatusLabel, planLabel, siteLabel } from '../order-format';
import { renderPairs, renderTable, renderTsv } from '../output';
import { siteRef } from '../parse';
import { type Settings, saasClient, withLogin } from '../settings';

export interface LicencesShowOptions {
  site: number | string;
  json?: JsonFlag;
}

/** The id of the site with exactly this slug among those the account may see; the keyword search also matches names and longer slugs. */
export async function siteIdOf(slug: string, client: CommuneClient, settings: Settings): Promise<number> {
  let seen = 0;
  for (let page = 1; ; page++) {
    const { list, total } = await withLogin(settings, () => client.getSiteList({ query: { keyword: slug, page } }));
    const site = list.find((s) => s.slug === slug);
    if (site) return site.id;
    seen += list.length;
    if (list.length === 0 || seen >= total)
      throw new CliError(`找不到标识为 ${slug} 的站点`, ExitCode.failure, '运行 commctl sites list 查看你可以管理的站点');
  }
}

function detailPairs(licence: OperationData<'getLicense'>): [string, string][] {
  return [
    ['站点', siteLabel(licence.siteName, licence.siteSlug)],
    ['站长', licence.masterName],
    ['套餐', planLabel(licence.licenseType)],
    // After expiry the site runs as the basic plan while the plan bought stays on record.
    ['当前生效', planLabel(licence.effectiveType)],
    ['状态', LicenseStatusLabels[licence.licenseStatus] ?? licence.licenseStatus],
    ['开始时间', formatDate(licence.startsAt)],
    ['到期时间', formatDate(licence.expiresAt, '长期有效')],
  ];
}

const HISTORY_HEADERS = ['订单号', '类型', '套餐', '时长', '金额', '状态', '生效时间', '授权到期'];

const historyRow = (order: Schema<'Order'>): string[] => [
  order.orderNo,
  orderKindLabel(order.kind),
  planLabel(order.licenseType),
  durationLabel(order.months),
  formatFen(order.amountFen),
  orderStatusLabel(order.status),
  formatDateTime(order.paidAt),
  formatDate(order.licenseExpiresAt),
];

export const licencesShowCommand: CommandSpec<LicencesShowOptions> = {
  path: ['licences', 'show'],
  operations: ['getLicense'],
  description: '查看站点的授权与变更记录',

  flags(command) {
    jsonOption(command.requiredOption('--site <site>', '站点编号或标识（如 2 或 demo）', siteRef));
  },

  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getLicense');
    const { settings, client } = await saasClient(options, ctx, '站点授权');
    const siteId = typeof options.site === 'number' ? options.site : await siteIdOf(options.site, client, settings);
    const licence = await withLogin(settings, () => client.getLicense({ query: { siteId } }));
    if (json) {
      json.write(ctx.io, licence);
      return ExitCode.ok;
    }
    const tty = ctx.io.stdoutIsTTY;
    ctx.io.stdout.write(renderPairs(detailPairs(licence), tty));
    const rows = licence.history.map(historyRow);
    // Pipes get the same two blocks, tab-separated, split by an empty line.
    if (!tty) ctx.io.stdout.write(rows.length ? `\n${renderTsv(rows)}` : '');
    else ctx.io.stdout.write(rows.length ? `\n变更记录\n${renderTable(HISTORY_HEADERS, rows)}` : '\n没有变更记录\n');
    return ExitCode.ok;
  },
};
