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
  // Content moderation (帖子与评论): each state change, flag and move; targetType 'post' or 'comment', detail has from/to.
  'contentApproved',
  'contentRejected',
  'contentHidden',
  'contentRestored',
  'contentDeleted',
  'contentPurged',
  'contentMoved',
  'contentPinned',
  'contentUnpinned',
  'contentFeatured',
  'contentUnfeatured',
  'contentLocked',
  'contentUnlocked',
  'sensitiveWordsChanged',
  'searchIndexRebuilt',
  // Members (成员): mutes and bans (targetType 'siteUser'; detail has days, reason, endsAt) and their lifting.
  'memberMuted',
  'memberBanned',
  'sanctionLifted',
] as const;

export type SecurityAction = (typeof securityActions)[number];
