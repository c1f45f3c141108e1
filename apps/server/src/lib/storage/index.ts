import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export { createLocalStorage } from './local-storage.ts';
export { HashMeter } from './meter.ts';
export type { S3StorageOptions } from './s3-storage.ts';
export {
  assertStorageKey,
  type ListedObject,
  type Storage,
  StorageObjectNotFoundError,
  type StoredObject,
} from './storage.ts';
export { storagePlugin } from './storage-plugin.ts';

/** The folder of the local driver, inside DATA_DIR and outside any static path. */
export const uploadsDirectory = (dataDir: string): string => path.join(dataDir, 'uploads');

/** STORAGE_DRIVER picks the driver: `local` (default, DATA_DIR/uploads) or `s3` (S3_* variables). */
export async function createStorage(options: {
  storage: AppConfig['storage'];
  dataDir: string;
}): Promise<Storage> {
  if (options.storage.driver === 's3') {
    if (!options.storage.s3) {
      throw new Error('STORAGE_DRIVER=s3 needs the S3_* configuration');
    }
    // Loaded only when used: the AWS SDK alone adds ~130 ms to every start.
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(options.storage.s3);
  }
  return createLocalStorage(uploadsDirectory(options.dataDir));
}
