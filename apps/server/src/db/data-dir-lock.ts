import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is a folder that one process at a time may open: a second server on the same
 * DATA_DIR would corrupt it. The lock file holds the owner's pid; a stale one (dead pid) is taken over.
 */
export function lockDataDirectory(dbDir: string): () => void {
  const lockFile = path.join(path.dirname(dbDir), `${path.basename(dbDir)}.lock`);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner !== process.pid && Number.isInteger(owner) && isAlive(owner)) {
      throw new ConfigError(
        `La base de datos embebida (${dbDir}) ya está en uso por el proceso ${owner}. Detén ese servidor o usa otro DATA_DIR.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
