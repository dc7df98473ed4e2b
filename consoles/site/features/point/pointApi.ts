import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** 积分设置 (categories and rules, admin or User) and 积分记录 (the ledger, admin, SiteBase or User). */
export const pointApi = injectOperations({
  getPointCategoryList: opQuery('getPointCategoryList', { providesTags: ['PointCategory'] }),
  // Rules carry their category's name: a renamed category refreshes them too.
  updatePointCategory: opEnvelopeMutation('updatePointCategory', { invalidatesTags: ['PointCategory', 'PointItem'] }),
  getPointItemList: opQuery('getPointItemList', { providesTags: ['PointItem'] }),
  updatePointItem: opEnvelopeMutation('updatePointItem', { invalidatesTags: ['PointItem'] }),
  getPointRecordList: opQuery('getPointRecordList'),
});
