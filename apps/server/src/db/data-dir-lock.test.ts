import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDirectory } from './data-dir-lock.ts';

describe('embedded database lock', () => {
  it('refuses a second owner while the first is alive, and frees the folder on release', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tmx-lock-'));
    const dbDir = path.join(dir, 'db');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(`${dbDir}.lock`, String(other.pid));
      expect(() => lockDataDirectory(dbDir)).toThrow(/ya está en uso por el proceso/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The owner died: its lock is stale and taken over.
    const release = lockDataDirectory(dbDir);
    expect(existsSync(`${dbDir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dbDir}.lock`)).toBe(false);
  });
});
