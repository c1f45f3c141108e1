import { NAVIGATION_DELAY_MS } from '@tramites/shared';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Spec section 9: opening a request from the list waits 500 ms (the button shows it is opening).
 * Clicks with a modifier key (new tab, new window) keep the link's own behaviour.
 */
export function useDelayedNavigation(delayMs: number = NAVIGATION_DELAY_MS) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pendingTo, setPendingTo] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
      }
    },
    [],
  );

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, to: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      if (timer.current) {
        clearTimeout(timer.current);
      }
      setPendingTo(to);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate, delayMs],
  );

  return { pendingTo, onLinkClick };
}
