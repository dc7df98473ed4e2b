/**
 * The security events the trail records. Adding one is a new value here and a migration (its check constraint);
 * the members issue's operation logs show them with their Chinese names.
 */
export const securityActions = [
  'signIn',
  'signInFailed',
  'signOut',
  'passwordChanged',
  'passwordReset',
  'accountDisabled',
  'accountEnabled',
  'rolesChanged',
  'mainManagerTransferred',
  'siteTransferred',
  'siteDeleted',
  'orderPaid',
  'orderRefunded',
  'licenseCodesCreated',
  'licenseCodeActivated',
  'cacheCleared',
  'paymentNotifyRefused',
] as const;

export type SecurityAction = (typeof securityActions)[number];
