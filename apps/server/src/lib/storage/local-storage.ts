import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HashMeter } from './meter.ts';
import {
  assertStorageKey,
  isStorageKey,
  type ListedObject,
  type Storage,
  StorageObjectNotFoundError,
  type StoredObject,
} from './storage.ts';

const PARTIAL_SUFFIX = '.part';

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
    ready ??= mkdir(root, { recursive: true, mode: 0o700 })
      .then(() => undefined)
      .catch((error: unknown) => {
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

    async *list(): AsyncIterable<ListedObject> {
      // Nothing stored yet: no folder, nothing to list (and none created).
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') {
          return [];
        }
        throw error;
      });
      for (const name of names) {
        const partial = name.startsWith('.') && name.endsWith(PARTIAL_SUFFIX);
        if (!partial && !isStorageKey(name)) {
          continue;
        }
        // Gone meanwhile (an upload finished or failed): skip it.
        const info = await stat(path.join(root, name)).catch(() => undefined);
        if (info?.isFile()) {
          yield { key: name, partial, modifiedAt: info.mtime, size: info.size };
        }
      }
    },

    async deleteListed(entry): Promise<void> {
      if (!entry.partial) {
        await rm(pathOf(entry.key), { force: true });
        return;
      }
      // Only a name `list` could have given: a partial file of this folder, never a path.
      if (!/^\.[A-Za-z0-9_.-]+\.part$/.test(entry.key) || entry.key.includes('..')) {
        throw new Error(`Invalid partial file name: ${JSON.stringify(entry.key)}`);
      }
      await rm(path.join(root, entry.key), { force: true });
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
