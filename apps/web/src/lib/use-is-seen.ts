import { type RefObject, useEffect, useState } from 'react';

const isPageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Whether the user can see the element now: the tab is shown and some of the element is on screen.
 * Without IntersectionObserver (old browsers, tests) only the tab counts.
 */
export function useIsSeen(ref: RefObject<Element | null>): boolean {
  const [isPageShown, setPageShown] = useState(isPageVisible);
  // Unknown until the observer's first report (it comes at once): nothing counts as seen before it.
  const [isOnScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const onVisibility = () => setPageShown(isPageVisible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) {
        setOnScreen(entry.isIntersecting);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return isPageShown && isOnScreen;
}
