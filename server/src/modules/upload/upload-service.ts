import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { type Schema, SiteUserStatus } from '../../../../sdk';
import { lockClass, lockCounter } from '../../auth/advisory-lock';
import type { ConsolePrincipal, MemberPrincipal } from '../../auth/principal';
import { AppError, badRequest, notLoggedIn, tooManyRequests } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findSiteUserProfile } from '../site/site-user-login-repository';
import { createSiteSettingService } from '../site-console/site-setting-service';
import { reencodeImage } from './image-pipeline';
import { readUploadForm } from './multipart-form';
import { overLimit, PURPOSE_LIMITS } from './purpose-limits';
import { createImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/image-storage';
import * as repo from './upload-repository';
import { uploadUrlOf } from './upload-url';
import { watermarkText } from './watermark';

/** Images one uploader may send a minute, whichever door and server they come through. */
export const UPLOADS_PER_MINUTE = 30;
const WATERMARKED = new Set(['post', 'comment', 'gift']);

type Stored = { bytes: number; width: number; height: number };

export function newUploadKey(siteId: number, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${siteId}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.webp`;
}

export function createUploadService(deps: ModuleDeps, storage: ImageStorage = createImageStorage(deps.config)) {
  const { db, config, log } = deps;
  const settings = createSiteSettingService(deps);

  const paceKey = (u: ConsolePrincipal | MemberPrincipal) => `${u.siteId}:${u.siteUserId}`;
  const tooFast = () => tooManyRequests(`上传太频繁：每分钟最多 ${UPLOADS_PER_MINUTE} 张图片，请稍后再试`);

  /**
   * Records an accepted image against the uploader's pace, counted again under a lock so that parallel uploads cannot
   * pass the limit together; a refused image (bad bytes, too fast) writes nothing.
   */
  async function record(uploader: ConsolePrincipal | MemberPrincipal, purpose: string, storageKey: string, image: Stored) {
    return db.transaction(async (tx) => {
      await lockCounter(tx, lockClass.uploader, paceKey(uploader));
      if ((await repo.countRecentUploads(tx, uploader.siteId, uploader.siteUserId, 60)) >= UPLOADS_PER_MINUTE) throw tooFast();
      return repo.insertUpload(tx, {
        siteId: uploader.siteId,
        uploaderKind: uploader.kind,
        siteUserId: uploader.siteUserId,
        purpose,
        storageKey,
        ...image,
      });
    });
  }

  return {
    async upload(uploader: ConsolePrincipal | MemberPrincipal, parts: AsyncIterable<Multipart>): Promise<Schema<'UploadedImage'>> {
      const form = await readUploadForm(parts, config.uploadMaxBytes);
      const limits = PURPOSE_LIMITS[form.purpose];
      const tooLarge = overLimit(form.file.length, limits);
      if (tooLarge) throw badRequest(tooLarge);
      const user = await findSiteUserProfile(db, uploader.siteId, uploader.siteUserId);
      if (user?.status !== SiteUserStatus.active) throw notLoggedIn();
      // A cheap look first, so that an uploader over the limit costs no decoding; record() decides for sure.
      if ((await repo.countRecentUploads(db, uploader.siteId, uploader.siteUserId, 60)) >= UPLOADS_PER_MINUTE) throw tooFast();
      let watermark: string | undefined;
      if (WATERMARKED.has(form.purpose)) {
        const setting = await settings.read(uploader.siteId);
        watermark = watermarkText(setting.siteBasicSetting, setting.siteName, user.userName);
      }
      const image = await reencodeImage(form.file, watermark, limits.maxSide, limits.square);
      const stored = { bytes: image.data.length, width: image.width, height: image.height };
      const key = newUploadKey(uploader.siteId);
      const id = await record(uploader, form.purpose, key, stored);
      try {
        await storage.put(key, image.data);
      } catch (error) {
        log.error({ err: error, key }, 'storing an uploaded image failed');
        await repo.deleteUpload(db, uploader.siteId, id);
        throw new AppError(8, '图片存储暂时不可用，请稍后再试');
      }
      return { url: uploadUrlOf(config, key), ...stored };
    },
  };
}
