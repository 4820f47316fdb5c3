import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, ShareRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ownPromptMessages } from './ownPromptMessages';

// Loaded on first use: readers who never edit download neither form.
const EditPromptDialog = lazy(async () => ({ default: (await import('./EditPromptDialog')).EditPromptDialog }));
const DeletePromptDialog = lazy(async () => ({ default: (await import('./DeletePromptDialog')).DeletePromptDialog }));
const SharePromptDialog = lazy(async () => ({ default: (await import('./SharePromptDialog')).SharePromptDialog }));

type OwnPromptDialog = 'edit' | 'share' | 'delete';

/**
 * Edit, Share and Delete of a prompt the viewer wrote (its card and its detail dialog). Each dialog gives
 * focus back to its button when it closes.
 */
export function OwnPromptActions({
  promptId,
  title,
  compact = false,
  onDeleted,
}: {
  promptId: string;
  /** Names the prompt in the buttons' accessible names (a grid has many Edit buttons). */
  title: string;
  /** Small icon buttons whose tooltip names them (a card's footer has little room). */
  compact?: boolean;
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<OwnPromptDialog | null>(null);
  const [open, setOpen] = useState(false);
  const show = (kind: OwnPromptDialog) => {
    setDialog(kind);
    setOpen(true);
  };
  const edit = intl.formatMessage(ownPromptMessages.edit);
  const remove = intl.formatMessage(ownPromptMessages.delete);
  const share = intl.formatMessage(ownPromptMessages.share);
  return (
    <>
      <ActionButton compact={compact} label={edit} name={`${edit}: ${title}`} icon={<EditRegular />} onClick={() => show('edit')} />
      <ActionButton compact={compact} label={share} name={`${share}: ${title}`} icon={<ShareRegular />} onClick={() => show('share')} />
      <ActionButton compact={compact} label={remove} name={`${remove}: ${title}`} icon={<DeleteRegular />} onClick={() => show('delete')} />
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'edit' ? (
            <EditPromptDialog promptId={promptId} open={open} onOpenChange={setOpen} />
          ) : dialog === 'share' ? (
            <SharePromptDialog promptId={promptId} open={open} onOpenChange={setOpen} />
          ) : (
            <DeletePromptDialog promptId={promptId} open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

/** A subtle button that opens a dialog; compact, it shows only its icon and its tooltip shows the label. */
function ActionButton({ compact, label, name, icon, onClick }: { compact: boolean; label: string; name: string; icon: ReactElement; onClick: () => void }) {
  const button = (
    <Button appearance="subtle" size={compact ? 'small' : 'medium'} icon={icon} aria-haspopup="dialog" aria-label={name} onClick={onClick}>
      {compact ? null : label}
    </Button>
  );
  return compact ? (
    <Tooltip content={label} relationship="description" withArrow>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
