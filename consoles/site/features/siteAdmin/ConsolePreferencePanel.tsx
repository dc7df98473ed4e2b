import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import {
  ConsoleMessageTypeLabels,
  ConsoleMessageTypeValues,
  ConsoleNotificationKindLabels,
  ConsoleNotificationKindValues,
  type Schema,
} from '#sdk';
import { PreferenceChecks } from '#shared/personal/PreferenceChecks';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

type Preference = Schema<'ConsoleNotificationPreference'>;

/** 通知偏好: which bell notices one receives (the server sends no other) and which menu counts one sees. */
export function ConsolePreferencePanel() {
  const styles = useStyles();
  const { data } = api.useGetConsoleNotificationPreferenceQuery({});
  const [save, saving] = api.useUpdateConsoleNotificationPreferenceMutation();
  const [value, setValue] = useState<Preference>({ mutedNotices: [], hiddenBadges: [] });
  useEffect(() => {
    if (data) setValue(data);
  }, [data]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const r = await save({ body: value });
    if (r.data) notify.success(r.data.description || '已保存');
  };
  return (
    <Panel title="通知偏好" description="取消勾选的通知不再发给你；取消勾选的角标不再在侧边栏提示。">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="通知偏好">
        <PreferenceChecks
          legend="站内通知（铃铛）"
          labels={ConsoleNotificationKindLabels}
          kinds={ConsoleNotificationKindValues}
          off={value.mutedNotices}
          onChange={(mutedNotices) => setValue((v) => ({ ...v, mutedNotices }))}
        />
        <PreferenceChecks
          legend="侧边栏角标"
          labels={ConsoleMessageTypeLabels}
          kinds={ConsoleMessageTypeValues}
          off={value.hiddenBadges}
          onChange={(hiddenBadges) => setValue((v) => ({ ...v, hiddenBadges }))}
        />
        <Button type="submit" appearance="primary" disabled={!data || saving.isLoading}>
          保存
        </Button>
      </form>
    </Panel>
  );
}
