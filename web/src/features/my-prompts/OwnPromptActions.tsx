import { Button } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { ownPromptMessages } from './ownPromptMessages';

// Loaded on first use: readers who never edit download neither form.
const EditPromptDialog = lazy(async () => ({ default: (await import('./EditPromptDialog')).EditPromptDialog }));
const DeletePromptDialog = lazy(async () => ({ default: (await import('./DeletePromptDialog')).DeletePromptDialog }));

/**
 * Edit and Delete of a prompt the viewer wrote (its card and its detail dialog). Each dialog gives
 * focus back to its button when it closes.
 */
export function OwnPromptActions({
  promptId,
  title,
  size,
  onDeleted,
}: {
  promptId: string;
  /** Names the prompt in the buttons' accessible names (a grid has many Edit buttons). */
  title: string;
  size?: 'small' | 'medium';
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [open, setOpen] = useState(false);
  const show = (kind: 'edit' | 'delete') => {
    setDialog(kind);
    setOpen(true);
  };
  const edit = intl.formatMessage(ownPromptMessages.edit);
  const remove = intl.formatMessage(ownPromptMessages.delete);
  return (
    <>
      <Button appearance="subtle" size={size} icon={<EditRegular />} aria-haspopup="dialog" aria-label={`${edit}: ${title}`} onClick={() => show('edit')}>
        {edit}
      </Button>
      <Button appearance="subtle" size={size} icon={<DeleteRegular />} aria-haspopup="dialog" aria-label={`${remove}: ${title}`} onClick={() => show('delete')}>
        {remove}
      </Button>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'edit' ? (
            <EditPromptDialog promptId={promptId} open={open} onOpenChange={setOpen} />
          ) : (
            <DeletePromptDialog promptId={promptId} open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
