import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HashMeter } from './meter.ts';
import { assertStorageKey, type Storage, StorageObjectNotFoundError, type StoredObject } from './storage.ts';

const PARTIAL_SUFFIX = '.part';
/** Partial files older than this were left by a crash mid-upload and are swept on start. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/**
 * Files in one private folder (DATA_DIR/uploads), named by their key. Each upload is written to a
 * temporary file in the same folder, flushed to disk, and renamed into place only when complete,
 * so a reader never sees half a file and an interrupted upload leaves nothing.
 */
export function createLocalStorage(directory: string): Storage {
  const root = path.resolve(directory);
  let ready: Promise<void> | undefined;

  // Created on first use, so that an app that never stores a file never touches the disk.
  const ensureRoot = () => {
    ready ??= (async () => {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await sweepStalePartials(root);
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  return {
    driver: 'local',

    async put(key, body, _options): Promise<StoredObject> {
      const target = pathOf(key);
      await ensureRoot();
      const temporary = path.join(root, `.${key}.${randomUUID()}${PARTIAL_SUFFIX}`);
      const meter = new HashMeter();
      // Opened before streaming, so that the clean-up below always finds the file it has to remove.
      const handle = await open(temporary, 'wx', 0o600);
      try {
        // `flush`: the bytes reach the disk (fsync) before the file is closed and renamed into place.
        await pipeline(body, meter, handle.createWriteStream({ flush: true }));
        await rename(temporary, target);
        await syncDirectory(root);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const { size, sha256 } = meter.digest();
      return { size, sha256 };
    },

    async get(key): Promise<Readable> {
      const file = pathOf(key);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new StorageObjectNotFoundError(key);
        }
        throw error;
      }
    },

    async delete(key): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    async close(): Promise<void> {},
  };
}

/** Makes the rename itself durable (the directory entry), not only the file's bytes. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the file itself is already on disk.
  } finally {
    await handle.close();
  }
}

async function sweepStalePartials(directory: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(directory)) {
    if (!name.endsWith(PARTIAL_SUFFIX)) {
      continue;
    }
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_PARTIAL_MS) {
      await rm(file, { force: true });
    }
  }
}
