/**
 * §6 roles of the site console's own areas, as the server checks them: ranks, point categories and rules need
 * admin or User; the ledger also opens to SiteBase (the contract allows User too); settings, the cache clear
 * included, need admin or SiteManage. Routes and in-page checks both read these.
 */
export const USER_ROLES = ['User'] as const;
export const POINT_RECORD_ROLES = ['SiteBase', 'User'] as const;
export const SETTING_ROLES = ['SiteManage'] as const;
/** The 用户 group shows when any of its pages does. */
export const USER_GROUP_ROLES = ['User', 'SiteBase'] as const;
