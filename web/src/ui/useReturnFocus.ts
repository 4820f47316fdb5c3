import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Puts keyboard focus back where it was when `open` became true, once the overlay (dialog, drawer)
 * has closed and its content is gone, so focus never stays on <body> (from where Escape does nothing,
 * Tab starts over from the page, and an outer dialog stays hidden from assistive technology).
 * `returnTo` names the element when the one focused at opening will not outlive it: a menu item
 * that opened a dialog goes away with its menu, so the menu's button is the place to return to.
 */
export function useReturnFocus(open: boolean, returnTo?: () => HTMLElement | null) {
  const returnFocus = useRef<HTMLElement | null>(null);
  // Layout effects run before Fluent moves focus into the overlay, so this sees the opener.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocus.current = returnTo?.() ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    // Only the value at opening counts: a later render passing a new function changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => {
    const target = returnFocus.current;
    if (open || !target) return undefined;
    returnFocus.current = null;
    // Focus falls to <body> when the faded-out overlay is removed: catch it then, unless the
    // user has already moved on. Give up after a second.
    const deadline = performance.now() + 1000;
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        // An opener the dialog's own action removed (a revoked token's row) leaves the page's main
        // region to take focus, as after deleting a prompt.
        (target.isConnected ? target : document.getElementById('main'))?.focus();
      } else if (active.closest('[role="dialog"], [role="alertdialog"]') !== target.closest('[role="dialog"], [role="alertdialog"]') && performance.now() < deadline) {
        frame = requestAnimationFrame(check);
      }
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
