import { Button, Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { messages, PASSWORD_MIN } from '#kit/form/messages';
import { minLength } from '#kit/form/rules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { PasswordInput } from '#kit/pages/PasswordInput';
import { saasAccountApi } from './accountApi';
import { type PasswordValues, toChangePasswordInput } from './accountRequests';

/** §5: both required; an empty field fails the length rule with the same message. Only length is checked. */
const rules = {
  oldPassword: [minLength(PASSWORD_MIN, messages.oldPassword.minLength)],
  newPassword: [minLength(PASSWORD_MIN, messages.newPassword.minLength)],
};

const empty: PasswordValues = { oldPassword: '', newPassword: '' };

/** 修改密码 (`changePassword`): the site management centre's own password only. */
export function ChangePasswordPage() {
  const styles = useFormStyles();
  const form = useForm<PasswordValues>(empty, rules);
  const [changePassword] = saasAccountApi.useChangePasswordMutation();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    const result = await changePassword(toChangePasswordInput(form.values));
    setBusy(false);
    // Type 1 is success; any other type arrives as an error whose description the request layer shows.
    if (result.data?.type === 1) {
      notify.success(result.data.description || '密码修改成功');
      form.reset(empty);
    }
  };

  return (
    <Panel className={styles.narrow}>
      <form className={styles.form} noValidate onSubmit={submit} aria-label="修改密码">
        <MessageBar intent="info">
          <MessageBarBody>此处只修改站点管理中心的登录密码；所建站点内账号的密码另行维护。</MessageBarBody>
        </MessageBar>
        <Field label="原密码" required {...form.field('oldPassword')}>
          <PasswordInput {...form.text('oldPassword')} placeholder="字母和数字组合，至少6位" autoComplete="current-password" />
        </Field>
        <Field label="新密码" required {...form.field('newPassword')}>
          <PasswordInput {...form.text('newPassword')} placeholder="字母和数字组合，至少6位" autoComplete="new-password" />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy}>
            确认修改
          </Button>
        </div>
      </form>
    </Panel>
  );
}
