import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { maxLengthOf } from '#kit/form/fieldRules';
import { ImageUploadField } from '#kit/form/ImageUploadField';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { SessionsPanel } from '#shared/personal/SessionsPanel';
import { ConsolePreferencePanel } from './ConsolePreferencePanel';
import {
  againProblem,
  blankPasswordValues,
  type PasswordValues,
  type ProfileValues,
  passwordRules,
  profileRules,
  toPasswordInput,
  toProfileInput,
} from './siteAdminRequests';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
});

/** 个人设置 (`/personalSetting`, from the user menu): name, avatar, password, notification preferences, devices. */
export function ProfilePage() {
  const styles = useStyles();
  const { data } = api.useGetConsoleProfileQuery({});
  const [save, saving] = api.useUpdateConsoleProfileMutation();
  const [change, changing] = api.useChangeConsolePasswordMutation();
  const profile = useForm<ProfileValues>({ userName: '', avatar: '' }, profileRules);
  const password = useForm<PasswordValues>(blankPasswordValues, passwordRules);
  const [againError, setAgainError] = useState<string>();
  const sessions = api.useGetConsoleSessionListQuery({});
  const [revoke] = api.useRevokeConsoleSessionMutation();
  const [revokeOthers] = api.useRevokeOtherConsoleSessionsMutation();
  const done = (r: { data?: { description?: string } }) => {
    if (r.data) notify.success(r.data.description || '已退出');
  };
  const { reset } = profile;
  useEffect(() => {
    if (data) reset({ userName: data.userName, avatar: data.avatar });
  }, [data, reset]);

  const submitProfile = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!profile.validate()) return;
    const r = await save(toProfileInput(profile.values));
    if (r.data) notify.success(r.data.description || '已保存');
  };
  const submitPassword = async (e: React.FormEvent) => {
    e.preventDefault();
    const mismatch = againProblem(password.values);
    setAgainError(mismatch);
    if (!password.validate() || mismatch) return;
    const r = await change(toPasswordInput(password.values));
    if (r.data) {
      notify.success(r.data.description || '密码已修改');
      password.reset(blankPasswordValues);
    }
  };

  return (
    <>
      <Panel title="个人资料">
        <form className={styles.form} onSubmit={submitProfile} noValidate>
          <Field label="登录名">
            <Input value={data?.account ?? ''} disabled />
          </Field>
          <Field label="昵称" required {...profile.field('userName')}>
            <Input {...profile.text('userName')} maxLength={maxLengthOf('updateConsoleProfile', 'body', 'userName')} />
          </Field>
          <ImageUploadField
            label="头像"
            noun="头像"
            hint="JPG、PNG、WebP 或 GIF，保存后生效"
            purpose="avatar"
            shape="circle"
            size={64}
            value={profile.values.avatar}
            onChange={(url) => profile.set('avatar', url)}
            validation={profile.field('avatar')}
          />
          <div>
            <Button type="submit" appearance="primary" disabled={saving.isLoading}>
              保存
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title="修改密码">
        {data && !data.canChangePassword ? (
          <MessageBar intent="info">
            <MessageBarBody>站长的密码就是站点管理中心账号的密码，请在站点管理中心修改。</MessageBarBody>
          </MessageBar>
        ) : (
          <form className={styles.form} onSubmit={submitPassword} noValidate>
            <Field label="原密码" required {...password.field('oldPassword')}>
              <Input type="password" {...password.text('oldPassword')} autoComplete="current-password" />
            </Field>
            <Field label="新密码" required hint="至少 6 位；其他设备上的登录会退出" {...password.field('newPassword')}>
              <Input type="password" {...password.text('newPassword')} autoComplete="new-password" />
            </Field>
            <Field label="确认新密码" required validationState={againError ? 'error' : 'none'} validationMessage={againError}>
              <Input type="password" {...password.text('again')} autoComplete="new-password" />
            </Field>
            <div>
              <Button type="submit" appearance="primary" disabled={changing.isLoading}>
                修改密码
              </Button>
            </div>
          </form>
        )}
      </Panel>
      <ConsolePreferencePanel />
      <SessionsPanel
        sessions={sessions.data}
        loading={sessions.isLoading}
        onRevoke={async (id) => done(await revoke({ query: { id } }))}
        onRevokeOthers={async () => done(await revokeOthers({}))}
      />
    </>
  );
}
