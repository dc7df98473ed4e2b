// `sso set`: changes the site's single sign-on settings (site console, SiteManage). Reads the current settings, applies
// the flags given, saves. A secret is read from standard input (`--secret-stdin`, `--discourse-secret-stdin`), never
// from a flag value (argv is visible to other users) and never printed.
import { InvalidArgumentError } from 'commander';
import { type OperationBody, type Schema, SiteAdminRoleLabels } from '../../../sdk';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { renderPairs } from '../output';
import { enumChoices, enumValue } from '../parse';
import { withLogin } from '../settings';
import { ssoPairs } from './sso-show';

type Role = Schema<'SiteAdminRole'>;

const onOff = (value: string): boolean => {
  if (['on', 'true', '1', '开', '开启', '启用'].includes(value)) return true;
  if (['off', 'false', '0', '关', '关闭', '停用'].includes(value)) return false;
  throw new InvalidArgumentError('必须是 on 或 off');
};

/** `组名:标签编号,…:权限,…`, e.g. `staff:1,2:Post,Comment` (empty parts allowed: `vip:3:`). */
const groupSpec = (value: string, previous: Schema<'SsoGroupMapping'>[] = []): Schema<'SsoGroupMapping'>[] => {
  const at = value.lastIndexOf(':');
  const before = at < 0 ? -1 : value.lastIndexOf(':', at - 1);
  if (at < 0 || before < 0) throw new InvalidArgumentError('组映射的格式是 组名:标签编号,…:权限,…，如 staff:1,2:Post');
  const name = value.slice(0, before).trim();
  if (!name) throw new InvalidArgumentError('请填写组名');
  const labelIds = value
    .slice(before + 1, at)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      if (!/^\d+$/.test(s) || Number(s) < 1) throw new InvalidArgumentError(`标签编号必须是正整数：${s}`);
      return Number(s);
    });
  const parseRole = enumValue<Role>('权限', SiteAdminRoleLabels);
  const roles = value
    .slice(at + 1)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((r) => parseRole(r));
  return [...previous, { value: name, labelIds: [...new Set(labelIds)], roles: [...new Set(roles)] }];
};

export interface SsoSetOptions {
  oidc?: boolean;
  issuer?: string;
  clientId?: string;
  secretStdin?: boolean;
  clearSecret?: boolean;
  scopes?: string;
  claimNickname?: string;
  claimAvatar?: string;
  claimPhone?: string;
  claimEmail?: string;
  groupClaim?: string;
  buttonText?: string;
  discourse?: boolean;
  discourseUrl?: string;
  discourseSecretStdin?: boolean;
  discourseClearSecret?: boolean;
  discourseButtonText?: string;
  group?: Schema<'SsoGroupMapping'>[];
  clearGroups?: boolean;
  ssoOnly?: boolean;
  json?: JsonFlag;
}

/** The saved settings with the flags laid over them; secrets only when given. */
export function ssoInput(
  current: Schema<'SsoSetting'>,
  o: SsoSetOptions,
  secrets: { oidc?: string; discourse?: string },
): OperationBody<'updateSsoSetting'> {
  return {
    oidc: {
      enabled: o.oidc ?? current.oidc.enabled,
      issuer: o.issuer ?? current.oidc.issuer,
      clientId: o.clientId ?? current.oidc.clientId,
      scopes: o.scopes ?? current.oidc.scopes,
      claims: {
        nickname: o.claimNickname ?? current.oidc.claims.nickname,
        avatar: o.claimAvatar ?? current.oidc.claims.avatar,
        phone: o.claimPhone ?? current.oidc.claims.phone,
        email: o.claimEmail ?? current.oidc.claims.email,
      },
      groupClaim: o.groupClaim ?? current.oidc.groupClaim,
      buttonText: o.buttonText ?? current.oidc.buttonText,
      ...(secrets.oidc ? { secret: secrets.oidc } : {}),
      ...(o.clearSecret ? { clearSecret: true } : {}),
    },
    discourse: {
      enabled: o.discourse ?? current.discourse.enabled,
      url: o.discourseUrl ?? current.discourse.url,
      buttonText: o.discourseButtonText ?? current.discourse.buttonText,
      ...(secrets.discourse ? { secret: secrets.discourse } : {}),
      ...(o.discourseClearSecret ? { clearSecret: true } : {}),
    },
    groupMap: o.clearGroups ? [] : (o.group ?? current.groupMap),
    ssoOnly: o.ssoOnly ?? current.ssoOnly,
  };
}

export const ssoSetCommand: CommandSpec<SsoSetOptions> = {
  path: ['sso', 'set'],
  operations: ['updateSsoSetting'],
  description: '修改本站的单点登录设置（站点控制台）：只改给出的项；密钥从标准输入读取，不会显示',
  flags(command) {
    command
      .option('--oidc <on|off>', '启用或停用 OpenID Connect', onOff)
      .option('--issuer <url>', '发现地址（issuer）')
      .option('--client-id <id>', '客户端 ID')
      .option('--secret-stdin', '从标准输入读取客户端密钥（一行）')
      .option('--clear-secret', '清除已保存的客户端密钥（同时停用 OpenID Connect）')
      .option('--scopes <scopes>', '授权范围，空格分隔（须含 openid）')
      .option('--claim-nickname <claim>', '昵称声明')
      .option('--claim-avatar <claim>', '头像声明')
      .option('--claim-phone <claim>', '手机号声明')
      .option('--claim-email <claim>', '邮箱声明')
      .option('--group-claim <claim>', '组声明')
      .option('--button-text <text>', 'OpenID Connect 按钮文字')
      .option('--discourse <on|off>', '启用或停用 DiscourseConnect', onOff)
      .option('--discourse-url <url>', '站长的 SSO 地址')
      .option('--discourse-secret-stdin', '从标准输入读取 DiscourseConnect 共享密钥（一行）')
      .option('--discourse-clear-secret', '清除已保存的共享密钥（同时停用 DiscourseConnect）')
      .option('--discourse-button-text <text>', 'DiscourseConnect 按钮文字')
      .option(
        '--group <组名:标签编号,…:权限,…>',
        `组映射，可重复，给出时替换全部映射；权限：${enumChoices(SiteAdminRoleLabels)}`,
        groupSpec,
      )
      .option('--clear-groups', '清空组映射')
      .option('--sso-only <on|off>', '仅允许单点登录（前台隐藏密码登录与注册；控制台登录不受影响）', onOff);
    jsonOption(command);
  },
  async run(options, ctx) {
    if (options.secretStdin && options.discourseSecretStdin) {
      throw usageError('--secret-stdin 与 --discourse-secret-stdin 不能同时使用：标准输入只能读一个密钥', '分两次运行 commctl sso set');
    }
    if (options.group && options.clearGroups) throw usageError('--group 与 --clear-groups 不能同时使用');
    const json = jsonOutput(options.json, 'updateSsoSetting');
    const { settings, client } = await clientFor('updateSsoSetting', options, ctx, '单点登录设置');
    const secrets: { oidc?: string; discourse?: string } = {};
    if (options.secretStdin || options.discourseSecretStdin) {
      const secret = (await ctx.readStdin()).split(/\r?\n/)[0].trim();
      if (!secret) throw usageError('标准输入没有密钥', '如：printf %s "$SECRET" | commctl sso set --secret-stdin');
      secrets[options.secretStdin ? 'oidc' : 'discourse'] = secret;
    }
    const saved = await withLogin(settings, async () => {
      const current = await client.getSsoSetting();
      return client.send('updateSsoSetting', { body: ssoInput(current, options, secrets) });
    });
    if (json) json.write(ctx.io, saved.data);
    else {
      ctx.io.stdout.write(`${saved.description || '已保存'}\n`);
      ctx.io.stdout.write(renderPairs(ssoPairs(saved.data), ctx.io.stdoutIsTTY));
    }
    return ExitCode.ok;
  },
};
