import { Button, Field, Input, Text } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { required } from '#kit/form/rules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { type Outcome, type SmsSent, toResetInput, toVerifyInput } from './authRequests';
import { useFormStyles } from './formStyles';
import { PasswordInput } from './PasswordInput';
import { SmsCodeButton } from './SmsCodeButton';

// Both consoles reset with the contract's VerifyCodeInput and ResetPasswordInput.
const resetRules = {
  ...bodyRules('verifyConsoleResetCode', ['mobile', 'code']),
  ...bodyRules('resetConsolePassword', ['newPassword'], { asTyped: ['newPassword'] }),
};

interface Props {
  sendCode: (mobile: string) => Promise<SmsSent | null>;
  verify: (input: ReturnType<typeof toVerifyInput>) => PromiseLike<Outcome<{ resetToken: string }>>;
  reset: (input: ReturnType<typeof toResetInput>) => PromiseLike<Outcome<unknown>>;
  footer?: ReactNode;
}

interface Values {
  mobile: string;
  code: string;
  newPassword: string;
  confirm: string;
}

/** Password reset of both consoles: mobile → SMS code → checked code → new password → back to login. */
export function ResetPasswordForm({ sendCode, verify, reset, footer }: Props) {
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [resetToken, setResetToken] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>(
    { mobile: '', code: '', newPassword: '', confirm: '' },
    {
      ...resetRules,
      confirm: [required('请再次输入新密码')],
    },
  );
  const confirmMismatch = form.values.confirm !== '' && form.values.confirm !== form.values.newPassword;

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['mobile', 'code'])) return;
    setBusy(true);
    const result = await verify(toVerifyInput(form.values.mobile, form.values.code));
    setBusy(false);
    if (result.data) setResetToken(result.data.resetToken);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['newPassword', 'confirm']) || confirmMismatch) return;
    setBusy(true);
    const result = await reset(toResetInput(resetToken, form.values.newPassword));
    setBusy(false);
    if ('data' in result && !result.error) {
      notify.success('密码已重置，请用新密码登录');
      navigate('/login', { replace: true });
    }
  };

  if (!resetToken)
    return (
      <form className={styles.form} noValidate onSubmit={checkCode} aria-label="找回密码">
        <Text className={styles.note}>第 1 步（共 2 步）：验证手机号</Text>
        <Field label="手机号" required {...form.field('mobile')}>
          <Input {...form.text('mobile')} placeholder="请输入注册时的手机号" inputMode="numeric" autoComplete="tel" />
        </Field>
        <Field label="验证码" required {...form.field('code')}>
          <div className={styles.row}>
            <Input className={styles.grow} {...form.text('code')} placeholder="6 位数字验证码" inputMode="numeric" />
            <SmsCodeButton mobile={form.values.mobile} validateMobile={() => form.validate(['mobile'])} send={sendCode} />
          </div>
        </Field>
        <Button type="submit" appearance="primary" disabled={busy}>
          下一步
        </Button>
        {footer}
      </form>
    );

  return (
    <form className={styles.form} noValidate onSubmit={save} aria-label="设置新密码">
      <Text className={styles.note}>第 2 步（共 2 步）：设置新密码</Text>
      <Field label="新密码" required {...form.field('newPassword')}>
        <PasswordInput {...form.text('newPassword')} placeholder="字母和数字组合，至少6位" autoComplete="new-password" />
      </Field>
      <Field
        label="确认新密码"
        required
        {...(confirmMismatch ? { validationMessage: '两次输入的密码不一致', validationState: 'error' as const } : form.field('confirm'))}
      >
        <PasswordInput {...form.text('confirm')} placeholder="请再次输入新密码" autoComplete="new-password" />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy}>
        重置密码
      </Button>
      {footer}
    </form>
  );
}
