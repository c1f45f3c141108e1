import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Runs a fresh Node process that uses `process.nextTick`, lets full collections run while no tick object
 * is alive, then prints V8's own view of `process.nextTick`'s inline caches (`%DebugPrint`). Returns the
 * state of the four property definitions of the tick object literal.
 */
function tickLiteralCachesAfterFullCollections(pin: boolean): string[] {
  const helper = new URL('./keep-next-tick-fast.ts', import.meta.url).href;
  const program = `
    import { keepNextTickFast } from ${JSON.stringify(helper)};
    if (${pin}) keepNextTickFast();
    for (let i = 0; i < 20; i++) { process.nextTick(() => {}); process.nextTick(() => {}, 1, 2); }
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (let i = 0; i < 10; i++) { gc(); await new Promise((resolve) => setTimeout(resolve, 10)); }
    new Function('f', 'return %DebugPrint(f)')(process.nextTick);
  `;
  // V8 prints through C's stdio: into a pipe it can lose the end of its output when the reader is slow
  // (seen under the full suite's load), into a file it cannot.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tmx-next-tick-'));
  const outputFile = path.join(folder, 'stdout.txt');
  const stdout = openSync(outputFile, 'w');
  let output: string;
  try {
    const child = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', program],
      { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    output = readFileSync(outputFile, 'utf8');
  } finally {
    closeSync(stdout);
    rmSync(folder, { recursive: true, force: true });
  }
  const lines = output.split('\n');
  const states: string[] = [];
  lines.forEach((line, index) => {
    if (line.includes('DefineKeyedOwnPropertyInLiteral')) {
      states.push(lines[index + 1]?.includes('[cleared]') ? 'cleared' : 'kept');
    }
  });
  return states;
}

describe('keepNextTickFast', () => {
  it('without it, full collections free the shapes process.nextTick relies on (the slow path)', () => {
    // The control: proves the probe sees the problem, so the next test can fail.
    expect(tickLiteralCachesAfterFullCollections(false)).toContain('cleared');
  });

  it('with it, process.nextTick keeps every shape of its tick object through full collections', () => {
    const states = tickLiteralCachesAfterFullCollections(true);
    expect(states).toHaveLength(4);
    expect(states).not.toContain('cleared');
  });
});
