import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected `console.error` fails the test that caused it, in every project (epic-stack's rule):
 * React's act() and key warnings, an error a component or the server swallowed and logged. Tests run
 * clean or not at all. A test that expects one stubs `console.error` itself (`vi.spyOn(console, 'error')`).
 */
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0) {
    const first = errors[0]!.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    const times = errors.length === 1 ? 'una vez' : `${errors.length} veces`;
    throw new Error(`console.error se llamó ${times} durante la prueba:\n${first}`);
  }
});
