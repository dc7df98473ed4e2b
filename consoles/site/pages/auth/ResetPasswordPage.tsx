import { AuthFrame } from '#kit/pages/AuthFrame';
import { AuthLinks } from '#kit/pages/AuthLinks';
import { smsSender } from '#kit/pages/authRequests';
import { ResetPasswordForm } from '#kit/pages/ResetPasswordForm';
import { siteAuthApi } from './authApi';
import { useSiteTitle } from './useSiteTitle';

/** /resetpassword: `sendConsoleForgetSms` → `verifyConsoleResetCode` → `resetConsolePassword`. */
export function ResetPasswordPage() {
  const title = useSiteTitle();
  const [sendSms] = siteAuthApi.useSendConsoleForgetSmsMutation();
  const [verify] = siteAuthApi.useVerifyConsoleResetCodeMutation();
  const [reset] = siteAuthApi.useResetConsolePasswordMutation();
  return (
    <AuthFrame title={title} subtitle="找回密码">
      <ResetPasswordForm sendCode={smsSender(sendSms)} verify={verify} reset={reset} footer={<AuthLinks current="/resetpassword" />} />
    </AuthFrame>
  );
}
