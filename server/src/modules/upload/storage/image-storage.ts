/** Where re-encoded images go; keys are `<siteId>/<yyyy>/<mm>/<hex>.webp` (UPLOAD_KEY_PATTERN) under every storage. */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
}

export const IMAGE_CONTENT_TYPE = 'image/webp';
/** Keys are random and never reused: a file never changes, so anyone may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
