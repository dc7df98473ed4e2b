import { alsoInvalidates, operationTag } from '#kit/request/api';

// A paid, refunded or offline order changes a site's licence: the licence pages and the site lists read it again.
const licenceChanged = [operationTag('getLicense'), operationTag('getSiteList')];

/** The console's api with the order area's cross-area effects. */
export const orderApi = alsoInvalidates({
  completeSandboxPayment: licenceChanged,
  createOfflineOrder: licenceChanged,
  updateManagedOrder: licenceChanged,
});
