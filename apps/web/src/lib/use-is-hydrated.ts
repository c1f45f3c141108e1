import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true from then on (and at once in a
 * page rendered in the browser). What depends on the browser (the session in localStorage) waits for
 * it, so the hydrated markup matches the server's; so do the buttons, which need the app to work:
 * until then they say so (`aria-disabled`), and a click is not silently lost.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
