export { ADMIN_ROLE, type FeatureFlags, filterRoutes, hasPermission, openShares, routeRoles, VISITOR_ROLE } from './access';
export { can, rolesForOperations, rolesOpen } from './can';
export { decideNavigation, type GuardDecision, type GuardInput } from './guard';
export { type DerivedRoles, deriveRoles, MALL_ROLE, QUESTION_ROLE, type SiteLicence, siteFeatureFlags } from './roles';
export { consoleTokenKind, useCan } from './useCan';
