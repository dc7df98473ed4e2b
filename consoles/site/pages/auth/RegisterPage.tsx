import { AuthFrame } from '../../../kit/pages/AuthFrame';
import { AuthLinks } from '../../../kit/pages/AuthLinks';
import { smsSender } from '../../../kit/pages/authRequests';
import { RegisterForm } from '../../../kit/pages/RegisterForm';
import { siteAuthApi } from './authApi';
import { useSiteTitle } from './useSiteTitle';

/** /register: the site's service agreement, SMS code (`sendConsoleRegisterSms`), then `consoleRegister`. */
export function RegisterPage() {
  const title = useSiteTitle();
  const { data: agreement } = siteAuthApi.useGetSiteServiceAgreementQuery();
  const [sendSms] = siteAuthApi.useSendConsoleRegisterSmsMutation();
  const [consoleRegister] = siteAuthApi.useConsoleRegisterMutation();
  return (
    <AuthFrame title={title} subtitle="注册站点账号">
      <RegisterForm
        sendCode={smsSender(sendSms)}
        register={consoleRegister}
        agreement={agreement ?? null}
        footer={<AuthLinks current="/register" />}
      />
    </AuthFrame>
  );
}
