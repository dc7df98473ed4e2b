import type { TimeInput } from '#kit/format/time';
import { LicenseTypeLabels, type Schema } from '#sdk';

/** `专业版 12 个月`. */
export function planText(licenseType: Schema<'LicenseType'>, months: number): string {
  return `${LicenseTypeLabels[licenseType]} ${months} 个月`;
}

export const orderStatusColor = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'subtle',
  refunded: 'danger',
} as const satisfies Record<Schema<'OrderStatus'>, string>;

/**
 * Time left to pay: `29:41`, `1:02:05` past an hour, or null once the deadline has passed (the server cancels the
 * order then).
 */
export function timeLeft(deadline: TimeInput, now: number = Date.now()): string | null {
  const end = deadline instanceof Date ? deadline.getTime() : typeof deadline === 'number' ? deadline : Date.parse(deadline);
  const seconds = Math.floor((end - now) / 1000);
  if (Number.isNaN(seconds) || seconds <= 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
