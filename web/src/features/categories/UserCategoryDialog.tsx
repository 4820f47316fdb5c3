import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { CATEGORY_NAME_MAX, userCategoryName } from '../../../../shared/rules';
import { useZodForm } from '../../forms/useZodForm';
import { useNotify } from '../../notify/useNotify';
import { AppDialog } from '../../ui/AppDialog';
import { useCreateUserCategoryMutation } from './useCreateUserCategoryMutation';
import { useRenameUserCategoryMutation } from './useRenameUserCategoryMutation';
import { categoriesMessages } from './categoriesMessages';
import { SubmitButton } from '../../forms/SubmitButton';

export type CategoryDialogTarget = { mode: 'create' } | { mode: 'edit'; id: string; name: string };

const categoryFormSchema = z.object({ name: userCategoryName });

/**
 * Create or rename a personal category: one 'Nombre' field, validated by shared/rules.ts.
 * `onCreated` gets the new category's name (e.g. to file a prompt being saved in it).
 */
export function UserCategoryDialog({
  target,
  open,
  onOpenChange,
  connections,
  onCreated,
  returnFocusTo,
}: {
  target: CategoryDialogTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connections: string[];
  onCreated?: (name: string) => void;
  /** Where focus goes back on closing, when the opener will not outlive the dialog (a menu item). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const key = target.mode === 'edit' ? target.id : 'create';
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow" returnFocusTo={returnFocusTo}>
      <CategoryForm
        key={key}
        target={target}
        connections={connections}
        onClose={() => onOpenChange(false)}
        onCreated={onCreated}
      />
    </AppDialog>
  );
}

function CategoryForm({
  target,
  connections,
  onClose,
  onCreated,
}: {
  target: CategoryDialogTarget;
  connections: string[];
  onClose: () => void;
  onCreated?: (name: string) => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [createCategory, creating] = useCreateUserCategoryMutation();
  const [renameCategory, renaming] = useRenameUserCategoryMutation();
  const form = useZodForm(categoryFormSchema, { name: target.mode === 'edit' ? target.name : '' });
  const editing = target.mode === 'edit';
  const inFlight = creating || renaming;

  const submit = form.handleSubmit(async ({ name }) => {
    const result =
      target.mode === 'edit'
        ? await renameCategory({ input: { id: target.id, name } })
        : await createCategory({ input: { name }, connections });
    // A taken name (ConflictError) or a rejected one (ValidationError) shows under the field.
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(editing ? categoriesMessages.updated : categoriesMessages.created), result.data.name);
    onClose();
    if (!editing) onCreated?.(result.data.name);
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>
          {intl.formatMessage(editing ? categoriesMessages.editHeading : categoriesMessages.createHeading)}
        </DialogTitle>
        <DialogContent>
          <Field
            label={intl.formatMessage(categoriesMessages.name)}
            required
            hint={form.lengthHint('name', CATEGORY_NAME_MAX)}
            {...form.field('name')}
          >
            <Input
              autoFocus
              maxLength={CATEGORY_NAME_MAX}
              placeholder={intl.formatMessage(categoriesMessages.namePlaceholder)}
              {...form.bind('name')}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(categoriesMessages.cancel)}
          </Button>
          <SubmitButton
            pending={inFlight}
            label={editing ? categoriesMessages.editSubmit : categoriesMessages.createSubmit}
            pendingLabel={categoriesMessages.submitting}
          />
        </DialogActions>
      </DialogBody>
    </form>
  );
}
