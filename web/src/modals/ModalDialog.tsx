import { Dialog, DialogSurface, createPresenceComponent } from '@fluentui/react-components';
import type { ModalRender } from './modalContext';

export const MODAL_FADE_MS = 300;

/** All modals fade in and out over 300 ms (backdrop and surface alike). */
const ModalFade = createPresenceComponent({
  enter: { keyframes: [{ opacity: 0 }, { opacity: 1 }], duration: MODAL_FADE_MS, easing: 'ease-out' },
  exit: { keyframes: [{ opacity: 1 }, { opacity: 0 }], duration: MODAL_FADE_MS, easing: 'ease-in' },
});

export default function ModalDialog({
  open,
  onOpenChange,
  render,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  render: ModalRender;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      surfaceMotion={{ children: (_, props) => <ModalFade {...props} /> }}
    >
      <DialogSurface backdropMotion={{ children: (_, props) => <ModalFade {...props} /> }}>
        {render(() => onOpenChange(false))}
      </DialogSurface>
    </Dialog>
  );
}
