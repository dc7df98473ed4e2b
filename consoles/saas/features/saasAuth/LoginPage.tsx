import { AuthFrame } from '#kit/pages/AuthFrame';
import { AuthLinks } from '#kit/pages/AuthLinks';
import { LoginForm } from '#kit/pages/LoginForm';
import { saasAuthApi } from './saasAuthApi';

/** /login: mobile number or e-mail, and password (`saasLogin`). */
export function LoginPage() {
  const [saasLogin] = saasAuthApi.useSaasLoginMutation();
  return (
    <AuthFrame title="站点管理中心" subtitle="登录">
      <LoginForm accountLabel="手机号或邮箱" login={saasLogin} footer={<AuthLinks current="/login" />} />
    </AuthFrame>
  );
}
