import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';
import { DangerButton } from './DangerButton';

/**
 * '¿Eliminar…?' before something goes for good: an alert dialog with the consequence, Cancel and
 * the red confirm button. Confirming closes it, then runs `onConfirm`.
 */
export function ConfirmDeleteDialog({
  open,
  onClose,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="narrow"
      alert
    >
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{text}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <DangerButton
            icon={<DeleteRegular />}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </DangerButton>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
