/** Where re-encoded images go; keys are `<siteId>/<yyyy>/<mm>/<hex>.webp` (UPLOAD_KEY_PATTERN), or an account avatar's `accounts/<id>/…` (ACCOUNT_AVATAR_KEY_PATTERN), under every storage. */
/** How a file that is not an image is stored (an attachment): its type, and that it is a download. */
export interface PutOptions {
  contentType: string;
  /** `attachment`: the bucket, if ever reached directly, hands it out as a download, never to be shown. */
  disposition?: 'attachment';
  cacheControl?: string;
}

export interface ImageStorage {
  put(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  /** Reads one stored file (an attachment being downloaded); undefined when it is not there. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes one stored file (an account's replaced avatar); nothing there is no error. */
  remove(key: string): Promise<void>;
  /** Removes every file of the site (keys under `<siteId>/`); nothing there is no error. */
  removeSite(siteId: number): Promise<void>;
  /** The sites that have files stored, read from the keys' first segment. */
  siteIds(): Promise<number[]>;
}

/** A key's first segment as a site id, or undefined when it is not one. */
export function siteIdOfSegment(segment: string): number | undefined {
  return /^[1-9][0-9]{0,15}$/.test(segment) ? Number(segment) : undefined;
}

export const IMAGE_CONTENT_TYPE = 'image/webp';
/** Keys are random and never reused: a file never changes, so anyone may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
