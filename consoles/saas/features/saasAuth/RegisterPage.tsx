import { AuthFrame } from '#kit/pages/AuthFrame';
import { AuthLinks } from '#kit/pages/AuthLinks';
import { smsSender } from '#kit/pages/authRequests';
import { RegisterForm } from '#kit/pages/RegisterForm';
import { saasAuthApi } from './saasAuthApi';

/** /register: mobile, SMS code (`sendRegisterSms`), password, optional name (`register`), then signed in. */
export function RegisterPage() {
  const [sendRegisterSms] = saasAuthApi.useSendRegisterSmsMutation();
  const [register] = saasAuthApi.useRegisterMutation();
  return (
    <AuthFrame title="站点管理中心" subtitle="注册账号">
      <RegisterForm sendCode={smsSender(sendRegisterSms)} register={register} footer={<AuthLinks current="/register" />} />
    </AuthFrame>
  );
}
