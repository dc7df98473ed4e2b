import { Button, Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { CheckboxGroup } from '#kit/form/CheckboxGroup';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import {
  ATTACHMENT_EXTENSIONS,
  type AttachmentSettingValues,
  attachmentSettingProblems,
  toAttachmentSettingInput,
  toAttachmentSettingValues,
} from './attachmentRequests';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  types: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/** 附件设置 (`/setting/attachmentSet`): on or off, allowed types, size per file, files per post, highest price. */
export function AttachmentSettingPage() {
  const styles = useStyles();
  const { data } = api.useGetAttachmentSettingQuery();
  const [save, saving] = api.useUpdateAttachmentSettingMutation();
  const [values, setValues] = useState<AttachmentSettingValues | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof AttachmentSettingValues, string>>>({});
  useEffect(() => {
    if (data) setValues(toAttachmentSettingValues(data));
  }, [data]);
  if (!values) return <Panel title="附件设置">加载中…</Panel>;
  const set = <K extends keyof AttachmentSettingValues>(key: K, value: AttachmentSettingValues[K]) =>
    setValues({ ...values, [key]: value });
  const error = (key: keyof AttachmentSettingValues) =>
    problems[key] ? { validationState: 'error' as const, validationMessage: problems[key] } : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = attachmentSettingProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const result = await save(toAttachmentSettingInput(values));
    if (result.data?.description) notify.success(result.data.description);
  };
  return (
    <Panel
      title="附件设置"
      description="成员发帖时可上传附件。类型按扩展名与文件内容共同识别，可执行文件、网页与 SVG 始终不允许。有售价的附件从下载者的金币中扣除一次，八成记给作者；作者与管理员免费下载。"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <Switch label="允许附件" checked={values.enabled} onChange={(_, d) => set('enabled', d.checked)} />
        <Field label="允许的类型" {...error('extensions')}>
          <CheckboxGroup
            className={styles.types}
            label="允许的类型"
            options={ATTACHMENT_EXTENSIONS.map((e) => ({ value: e, label: e.toUpperCase() }))}
            value={values.extensions}
            onChange={(next) => set('extensions', next)}
          />
        </Field>
        <Field label="单个文件上限（MB）" {...error('maxMegabytes')}>
          <Input inputMode="decimal" value={values.maxMegabytes} onChange={(_, d) => set('maxMegabytes', d.value)} />
        </Field>
        <Field label="每帖附件数上限" {...error('maxPerPost')}>
          <Input inputMode="numeric" value={values.maxPerPost} onChange={(_, d) => set('maxPerPost', d.value)} />
        </Field>
        <Field label="最高售价（金币，0 为只能免费）" {...error('maxPrice')}>
          <Input inputMode="numeric" value={values.maxPrice} onChange={(_, d) => set('maxPrice', d.value)} />
        </Field>
        <div>
          <Button appearance="primary" type="submit" disabled={saving.isLoading}>
            保存
          </Button>
        </div>
      </form>
    </Panel>
  );
}
