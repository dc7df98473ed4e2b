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
  // Reports (举报): a reported object handled (detail: action, targetType, targetId, reports), the site's reasons changed.
  'impeachHandled',
  'impeachReasonsChanged',
  // Members (成员): mutes and bans (targetType 'siteUser'; detail has days, reason, endsAt) and their lifting.
  'memberMuted',
  'memberBanned',
  'sanctionLifted',
  // An administrator's reset of a member's password (sessions ended) and a member's deletion (detail: content keep/remove).
  'memberPasswordReset',
  'memberDeleted',
  // Points and the mall (积分与积分商城).
  'pointsAdjusted',
  'giftSaved',
  'giftShelfChanged',
  'giftCodesAdded',
  'mallOrderShipped',
  'mallOrderCompleted',
  'mallOrderCancelled',
  // Questions and answers (问答): state changes use the content actions above with targetType 'question' or 'answer'.
  'answerAccepted',
  'bountySettled',
  'questionTypesChanged',
  'questionSettingChanged',
  // Sections (版块): all of a section's posts moved to another, or the section merged into another (then deleted);
  // targetType 'section', targetId the section moved from, detail { to, movedPosts }.
  'sectionContentMoved',
  'sectionMerged',
  // Background tasks (SaaS 后台任务): targetType 'task', detail { name, enabled }; SMS quotas: targetType 'site'.
  'taskEnabledChanged',
  'taskRunRequested',
  'smsQuotaChanged',
] as const;

export type SecurityAction = (typeof securityActions)[number];
