import { Dialog, DialogSurface, createPresenceComponent, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/** Modals fade in and out over about 300 ms. */
const FADE_MS = 300;
const Fade = createPresenceComponent({
  enter: { keyframes: [{ opacity: 0 }, { opacity: 1 }], duration: FADE_MS, easing: 'ease-out' },
  exit: { keyframes: [{ opacity: 1 }, { opacity: 0 }], duration: FADE_MS, easing: 'ease-in' },
});

const useStyles = makeStyles({
  surface: { width: 'min(600px, calc(100vw - 32px))', maxWidth: 'none', boxSizing: 'border-box' },
  wide: { width: 'min(720px, calc(100vw - 32px))' },
  narrow: { width: 'min(460px, calc(100vw - 32px))' },
});

/**
 * The app's one dialog: controlled by its owner's `open` state, with the 300 ms fade. Closing it
 * puts keyboard focus back where it was when it opened (Fluent does so only for a DialogTrigger).
 */
export function AppDialog({
  open,
  onOpenChange,
  size = 'medium',
  alert = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'narrow' | 'medium' | 'wide';
  alert?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const returnFocus = useRef<HTMLElement | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  // When nothing in the dialog can take focus yet (its content is still loading), Fluent focuses
  // the surface itself. Once tabster's modalizer API exists (any earlier dialog created it), tabster
  // reads the surface's modalizer attribute from a mutation observer, after that focus: it then
  // never sees the modal focused, leaves it inactive and hides the surface itself (aria-hidden).
  // Focusing the surface again a tick later, when the modalizer exists, activates it.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => {
      const element = surface.current;
      if (element && document.activeElement === element) {
        element.blur();
        element.focus();
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
  // Layout effects run before Fluent moves focus into the dialog, so this sees the opener.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);
  useEffect(() => {
    const target = returnFocus.current;
    if (open || !target) return undefined;
    returnFocus.current = null;
    // Focus falls to <body> when the faded-out surface is removed: catch it then, unless the
    // user has already moved on. Give up after a second.
    const deadline = performance.now() + 1000;
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        if (target.isConnected) target.focus();
      } else if (active.closest('[role="dialog"], [role="alertdialog"]') && performance.now() < deadline) {
        frame = requestAnimationFrame(check);
      }
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog
      open={open}
      modalType={alert ? 'alert' : 'modal'}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      surfaceMotion={{ children: (_, props) => <Fade {...props} /> }}
    >
      <DialogSurface
        ref={surface}
        className={mergeClasses(styles.surface, size === 'wide' && styles.wide, size === 'narrow' && styles.narrow)}
        backdropMotion={{ children: (_, props) => <Fade {...props} /> }}
      >
        {children}
      </DialogSurface>
    </Dialog>
  );
}
