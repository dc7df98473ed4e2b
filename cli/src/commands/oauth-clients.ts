// `oauth clients list|create|rotate-secret|delete`: the apps that sign in with the site's accounts (site console,
// SiteManage). A secret is printed once, when created or rotated (the server keeps only its hash); never otherwise.
import { OauthScopeLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { renderPairs, renderTable, renderTsv, writeJson } from '../output';
import { positiveInteger } from '../parse';
import { withLogin } from '../settings';

type Client = Schema<'OauthClient'>;
type Scope = Schema<'OauthScope'>;

const typeText = (c: Client) => (c.public ? '公开（PKCE）' : '机密');

function createdPairs(client: Client, secret: string): [string, string][] {
  return [
    ['编号', String(client.id)],
    ['应用', client.name],
    ['客户端 ID', client.clientId],
    ['类型', typeText(client)],
    ['回调地址', client.redirectUris.join(' ')],
    ['授权范围', client.scopes.join(' ')],
    ...(secret ? ([['客户端密钥', secret]] as [string, string][]) : []),
  ];
}

const SECRET_NOTE = '请立即保存客户端密钥：本站只保存它的摘要，之后不能再查看，遗失只能重新生成。\n';

export const oauthClientsListCommand: CommandSpec<{ json?: boolean }> = {
  path: ['oauth', 'clients', 'list'],
  operations: ['getOauthClientList'],
  description: '列出本站登记的 OAuth 应用，以及签发者与发现地址（密钥从不显示）',
  flags(command) {
    command.option('--json', '以 JSON 输出');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('getOauthClientList', options, ctx, 'OAuth 应用');
    const data = await withLogin(settings, () => client.getOauthClientList());
    if (options.json) {
      writeJson(ctx.io, data);
      return ExitCode.ok;
    }
    const rows = data.list.map((c) => [
      String(c.id),
      c.name,
      c.clientId,
      typeText(c),
      c.scopes.join(' '),
      c.redirectUris.join(' '),
      formatBeijingDateTime(c.createdAt, '—'),
    ]);
    if (!ctx.io.stdoutIsTTY) ctx.io.stdout.write(renderTsv(rows));
    else {
      ctx.io.stdout.write(
        renderPairs(
          [
            ['签发者', data.issuer],
            ['发现地址', data.discoveryUrl],
          ],
          true,
        ),
      );
      ctx.io.stdout.write(
        rows.length
          ? renderTable(['编号', '应用', '客户端 ID', '类型', '授权范围', '回调地址', '登记时间'], rows)
          : '还没有登记应用（commctl oauth clients create 登记）\n',
      );
    }
    return ExitCode.ok;
  },
};

const collect = (value: string, previous: string[] = []) => [...previous, value];

export const oauthClientsCreateCommand: CommandSpec<{
  name: string;
  redirectUri: string[];
  scope?: string[];
  logo?: string;
  public?: boolean;
  json?: boolean;
}> = {
  path: ['oauth', 'clients', 'create'],
  operations: ['createOauthClient'],
  description: '登记一个用本站账号登录的应用；机密客户端的密钥只在这里显示一次',
  flags(command) {
    command
      .requiredOption('--name <name>', '应用名称')
      .requiredOption('--redirect-uri <uri>', '回调地址（逐字匹配；可重复）', collect)
      .option(
        '--scope <scope>',
        `授权范围：${Object.keys(OauthScopeLabels).join('、')}（可重复；openid 总会包含；默认 openid profile）`,
        collect,
      )
      .option('--logo <url>', '图标地址（https://）')
      .option('--public', '公开客户端（无密钥，只凭 PKCE）')
      .option('--json', '以 JSON 输出（含一次性密钥）');
  },
  async run(options, ctx) {
    const scopes = [...new Set(['openid', ...(options.scope ?? ['profile'])])];
    const unknown = scopes.filter((s) => !(s in OauthScopeLabels));
    if (unknown.length) throw usageError(`未知的授权范围：${unknown.join('、')}`, `可选：${Object.keys(OauthScopeLabels).join('、')}`);
    const body = {
      name: options.name.trim(),
      logoUrl: options.logo?.trim() ?? '',
      redirectUris: options.redirectUri.map((u) => u.trim()),
      scopes: scopes as Scope[],
      public: Boolean(options.public),
    };
    const { settings, client } = await clientFor('createOauthClient', options, ctx, '登记 OAuth 应用');
    const { data } = await withLogin(settings, () => client.send('createOauthClient', { body }));
    if (options.json) writeJson(ctx.io, data);
    else {
      ctx.io.stdout.write(renderPairs(createdPairs(data.client, data.secret), ctx.io.stdoutIsTTY));
      if (data.secret) ctx.io.stdout.write(SECRET_NOTE);
    }
    return ExitCode.ok;
  },
};

export const oauthClientsRotateSecretCommand: CommandSpec<{ id: number; yes?: boolean; json?: boolean }> = {
  path: ['oauth', 'clients', 'rotate-secret'],
  operations: ['rotateOauthClientSecret'],
  description: '重新生成机密客户端的密钥（旧密钥立即失效；新密钥只显示一次）',
  flags(command) {
    command
      .argument('<id>', '应用编号（commctl oauth clients list 列出）', positiveInteger('应用编号'))
      .option('-y, --yes', '不再询问，直接执行')
      .option('--json', '以 JSON 输出（含一次性密钥）');
  },
  async run(options, ctx) {
    if (!options.yes) {
      if (!ctx.io.stdinIsTTY) throw usageError('重新生成密钥需要确认', '非交互环境下请加 --yes 确认');
      if (!(await ctx.prompt.confirm(`应用 ${options.id} 的旧密钥将立即失效，是否继续？`))) {
        ctx.io.stdout.write('已取消\n');
        return ExitCode.ok;
      }
    }
    const { settings, client } = await clientFor('rotateOauthClientSecret', options, ctx, '重新生成密钥');
    const { data } = await withLogin(settings, () => client.send('rotateOauthClientSecret', { body: { id: options.id } }));
    if (options.json) writeJson(ctx.io, data);
    else {
      ctx.io.stdout.write(renderPairs(createdPairs(data.client, data.secret), ctx.io.stdoutIsTTY));
      ctx.io.stdout.write(SECRET_NOTE);
    }
    return ExitCode.ok;
  },
};

export const oauthClientsDeleteCommand: CommandSpec<{ id: number; yes?: boolean }> = {
  path: ['oauth', 'clients', 'delete'],
  operations: ['deleteOauthClient'],
  description: '删除一个应用及其全部授权与令牌',
  flags(command) {
    command.argument('<id>', '应用编号', positiveInteger('应用编号')).option('-y, --yes', '不再询问，直接执行');
  },
  async run(options, ctx) {
    if (!options.yes) {
      if (!ctx.io.stdinIsTTY) throw usageError('删除应用需要确认', '非交互环境下请加 --yes 确认');
      if (!(await ctx.prompt.confirm(`将删除应用 ${options.id} 及其全部授权与令牌，是否继续？`))) {
        ctx.io.stdout.write('已取消\n');
        return ExitCode.ok;
      }
    }
    const { settings, client } = await clientFor('deleteOauthClient', options, ctx, '删除 OAuth 应用');
    const { description } = await withLogin(settings, () => client.send('deleteOauthClient', { query: { id: options.id } }));
    ctx.io.stdout.write(`${description || '已删除'}：应用 ${options.id}\n`);
    return ExitCode.ok;
  },
};
