import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { commentEditProblem, NOTHING_CHANGED } from './settingRequests';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px', marginTop: tokens.spacingVerticalXL },
  hint: { color: tokens.colorNeutralForeground3 },
  input: { maxWidth: '160px' },
});

/** 内容设置 › 评论编辑时限: minutes after posting during which a member may edit their comment (0 never). */
export function CommentEditSetting({ setting }: { setting: Schema<'SiteSetting'> }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const [value, setValue] = useState(String(setting.commentEditMinutes));
  const [problem, setProblem] = useState('');
  const [update, { isLoading }] = api.useUpdateSiteSettingMutation();
  useEffect(() => setValue(String(setting.commentEditMinutes)), [setting.commentEditMinutes]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = commentEditProblem(value);
    setProblem(found);
    if (found) return;
    const minutes = Number(value);
    if (minutes === setting.commentEditMinutes) {
      notify.info(NOTHING_CHANGED);
      return;
    }
    const result = await update({ body: { commentEditMinutes: minutes } });
    if (result.data) notify.success(result.data.description || '设置已保存');
  };

  return (
    <form className={styles.box} noValidate onSubmit={submit} aria-label="内容设置">
      <Text weight="semibold">内容设置</Text>
      <Field
        label="评论编辑时限（分钟）"
        hint="会员发表评论后可在这段时间内修改自己的评论；0 表示不允许修改。每次修改都保留之前的版本，可在评论管理中查看编辑历史。"
        validationMessage={problem || undefined}
      >
        <Input className={styles.input} type="number" min={0} max={10080} value={value} onChange={(_, d) => setValue(d.value)} />
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={isLoading}>
          保存
        </Button>
      </div>
    </form>
  );
}
