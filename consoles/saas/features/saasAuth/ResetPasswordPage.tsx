import { AuthFrame } from '#kit/pages/AuthFrame';
import { AuthLinks } from '#kit/pages/AuthLinks';
import { smsSender } from '#kit/pages/authRequests';
import { ResetPasswordForm } from '#kit/pages/ResetPasswordForm';
import { saasAuthApi } from './saasAuthApi';

/** /resetpassword: mobile → `sendForgetSms`, code → `verifyResetCode`, new password → `resetPassword`. */
export function ResetPasswordPage() {
  const [sendForgetSms] = saasAuthApi.useSendForgetSmsMutation();
  const [verifyResetCode] = saasAuthApi.useVerifyResetCodeMutation();
  const [resetPassword] = saasAuthApi.useResetPasswordMutation();
  return (
    <AuthFrame title="站点管理中心" subtitle="找回密码">
      <ResetPasswordForm
        sendCode={smsSender(sendForgetSms)}
        verify={verifyResetCode}
        reset={resetPassword}
        footer={<AuthLinks current="/resetpassword" />}
      />
    </AuthFrame>
  );
}
