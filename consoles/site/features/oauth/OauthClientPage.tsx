import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowSyncRegular, DeleteRegular, KeyResetRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { CheckboxGroup } from '#kit/form/CheckboxGroup';
import { CopyField } from '#kit/form/CopyField';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import { OauthScopeLabels } from '#sdk';
import { blankOauthClient, type OauthClient, type OauthClientForm, SCOPE_CHOICES, toCreateInput } from './oauthRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  logo: { width: '20px', height: '20px', objectFit: 'contain', verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/** The secret of a client just created or rotated: shown here once, never again. */
function SecretDialog({ shown, onClose }: { shown: { client: OauthClient; secret: string } | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>请立即保存客户端密钥</DialogTitle>
          <DialogContent>
            {shown && (
              <>
                <CopyField label="客户端 ID" value={shown.client.clientId} />
                <CopyField label="客户端密钥" value={shown.secret} hint="本站只保存它的摘要：关闭后不能再查看，遗失只能重新生成。" />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              我已保存
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * OAuth 应用 (`/setting/manageOAuth`): the site as an OpenID Provider. The owner registers the apps that sign in with
 * the site's accounts (exact redirect URIs, scopes, confidential or public with PKCE), sees each secret once, rotates
 * or deletes; the issuer and discovery URL are shown to paste into the app; the signing key can be replaced.
 */
export function OauthClientPage() {
  const styles = useStyles();
  const list = api.useGetOauthClientListQuery();
  const [create, creating] = api.useCreateOauthClientMutation();
  const [rotate, rotating] = api.useRotateOauthClientSecretMutation();
  const [remove, removing] = api.useDeleteOauthClientMutation();
  const [rotateKey, keying] = api.useRotateOauthSigningKeyMutation();
  const [form, setForm] = useState<OauthClientForm | null>(null);
  const [formError, setFormError] = useState<string>();
  const [secret, setSecret] = useState<{ client: OauthClient; secret: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'rotate'; client: OauthClient } | 'key' | null>(null);

  const set = (values: Partial<OauthClientForm>) => setForm((f) => f && { ...f, ...values });
  const submit = async () => {
    if (!form) return;
    const input = toCreateInput(form);
    if (!input.body.name) return setFormError('请填写应用名称');
    if (!input.body.redirectUris.length) return setFormError('请至少填写一个回调地址');
    setFormError(undefined);
    const result = await create(input);
    if (result.error) return setFormError(errorText(result.error));
    setForm(null);
    notify.success(result.data.description || '已登记');
    if (result.data.data.secret) setSecret(result.data.data);
  };
  const act = async () => {
    if (!confirm) return;
    if (confirm === 'key') {
      const result = await rotateKey({});
      if (result.data) notify.success(result.data.description || '已更换签名密钥');
    } else if (confirm.kind === 'rotate') {
      const result = await rotate({ body: { id: confirm.client.id } });
      if (result.data) setSecret(result.data.data);
    } else {
      const result = await remove({ query: { id: confirm.client.id } });
      if (result.data) notify.success(result.data.description || '已删除');
    }
    setConfirm(null);
  };

  const columns: Column<OauthClient>[] = [
    {
      key: 'name',
      title: '应用',
      render: (c) => (
        <Text weight="semibold">
          {c.logoUrl ? <img className={styles.logo} src={c.logoUrl} alt="" /> : null}
          {c.name}
        </Text>
      ),
    },
    { key: 'clientId', title: '客户端 ID', render: (c) => <Text className={styles.code}>{c.clientId}</Text> },
    {
      key: 'redirectUris',
      title: '回调地址',
      render: (c) => (
        <div>
          {c.redirectUris.map((u) => (
            <div key={u} className={styles.code}>
              {u}
            </div>
          ))}
        </div>
      ),
    },
    { key: 'scopes', title: '授权范围', render: (c) => c.scopes.map((s) => OauthScopeLabels[s]).join('、') },
    {
      key: 'type',
      title: '类型',
      render: (c) => (c.public ? '公开（PKCE）' : `机密（密钥生成于 ${formatDateTime(c.secretRotatedAt)}）`),
    },
    { key: 'createdAt', title: '登记时间', render: (c) => formatDateTime(c.createdAt) },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <div className={styles.actions}>
          {!c.public && (
            <Button
              size="small"
              appearance="subtle"
              icon={<KeyResetRegular />}
              onClick={() => setConfirm({ kind: 'rotate', client: c })}
              aria-label={`重新生成 ${c.name} 的密钥`}
            >
              重新生成密钥
            </Button>
          )}
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            onClick={() => setConfirm({ kind: 'delete', client: c })}
            aria-label={`删除 ${c.name}`}
          >
            删除
          </Button>
        </div>
      ),
    },
  ];

  const data = list.data;
  return (
    <Panel
      title="OAuth 应用"
      description="让你的 App 或网站用本站账号登录（OpenID Connect）。应用须使用授权码 + PKCE，回调地址须逐字一致；会员在本站的授权页确认后，应用才能读取所选范围的资料，会员可在「我的 › 已授权的应用」随时取消。"
    >
      <div className={styles.page}>
        {data && (
          <div className={styles.grid}>
            <CopyField label="签发者（Issuer）" value={data.issuer} hint="填到应用的 OpenID Connect 设置中" />
            <CopyField label="发现地址" value={data.discoveryUrl} hint="支持自动发现的库只需这一个地址" />
          </div>
        )}
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setForm({ ...blankOauthClient })}>
            登记应用
          </Button>
          <Button icon={<ArrowSyncRegular />} onClick={() => setConfirm('key')}>
            更换签名密钥
          </Button>
          {data && (
            <Text className={styles.muted}>
              {data.signingKeyCreatedAt ? `当前签名密钥生成于 ${formatDateTime(data.signingKeyCreatedAt)}` : '签名密钥将在第一次使用时生成'}
            </Text>
          )}
        </div>
        <DataTable
          stacked
          label="OAuth 应用"
          columns={columns}
          rows={data?.list}
          rowKey={(c) => c.id}
          loading={list.isLoading}
          error={list.error ? errorText(list.error) : undefined}
          onRetry={list.refetch}
          empty="还没有登记应用，点击「登记应用」添加第一个"
        />
      </div>
      <FormDialog
        open={form !== null}
        title="登记应用"
        submitText="登记"
        busy={creating.isLoading}
        error={formError}
        onSubmit={submit}
        onCancel={() => {
          setForm(null);
          setFormError(undefined);
        }}
      >
        {form && (
          <>
            <Field label="应用名称" required>
              <Input value={form.name} maxLength={40} onChange={(_, d) => set({ name: d.value })} placeholder="如：书友 App" />
            </Field>
            <Field label="图标地址" hint="选填，https:// 开头，显示在授权页">
              <Input value={form.logoUrl} maxLength={512} type="url" onChange={(_, d) => set({ logoUrl: d.value })} />
            </Field>
            <Field label="回调地址" required hint="每行一个，须与应用发起授权时的 redirect_uri 逐字相同">
              <Textarea
                value={form.redirectUris}
                resize="vertical"
                placeholder="https://app.example.com/callback"
                onChange={(_, d) => set({ redirectUris: d.value })}
              />
            </Field>
            <Field label="授权范围">
              <CheckboxGroup
                label="授权范围"
                className={styles.checks}
                options={SCOPE_CHOICES.map(([scope, label]) => ({
                  value: scope,
                  label: `${label}（${scope}）`,
                  disabled: scope === 'openid',
                }))}
                value={['openid', ...form.scopes.filter((s) => s !== 'openid')]}
                onChange={(scopes) => set({ scopes })}
              />
            </Field>
            <Field label="客户端类型">
              <RadioGroup value={form.public ? 'public' : 'confidential'} onChange={(_, d) => set({ public: d.value === 'public' })}>
                <Radio value="confidential" label="机密客户端（有服务器，另发密钥）" />
                <Radio value="public" label="公开客户端（手机或单页应用，无密钥，只凭 PKCE）" />
              </RadioGroup>
            </Field>
          </>
        )}
      </FormDialog>
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'key' ? '更换签名密钥' : confirm?.kind === 'rotate' ? '重新生成密钥' : '删除应用'}
        confirmText={confirm === 'key' ? '更换' : confirm?.kind === 'rotate' ? '重新生成' : '删除'}
        danger={confirm !== 'key'}
        busy={rotating.isLoading || removing.isLoading || keying.isLoading}
        onConfirm={act}
        onCancel={() => setConfirm(null)}
      >
        <Text>
          {confirm === 'key'
            ? '此后签发的令牌用新密钥签名；旧密钥仍公布在 JWKS 中，已签发的令牌照常可验证。'
            : confirm?.kind === 'rotate'
              ? `重新生成「${confirm.client.name}」的密钥后，旧密钥立即失效，应用须改用新密钥。`
              : confirm
                ? `删除「${confirm.client.name}」后，它的全部授权与令牌立即失效，不能恢复。`
                : ''}
        </Text>
      </ConfirmDialog>
    </Panel>
  );
}
