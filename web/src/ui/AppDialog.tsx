import { Dialog, DialogSurface, createPresenceComponent, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useEffect, useRef, type ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';

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
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'narrow' | 'medium' | 'wide';
  alert?: boolean;
  /** Where focus goes back on closing when the element focused at opening will not outlive the dialog (see useReturnFocus). */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const styles = useStyles();
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
  useReturnFocus(open, returnFocusTo);
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
