import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { useNotify } from '../../../notify/useNotify';
import { graphql } from '../../../relay/graphql';
import { AppDialog } from '../../../ui/AppDialog';
import { DangerButton } from '../../../ui/DangerButton';
import { SectionSpinner } from '../../../ui/Spinners';
import { deletePromptTextMessage, libraryAdminMessages } from './libraryAdminMessages';
import { useDeleteLibraryPromptMutation } from './useDeleteLibraryPromptMutation';
import type { DeleteLibraryPromptDialogQuery } from './__generated__/DeleteLibraryPromptDialogQuery.graphql';

/** Deleting a library prompt: the confirmation says how many users saved it (their entries go with it). */
export function DeleteLibraryPromptDialog({ promptId, open, onOpenChange }: { promptId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow" alert>
      {open ? (
        <Suspense fallback={<SectionSpinner />}>
          <Confirmation promptId={promptId} onClose={() => onOpenChange(false)} />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}

function Confirmation({ promptId, onClose }: { promptId: string; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [deletePrompt, isInFlight] = useDeleteLibraryPromptMutation();
  // The count must be current: fetched each time the confirmation opens.
  const { node } = useLazyLoadQuery<DeleteLibraryPromptDialogQuery>(
    graphql`
      query DeleteLibraryPromptDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Prompt {
            title
            savedCount
          }
        }
      }
    `,
    { id: promptId },
    { fetchPolicy: 'network-only' },
  );

  const confirm = async () => {
    const result = await deletePrompt({ input: { id: promptId } });
    onClose();
    if (!result.ok) return;
    notify.success(intl.formatMessage(libraryAdminMessages.deleted), node?.title);
    await revalidator.revalidate();
  };

  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage(libraryAdminMessages.deleteHeading)}</DialogTitle>
      <DialogContent>
        {node?.title == null
          ? intl.formatMessage(libraryAdminMessages.notFound)
          : intl.formatMessage(deletePromptTextMessage, { title: node.title, count: node.savedCount ?? 0 })}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          {intl.formatMessage(libraryAdminMessages.cancel)}
        </Button>
        {node?.title == null || isInFlight ? null : (
          <DangerButton icon={<DeleteRegular />} onClick={confirm} testId="confirm-delete-prompt">
            {intl.formatMessage(libraryAdminMessages.confirmDelete)}
          </DangerButton>
        )}
      </DialogActions>
    </DialogBody>
  );
}
