import type { Schema } from '#sdk';

/** A licence state's badge colour (site list, licence pages). */
export const licenseStatusColor = {
  active: 'success',
  expiring: 'warning',
  expired: 'danger',
} as const satisfies Record<Schema<'LicenseStatus'>, 'success' | 'warning' | 'danger'>;
