import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { SaasMessageTypeLabels, SaasMessageTypeValues, type Schema } from '#sdk';
import { PreferenceChecks } from '#shared/personal/PreferenceChecks';
import { SessionsPanel } from '#shared/personal/SessionsPanel';
import { ChangePasswordPage } from './ChangePasswordPage';
import { ProfilePage } from './ProfilePage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

type Badge = Schema<'SaasMessageType'>;

/** 通知偏好: the menu's new-item counts the account wants (the server stops counting the others). */
function NotificationPreferencePanel() {
  const styles = useStyles();
  const { data } = api.useGetAccountNotificationPreferenceQuery({});
  const [save, saving] = api.useUpdateAccountNotificationPreferenceMutation();
  const [hidden, setHidden] = useState<Badge[]>([]);
  useEffect(() => {
    if (data) setHidden(data.hiddenBadges);
  }, [data]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const r = await save({ body: { hiddenBadges: hidden } });
    if (r.data) notify.success(r.data.description || '已保存');
  };
  return (
    <Panel title="通知偏好" description="侧边栏中要显示的新增计数（角标）；取消勾选后不再提示，对应页面照常可看。">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="通知偏好">
        <PreferenceChecks
          legend="侧边栏角标"
          labels={SaasMessageTypeLabels}
          kinds={SaasMessageTypeValues}
          off={hidden}
          onChange={setHidden}
        />
        <Button type="submit" appearance="primary" disabled={!data || saving.isLoading}>
          保存
        </Button>
      </form>
    </Panel>
  );
}

/** 个人设置 (user menu): profile, password, notification preferences and the devices signed in. */
export function PersonalSettingPage() {
  const styles = useStyles();
  const sessions = api.useGetAccountSessionListQuery({});
  const [revoke] = api.useRevokeAccountSessionMutation();
  const [revokeOthers] = api.useRevokeOtherAccountSessionsMutation();
  const done = (r: { data?: { description?: string } }) => {
    if (r.data) notify.success(r.data.description || '已退出');
  };
  return (
    <div className={styles.page}>
      <ProfilePage title="个人资料" />
      <ChangePasswordPage title="修改密码" />
      <NotificationPreferencePanel />
      <SessionsPanel
        sessions={sessions.data}
        loading={sessions.isLoading}
        onRevoke={async (id) => done(await revoke({ query: { id } }))}
        onRevokeOthers={async () => done(await revokeOthers({}))}
      />
    </div>
  );
}
