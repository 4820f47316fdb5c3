import { Dialog, DialogSurface, createPresenceComponent, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** SPEC §2: modals fade in and out over about 300 ms. */
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

/** The app's one dialog: controlled by its owner's `open` state, with the 300 ms fade. */
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
  return (
    <Dialog
      open={open}
      modalType={alert ? 'alert' : 'modal'}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      surfaceMotion={{ children: (_, props) => <Fade {...props} /> }}
    >
      <DialogSurface
        className={mergeClasses(styles.surface, size === 'wide' && styles.wide, size === 'narrow' && styles.narrow)}
        backdropMotion={{ children: (_, props) => <Fade {...props} /> }}
      >
        {children}
      </DialogSurface>
    </Dialog>
  );
}
