import { Button, Field, Input, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { BountyCategoryLabels, QuestionPermissionLabels, QuestionSettleRuleLabels } from '#sdk';
import { type SettingValues, settingProblems, toSettingInput, toSettingValues } from './questionRequests';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

/** 问答设置 (§2.2 `/setting/questionMoreSet`): who may ask and answer, the bounty's range and points, settlement, review and limits. */
export function QuestionSettingPage() {
  const styles = useStyles();
  const { data } = api.useGetQuestionSettingQuery();
  const [save, saving] = api.useUpdateQuestionSettingMutation();
  const [values, setValues] = useState<SettingValues | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof SettingValues, string>>>({});
  useEffect(() => {
    if (data) setValues(toSettingValues(data));
  }, [data]);
  if (!values) return <Panel title="问答设置">加载中…</Panel>;
  const set = <K extends keyof SettingValues>(key: K, value: SettingValues[K]) => setValues({ ...values, [key]: value });
  const error = (key: keyof SettingValues) =>
    problems[key] ? { validationState: 'error' as const, validationMessage: problems[key] } : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = settingProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const result = await save(toSettingInput(values));
    if (result.data?.description) notify.success(result.data.description);
  };
  const options = (labels: Record<string | number, string>) =>
    Object.entries(labels).map(([value, text]) => (
      <option key={value} value={value}>
        {text}
      </option>
    ));
  return (
    <Panel
      title="问答设置"
      description="悬赏在提问时从提问者余额冻结，采纳时付给回答者；到期未采纳按到期处理方式结算。已冻结的悬赏按提问时的积分类型结算。"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <Field label="谁可以提问">
          <Select value={values.askPermission} onChange={(_, d) => set('askPermission', d.value)}>
            {options(QuestionPermissionLabels)}
          </Select>
        </Field>
        <Field label="谁可以回答">
          <Select value={values.answerPermission} onChange={(_, d) => set('answerPermission', d.value)}>
            {options(QuestionPermissionLabels)}
          </Select>
        </Field>
        <Field label="悬赏积分类型">
          <Select value={values.bountyCategory} onChange={(_, d) => set('bountyCategory', d.value)}>
            {options(BountyCategoryLabels)}
          </Select>
        </Field>
        <Field label="最低悬赏（0 不限）" {...error('bountyMin')}>
          <Input inputMode="numeric" value={values.bountyMin} onChange={(_, d) => set('bountyMin', d.value)} />
        </Field>
        <Field label="最高悬赏（0 不允许悬赏）" {...error('bountyMax')}>
          <Input inputMode="numeric" value={values.bountyMax} onChange={(_, d) => set('bountyMax', d.value)} />
        </Field>
        <Field label="结算天数" {...error('settleDays')}>
          <Input inputMode="numeric" value={values.settleDays} onChange={(_, d) => set('settleDays', d.value)} />
        </Field>
        <Field label="到期处理">
          <Select value={values.settleRule} onChange={(_, d) => set('settleRule', d.value)}>
            {options(QuestionSettleRuleLabels)}
          </Select>
        </Field>
        <Field label="每人对同一问题的回答数" {...error('maxAnswersPerMember')}>
          <Input inputMode="numeric" value={values.maxAnswersPerMember} onChange={(_, d) => set('maxAnswersPerMember', d.value)} />
        </Field>
        <Switch label="回答先审后发" checked={values.answerReviewFirst} onChange={(_, d) => set('answerReviewFirst', d.checked)} />
        <div>
          <Button appearance="primary" type="submit" disabled={saving.isLoading}>
            保存
          </Button>
        </div>
      </form>
    </Panel>
  );
}
