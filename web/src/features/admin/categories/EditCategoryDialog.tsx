import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useNotify } from '../../../notify/useNotify';
import { AppDialog } from '../../../ui/AppDialog';
import { LibraryCategoryFields, useCategoryForm } from './LibraryCategoryFields';
import type { LibraryCategory } from './LibraryCategoryRow';
import { adminCategoriesMessages } from './adminCategoriesMessages';
import { useUpdateCategoryMutation } from './useUpdateCategoryMutation';

/** 'Renombrar': the Spanish and English names, and the slug (which changes the category's address). */
export function EditCategoryDialog({
  category,
  open,
  onOpenChange,
}: {
  category: LibraryCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      <EditCategoryForm key={category.id} category={category} onClose={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function EditCategoryForm({ category, onClose }: { category: LibraryCategory; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [updateCategory, isInFlight] = useUpdateCategoryMutation();
  const form = useCategoryForm({ name: category.nameEs, nameEn: category.nameEn ?? '', slug: category.slug });

  const submit = form.handleSubmit(async (values) => {
    const result = await updateCategory({ input: { id: category.id, ...values } });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(adminCategoriesMessages.updated), result.data.name);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(adminCategoriesMessages.editHeading)}</DialogTitle>
        <DialogContent>
          <LibraryCategoryFields form={form} deriveSlug={false} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(adminCategoriesMessages.cancel)}
          </Button>
          <SubmitButton pending={isInFlight} label={adminCategoriesMessages.save} pendingLabel={adminCategoriesMessages.saving} />
        </DialogActions>
      </DialogBody>
    </form>
  );
}
