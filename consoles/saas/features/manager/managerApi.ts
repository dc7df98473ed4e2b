import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** 管理员设置: managers and their permissions (admin / AccountManager). */
export const managerApi = injectOperations({
  getManagerList: opQuery('getManagerList', { providesTags: ['Manager'] }),
  getManagerPermissionList: opQuery('getManagerPermissionList', { keepUnusedDataFor: 3600 }),
  createManager: opEnvelopeMutation('createManager', { invalidatesTags: ['Manager', 'Account'] }),
  updateManager: opEnvelopeMutation('updateManager', { invalidatesTags: ['Manager'] }),
  deleteManager: opEnvelopeMutation('deleteManager', { invalidatesTags: ['Manager', 'Account'] }),
  transferMainManager: opEnvelopeMutation('transferMainManager', { invalidatesTags: ['Manager', 'Account'] }),
});
