import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AuthFrame } from '#kit/pages/AuthFrame';
import { AuthLinks } from '#kit/pages/AuthLinks';
import { smsSender } from '#kit/pages/authRequests';
import { RegisterForm } from '#kit/pages/RegisterForm';
import { api } from '#kit/request/api';
import { Switch } from '#sdk';
import { siteAuthApi } from './authApi';
import { useSiteTitle } from './useSiteTitle';

/** What the register page says while the site's 开放注册 switch is off (the server refuses the SMS code too). */
export const REGISTRATION_CLOSED = '本站暂未开放注册，已有账号请直接登录。';

/**
 * /register: the site's service agreement, SMS code (`sendConsoleRegisterSms`), then `consoleRegister`; while the
 * site setting's `registerStatus` is off, only a notice and the links.
 */
export function RegisterPage() {
  const title = useSiteTitle();
  const { data: setting } = api.useGetSiteSettingQuery();
  const closed = setting?.registerStatus === Switch.off;
  const { data: agreement } = siteAuthApi.useGetSiteServiceAgreementQuery(undefined, { skip: closed });
  const [sendSms] = siteAuthApi.useSendConsoleRegisterSmsMutation();
  const [consoleRegister] = siteAuthApi.useConsoleRegisterMutation();
  return (
    <AuthFrame title={title} subtitle="注册站点账号">
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
          register={consoleRegister}
          agreement={agreement ?? null}
          footer={<AuthLinks current="/register" />}
        />
      )}
    </AuthFrame>
  );
}
