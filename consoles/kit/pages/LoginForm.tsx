import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { type LoginValues, type Outcome, toLoginInput } from './authRequests';
import { useFormStyles } from './formStyles';
import { PasswordInput } from './PasswordInput';
import { useFinishLogin } from './useFinishLogin';

// Both consoles' logins take the contract's LoginInput.
const rules = bodyRules('consoleLogin', ['account', 'password'], { asTyped: ['password'] });

interface Props {
  /** SaaS: 手机号或邮箱; site console: 登录名或手机号. */
  accountLabel: string;
  login: (input: ReturnType<typeof toLoginInput>) => PromiseLike<Outcome<{ token: string }>>;
  footer?: ReactNode;
}

/** Login of both consoles: account and password, then the session loads and the `redirect` page opens. */
export function LoginForm({ accountLabel, login, footer }: Props) {
  const styles = useFormStyles();
  const form = useForm<LoginValues>({ account: '', password: '' }, rules);
  const finishLogin = useFinishLogin();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const result = await login(toLoginInput(form.values));
      if (result.data) await finishLogin(result.data.token);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="登录">
      <Field label={accountLabel} required {...form.field('account')}>
        <Input {...form.text('account')} placeholder={`请输入${accountLabel}`} autoComplete="username" />
      </Field>
      <Field label="密码" required {...form.field('password')}>
        <PasswordInput {...form.text('password')} placeholder="请输入密码" autoComplete="current-password" />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
      {footer}
    </form>
  );
}
