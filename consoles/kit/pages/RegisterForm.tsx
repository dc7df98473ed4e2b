import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  Link,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { bodyRules, maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { type Outcome, type RegisterValues, type SmsSent, toRegisterInput } from './authRequests';
import { useFormStyles } from './formStyles';
import { PasswordInput } from './PasswordInput';
import { SmsCodeButton } from './SmsCodeButton';
import { useFinishLogin } from './useFinishLogin';

// Both consoles register with the contract's RegisterInput.
const registerRules = bodyRules('consoleRegister', ['mobile', 'code', 'password', 'userName'], { asTyped: ['password'] });
const USER_NAME_MAX = maxLengthOf('consoleRegister', 'body', 'userName');

/** The site's service agreement (sanitised HTML from the server). */
export interface Agreement {
  title: string;
  content: string;
}

interface Props {
  sendCode: (mobile: string) => Promise<SmsSent | null>;
  register: (input: ReturnType<typeof toRegisterInput>) => PromiseLike<Outcome<{ token: string }>>;
  /** Site console: must be accepted before registering. */
  agreement?: Agreement | null;
  footer?: ReactNode;
}

type Values = RegisterValues & { agreed: boolean };

/** Registration of both consoles: mobile, SMS code, password, optional name; signed in afterwards. */
export function RegisterForm({ sendCode, register, agreement, footer }: Props) {
  const styles = useFormStyles();
  const form = useForm<Values>(
    { mobile: '', code: '', password: '', userName: '', agreed: false },
    {
      ...registerRules,
      agreed: agreement ? [(agreed: boolean) => (agreed ? undefined : '请阅读并同意服务协议')] : [],
    },
  );
  const finishLogin = useFinishLogin();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const result = await register(toRegisterInput(form.values));
      if (result.data) await finishLogin(result.data.token);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="注册">
      <Field label="手机号" required {...form.field('mobile')}>
        <Input {...form.text('mobile')} placeholder="请输入手机号" inputMode="numeric" autoComplete="tel" />
      </Field>
      <Field label="验证码" required {...form.field('code')}>
        <div className={styles.row}>
          <Input
            className={styles.grow}
            {...form.text('code')}
            placeholder="6 位数字验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <SmsCodeButton mobile={form.values.mobile} validateMobile={() => form.validate(['mobile'])} send={sendCode} />
        </div>
      </Field>
      <Field label="密码" required {...form.field('password')}>
        <PasswordInput {...form.text('password')} placeholder="字母和数字组合，至少6位" autoComplete="new-password" />
      </Field>
      <Field label="昵称" hint="选填，不填时使用手机号后四位" {...form.field('userName')}>
        <Input {...form.text('userName')} placeholder="请输入昵称" maxLength={USER_NAME_MAX} />
      </Field>
      {agreement && (
        <Field {...form.field('agreed')}>
          <div className={styles.row}>
            <Checkbox
              checked={form.values.agreed}
              onChange={(_, data) => form.set('agreed', data.checked === true)}
              label="我已阅读并同意"
            />
            <Dialog>
              <DialogTrigger disableButtonEnhancement>
                <Link as="button" type="button">
                  《{agreement.title}》
                </Link>
              </DialogTrigger>
              <DialogSurface>
                <DialogBody>
                  <DialogTitle>{agreement.title}</DialogTitle>
                  <DialogContent>
                    {/* Sanitised by the server with one allowlist before it is stored (contract: ServiceAgreement). */}
                    {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised agreement HTML. */}
                    <div dangerouslySetInnerHTML={{ __html: agreement.content }} />
                  </DialogContent>
                  <DialogActions>
                    <DialogTrigger disableButtonEnhancement>
                      <Button appearance="primary" onClick={() => form.set('agreed', true)}>
                        同意
                      </Button>
                    </DialogTrigger>
                  </DialogActions>
                </DialogBody>
              </DialogSurface>
            </Dialog>
          </div>
        </Field>
      )}
      <Button type="submit" appearance="primary" disabled={busy}>
        {busy ? '注册中…' : '注册并登录'}
      </Button>
      {footer}
    </form>
  );
}
