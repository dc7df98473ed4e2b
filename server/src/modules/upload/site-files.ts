// A deleted site's files: its rows go with the site (foreign keys cascade), its images in storage go here, after the
// deletion has committed. Site ids are never reused, so whatever is stored under a deleted site's id is garbage.
import { inArray } from 'drizzle-orm';
import type { ModuleDeps } from '../deps';
import { sites } from '../site/site.tables';
import { createImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/image-storage';

type FileDeps = Pick<ModuleDeps, 'db' | 'config' | 'log'>;

/** Removes one deleted site's files; a failure is logged, not thrown (the deletion stands; purgeDeletedSiteFiles retries). */
export async function removeDeletedSiteFiles(deps: FileDeps, siteId: number, storage: ImageStorage = createImageStorage(deps.config)) {
  try {
    await storage.removeSite(siteId);
  } catch (error) {
    deps.log.warn({ err: error, siteId }, 'could not remove a deleted site’s files; purgeDeletedSiteFiles will retry');
  }
}

/**
 * Removes the files of every site that no longer exists (a deletion whose file removal failed or was cut short);
 * answers the ids purged. Safe to run at any time: a site being created has no files before its row commits.
 */
export async function purgeDeletedSiteFiles(deps: FileDeps, storage: ImageStorage = createImageStorage(deps.config)): Promise<number[]> {
  const stored = await storage.siteIds();
  if (!stored.length) return [];
  const alive = new Set((await deps.db.select({ id: sites.id }).from(sites).where(inArray(sites.id, stored))).map((row) => row.id));
  const gone = stored.filter((id) => !alive.has(id));
  for (const id of gone) await storage.removeSite(id);
  return gone;
}
