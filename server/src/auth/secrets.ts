import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256-bit random token, base64url (43 characters). Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** argon2id (m=19456, t=2, p=1): passwords and SMS codes. */
export const hashSecret = (secret: string) => hash(secret);

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

// Verified against when an account does not exist, so that a wrong account and a wrong password take the same time.
let dummy: Promise<string> | undefined;
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hash('commune-no-such-account');
  await verifySecret(await dummy, secret);
  return false;
}
