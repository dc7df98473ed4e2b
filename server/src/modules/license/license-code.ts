import { createHash, randomBytes } from 'node:crypto';

/** 32 symbols without the look-alikes 0/O and 1/I, so a code read aloud or off paper is typed right. */
export const LICENSE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** XXXX-XXXX-XXXX-XXXX: 16 symbols of 5 bits each (80 bits), unguessable. */
export function newLicenseCode(): string {
  const symbols = [...randomBytes(16)].map((byte) => LICENSE_CODE_ALPHABET[byte & 31]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/** Codes are matched case-insensitively and kept only as this hash. */
export function hashLicenseCode(code: string): Buffer {
  return createHash('sha256').update(code.trim().toUpperCase()).digest();
}

export const licenseCodeTail = (code: string) => code.slice(-4).toUpperCase();
