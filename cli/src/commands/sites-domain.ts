// commctl sites domain add|verify|list: a site's custom domains (SaaS profile: the site's owner, or a manager with Site).
import { type CommuneClient, type Schema, SiteDomainMethodLabels, SiteDomainStatusLabels } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import type { CommandSpec } from '../command-spec';
import { CliError } from '../errors';
import { ExitCode } from '../exit-codes';
import { renderPairs, renderTable, renderTsv, writeJson } from '../output';
import { enumChoices, enumValue, siteRef } from '../parse';
import { type Settings, saasClient, withLogin } from '../settings';
import { siteIdOf } from './licences-show';

type SiteDomain = Schema<'SiteDomain'>;
type SiteOption = { site: number | string; json?: boolean };

const siteOption = (command: Parameters<CommandSpec['flags']>[0]) =>
  command.requiredOption('--site <site>', '站点编号或标识（如 2 或 demo）', siteRef).option('--json', '以 JSON 输出');

async function siteOf(options: SiteOption, client: CommuneClient, settings: Settings) {
  return typeof options.site === 'number' ? options.site : siteIdOf(options.site, client, settings);
}

/** What to create so that the check passes, as label/value lines. */
export function proofPairs(domain: SiteDomain): [string, string][] {
  const head: [string, string][] = [
    ['域名', domain.hostname],
    ['状态', `${SiteDomainStatusLabels[domain.status]}${domain.primary ? '（主域名）' : ''}`],
  ];
  if (domain.status === 'verified') return [...head, ['验证通过', formatBeijingDateTime(domain.verifiedAt, '—')]];
  const proof: [string, string][] =
    domain.method === 'dns'
      ? [
          ['TXT 记录名', domain.txtName],
          ['TXT 记录值', domain.txtValue],
        ]
      : [
          ['验证文件', domain.fileUrl],
          ['文件内容', domain.token],
        ];
  return [...head, ...proof, ...(domain.error ? [['上次失败原因', domain.error] as [string, string]] : [])];
}

export const sitesDomainListCommand: CommandSpec<SiteOption> = {
  path: ['sites', 'domain', 'list'],
  operations: ['getSiteDomainList'],
  description: '列出站点的自定义域名与验证状态',
  flags(command) {
    siteOption(command);
  },
  async run(options, ctx) {
    const { settings, client } = await saasClient(options, ctx, '站点域名');
    const siteId = await siteOf(options, client, settings);
    const list = await withLogin(settings, () => client.getSiteDomainList({ query: { siteId } }));
    if (options.json) {
      writeJson(ctx.io, list);
      return ExitCode.ok;
    }
    const rows = list.map((d) => [
      String(d.id),
      d.hostname,
      `${SiteDomainStatusLabels[d.status]}${d.primary ? '（主域名）' : ''}`,
      SiteDomainMethodLabels[d.method],
      formatBeijingDateTime(d.checkedAt, '—'),
      d.error ?? '',
    ]);
    if (!ctx.io.stdoutIsTTY) ctx.io.stdout.write(renderTsv(rows));
    else
      ctx.io.stdout.write(
        rows.length ? renderTable(['编号', '域名', '状态', '验证方式', '上次验证', '失败原因'], rows) : '还没有绑定域名\n',
      );
    return ExitCode.ok;
  },
};

export const sitesDomainAddCommand: CommandSpec<SiteOption & { hostname: string; method?: Schema<'SiteDomainMethod'> }> = {
  path: ['sites', 'domain', 'add'],
  operations: ['addSiteDomain'],
  description: '为站点添加自定义域名，并显示要创建的 TXT 记录或验证文件',
  flags(command) {
    siteOption(command.argument('<hostname>', '域名，如 bbs.example.com')).option(
      '--method <method>',
      `验证方式：${enumChoices(SiteDomainMethodLabels)}（默认 dns）`,
      enumValue('验证方式', SiteDomainMethodLabels),
    );
  },
  async run(options, ctx) {
    const { settings, client } = await saasClient(options, ctx, '站点域名');
    const siteId = await siteOf(options, client, settings);
    const hostname = options.hostname.trim().toLowerCase();
    const body = { siteId, hostname, ...(options.method ? { method: options.method } : {}) };
    const domain = await withLogin(settings, () => client.addSiteDomain({ body }));
    if (options.json) writeJson(ctx.io, domain);
    else {
      ctx.io.stdout.write(renderPairs(proofPairs(domain), ctx.io.stdoutIsTTY));
      ctx.io.stdout.write(`\n创建后运行 commctl sites domain verify ${domain.hostname} --site ${options.site}\n`);
    }
    return ExitCode.ok;
  },
};

export const sitesDomainVerifyCommand: CommandSpec<SiteOption & { domain: string }> = {
  path: ['sites', 'domain', 'verify'],
  operations: ['verifySiteDomain'],
  description: '立即验证站点的自定义域名（未通过时退出码非 0 并给出原因）',
  flags(command) {
    siteOption(command.argument('<domain>', '域名或其编号（commctl sites domain list 列出）'));
  },
  async run(options, ctx) {
    const { settings, client } = await saasClient(options, ctx, '站点域名');
    const siteId = await siteOf(options, client, settings);
    let id = /^\d+$/.test(options.domain) ? Number(options.domain) : 0;
    if (!id) {
      const list = await withLogin(settings, () => client.getSiteDomainList({ query: { siteId } }));
      const found = list.find((d) => d.hostname === options.domain.trim().toLowerCase());
      if (!found) throw new CliError(`站点没有域名 ${options.domain}`, ExitCode.failure, '运行 commctl sites domain list 查看已添加的域名');
      id = found.id;
    }
    const domain = await withLogin(settings, () => client.verifySiteDomain({ body: { siteId, id } }));
    if (options.json) writeJson(ctx.io, domain);
    else ctx.io.stdout.write(renderPairs(proofPairs(domain), ctx.io.stdoutIsTTY));
    return ExitCode.ok;
  },
};
