import { injectOperations, opEnvelopeMutation, opMutation, opQuery } from '#kit/request/api';

/** Sign-in, registration (with the site's service agreement) and password reset of the site console. */
export const siteAuthApi = injectOperations({
  consoleLogin: opMutation('consoleLogin'),
  sendConsoleRegisterSms: opEnvelopeMutation('sendConsoleRegisterSms'),
  consoleRegister: opMutation('consoleRegister'),
  getSiteServiceAgreement: opQuery('getSiteServiceAgreement'),
  sendConsoleForgetSms: opEnvelopeMutation('sendConsoleForgetSms'),
  verifyConsoleResetCode: opMutation('verifyConsoleResetCode'),
  resetConsolePassword: opMutation('resetConsolePassword'),
});
