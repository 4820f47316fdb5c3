import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { usePromptLists } from '../library/promptLists';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { AppDialog } from '../../ui/AppDialog';
import { DangerButton } from '../../ui/DangerButton';
import { SectionSpinner } from '../../ui/Spinners';
import { useDeletePromptMutation } from './ownPromptMutations';
import { deletePromptTextMessage, ownPromptMessages } from './ownPromptMessages';
import type { DeletePromptDialogQuery } from './__generated__/DeletePromptDialogQuery.graphql';

/** Deleting a prompt the viewer wrote: the confirmation says what goes with it (saved entry, versions). */
export function DeletePromptDialog({
  promptId,
  open,
  onOpenChange,
  onDeleted,
}: {
  promptId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow" alert>
      {open ? (
        <Suspense fallback={<SectionSpinner />}>
          <Confirmation promptId={promptId} onClose={() => onOpenChange(false)} onDeleted={onDeleted} />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}

function Confirmation({ promptId, onClose, onDeleted }: { promptId: string; onClose: () => void; onDeleted?: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const lists = usePromptLists();
  const [deletePrompt, isInFlight] = useDeletePromptMutation();
  // What goes with it must be current: fetched each time the confirmation opens.
  const { ownPrompt } = useLazyLoadQuery<DeletePromptDialogQuery>(
    graphql`
      query DeletePromptDialogQuery($id: ID!) {
        ownPrompt(id: $id) {
          __typename
          ... on QueryOwnPromptSuccess {
            data {
              title
              isSaved
              versions(first: 1) {
                totalCount
              }
            }
          }
        }
      }
    `,
    { id: promptId },
    { fetchPolicy: 'network-only' },
  );
  const prompt = ownPrompt.__typename === 'QueryOwnPromptSuccess' ? ownPrompt.data : null;

  const confirm = async () => {
    const result = await deletePrompt({ input: { id: promptId }, createdConnections: lists.created, savedConnections: lists.saved });
    onClose();
    if (!result.ok) return;
    notify.success(intl.formatMessage(ownPromptMessages.deleted), prompt?.title);
    onDeleted?.();
    // The card and its dialogs leave with the prompt, and focus would fall to <body>: the page's
    // main region takes it, so the keyboard goes on from there.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || !document.activeElement?.isConnected) document.getElementById('main')?.focus();
    });
  };

  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage(ownPromptMessages.deleteHeading)}</DialogTitle>
      <DialogContent data-testid="delete-prompt-text">
        {prompt
          ? intl.formatMessage(deletePromptTextMessage, { title: prompt.title, saved: prompt.isSaved, versions: prompt.versions.totalCount })
          : null}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          {intl.formatMessage(ownPromptMessages.cancel)}
        </Button>
        {prompt == null || isInFlight ? null : (
          <DangerButton icon={<DeleteRegular />} onClick={confirm} testId="confirm-delete-own-prompt">
            {intl.formatMessage(ownPromptMessages.confirmDelete)}
          </DangerButton>
        )}
      </DialogActions>
    </DialogBody>
  );
}
