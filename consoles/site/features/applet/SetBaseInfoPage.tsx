import { Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { bodyRules, maxLengthOf } from '#kit/form/fieldRules';
import { ImageUploadField } from '#kit/form/ImageUploadField';
import type { Rule } from '#kit/form/rules';
import { useForm } from '#kit/form/useForm';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { AppletNicknameAuditStatusLabels, type Schema } from '#sdk';
import { nicknameProblem, signatureProblem } from './appletLimits';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

// An empty field is left unchanged, so WeChat's checks apply only to what is typed.
const ifTyped =
  (problem: (value: string) => string): Rule<unknown> =>
  (value) =>
    String(value ?? '').trim() ? problem(String(value)) || undefined : undefined;
const contract = bodyRules('updateAppletBaseInfo', ['nickname', 'signature']);
const rules = {
  nickname: [ifTyped(nicknameProblem), ...contract.nickname],
  signature: [ifTyped(signatureProblem), ...contract.signature],
};

/** The typed fields as `updateAppletBaseInfo`'s body (only what changes). */
export function toBaseInfoInput(values: { nickname: string; avatar: string; signature: string }): Schema<'AppletBaseInfoInput'> {
  const body: Record<string, string> = {};
  if (values.nickname.trim()) body.nickname = values.nickname.trim();
  if (values.avatar) body.avatar = values.avatar;
  if (values.signature.trim()) body.signature = values.signature.trim();
  return body as Schema<'AppletBaseInfoInput'>;
}

/**
 * 设置基本信息 (`/setting/wechatApplet/setBaseInfo`): name (reviewed by WeChat when it hits keywords), avatar (the
 * upload goes to WeChat as media, then modifyheadimage) and signature.
 */
export function SetBaseInfoPage() {
  const styles = useStyles();
  const [update, updating] = api.useUpdateAppletBaseInfoMutation();
  const form = useForm({ nickname: '', avatar: '', signature: '' }, rules);
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState<Schema<'SiteApplet'> | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!form.validate()) return;
    const body = toBaseInfoInput(form.values);
    if (!Object.keys(body).length) return setFailure('请至少修改一项');
    const result = await update({ body });
    if (result.data?.type === 1 && result.data.data) setSaved(result.data.data);
    else setFailure(result.error ? errorText(result.error) : result.data?.description || '保存失败');
  };
  return (
    <Panel
      title="设置基本信息"
      description="名称每年可改 2 次，命中关键词时需微信审核；头像每年可改 5 次；简介每月可改 5 次。留空的项不修改。"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <Field label="名称" hint="4–30 个字符（一个汉字算 2 个），不能含“小程序”" {...form.field('nickname')}>
          <Input {...form.text('nickname')} maxLength={maxLengthOf('updateAppletBaseInfo', 'body', 'nickname')} />
        </Field>
        <ImageUploadField
          label="头像"
          noun="头像"
          hint="JPG、PNG、WebP 或 GIF，不超过 2 MB，裁成正方形"
          purpose="avatar"
          shape="circle"
          size={64}
          value={form.values.avatar}
          onChange={(url) => form.set('avatar', url)}
        />
        <Field label="简介" hint="4–120 个字，至少 4 个汉字" {...form.field('signature')}>
          <Textarea {...form.text('signature')} maxLength={maxLengthOf('updateAppletBaseInfo', 'body', 'signature')} />
        </Field>
        {failure && <Text className={styles.error}>{failure}</Text>}
        {saved && (
          <Text role="status">
            {saved.nicknameAudit.status === 'none'
              ? '已保存'
              : `已保存；名称“${saved.nicknameAudit.nickname}”${AppletNicknameAuditStatusLabels[saved.nicknameAudit.status]}${saved.nicknameAudit.reason ? `：${saved.nicknameAudit.reason}` : ''}`}
          </Text>
        )}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={updating.isLoading}>
            保存
          </Button>
          <RouterLink to="/setting/wechatApplet">返回微信小程序</RouterLink>
        </div>
      </form>
    </Panel>
  );
}
