import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { SubmitButton } from '../../forms/SubmitButton';
import { useZodForm } from '../../forms/useZodForm';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { AppDialog } from '../../ui/AppDialog';
import { SectionSpinner } from '../../ui/Spinners';
import { useUpdatePromptMutation } from './ownPromptMutations';
import { ownPromptMessages } from './ownPromptMessages';
import { PromptFields, promptFormSchema, type PromptFormValues } from './PromptFields';
import type { EditPromptDialogQuery } from './__generated__/EditPromptDialogQuery.graphql';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** Editing a prompt the viewer wrote: the create form's fields, filled with the prompt as it is. */
export function EditPromptDialog({ promptId, open, onOpenChange }: { promptId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Suspense fallback={<SectionSpinner />}>
          <EditPromptForm promptId={promptId} onClose={() => onOpenChange(false)} />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}

function EditPromptForm({ promptId, onClose }: { promptId: string; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [updatePrompt, isInFlight] = useUpdatePromptMutation();
  const { categories, node } = useLazyLoadQuery<EditPromptDialogQuery>(
    graphql`
      query EditPromptDialogQuery($id: ID!) {
        categories {
          ...PromptFields_categories
        }
        node(id: $id) {
          ... on Prompt {
            title
            content
            categories {
              id
            }
          }
        }
      }
    `,
    { id: promptId },
  );
  const was: PromptFormValues = { title: node?.title ?? '', content: node?.content ?? '', categoryId: node?.categories?.[0]?.id ?? '' };
  const form = useZodForm(promptFormSchema, was);

  const submit = form.handleSubmit(async (values) => {
    // Only what changed is sent: an untouched field is no change (and keeps no version).
    const changed = {
      title: values.title === was.title.trim() ? undefined : values.title,
      content: values.content === was.content.trim() ? undefined : values.content,
      categoryId: values.categoryId === was.categoryId ? undefined : values.categoryId,
    };
    if (changed.title === undefined && changed.content === undefined && changed.categoryId === undefined) {
      notify.success(intl.formatMessage(ownPromptMessages.unchanged));
      return onClose();
    }
    const result = await updatePrompt({ input: { id: promptId, ...changed } });
    if (!result.ok) return form.showFailure(result.failure);
    // The category it left lists it no more: that page reads it fresh next time.
    if (changed.categoryId && was.categoryId) environment.commitUpdate((store) => store.get(was.categoryId)?.invalidateRecord());
    notify.success(intl.formatMessage(ownPromptMessages.saved));
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(ownPromptMessages.editHeading)}</DialogTitle>
        <DialogContent className={styles.form}>
          <p className={styles.intro}>{intl.formatMessage(ownPromptMessages.editIntro)}</p>
          <PromptFields form={form} categories={categories} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(ownPromptMessages.cancel)}
          </Button>
          <SubmitButton pending={isInFlight} label={ownPromptMessages.save} pendingLabel={ownPromptMessages.saving} />
        </DialogActions>
      </DialogBody>
    </form>
  );
}
