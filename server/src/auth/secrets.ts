import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { createHashLimiter, defaultHashLimits, type HashLimits } from './hash-limiter';

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

// One bound for the whole process: the cores it protects are shared by every app built in it.
let limiter = createHashLimiter(defaultHashLimits());

/** Sets how many argon2 computations run and wait at once (HASH_CONCURRENCY, HASH_QUEUE). */
export function limitHashing(limits: HashLimits) {
  limiter = createHashLimiter(limits);
}

/** Runs `work` in one of the hashing slots, as argon2 does (tests hold a slot this way). */
export const runHashing = <T>(work: () => Promise<T>) => limiter.run(work);

/** argon2id (m=19456, t=2, p=1): passwords and SMS codes. Throws 503 服务繁忙 when too many are already waiting. */
export const hashSecret = (secret: string) => limiter.run(() => hash(secret));

/** argon2's verify compares the derived hash in constant time. Throws 503 服务繁忙 when too many are already waiting. */
export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  return limiter.run(async () => {
    try {
      return await verify(stored, secret);
    } catch {
      return false;
    }
  });
}

// Verified against when an account does not exist, so that a wrong account and a wrong password take the same time.
let dummy: Promise<string> | undefined;
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hash('commune-no-such-account');
  await verifySecret(await dummy, secret);
  return false;
}
