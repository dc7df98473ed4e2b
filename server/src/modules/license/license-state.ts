// The one place that says what a licence grants now and what a paid order makes of it.
import { effectivePlan, licenseAllows, LicenseType as Plan, type Schema } from '../../../../sdk';
import { BEIJING_OFFSET_MS } from '../../lib/beijing-time';

export type LicenseType = Schema<'LicenseType'>;
export type LicenseStatus = Schema<'LicenseStatus'>;

/** A licence this close to its end shows as expiring, so the owner renews in time. */
export const EXPIRING_WITHIN_MS = 15 * 24 * 3600 * 1000;

export interface LicenseTerms {
  licenseType: number;
  startsAt: Date;
  /** null: never ends (the free basic licence). */
  expiresAt: Date | null;
}

export interface LicenseState {
  /** The plan bought. */
  licenseType: LicenseType;
  /** What the site runs as now: a paid licence past its end runs as the basic one (type 1), its data kept. */
  effectiveType: LicenseType;
  status: LicenseStatus;
}

export function licenseState(license: Pick<LicenseTerms, 'licenseType' | 'expiresAt'> | null | undefined, now = new Date()): LicenseState {
  const licenseType = (license?.licenseType ?? Plan.basic) as LicenseType;
  const expiresAt = license?.expiresAt ?? null;
  const left = expiresAt ? expiresAt.getTime() - now.getTime() : Number.POSITIVE_INFINITY;
  const status: LicenseStatus = left <= 0 ? 'expired' : left <= EXPIRING_WITHIN_MS ? 'expiring' : 'active';
  return { licenseType, effectiveType: effectivePlan(licenseType, status === 'expired'), status };
}

/** `from` plus whole calendar months in Beijing time; a day the target month lacks becomes its last day (1-31 + 1 → 2-28). */
export function addMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + BEIJING_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - BEIJING_OFFSET_MS);
}

/**
 * The licence after a paid order: the same plan as a running paid licence is extended from its end;
 * anything else (another plan, an expired licence, the basic one) starts now and replaces it.
 */
export function licenseAfterOrder(current: LicenseTerms, order: { licenseType: number; months: number }, now = new Date()): LicenseTerms {
  const running =
    current.licenseType === order.licenseType &&
    licenseAllows.renewal(current.licenseType) &&
    licenseState(current, now).status !== 'expired';
  if (running) {
    // A paid licence without an end already runs for ever; more months cannot extend it.
    if (!current.expiresAt) return { ...current };
    const from = current.expiresAt > now ? current.expiresAt : now;
    return { licenseType: current.licenseType, startsAt: current.startsAt, expiresAt: addMonths(from, order.months) };
  }
  return { licenseType: order.licenseType, startsAt: now, expiresAt: addMonths(now, order.months) };
}
