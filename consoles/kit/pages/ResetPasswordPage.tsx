import { useConsoleConfig } from '#kit/app/context';
import { consoleTokenKind } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { AuthFrame } from './AuthFrame';
import { AuthLinks } from './AuthLinks';
import { authOperations, authTexts } from './authOperations';
import { smsSender } from './authRequests';
import { dataOf } from './outcome';
import { ResetPasswordForm } from './ResetPasswordForm';
import { usePublicTitle } from './usePublicTitle';

/** /resetpassword of both consoles: mobile → SMS code → checked code → new password → back to login. */
export function ResetPasswordPage() {
  const kind = consoleTokenKind(useConsoleConfig());
  const operations = authOperations[kind];
  const title = usePublicTitle();
  const [sendSms] = (api.endpoints[operations.sendForgetSms] as typeof api.endpoints.sendConsoleForgetSms).useMutation();
  const [verify] = (api.endpoints[operations.verifyResetCode] as typeof api.endpoints.verifyConsoleResetCode).useMutation();
  const [reset] = (api.endpoints[operations.resetPassword] as typeof api.endpoints.resetConsolePassword).useMutation();
  return (
    <AuthFrame title={title} subtitle={authTexts[kind].reset}>
      <ResetPasswordForm
        sendCode={smsSender(sendSms)}
        verify={dataOf(verify)}
        reset={dataOf(reset)}
        footer={<AuthLinks current="/resetpassword" />}
      />
    </AuthFrame>
  );
}
