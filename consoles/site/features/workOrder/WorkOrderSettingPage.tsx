import { Button, Field, Input, makeStyles, Radio, RadioGroup, Spinner, Switch, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { CheckboxGroup } from '#kit/form/CheckboxGroup';
import { notify } from '#kit/notify/notify';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { type Schema, WorkOrderOpenPermissionLabels } from '#sdk';
import { type SettingForm, settingProblem, toSettingBody, toSettingForm } from './workOrderRequests';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  ranks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  small: { width: '120px' },
});

/** 工单设置 (§2.2 `/setting/orderMoreSet`): who may open, auto-close, the reopening window, staff names shown. */
export function WorkOrderSettingPage() {
  const styles = useStyles();
  const { data } = api.useGetWorkOrderSettingQuery(undefined, { refetchOnMountOrArgChange: true });
  const canReadRanks = useCan('getUserRankList');
  const ranks = api.useGetUserRankListQuery(undefined, { skip: !canReadRanks }).data ?? [];
  const [save, saving] = api.useSaveWorkOrderSettingMutation();
  const [form, setForm] = useState<SettingForm | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (data) setForm(toSettingForm(data));
  }, [data]);
  if (!form) return <Spinner label="加载中" />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = settingProblem(form);
    setProblem(wrong);
    if (wrong) return;
    const result = await save({ body: toSettingBody(form) });
    if (result.data?.description) notify.success(result.data.description);
  };
  return (
    <Panel title="工单设置" description="成员在前台提交工单的规则。">
      <form className={styles.form} noValidate onSubmit={submit} aria-label="工单设置">
        <Field label="谁可以提交工单">
          <RadioGroup
            layout="horizontal"
            value={form.openPermission}
            onChange={(_, d) => setForm({ ...form, openPermission: d.value as Schema<'WorkOrderOpenPermission'> })}
          >
            {Object.entries(WorkOrderOpenPermissionLabels).map(([value, text]) => (
              <Radio key={value} value={value} label={text} />
            ))}
          </RadioGroup>
        </Field>
        {form.openPermission === 'ranks' ? (
          <Field label="可以提交的会员等级">
            <CheckboxGroup
              className={styles.ranks}
              label="可以提交的会员等级"
              options={ranks.map((r) => ({ value: r.id, label: r.name }))}
              value={form.rankIds}
              onChange={(rankIds) => setForm({ ...form, rankIds })}
            />
          </Field>
        ) : null}
        <Field label="自动关闭天数" hint="已解决的工单这么多天没有成员回复即自动关闭；0 为不自动关闭。">
          <Input
            className={styles.small}
            inputMode="numeric"
            value={form.autoCloseDays}
            onChange={(_, d) => setForm({ ...form, autoCloseDays: d.value.replace(/\D/g, '') })}
          />
        </Field>
        <Field label="可重新打开天数" hint="工单解决或关闭后这么多天内，成员可以重新打开；0 为不能重新打开。">
          <Input
            className={styles.small}
            inputMode="numeric"
            value={form.reopenDays}
            onChange={(_, d) => setForm({ ...form, reopenDays: d.value.replace(/\D/g, '') })}
          />
        </Field>
        <Switch
          label="向成员显示客服名称（关闭时成员看到的是「客服」）"
          checked={form.showStaffNames}
          onChange={(_, d) => setForm({ ...form, showStaffNames: d.checked })}
        />
        <Field validationMessage={problem || undefined} validationState={problem ? 'error' : 'none'}>
          <Button appearance="primary" type="submit" disabled={saving.isLoading}>
            保存
          </Button>
        </Field>
      </form>
    </Panel>
  );
}
