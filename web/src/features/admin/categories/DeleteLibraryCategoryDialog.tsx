import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../notify/useNotify';
import { AppDialog } from '../../../ui/AppDialog';
import { DangerButton } from '../../../ui/DangerButton';
import type { LibraryCategory } from './LibraryCategoryRow';
import { adminCategoriesMessages, deleteBlockedMessage, deleteTextMessage } from './adminCategoriesMessages';
import { useDeleteCategoryMutation } from './useDeleteCategoryMutation';

/**
 * Deleting a library category: confirmed, and only when it holds no library prompts; otherwise the
 * dialog says how many to move first (the server refuses it too, should the count be stale).
 */
export function DeleteLibraryCategoryDialog({
  category,
  open,
  onOpenChange,
  connections,
}: {
  category: LibraryCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connections: string[];
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [deleteCategory, isInFlight] = useDeleteCategoryMutation();
  const blocked = category.promptCount > 0;

  const confirm = async () => {
    const result = await deleteCategory({ input: { id: category.id }, connections });
    onOpenChange(false);
    if (result.ok) notify.success(intl.formatMessage(adminCategoriesMessages.deleted), category.nameEs);
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow" alert>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(blocked ? adminCategoriesMessages.blockedHeading : adminCategoriesMessages.deleteHeading)}</DialogTitle>
        <DialogContent>
          {blocked
            ? intl.formatMessage(deleteBlockedMessage, { name: category.nameEs, count: category.promptCount })
            : intl.formatMessage(deleteTextMessage, { name: category.nameEs })}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(blocked ? adminCategoriesMessages.close : adminCategoriesMessages.cancel)}
          </Button>
          {blocked || isInFlight ? null : (
            <DangerButton icon={<DeleteRegular />} onClick={confirm} testId="confirm-delete-category">
              {intl.formatMessage(adminCategoriesMessages.confirmDelete)}
            </DangerButton>
          )}
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
