import { Button, Field, Input, makeStyles, Radio, RadioGroup, Switch, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { CopyField } from '#kit/form/CopyField';
import { SecretField } from '#kit/form/SecretField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Schema, SocialProviderLabels, SocialRegisterPolicyLabels } from '#sdk';
import { PROVIDER_HELP, type ProviderValues, providerValues, toUpdateInput } from './socialLoginRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Start-aligned: a field without a hint beside one with a hint would otherwise stretch its input to the row's height.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * 第三方账号登录 (`/setting/socialAccountLogin`): per provider enabled, AppID, a write-only secret (shown only as set or
 * not), the callback URL to paste into the provider's console; and what happens to a first-time visitor.
 */
export function SocialLoginPage() {
  const styles = useStyles();
  const setting = api.useGetSocialLoginSettingQuery();
  const [save, saving] = api.useUpdateSocialLoginSettingMutation();
  const [providers, setProviders] = useState<ProviderValues[]>([]);
  const [policy, setPolicy] = useState<Schema<'SocialRegisterPolicy'>>('bindPhone');

  useEffect(() => {
    if (!setting.data) return;
    setProviders(setting.data.providers.map(providerValues));
    setPolicy(setting.data.registerPolicy);
  }, [setting.data]);

  if (setting.error) return <Panel>{errorText(setting.error)}</Panel>;
  if (!setting.data) return <Panel>加载中…</Panel>;
  const stored = setting.data.providers;

  const change = (index: number, values: Partial<ProviderValues>) =>
    setProviders((all) => all.map((p, i) => (i === index ? { ...p, ...values } : p)));

  const submit = async () => {
    const result = await save(toUpdateInput(providers, policy));
    if (result.data) notify.success(result.data.description || '已保存');
  };

  return (
    <div className={styles.page}>
      <Panel title="新用户注册方式" description="第三方账号第一次登录本站、还没有绑定会员时怎么办。">
        <RadioGroup aria-label="新用户注册方式" value={policy} onChange={(_, d) => setPolicy(d.value as Schema<'SocialRegisterPolicy'>)}>
          <Radio value="bindPhone" label={`${SocialRegisterPolicyLabels.bindPhone}（用短信验证码绑定；已注册的手机号绑定到原会员）`} />
          <Radio value="create" label={`${SocialRegisterPolicyLabels.create}（不要求手机号）`} />
        </RadioGroup>
      </Panel>
      {providers.map((p, index) => {
        const current = stored[index];
        const label = SocialProviderLabels[p.provider];
        return (
          <Panel key={p.provider} title={label} description={PROVIDER_HELP[p.provider]}>
            <Switch
              checked={p.enabled}
              label={p.enabled ? `已启用${label}` : `未启用${label}`}
              aria-label={`启用${label}`}
              onChange={(_, d) => change(index, { enabled: d.checked })}
            />
            <div className={styles.grid}>
              <Field label="AppID">
                <Input
                  aria-label={`${label} AppID`}
                  value={p.appId}
                  maxLength={64}
                  onChange={(_, d) => change(index, { appId: d.value })}
                />
              </Field>
              <SecretField
                label="密钥"
                ariaLabel={`${label} 密钥`}
                stored={current}
                value={p.secret}
                maxLength={128}
                placeholder="请输入 AppSecret"
                onChange={(secret) => change(index, { secret, clearSecret: false })}
              />
            </div>
            <CopyField
              label="回调地址"
              ariaLabel={`${label} 回调地址`}
              hint="填写到第三方平台的授权回调地址（授权回调域为本站域名）。"
              value={current.callbackUrl}
            />
            {current.secretSet && (
              <div className={styles.actions}>
                <Switch
                  checked={p.clearSecret}
                  label="清除已保存的密钥（同时停用）"
                  onChange={(_, d) => change(index, { clearSecret: d.checked, secret: '', enabled: d.checked ? false : p.enabled })}
                />
              </div>
            )}
          </Panel>
        );
      })}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={submit} disabled={saving.isLoading}>
          保存
        </Button>
        <Text className={styles.muted}>每次保存都记入操作日志（不含密钥）。</Text>
      </div>
    </div>
  );
}
