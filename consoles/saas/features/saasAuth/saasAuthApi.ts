import { injectOperations, opEnvelopeMutation, opMutation } from '#kit/request/api';

/** Sign-in, registration and password reset of the SaaS console. */
export const saasAuthApi = injectOperations({
  saasLogin: opMutation('saasLogin'),
  sendRegisterSms: opEnvelopeMutation('sendRegisterSms'),
  register: opMutation('register'),
  sendForgetSms: opEnvelopeMutation('sendForgetSms'),
  verifyResetCode: opMutation('verifyResetCode'),
  resetPassword: opMutation('resetPassword'),
});
