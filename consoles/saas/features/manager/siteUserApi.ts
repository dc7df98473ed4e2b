import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** 站点用户: users of every site (admin / SiteUser). */
export const siteUserApi = injectOperations({
  getUserList: opQuery('getUserList', { providesTags: ['SiteUser'] }),
  updateUserReputationPoints: opEnvelopeMutation('updateUserReputationPoints', { invalidatesTags: ['SiteUser'] }),
  deleteSiteUser: opEnvelopeMutation('deleteSiteUser', { invalidatesTags: ['SiteUser', 'Site'] }),
});
