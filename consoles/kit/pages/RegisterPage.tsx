import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useConsoleConfig } from '#kit/app/context';
import { consoleTokenKind } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { Switch } from '#sdk';
import { AuthFrame } from './AuthFrame';
import { AuthLinks } from './AuthLinks';
import { authOperations, authTexts } from './authOperations';
import { smsSender } from './authRequests';
import { dataOf } from './outcome';
import { RegisterForm } from './RegisterForm';
import { usePublicTitle } from './usePublicTitle';

/** What the site console's register page says while the site's 开放注册 switch is off (the server refuses the SMS code too). */
export const REGISTRATION_CLOSED = '本站暂未开放注册，已有账号请直接登录。';

/**
 * /register of both consoles: mobile, SMS code, password, optional name, then signed in. In the site console the
 * site's service agreement must be accepted, and while its `registerStatus` is off only a notice and the links show.
 */
export function RegisterPage() {
  const config = useConsoleConfig();
  const kind = consoleTokenKind(config);
  const operations = authOperations[kind];
  const title = usePublicTitle();
  const { data: info } = api.useGetSitePublicInfoQuery(undefined, { skip: !config.siteConsole });
  const closed = config.siteConsole && info?.registerStatus === Switch.off;
  const { data: agreement } = api.useGetSiteServiceAgreementQuery(undefined, { skip: !config.siteConsole || closed });
  const [sendSms] = (api.endpoints[operations.sendRegisterSms] as typeof api.endpoints.sendConsoleRegisterSms).useMutation();
  const [register] = (api.endpoints[operations.register] as typeof api.endpoints.consoleRegister).useMutation();
  return (
    <AuthFrame title={title} subtitle={authTexts[kind].register}>
      {closed ? (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>{REGISTRATION_CLOSED}</MessageBarBody>
          </MessageBar>
          <AuthLinks current="/register" />
        </>
      ) : (
        <RegisterForm
          sendCode={smsSender(sendSms)}
          register={dataOf(register)}
          agreement={agreement ?? null}
          footer={<AuthLinks current="/register" />}
        />
      )}
    </AuthFrame>
  );
}
