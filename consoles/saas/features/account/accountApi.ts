import { injectOperations, opEnvelopeMutation } from '#kit/request/api';

/** The signed-in account's own profile and password. */
export const saasAccountApi = injectOperations({
  updateAccount: opEnvelopeMutation('updateAccount'),
  changePassword: opEnvelopeMutation('changePassword'),
});
