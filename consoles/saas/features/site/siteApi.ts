import { alsoInvalidates, api, operationTag } from '#kit/request/api';

// Site categories change with a release, not while the console is open.
api.enhanceEndpoints({ endpoints: { getSiteCategory: { keepUnusedDataFor: 3600 } } });

/**
 * The console's api with the site area's cross-area effects: a transferred or deleted site changes the managers'
 * list of site users (manager area) too.
 */
export const siteApi = alsoInvalidates({
  transferSite: [operationTag('getUserList')],
  deleteSite: [operationTag('getUserList')],
  // A verified or deleted domain changes the site's address in the list.
  verifySiteDomain: [operationTag('getSiteList')],
  deleteSiteDomain: [operationTag('getSiteList')],
});
