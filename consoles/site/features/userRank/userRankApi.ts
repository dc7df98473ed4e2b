import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** 用户等级: list, create, edit, delete and the members' rank refresh (admin or User). */
export const userRankApi = injectOperations({
  getUserRankList: opQuery('getUserRankList', { providesTags: ['UserRank'] }),
  createUserRank: opEnvelopeMutation('createUserRank', { invalidatesTags: ['UserRank', 'IndexBase'] }),
  updateUserRank: opEnvelopeMutation('updateUserRank', { invalidatesTags: ['UserRank'] }),
  deleteUserRank: opEnvelopeMutation('deleteUserRank', { invalidatesTags: ['UserRank', 'IndexBase'] }),
  refreshUserRank: opEnvelopeMutation('refreshUserRank', { invalidatesTags: ['UserRank'] }),
});
