import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { BookmarkFilled, BookmarkRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { libraryMessages } from './libraryMessages';
import { usePromptLists } from './promptLists';
import { useSavePromptMutation } from './useSavePromptMutation';
import { useUnsavePromptMutation } from './useUnsavePromptMutation';
import type { SavePromptButton_prompt$key } from './__generated__/SavePromptButton_prompt.graphql';

const useStyles = makeStyles({
  saved: { color: tokens.colorBrandForeground1 },
});

/**
 * The save toggle of a prompt card. It flips at once and rolls back if the server refuses, with
 * the server's reason in the error toast. A locked prompt cannot be saved (it can be unsaved).
 */
export function SavePromptButton({ prompt: promptKey }: { prompt: SavePromptButton_prompt$key }) {
  const prompt = useFragment(
    graphql`
      fragment SavePromptButton_prompt on Prompt {
        id
        isSaved
        isLocked
        isOwn
      }
    `,
    promptKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [savePrompt, saving] = useSavePromptMutation();
  const [unsavePrompt, unsaving] = useUnsavePromptMutation();
  const lists = usePromptLists();
  const label = intl.formatMessage(prompt.isSaved ? libraryMessages.unsave : libraryMessages.save);

  const toggle = async () => {
    const connections = { savedConnections: lists.saved, createdConnections: prompt.isOwn ? lists.created : [] };
    const input = { promptId: prompt.id };
    if (prompt.isSaved) {
      const result = await unsavePrompt({ input, ...connections });
      if (result.ok) {
        notify.success(intl.formatMessage(libraryMessages.unsavedToast), intl.formatMessage(libraryMessages.unsavedToastBody));
      }
      return;
    }
    const result = await savePrompt({ input: { ...input, customCategory: null }, ...connections });
    if (result.ok) notify.success(intl.formatMessage(libraryMessages.savedToast), intl.formatMessage(libraryMessages.savedToastBody));
  };

  return (
    <Tooltip content={label} relationship="label" showDelay={700} hideDelay={300}>
      <Button
        appearance="subtle"
        className={prompt.isSaved ? styles.saved : undefined}
        icon={prompt.isSaved ? <BookmarkFilled /> : <BookmarkRegular />}
        aria-pressed={prompt.isSaved}
        disabled={prompt.isLocked && !prompt.isSaved}
        disabledFocusable={saving || unsaving}
        onClick={toggle}
        data-testid="save-toggle"
      />
    </Tooltip>
  );
}
