// Spec §4's licence gates, named once: the site console's derived roles, its menus and home page, the SaaS console's
// buy/renew links and the server's refusals all ask these, never a licence type number.
import { LicenseType, Switch } from '../generated/enums';
import type { components } from '../generated/schema';

type Plan = components['schemas']['LicenseType'];

/** What a licence type opens by itself (a licence past its end counts as the basic one: see the server's licenseState). */
export const licenseAllows = {
  /** §4: a licence type other than 1 adds the role Question (问答). */
  question: (licenseType: number) => licenseType !== LicenseType.basic,
  /** §4: the Mall role needs a licence type above 2 (the flagship plan), besides the gift setting. */
  mall: (licenseType: number) => licenseType > LicenseType.professional,
  /** The basic plan is free and has no term: nothing to renew. */
  renewal: (licenseType: number) => licenseType !== LicenseType.basic,
  /** A plan above this one exists to buy. */
  upgrade: (licenseType: number) => licenseType < LicenseType.flagship,
} as const;

/** §4's Mall rule: the site's gift setting is on and its licence allows the mall. */
export function mallRuleHolds(site: { giftStatus: number; licenseType: number }): boolean {
  return site.giftStatus === Switch.on && licenseAllows.mall(site.licenseType);
}

/** The mall works on a site: §4's Mall rule holds and the mall's own switch (mallFunctionStatus, 功能设置) is on. */
export function mallOpen(site: { giftStatus: number; licenseType: number; mallFunctionStatus: number }): boolean {
  return mallRuleHolds(site) && site.mallFunctionStatus === Switch.on;
}

/** Q&A works on a site: the licence allows it and its switch (questionFunctionStatus, 功能设置) is on. */
export function questionOpen(site: { licenseType: number; questionFunctionStatus: number }): boolean {
  return licenseAllows.question(site.licenseType) && site.questionFunctionStatus === Switch.on;
}

/** The plan a licence gives while in force; once expired the site runs as on the basic plan. */
export function effectivePlan(licenseType: Plan, expired: boolean): Plan {
  return expired ? LicenseType.basic : licenseType;
}
