import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isStorageKey } from '../upload-url';
import { type ImageStorage, siteIdOfSegment } from './image-storage';

export function uploadsDir(dataDir: string) {
  return join(dataDir, 'uploads');
}

/** Files under DATA_DIR/uploads; written beside their place and renamed, so a reader never sees half a file. */
export function createLocalStorage(dataDir: string): ImageStorage {
  const root = uploadsDir(dataDir);
  return {
    async put(key, data) {
      if (!isStorageKey(key)) throw new Error(`not an upload key: ${key}`);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, file);
    },
    async get(key) {
      if (!isStorageKey(key)) throw new Error(`not an upload key: ${key}`);
      return readFile(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async remove(key) {
      if (!isStorageKey(key)) throw new Error(`not an upload key: ${key}`);
      await rm(join(root, key), { force: true });
    },
    async removeSite(siteId) {
      if (siteIdOfSegment(String(siteId)) === undefined) throw new Error(`not a site id: ${siteId}`);
      await rm(join(root, String(siteId)), { recursive: true, force: true });
    },
    async siteIds() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return entries.flatMap((entry) => {
        const id = entry.isDirectory() ? siteIdOfSegment(entry.name) : undefined;
        return id === undefined ? [] : [id];
      });
    },
  };
}
