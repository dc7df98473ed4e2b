// `sso show`: the site's single sign-on settings (site console, SiteManage). Secrets are never returned by the server:
// only whether one is set.
import { type Schema, SiteAdminRoleLabels } from '../../../sdk';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { renderPairs } from '../output';
import { withLogin } from '../settings';

const onOff = (on: boolean) => (on ? '已启用' : '未启用');
const secretText = (set: boolean) => (set ? '已设置（只写，不显示）' : '未设置');

/** The settings as label/value lines (shared with `sso set`). */
export function ssoPairs(s: Schema<'SsoSetting'>): [string, string][] {
  return [
    ['OpenID Connect', onOff(s.oidc.enabled)],
    ['发现地址', s.oidc.issuer || '（未填写）'],
    ['客户端 ID', s.oidc.clientId || '（未填写）'],
    ['客户端密钥', secretText(s.oidc.secretSet)],
    ['授权范围', s.oidc.scopes],
    [
      '声明映射',
      `昵称 ${s.oidc.claims.nickname || '-'}，头像 ${s.oidc.claims.avatar || '-'}，手机号 ${s.oidc.claims.phone || '-'}，邮箱 ${s.oidc.claims.email || '-'}`,
    ],
    ['组声明', s.oidc.groupClaim || '（不使用）'],
    ['按钮文字', s.oidc.buttonText || '单点登录'],
    ['回调地址', s.oidc.callbackUrl],
    ['退出后返回地址', s.oidc.postLogoutRedirectUrl],
    ['DiscourseConnect', onOff(s.discourse.enabled)],
    ['SSO 地址', s.discourse.url || '（未填写）'],
    ['共享密钥', secretText(s.discourse.secretSet)],
    ['DiscourseConnect 按钮文字', s.discourse.buttonText || '单点登录'],
    ['返回地址', s.discourse.returnUrl],
    ...s.groupMap.map((g): [string, string] => [
      `组 ${g.value}`,
      `标签 ${g.labelIds.join(',') || '-'}；权限 ${g.roles.map((r) => SiteAdminRoleLabels[r] ?? r).join('、') || '-'}`,
    ]),
    ['仅允许单点登录', s.ssoOnly ? '是（前台隐藏密码登录与注册）' : '否'],
  ];
}

export const ssoShowCommand: CommandSpec<{ json?: JsonFlag }> = {
  path: ['sso', 'show'],
  operations: ['getSsoSetting'],
  description: '查看本站的单点登录设置（站点控制台，密钥只显示是否已设置）',
  flags(command) {
    jsonOption(command);
  },
  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getSsoSetting');
    const { settings, client } = await clientFor('getSsoSetting', options, ctx, '单点登录设置');
    const setting = await withLogin(settings, () => client.getSsoSetting());
    if (json) json.write(ctx.io, setting);
    else ctx.io.stdout.write(renderPairs(ssoPairs(setting), ctx.io.stdoutIsTTY));
    return ExitCode.ok;
  },
};
