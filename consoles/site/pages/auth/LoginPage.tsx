import { AuthFrame } from '#kit/pages/AuthFrame';
import { AuthLinks } from '#kit/pages/AuthLinks';
import { LoginForm } from '#kit/pages/LoginForm';
import { siteAuthApi } from './authApi';
import { useSiteTitle } from './useSiteTitle';

/** /login: login name or mobile, and password (`consoleLogin`). */
export function LoginPage() {
  const title = useSiteTitle();
  const [consoleLogin] = siteAuthApi.useConsoleLoginMutation();
  return (
    <AuthFrame title={title} subtitle="站点控制台登录">
      <LoginForm accountLabel="登录名或手机号" login={consoleLogin} footer={<AuthLinks current="/login" />} />
    </AuthFrame>
  );
}
