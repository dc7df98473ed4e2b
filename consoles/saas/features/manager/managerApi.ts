import { alsoInvalidates, api, operationTag } from '#kit/request/api';

// The permission catalogue changes with a release, not while the console is open.
api.enhanceEndpoints({ endpoints: { getManagerPermissionList: { keepUnusedDataFor: 3600 } } });

/**
 * The console's api with the manager area's cross-area effects: a deleted site user leaves the site's member count
 * and its own user list (site area); a reputation change shows in that list too.
 */
export const managerApi = alsoInvalidates({
  deleteSiteUser: [operationTag('getSiteList'), operationTag('querySiteUsers')],
  updateUserReputationPoints: [operationTag('querySiteUsers')],
});
