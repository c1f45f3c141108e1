import { type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export interface UseDisclosureOptions {
  /** The button that opens it: Escape gives the focus back to it. */
  toggleRef: RefObject<HTMLElement | null>;
  /** With it, a press outside this element (the button and the panel) closes it too. */
  rootRef?: RefObject<HTMLElement | null>;
}

/**
 * A menu or panel its button opens (the header's menu, the notification panel): a navigation closes it,
 * and Escape closes it and gives the focus back to the button. Returns `[isOpen, setOpen]`.
 */
export function useDisclosure({ toggleRef, rootRef }: UseDisclosureOptions) {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!isOpen) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef?.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    if (rootRef) {
      document.addEventListener('pointerdown', onPointerDown);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, toggleRef, rootRef]);

  return [isOpen, setOpen] as const;
}
