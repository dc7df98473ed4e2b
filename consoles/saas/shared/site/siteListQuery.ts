import { LicenseTypeValues, type OperationQuery } from '#sdk';

const isLicenseType = (value: number): value is (typeof LicenseTypeValues)[number] =>
  (LicenseTypeValues as readonly number[]).includes(value);

/** Filters of the site list as the form holds them (select values are strings; empty means no filter). */
export interface SiteFilters {
  keyword: string;
  categoryId: string;
  licenseType: string;
  /** Owner's account id; only managers with admin or Site may filter by it. */
  masterId: string;
}

export const emptySiteFilters: SiteFilters = { keyword: '', categoryId: '', licenseType: '', masterId: '' };

/** A positive integer from a form value, or undefined for an empty or unusable one. */
export function positiveId(value: string): number | undefined {
  const n = Number(value.trim());
  return value.trim() && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** `getSiteList`: only the filters that are set; `masterId` only for managers (the server ignores it for others). */
export function toSiteListInput(
  filters: SiteFilters,
  page: number,
  pageSize: number,
  canFilterOwner: boolean,
): { query: OperationQuery<'getSiteList'> } {
  const query: OperationQuery<'getSiteList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  const categoryId = positiveId(filters.categoryId);
  if (categoryId) query.categoryId = categoryId;
  const licenseType = Number(filters.licenseType);
  if (isLicenseType(licenseType)) query.licenseType = licenseType;
  const masterId = canFilterOwner ? positiveId(filters.masterId) : undefined;
  if (masterId) query.masterId = masterId;
  return { query };
}
