import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** 账号管理: every account of the site management centre (admin / Account). */
export const manageAccountApi = injectOperations({
  getAccountList: opQuery('getAccountList', { providesTags: ['Account'] }),
  updateManagedAccount: opEnvelopeMutation('updateManagedAccount', { invalidatesTags: ['Account', 'Manager'] }),
});
