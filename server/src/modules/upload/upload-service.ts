import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { Schema } from '../../../../sdk';
import { lockClass, lockCounter } from '../../auth/advisory-lock';
import type { ConsolePrincipal, MemberPrincipal } from '../../auth/principal';
import { AppError, notLoggedIn, tooManyRequests } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findSiteUserProfile } from '../site/site-user-login-repository';
import { createSiteSettingService } from '../site-console/site-setting-service';
import { reencodeImage } from './image-pipeline';
import { readUploadForm } from './multipart-form';
import { createImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/image-storage';
import * as repo from './upload-repository';
import { uploadUrlOf } from './upload-url';
import { watermarkText } from './watermark';

/** Images one uploader may send a minute, whichever door and server they come through. */
export const UPLOADS_PER_MINUTE = 30;
const WATERMARKED = new Set(['post', 'comment', 'gift']);

export function newUploadKey(siteId: number, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${siteId}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.webp`;
}

export function createUploadService(deps: ModuleDeps, storage: ImageStorage = createImageStorage(deps.config)) {
  const { db, config, log } = deps;
  const settings = createSiteSettingService(deps);

  /** Counts this image against the uploader's pace before the costly work; the claim stays even if the image is refused. */
  async function claim(uploader: ConsolePrincipal | MemberPrincipal, purpose: string, storageKey: string) {
    return db.transaction(async (tx) => {
      await lockCounter(tx, lockClass.uploader, `${uploader.siteId}:${uploader.siteUserId}`);
      const recent = await repo.countRecentUploads(tx, uploader.siteId, uploader.siteUserId, 60);
      if (recent >= UPLOADS_PER_MINUTE) throw tooManyRequests(`上传太频繁：每分钟最多 ${UPLOADS_PER_MINUTE} 张图片，请稍后再试`);
      return repo.insertUploadClaim(tx, {
        siteId: uploader.siteId,
        uploaderKind: uploader.kind,
        siteUserId: uploader.siteUserId,
        purpose,
        storageKey,
      });
    });
  }

  return {
    async upload(uploader: ConsolePrincipal | MemberPrincipal, parts: AsyncIterable<Multipart>): Promise<Schema<'UploadedImage'>> {
      const form = await readUploadForm(parts, config.uploadMaxBytes);
      const user = await findSiteUserProfile(db, uploader.siteId, uploader.siteUserId);
      if (user?.status !== 1) throw notLoggedIn();
      const key = newUploadKey(uploader.siteId);
      const id = await claim(uploader, form.purpose, key);
      let watermark: string | undefined;
      if (WATERMARKED.has(form.purpose)) {
        const setting = await settings.read(uploader.siteId);
        watermark = watermarkText(setting.siteBasicSetting, setting.siteName, user.userName);
      }
      const image = await reencodeImage(form.file, watermark);
      try {
        await storage.put(key, image.data);
      } catch (error) {
        log.error({ err: error, key }, 'storing an uploaded image failed');
        throw new AppError(8, '图片存储暂时不可用，请稍后再试');
      }
      const stored = { bytes: image.data.length, width: image.width, height: image.height };
      await repo.completeUpload(db, uploader.siteId, id, stored);
      return { url: uploadUrlOf(config, key), ...stored };
    },
  };
}
