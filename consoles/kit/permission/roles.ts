import { licenseAllows, mallRuleHolds, Switch } from '#sdk';
import { VISITOR_ROLE } from './access';

export const QUESTION_ROLE = 'Question';
export const MALL_ROLE = 'Mall';

/** What the site console's role derivation reads from the base settings and the site setting. */
export interface SiteLicence {
  /** `getIndexBase` → `licenseType`. */
  licenseType: number;
  /** `getSiteSetting` → `siteBasicSetting.giftStatus`. */
  giftStatus: number;
}

export interface DerivedRoles {
  /** The permission list as the server gave it (or `visitor`). */
  baseRoles: string[];
  /** What route access is checked against. */
  roles: string[];
}

/**
 * §4 roles: an empty permission list gives `visitor`. In the site console, a licence type other than 1 adds
 * `Question`; `Mall` is removed and added back only when the gift setting is on, the licence type is above 2 and
 * the base roles contained `Mall`.
 */
export function deriveRoles(permissionList: readonly string[], site?: SiteLicence): DerivedRoles {
  const baseRoles = permissionList.length > 0 ? [...permissionList] : [VISITOR_ROLE];
  if (!site) return { baseRoles, roles: [...baseRoles] };
  const roles = baseRoles.filter((role) => role !== MALL_ROLE);
  if (licenseAllows.question(site.licenseType) && !roles.includes(QUESTION_ROLE)) roles.push(QUESTION_ROLE);
  if (mallRuleHolds(site) && baseRoles.includes(MALL_ROLE)) roles.push(MALL_ROLE);
  return { baseRoles, roles };
}

/** The switches in the site setting that hide whole areas of the site console (§2.3). */
export interface SiteFeatureSetting {
  workOrderFunctionStatus: number;
  mallFunctionStatus: number;
  questionFunctionStatus?: number;
  /** The gift setting (§4's Mall rule). */
  siteBasicSetting?: { giftStatus: number };
}

/**
 * Site console feature switches: work orders show only when their setting is 1; Q&A (`question`) when its setting is
 * 1 and the derived roles hold `Question` (a licence other than the basic one, §4); the mall when its setting is 1 and
 * §4's Mall rule holds for the site — the gift setting on and the licence above 2 — whoever is signed in, so that
 * `admin`, which opens every page, does not see a mall the server refuses (the Mall role itself is checked by the
 * pages' operations). Without a licence given only the setting decides.
 */
export function siteFeatureFlags(
  setting: SiteFeatureSetting | null | undefined,
  roles: readonly string[] = [],
  licenseType?: number,
): { workOrder: boolean; mall: boolean; question: boolean } {
  const mallRule =
    licenseType === undefined || mallRuleHolds({ giftStatus: setting?.siteBasicSetting?.giftStatus ?? Switch.off, licenseType });
  return {
    workOrder: setting?.workOrderFunctionStatus === Switch.on,
    mall: setting?.mallFunctionStatus === Switch.on && mallRule,
    question: setting?.questionFunctionStatus === Switch.on && roles.includes(QUESTION_ROLE),
  };
}
