import { Button, Spinner, Tooltip } from '@fluentui/react-components';
import { BookmarkFilled, BookmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { savedLimitReasonMessage } from '../library/libraryMessages';
import { useSaveTargets } from '../library/SaveTargets';
import { useSavePromptMutation } from '../library/useSavePromptMutation';
import { useCreatePromptMutation } from '../my-prompts/useCreatePromptMutation';
import { optimizerMessages, savedTitleMessage } from './optimizerMessages';
import { titleExcerpt } from './savedTitle';

/**
 * 'Guardar' (SPEC §4): creates a prompt of the viewer's own titled 'Optimizado: ' + the original's
 * first 30 characters, with the optimized text, filed in `categoryId` (the library's first
 * category), then saves it, so it appears in Mis Prompts › Prompts Guardados. At the plan's
 * saved-prompt limit it is disabled and says why.
 */
export function SaveOptimizedButton({ original, improved, categoryId }: { original: string; improved: string; categoryId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { limitReached } = useSaveTargets();
  const [createPrompt, creating] = useCreatePromptMutation();
  const [savePrompt, saving] = useSavePromptMutation();
  const [saved, setSaved] = useState(false);
  const pending = creating || saving;

  const save = async () => {
    const title = intl.formatMessage(savedTitleMessage, { excerpt: titleExcerpt(original) });
    const created = await createPrompt({ input: { title, content: improved, categoryId }, connections: [] });
    if (!created.ok) return;
    const result = await savePrompt({ input: { promptId: created.data.id }, savedConnections: [], createdConnections: [] });
    if (!result.ok) return;
    setSaved(true);
    notify.success(intl.formatMessage(optimizerMessages.savedToast), intl.formatMessage(optimizerMessages.savedToastText));
  };

  const label = intl.formatMessage(saved ? optimizerMessages.saved : pending ? optimizerMessages.saving : optimizerMessages.save);
  const button = (
    <Button
      icon={pending ? <Spinner size="tiny" /> : saved ? <BookmarkFilled /> : <BookmarkRegular />}
      disabled={pending || saved}
      disabledFocusable={!saved && limitReached !== null}
      onClick={limitReached === null ? () => void save() : undefined}
      data-testid="save-optimized"
    >
      {label}
    </Button>
  );
  if (saved || limitReached === null) return button;
  return (
    <Tooltip content={intl.formatMessage(savedLimitReasonMessage, { limit: limitReached })} relationship="description" showDelay={300}>
      {button}
    </Tooltip>
  );
}
