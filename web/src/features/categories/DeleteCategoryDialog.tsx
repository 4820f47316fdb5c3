import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { AppDialog } from '../../ui/AppDialog';
import { DangerButton } from '../../ui/DangerButton';
import { useDeleteUserCategoryMutation } from './useDeleteUserCategoryMutation';
import { categoriesMessages, confirmTextMessage } from './categoriesMessages';

/** '¿Estás seguro?': deleting a category cannot be undone. */
export function DeleteCategoryDialog({
  target,
  open,
  onOpenChange,
  connections,
}: {
  target: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connections: string[];
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [deleteCategory] = useDeleteUserCategoryMutation();

  const confirm = async () => {
    // The card leaves at once (optimistic); a refusal puts it back, with the reason in the toast.
    onOpenChange(false);
    const result = await deleteCategory({ input: { id: target.id }, connections });
    if (result.ok) notify.success(intl.formatMessage(categoriesMessages.deleted), target.name);
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow" alert>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(categoriesMessages.confirmTitle)}</DialogTitle>
        <DialogContent>{intl.formatMessage(confirmTextMessage, { name: target.name })}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(categoriesMessages.cancel)}
          </Button>
          <DangerButton icon={<DeleteRegular />} onClick={confirm} testId="confirm-delete">
            {intl.formatMessage(categoriesMessages.confirmDelete)}
          </DangerButton>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
