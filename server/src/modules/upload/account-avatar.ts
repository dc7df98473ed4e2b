// An account's avatar (uploadAccountAvatar): the SaaS centre has no site, so this image is not an upload of a site (no
// `uploads` row, no watermark, no site folder). It goes through the same reading and re-encoding as every upload and
// is stored beside the sites' files, under `accounts/<accountId>/`, served by the same /files/ route or bucket.
// The account module calls this and then records the address on the account itself.
import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { AppError, badRequest } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { reencodeImage } from './image-pipeline';
import { readUploadForm } from './multipart-form';
import { ACCOUNT_AVATAR_LIMITS, overLimit } from './purpose-limits';
import { createImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/image-storage';
import { ACCOUNT_AVATAR_KEY_PATTERN, uploadUrlOf, uploadUrlPrefix } from './upload-url';

export function newAccountAvatarKey(accountId: number, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `accounts/${accountId}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.webp`;
}

/** Reads, checks, re-encodes and stores the one image of the form; answers its address. Nothing is stored on refusal. */
export async function storeAccountAvatar(
  deps: Pick<ModuleDeps, 'config' | 'log'>,
  accountId: number,
  parts: AsyncIterable<Multipart>,
  storage: ImageStorage = createImageStorage(deps.config),
): Promise<string> {
  const form = await readUploadForm(parts, deps.config.uploadMaxBytes, false);
  const tooLarge = overLimit(form.file.length, ACCOUNT_AVATAR_LIMITS);
  if (tooLarge) throw badRequest(tooLarge);
  const image = await reencodeImage(form.file, undefined, ACCOUNT_AVATAR_LIMITS.maxSide);
  const key = newAccountAvatarKey(accountId);
  try {
    await storage.put(key, image.data);
  } catch (error) {
    deps.log.error({ err: error, key }, 'storing an account avatar failed');
    throw new AppError(8, '图片存储暂时不可用，请稍后再试');
  }
  return uploadUrlOf(deps.config, key);
}

/**
 * Removes the file behind an avatar address the account no longer uses, so that an account keeps one file at most.
 * Only a key of this very account is touched (an address typed elsewhere, or another account's, is left alone); a
 * failure is logged, not thrown: the account already shows its new avatar.
 */
export async function removeAccountAvatarFile(
  deps: Pick<ModuleDeps, 'config' | 'log'>,
  accountId: number,
  url: string,
  storage: ImageStorage = createImageStorage(deps.config),
): Promise<void> {
  const prefix = uploadUrlPrefix(deps.config);
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  const match = ACCOUNT_AVATAR_KEY_PATTERN.exec(key);
  if (!match || Number(match[1]) !== accountId) return;
  try {
    await storage.remove(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'could not remove a replaced account avatar');
  }
}
