export { ADMIN_ROLE, type FeatureFlags, filterRoutes, hasPermission, VISITOR_ROLE } from './access';
export { decideNavigation, type GuardDecision, type GuardInput } from './guard';
export { type DerivedRoles, deriveRoles, MALL_ROLE, QUESTION_ROLE, type SiteLicence, siteFeatureFlags } from './roles';
