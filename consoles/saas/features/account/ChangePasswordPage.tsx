import { Button, Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { bodyRules, fieldRule } from '#kit/form/fieldRules';
import { minLength } from '#kit/form/rules';
import { type Rules, useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { PasswordInput } from '#kit/pages/PasswordInput';
import { api } from '#kit/request/api';
import { type PasswordValues, toChangePasswordInput } from './accountRequests';

const contract = bodyRules('changePassword', ['oldPassword', 'newPassword'], { asTyped: ['oldPassword', 'newPassword'] });

/** §5: an empty field reads as too short, with the contract's length message; then the contract's own rules. */
function tooShortFirst(field: 'oldPassword' | 'newPassword') {
  const rule = fieldRule('changePassword', 'body', field);
  return [minLength(rule.minLength ?? 0, rule.messages?.minLength ?? ''), ...contract[field]];
}

const rules: Rules<PasswordValues> = { oldPassword: tooShortFirst('oldPassword'), newPassword: tooShortFirst('newPassword') };

const empty: PasswordValues = { oldPassword: '', newPassword: '' };

/** 修改密码 (`changePassword`): the account's password, which is also the owner's password in each of their site consoles. */
export function ChangePasswordPage({ title }: { title?: string } = {}) {
  const styles = useFormStyles();
  const form = useForm<PasswordValues>(empty, rules);
  const [changePassword] = api.useChangePasswordMutation();
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
    <Panel className={styles.narrow} title={title}>
      <form className={styles.form} noValidate onSubmit={submit} aria-label="修改密码">
        <MessageBar intent="info">
          <MessageBarBody>
            修改后，您以站长身份登录自己的各站点控制台也使用新密码，其他已登录的设备（含站点控制台）需要重新登录；站内其他账号的密码另行维护。
          </MessageBarBody>
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
