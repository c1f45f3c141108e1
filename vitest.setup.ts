import { afterEach, vi } from 'vitest';

/**
 * An unexpected console.error fails the test that printed it (epic-stack's rule): errors the code
 * means to log are asserted with a spy in the test itself (vi.spyOn(console, 'error')).
 */
let unexpected: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  if (calls.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `console.error inesperado durante la prueba:\n${calls.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
