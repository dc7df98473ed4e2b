import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** The site list page: sites, categories, and what an owner or a manager does to a site. */
export const siteApi = injectOperations({
  getSiteList: opQuery('getSiteList', { providesTags: ['Site'] }),
  getSiteCategory: opQuery('getSiteCategory', { keepUnusedDataFor: 3600 }),
  createSite: opEnvelopeMutation('createSite', { invalidatesTags: ['Site'] }),
  transferSite: opEnvelopeMutation('transferSite', { invalidatesTags: ['Site', 'SiteUser'] }),
  deleteSite: opEnvelopeMutation('deleteSite', { invalidatesTags: ['Site', 'SiteUser'] }),
  querySiteUsers: opQuery('querySiteUsers', { providesTags: ['SiteUser'] }),
  findAnonymousUser: opQuery('findAnonymousUser'),
});
