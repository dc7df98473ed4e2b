import type { Config } from '../../../config';
import type { ImageStorage } from './image-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export function createImageStorage(config: Pick<Config, 'uploadStorage' | 's3' | 'dataDir'>): ImageStorage {
  return config.uploadStorage === 's3' ? createS3Storage(config.s3!) : createLocalStorage(config.dataDir);
}
