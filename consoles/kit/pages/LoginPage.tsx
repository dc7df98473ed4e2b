import { useConsoleConfig } from '#kit/app/context';
import { consoleTokenKind } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { AuthFrame } from './AuthFrame';
import { AuthLinks } from './AuthLinks';
import { authOperations, authTexts } from './authOperations';
import { LoginForm } from './LoginForm';
import { dataOf } from './outcome';
import { usePublicTitle } from './usePublicTitle';

/** /login of both consoles: `saasLogin` or `consoleLogin`, then the session loads and the `redirect` page opens. */
export function LoginPage() {
  const kind = consoleTokenKind(useConsoleConfig());
  const title = usePublicTitle();
  const [login] = (api.endpoints[authOperations[kind].login] as typeof api.endpoints.consoleLogin).useMutation();
  return (
    <AuthFrame title={title} subtitle={authTexts[kind].login}>
      <LoginForm accountLabel={authTexts[kind].accountLabel} login={dataOf(login)} footer={<AuthLinks current="/login" />} />
    </AuthFrame>
  );
}
