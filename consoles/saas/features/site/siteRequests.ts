import { bodyRules } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import { ConsoleRoleValues, licenseAllows, type OperationQuery, type Schema } from '#sdk';

type Site = Schema<'Site'>;

export interface CreateSiteValues {
  name: string;
  slug: string;
  categoryId: string;
  description: string;
}

export const emptyCreateSite: CreateSiteValues = { name: '', slug: '', categoryId: '', description: '' };

export const createSiteRules: Rules<CreateSiteValues> = bodyRules('createSite', ['name', 'slug', 'categoryId', 'description']);

/** `createSite`: trimmed name, slug as typed (the rules already checked it), description only when given. */
export function toCreateSiteInput(values: CreateSiteValues): { body: Schema<'SiteCreateInput'> } {
  const body: Schema<'SiteCreateInput'> = {
    name: values.name.trim(),
    slug: values.slug.trim(),
    categoryId: Number(values.categoryId),
  };
  const description = values.description.trim();
  if (description) body.description = description;
  return { body };
}

/**
 * The host a new site gets: `{slug}.{BASE_DOMAIN}`, where the base domain is the SaaS console's own host
 * (`movie.localhost:8080` while the console is at `localhost:8080`).
 */
export function siteHostHint(slug: string, consoleHost: string): string {
  return `${slug.trim() || '站点标识'}.${consoleHost}`;
}

export interface TransferValues {
  accountMobile: string;
}

export const transferRules: Rules<TransferValues> = bodyRules('transferSite', ['accountMobile']);

/** `transferSite`: the site and the new owner's mobile. */
export function toTransferSiteInput(siteId: number, accountMobile: string): { body: Schema<'SiteTransferInput'> } {
  return { body: { siteId, accountMobile: accountMobile.trim() } };
}

/** `deleteSite`. */
export function toDeleteSiteInput(id: number): { body: Schema<'IdInput'> } {
  return { body: { id } };
}

export interface SiteUserFilters {
  keyword: string;
  /** `1` 正常, `2` 已禁用, empty for both. */
  status: string;
  /** A console role (`admin` picks the owner), empty for anyone. */
  role: string;
}

export const emptySiteUserFilters: SiteUserFilters = { keyword: '', status: '', role: '' };

const consoleRoles: readonly string[] = ConsoleRoleValues;

/** `querySiteUsers` for one site. */
export function toSiteUsersInput(
  siteId: number,
  filters: SiteUserFilters,
  page: number,
  pageSize: number,
): { query: OperationQuery<'querySiteUsers'> } {
  const query: OperationQuery<'querySiteUsers'> = { siteId, page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.status === '1' || filters.status === '2') query.status = Number(filters.status) as 1 | 2;
  if (consoleRoles.includes(filters.role)) query.role = filters.role as Schema<'ConsoleRole'>;
  return { query };
}

/** `findAnonymousUser`. */
export function toAnonymousUserInput(siteId: number): { query: OperationQuery<'findAnonymousUser'> } {
  return { query: { siteId } };
}

/** Renewal extends the current paid plan (the basic licence never expires); only the owner can order. */
export function canRenew(site: Site, accountId: number | undefined): boolean {
  return site.masterId === accountId && licenseAllows.renewal(site.licenseType);
}

/** Buying a higher plan; the flagship has none above it unless it has expired. */
export function canUpgrade(site: Site, accountId: number | undefined): boolean {
  return site.masterId === accountId && (licenseAllows.upgrade(site.licenseType) || site.licenseStatus === 'expired');
}

/** `getSiteDomainList` for one site. */
export function toSiteDomainListInput(siteId: number): { query: OperationQuery<'getSiteDomainList'> } {
  return { query: { siteId } };
}

/** `addSiteDomain`: the typed host name (already lower case) and how it will be proved. */
export function toAddSiteDomainInput(
  siteId: number,
  values: { hostname: string; method: Schema<'SiteDomainMethod'> },
): { body: Schema<'SiteDomainAddInput'> } {
  return { body: { siteId, hostname: values.hostname.trim(), method: values.method } };
}

/** `verifySiteDomain` and `deleteSiteDomain`. */
export function toSiteDomainRefInput(siteId: number, id: number): { body: Schema<'SiteDomainRef'> } {
  return { body: { siteId, id } };
}
