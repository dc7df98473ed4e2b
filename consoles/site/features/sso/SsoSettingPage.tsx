import { Button, Checkbox, Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { CopyField } from '#kit/form/CopyField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Schema, SiteAdminRoleLabels, SiteAdminRoleValues } from '#sdk';
import { formOf, type SsoForm, toUpdateInput } from './ssoRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

type Claim = keyof SsoForm['oidc']['claims'];
const CLAIMS: [Claim, string][] = [
  ['nickname', '昵称声明'],
  ['avatar', '头像声明'],
  ['phone', '手机号声明'],
  ['email', '邮箱声明'],
];

/**
 * 单点登录 (`/setting/manageSSO`): OpenID Connect against the owner's identity provider, a DiscourseConnect-compatible
 * signed redirect, the groups mapped to member labels and console roles, and SSO-only mode. Secrets are write-only.
 */
export function SsoSettingPage() {
  const styles = useStyles();
  const setting = api.useGetSsoSettingQuery();
  const labels = api.useGetMemberLabelListQuery();
  const [save, saving] = api.useUpdateSsoSettingMutation();
  const [form, setForm] = useState<SsoForm>();

  useEffect(() => {
    if (setting.data) setForm(formOf(setting.data));
  }, [setting.data]);

  if (setting.error) return <Panel>{errorText(setting.error)}</Panel>;
  if (!setting.data || !form) return <Panel>加载中…</Panel>;
  const stored = setting.data;

  const oidc = (values: Partial<SsoForm['oidc']>) => setForm((f) => f && { ...f, oidc: { ...f.oidc, ...values } });
  const discourse = (values: Partial<SsoForm['discourse']>) => setForm((f) => f && { ...f, discourse: { ...f.discourse, ...values } });
  const group = (index: number, values: Partial<Schema<'SsoGroupMapping'>>) =>
    setForm((f) => f && { ...f, groupMap: f.groupMap.map((g, i) => (i === index ? { ...g, ...values } : g)) });
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

  const submit = async () => {
    const result = await save(toUpdateInput(form));
    if (result.data) notify.success(result.data.description || '已保存');
  };

  return (
    <div className={styles.page}>
      <Panel
        title="OpenID Connect"
        description="本站信任站长的身份提供方（如 Keycloak、Authing、企业微信的 OIDC 应用）：授权码 + PKCE，校验 ID 令牌。"
      >
        <Switch
          checked={form.oidc.enabled}
          label={form.oidc.enabled ? '已启用 OpenID Connect' : '未启用 OpenID Connect'}
          aria-label="启用 OpenID Connect"
          onChange={(_, d) => oidc({ enabled: d.checked })}
        />
        <div className={styles.grid}>
          <Field label="发现地址（Issuer）" hint="身份提供方的 issuer，本站读取其 /.well-known/openid-configuration。">
            <Input
              aria-label="发现地址"
              value={form.oidc.issuer}
              maxLength={300}
              placeholder="https://id.example.com"
              onChange={(_, d) => oidc({ issuer: d.value })}
            />
          </Field>
          <Field label="客户端 ID">
            <Input aria-label="客户端 ID" value={form.oidc.clientId} maxLength={200} onChange={(_, d) => oidc({ clientId: d.value })} />
          </Field>
          <Field label="客户端密钥" hint={stored.oidc.secretSet ? `已设置（${stored.oidc.secretMasked}），留空不修改` : '未设置'}>
            <Input
              aria-label="客户端密钥"
              type="password"
              autoComplete="new-password"
              value={form.oidc.secret}
              maxLength={256}
              placeholder={stored.oidc.secretSet ? stored.oidc.secretMasked : '请输入客户端密钥'}
              onChange={(_, d) => oidc({ secret: d.value, clearSecret: false })}
            />
          </Field>
          <Field label="授权范围" hint="以空格分隔，须含 openid。">
            <Input aria-label="授权范围" value={form.oidc.scopes} maxLength={200} onChange={(_, d) => oidc({ scopes: d.value })} />
          </Field>
          {CLAIMS.map(([key, label]) => (
            <Field key={key} label={label}>
              <Input
                aria-label={label}
                value={form.oidc.claims[key]}
                maxLength={64}
                onChange={(_, d) => oidc({ claims: { ...form.oidc.claims, [key]: d.value } })}
              />
            </Field>
          ))}
          <Field label="组声明" hint="成员所在组的声明名称，按下方的组映射设置标签与权限。">
            <Input aria-label="组声明" value={form.oidc.groupClaim} maxLength={64} onChange={(_, d) => oidc({ groupClaim: d.value })} />
          </Field>
          <Field label="按钮文字" hint="不填为「单点登录」。">
            <Input
              aria-label="OpenID Connect 按钮文字"
              value={form.oidc.buttonText}
              maxLength={16}
              onChange={(_, d) => oidc({ buttonText: d.value })}
            />
          </Field>
        </div>
        <CopyField label="回调地址" hint="在身份提供方登记为 redirect_uri，须逐字一致。" value={stored.oidc.callbackUrl} />
        <CopyField label="退出后返回地址" hint="在身份提供方登记为 post_logout_redirect_uri。" value={stored.oidc.postLogoutRedirectUrl} />
        {stored.oidc.secretSet && (
          <Switch
            checked={form.oidc.clearSecret}
            label="清除已保存的客户端密钥（同时停用）"
            onChange={(_, d) => oidc({ clearSecret: d.checked, secret: '', enabled: d.checked ? false : form.oidc.enabled })}
          />
        )}
      </Panel>

      <Panel
        title="DiscourseConnect"
        description="没有身份提供方时：站长的系统按 DiscourseConnect 的方式签名（HMAC-SHA256）把会员送回本站。"
      >
        <Switch
          checked={form.discourse.enabled}
          label={form.discourse.enabled ? '已启用 DiscourseConnect' : '未启用 DiscourseConnect'}
          aria-label="启用 DiscourseConnect"
          onChange={(_, d) => discourse({ enabled: d.checked })}
        />
        <div className={styles.grid}>
          <Field label="站长的 SSO 地址">
            <Input
              aria-label="SSO 地址"
              value={form.discourse.url}
              maxLength={300}
              placeholder="https://www.example.com/sso"
              onChange={(_, d) => discourse({ url: d.value })}
            />
          </Field>
          <Field label="共享密钥" hint={stored.discourse.secretSet ? `已设置（${stored.discourse.secretMasked}），留空不修改` : '未设置'}>
            <Input
              aria-label="共享密钥"
              type="password"
              autoComplete="new-password"
              value={form.discourse.secret}
              maxLength={256}
              placeholder={stored.discourse.secretSet ? stored.discourse.secretMasked : '请输入共享密钥'}
              onChange={(_, d) => discourse({ secret: d.value, clearSecret: false })}
            />
          </Field>
          <Field label="按钮文字" hint="不填为「单点登录」。">
            <Input
              aria-label="DiscourseConnect 按钮文字"
              value={form.discourse.buttonText}
              maxLength={16}
              onChange={(_, d) => discourse({ buttonText: d.value })}
            />
          </Field>
        </div>
        <CopyField label="返回地址" hint="本站的 return_sso_url：站长的系统签名后把会员送回这里。" value={stored.discourse.returnUrl} />
        {stored.discourse.secretSet && (
          <Switch
            checked={form.discourse.clearSecret}
            label="清除已保存的共享密钥（同时停用）"
            onChange={(_, d) => discourse({ clearSecret: d.checked, secret: '', enabled: d.checked ? false : form.discourse.enabled })}
          />
        )}
      </Panel>

      <Panel
        title="组映射"
        description="每次单点登录时按成员所在的组设置：映射里出现的标签与权限，在组内加上、不在组内去掉；其余不变。站长本人的权限不受影响。"
      >
        {form.groupMap.map((g, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and are edited in place (removal re-keys the rest, which is fine)
          <div key={index} className={styles.group}>
            <div className={styles.actions}>
              <Field label="组">
                <Input
                  aria-label={`第 ${index + 1} 组`}
                  value={g.value}
                  maxLength={128}
                  onChange={(_, d) => group(index, { value: d.value })}
                />
              </Field>
              <Button
                icon={<DeleteRegular />}
                aria-label={`删除第 ${index + 1} 组`}
                onClick={() => setForm({ ...form, groupMap: form.groupMap.filter((_, i) => i !== index) })}
              />
            </div>
            <Text>成员标签</Text>
            <div className={styles.checks}>
              {(labels.data?.list ?? []).map((l) => (
                <Checkbox
                  key={l.id}
                  label={l.name}
                  checked={g.labelIds.includes(l.id)}
                  onChange={(_, d) => group(index, { labelIds: toggle(g.labelIds, l.id, Boolean(d.checked)) })}
                />
              ))}
              {labels.data?.list.length === 0 && <Text className={styles.muted}>本站还没有成员标签</Text>}
            </div>
            <Text>控制台权限</Text>
            <div className={styles.checks}>
              {SiteAdminRoleValues.map((role) => (
                <Checkbox
                  key={role}
                  label={SiteAdminRoleLabels[role]}
                  checked={g.roles.includes(role)}
                  onChange={(_, d) => group(index, { roles: toggle(g.roles, role, Boolean(d.checked)) })}
                />
              ))}
            </div>
          </div>
        ))}
        <div>
          <Button
            icon={<AddRegular />}
            disabled={form.groupMap.length >= 30}
            onClick={() => setForm({ ...form, groupMap: [...form.groupMap, { value: '', labelIds: [], roles: [] }] })}
          >
            添加组映射
          </Button>
        </div>
      </Panel>

      <Panel
        title="仅允许单点登录"
        description="开启后前台隐藏密码登录与注册，会员只能用单点登录；站点控制台的登录不受影响，站长与管理员始终可以登录。"
      >
        <Switch
          checked={form.ssoOnly}
          label={form.ssoOnly ? '仅允许单点登录' : '同时允许密码登录'}
          aria-label="仅允许单点登录"
          onChange={(_, d) => setForm({ ...form, ssoOnly: d.checked })}
        />
      </Panel>

      <div className={styles.actions}>
        <Button appearance="primary" onClick={submit} disabled={saving.isLoading}>
          保存
        </Button>
        <Text className={styles.muted}>每次保存都记入操作日志（不含密钥）。</Text>
      </div>
    </div>
  );
}
