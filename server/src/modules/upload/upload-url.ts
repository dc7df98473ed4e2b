import type { Config } from '../../config';

/** A stored image's key: `<siteId>/<yyyy>/<mm>/<128-bit hex>.webp`, nothing else (no dots, no slashes beyond these). */
export const UPLOAD_KEY_PATTERN = /^([1-9][0-9]{0,15})\/([0-9]{4})\/(0[1-9]|1[0-2])\/([0-9a-f]{32})\.webp$/;

/** Where uploaded images are served from: `/files/` on this server, or the bucket's public address. */
export function uploadUrlPrefix(config: Pick<Config, 'uploadStorage' | 's3'>): string {
  return config.uploadStorage === 's3' ? `${config.s3!.publicUrl.replace(/\/+$/, '')}/` : '/files/';
}

export function uploadUrlOf(config: Pick<Config, 'uploadStorage' | 's3'>, key: string): string {
  return `${uploadUrlPrefix(config)}${key}`;
}

/** True for the address of an image uploaded to this site (an avatar may be nothing else). */
export function isSiteUploadUrl(config: Pick<Config, 'uploadStorage' | 's3'>, siteId: number, url: string): boolean {
  const prefix = uploadUrlPrefix(config);
  if (!url.startsWith(prefix)) return false;
  const match = UPLOAD_KEY_PATTERN.exec(url.slice(prefix.length));
  return match !== null && Number(match[1]) === siteId;
}

/**
 * A SaaS account's avatar: `accounts/<accountId>/<yyyy>/<mm>/<128-bit hex>.webp`. It belongs to no site, so it lives
 * beside the site folders; `accounts` is no site id, so a deleted site's purge (site-files.ts) never reaches it.
 */
export const ACCOUNT_AVATAR_KEY_PATTERN = /^accounts\/([1-9][0-9]{0,15})\/([0-9]{4})\/(0[1-9]|1[0-2])\/([0-9a-f]{32})\.webp$/;

/** Any key this server stores and serves: a site's upload or an account's avatar. */
export function isStoredKey(key: string): boolean {
  return UPLOAD_KEY_PATTERN.test(key) || ACCOUNT_AVATAR_KEY_PATTERN.test(key);
}

/**
 * A post's attachment (the attachment module): `<siteId>/att/<yyyy>/<mm>/<128-bit hex>`, kept in the same storage as
 * the images but never served at /files/ (isStoredKey does not take it): it goes out only through a one-time download link.
 */
export const ATTACHMENT_KEY_PATTERN = /^([1-9][0-9]{0,15})\/att\/([0-9]{4})\/(0[1-9]|1[0-2])\/([0-9a-f]{32})$/;

/** Any key the storage may write: a served one (isStoredKey) or an attachment's. */
export function isStorageKey(key: string): boolean {
  return isStoredKey(key) || ATTACHMENT_KEY_PATTERN.test(key);
}
