import { alsoInvalidates, operationTag } from '#kit/request/api';

/**
 * The console's api with the licence area's cross-area effects: an activation adds an order (order area) and
 * changes the site's licence as the site lists show it (site area).
 */
export const licenseApi = alsoInvalidates({
  activateLicense: ['order', operationTag('getSiteList')],
});
