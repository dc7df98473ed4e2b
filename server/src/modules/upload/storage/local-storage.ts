import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UPLOAD_KEY_PATTERN } from '../upload-url';
import type { ImageStorage } from './image-storage';

export function uploadsDir(dataDir: string) {
  return join(dataDir, 'uploads');
}

/** Files under DATA_DIR/uploads; written beside their place and renamed, so a reader never sees half a file. */
export function createLocalStorage(dataDir: string): ImageStorage {
  const root = uploadsDir(dataDir);
  return {
    async put(key, data) {
      if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, file);
    },
  };
}
