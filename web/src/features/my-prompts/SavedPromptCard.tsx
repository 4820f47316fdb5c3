import { Badge } from '@fluentui/react-components';
import { BookmarkFilled } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { PromptCard } from '../library/PromptCard';
import { libraryMessages } from '../library/libraryMessages';
import type { SavedPromptCard_savedPrompt$key } from './__generated__/SavedPromptCard_savedPrompt.graphql';

/** A saved prompt: the prompt card, labelled with its custom category or 'Guardado'. */
export function SavedPromptCard({ savedPrompt: savedKey }: { savedPrompt: SavedPromptCard_savedPrompt$key }) {
  const saved = useFragment(
    graphql`
      fragment SavedPromptCard_savedPrompt on SavedPrompt {
        customCategory
        prompt {
          ...PromptCard_prompt
        }
      }
    `,
    savedKey,
  );
  const intl = useIntl();
  return (
    <PromptCard
      prompt={saved.prompt}
      filedIn={saved.customCategory ?? null}
      label={
        <Badge appearance="filled" color="brand" shape="rounded" icon={<BookmarkFilled />} data-testid="card-label">
          {saved.customCategory || intl.formatMessage(libraryMessages.saved)}
        </Badge>
      }
    />
  );
}
