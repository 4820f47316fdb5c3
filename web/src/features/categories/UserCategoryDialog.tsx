import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { commonMessages } from '../../i18n/commonMessages';
import { readFailure } from '../account/fieldErrors';
import { useNotify } from '../../notify/useNotify';
import { AppDialog } from '../../ui/AppDialog';
import { useCreateUserCategoryMutation } from './useCreateUserCategoryMutation';
import { useRenameUserCategoryMutation } from './useRenameUserCategoryMutation';
import { categoriesMessages } from './categoriesMessages';

export const CATEGORY_NAME_MAX = 60;

export type CategoryDialogTarget = { mode: 'create' } | { mode: 'edit'; id: string; name: string };

const useStyles = makeStyles({
  errorTitle: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * Create or rename a personal category: one 'Nombre' field, validated as SPEC §5 says.
 * `onCreated` gets the new category's name (e.g. to file a prompt being saved in it).
 */
export function UserCategoryDialog({
  target,
  open,
  onOpenChange,
  connections,
  onCreated,
}: {
  target: CategoryDialogTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connections: string[];
  onCreated?: (name: string) => void;
}) {
  const key = target.mode === 'edit' ? target.id : 'create';
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow">
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
  const styles = useStyles();
  const notify = useNotify();
  const [createCategory, creating] = useCreateUserCategoryMutation();
  const [renameCategory, renaming] = useRenameUserCategoryMutation();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [name, setName] = useState(target.mode === 'edit' ? target.name : '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const editing = target.mode === 'edit';
  const inFlight = creating || renaming;
  const missing = submitted && name.trim() === '';

  const fail = (title: string, result: Parameters<typeof readFailure>[0]) => {
    // A taken name (ConflictError) or a rejected one (ValidationError) belongs under the field.
    const failure = readFailure(result);
    setServerError(failure.fields.name);
    notify.error(title, failure.message ?? intl.formatMessage(commonMessages.genericError));
    focusFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const trimmed = name.trim();
    if (!trimmed) {
      focusFirstError();
      return;
    }
    const generic = intl.formatMessage(commonMessages.genericError);
    if (target.mode === 'edit') {
      const failed = intl.formatMessage(categoriesMessages.updateFailed);
      renameCategory(target.id, trimmed, {
        onResult: (result) => {
          if (result.__typename === 'MutationRenameUserCategorySuccess') {
            notify.success(intl.formatMessage(categoriesMessages.updated), result.data?.name);
            onClose();
          } else if (result.__typename !== '%other') {
            fail(failed, result);
          } else {
            notify.error(failed, generic);
          }
        },
        onError: () => notify.error(failed, generic),
      });
      return;
    }
    const failed = intl.formatMessage(categoriesMessages.createFailed);
    createCategory(trimmed, connections, {
      onResult: (result) => {
        if (result.__typename === 'MutationCreateUserCategorySuccess') {
          notify.success(intl.formatMessage(categoriesMessages.created), result.data?.name);
          onClose();
          onCreated?.(trimmed);
        } else if (result.__typename !== '%other') {
          fail(failed, result);
        } else {
          notify.error(failed, generic);
        }
      },
      onError: () => notify.error(failed, generic),
    });
  };

  const validationMessage = missing ? (
    <>
      <span className={styles.errorTitle}>{intl.formatMessage(categoriesMessages.nameRequired)}.</span>{' '}
      {intl.formatMessage(categoriesMessages.nameRequiredText)}
    </>
  ) : (
    serverError
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>
          {intl.formatMessage(editing ? categoriesMessages.editHeading : categoriesMessages.createHeading)}
        </DialogTitle>
        <DialogContent>
          <Field
            label={intl.formatMessage(categoriesMessages.name)}
            required
            validationMessage={validationMessage}
            validationState={validationMessage ? 'error' : 'none'}
          >
            <Input
              name="name"
              autoFocus
              maxLength={CATEGORY_NAME_MAX}
              placeholder={intl.formatMessage(categoriesMessages.namePlaceholder)}
              value={name}
              onChange={(_, data) => {
                setName(data.value);
                setServerError(undefined);
              }}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(categoriesMessages.cancel)}
          </Button>
          <Button type="submit" appearance="primary" disabledFocusable={inFlight} icon={inFlight ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(
              inFlight ? categoriesMessages.submitting : editing ? categoriesMessages.editSubmit : categoriesMessages.createSubmit,
            )}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
