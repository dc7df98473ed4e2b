import { injectOperations, opMutation, opQuery } from './api';

/** The operations the kit itself calls: who is signed in, roles, settings, badge counts, logout. */
export const sessionApi = injectOperations({
  getTokenAccount: opQuery('getTokenAccount'),
  getTokenUser: opQuery('getTokenUser'),
  getPermissionList: opQuery('getPermissionList'),
  // Tagged so pages that change its figures (ranks, members) can have the home page refetch them.
  getIndexBase: opQuery('getIndexBase', { providesTags: ['IndexBase'] }),
  getSiteSetting: opQuery('getSiteSetting'),
  getSaasMessageCount: opQuery('getSaasMessageCount'),
  readSaasMessage: opMutation('readSaasMessage'),
  getConsoleMessageCount: opQuery('getConsoleMessageCount'),
  readConsoleMessage: opMutation('readConsoleMessage'),
});
