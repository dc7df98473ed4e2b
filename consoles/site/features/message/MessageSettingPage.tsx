import { Button, Field, makeStyles, Select, Spinner, Switch, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
});

type Setting = Schema<'MessageSetting'>;

/** 私信设置 (`/setting/messageSet`): whether members may send private messages, and from which rank. */
export function MessageSettingPage() {
  const styles = useStyles();
  const { data } = api.useGetMessageSettingQuery(undefined, { refetchOnMountOrArgChange: true });
  const canReadRanks = useCan('getUserRankList');
  const ranks = api.useGetUserRankListQuery(undefined, { skip: !canReadRanks }).data ?? [];
  const [save, saving] = api.useUpdateMessageSettingMutation();
  const [form, setForm] = useState<Setting | null>(null);
  useEffect(() => {
    if (data) setForm(data);
  }, [data]);
  if (!form) return <Spinner label="加载中" />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ body: form });
    if (result.data?.description) notify.success(result.data.description);
  };
  const rankGone = form.minRankId !== null && !ranks.some((r) => r.id === form.minRankId);
  return (
    <Panel title="私信设置" description="成员之间一对一的私信。管理员不能查看会话，只能处理成员举报给本站的单条私信（在举报管理中）。">
      <form className={styles.form} noValidate onSubmit={submit} aria-label="私信设置">
        <Switch label="开放私信" checked={form.enabled === 1} onChange={(_, d) => setForm({ ...form, enabled: d.checked ? 1 : 0 })} />
        <Field label="发私信的最低等级" hint="只有等级达到所选等级的成员可以发私信；管理员不受限制。">
          <Select
            disabled={form.enabled !== 1}
            value={form.minRankId === null ? '' : String(form.minRankId)}
            onChange={(_, d) => setForm({ ...form, minRankId: d.value ? Number(d.value) : null })}
          >
            <option value="">不限等级</option>
            {ranks.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}（{r.minPoints} 积分起）
              </option>
            ))}
            {rankGone ? <option value={String(form.minRankId)}>{`等级 ${form.minRankId}`}</option> : null}
          </Select>
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
