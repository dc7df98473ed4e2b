// Settings secrets at rest (social login, SSO, the OpenID provider's signing keys): AES-256-GCM under SETTINGS_SECRET_KEY, or, when it is not set, a random key kept in
// DATA_DIR/settings-secret.key (created once, mode 0600). A secret is never read back out to anyone: the settings
// answer only whether one is set. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

const keys = new Map<string, Buffer>();

function keyOf(config: Pick<Config, 'dataDir' | 'socialLogin'>): Buffer {
  if (config.socialLogin.secretKey) return Buffer.from(config.socialLogin.secretKey, 'hex');
  const file = join(config.dataDir, 'settings-secret.key');
  const known = keys.get(file);
  if (known) return known;
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte hex key`);
  keys.set(file, key);
  return key;
}

export function sealSecret(config: Pick<Config, 'dataDir' | 'socialLogin'>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The secret, or undefined when it was sealed under another key (the key changed: the owner enters it again). */
export function openSecret(config: Pick<Config, 'dataDir' | 'socialLogin'>, sealed: string): string | undefined {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
