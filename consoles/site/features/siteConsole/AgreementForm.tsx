import {
  Button,
  Field,
  Input,
  Label,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { useKitDispatch } from '#kit/store/hooks';
import { type AgreementValues, agreementPreviewDocument, agreementRules, toAgreementInput } from './settingRequests';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    alignItems: 'start',
  },
  editor: { fontFamily: tokens.fontFamilyMonospace, height: '400px', maxHeight: 'none' },
  previewBox: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  frame: {
    width: '100%',
    height: '400px',
    boxSizing: 'border-box',
    display: 'block',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const empty: AgreementValues = { title: '', content: '' };

/** 服务协议: title and HTML shown on the register page, with a live preview; after saving, what the server kept. */
export function AgreementForm() {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const dispatch = useKitDispatch();
  const { data: agreement, isLoading, error, refetch } = api.useGetSiteServiceAgreementQuery();
  const [update, { isLoading: saving }] = api.useUpdateSiteServiceAgreementMutation();
  const form = useForm<AgreementValues>(empty, agreementRules);
  const [sanitised, setSanitised] = useState(false);
  const { reset } = form;
  useEffect(() => {
    if (agreement) reset({ title: agreement.title, content: agreement.content });
  }, [agreement, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = toAgreementInput(form.values);
    const result = await update(input);
    if (!result.data) return;
    const stored = result.data.data;
    notify.success(result.data.description || '服务协议已保存');
    // The register page reads the same cached answer: it shows what was stored at once.
    dispatch(api.util.upsertQueryData('getSiteServiceAgreement', undefined, stored));
    setSanitised(stored.content !== input.body.content);
  };

  if (isLoading) return <Spinner label="正在读取服务协议…" />;
  if (error && !agreement) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {`服务协议读取失败：${errorText(error)}`}{' '}
          <Button size="small" onClick={() => void refetch()}>
            重试
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-label="服务协议">
      <Text className={styles.muted}>
        {`新用户在注册页阅读并同意此协议后才能注册。内容为 HTML，保存时会去掉脚本、事件属性与不安全的链接。${
          agreement ? `上次修改：${formatDateTime(agreement.updatedAt)}` : ''
        }`}
      </Text>
      {sanitised && (
        <MessageBar intent="warning">
          <MessageBarBody>已按安全规则净化协议内容（去掉了脚本、事件属性或不安全的链接），下方显示的是实际保存的内容。</MessageBarBody>
        </MessageBar>
      )}
      <Field label="协议标题" required {...form.field('title')}>
        <Input
          {...form.text('title')}
          maxLength={maxLengthOf('updateSiteServiceAgreement', 'body', 'title')}
          placeholder="如：青禾读书会用户服务协议"
        />
      </Field>
      <div className={styles.columns}>
        <Field label="协议内容（HTML）" required {...form.field('content')}>
          <Textarea
            {...form.text('content')}
            textarea={{ className: styles.editor }}
            maxLength={maxLengthOf('updateSiteServiceAgreement', 'body', 'content')}
            resize="vertical"
            placeholder="<h2>一、总则</h2><p>…</p>"
          />
        </Field>
        <div className={styles.previewBox}>
          <Label id="agreement-preview">预览</Label>
          <iframe
            className={styles.frame}
            title="服务协议预览"
            sandbox=""
            srcDoc={agreementPreviewDocument(form.values.title, form.values.content)}
          />
        </div>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={saving}>
          保存协议
        </Button>
        <Button
          disabled={saving || !agreement}
          onClick={() => {
            if (agreement) reset({ title: agreement.title, content: agreement.content });
            setSanitised(false);
          }}
        >
          重置
        </Button>
      </div>
    </form>
  );
}
