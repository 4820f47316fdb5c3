import { graphql } from '../../relay/graphql';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useMutation } from '../../relay/useMutation';
import { libraryMessages } from './libraryMessages';
import type { useSavePromptMutation as SavePromptMutation } from './__generated__/useSavePromptMutation.graphql';

const mutation = graphql`
  mutation useSavePromptMutation($input: SavePromptInput!, $savedConnections: [ID!]!, $createdConnections: [ID!]!) {
    savePrompt(input: $input) {
      __typename
      ... on MutationSavePromptSuccess {
        data @prependNode(connections: $savedConnections, edgeTypeName: "UserSavedPromptsConnectionEdge") {
          id
          ...SavedPromptCard_savedPrompt
          # Keeps the save buttons' limit check current.
          user {
            id
            savedPromptsCount
          }
          prompt {
            id @deleteEdge(connections: $createdConnections)
            isSaved
            isOwn
            title
            content
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Adds `delta` to the `totalCount` of the given connections (the saved-prompts counter). */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number) {
  for (const id of connections) {
    const connection = store.get(id);
    const count = connection?.getValue('totalCount');
    if (connection && typeof count === 'number') connection.setValue(count + delta, 'totalCount');
  }
}

/**
 * Saves a prompt to the viewer's collection. The card shows it saved at once (optimistic); a
 * refusal (free-plan limit, locked prompt…) rolls that back. The saved prompt joins the top of the
 * saved lists on screen and, if the viewer wrote it, leaves the created ones (pass those only then).
 */
export const useSavePromptMutation = () =>
  useMutation<SavePromptMutation>(mutation, {
    failureTitle: libraryMessages.saveFailed,
    configure: ({ input, savedConnections }) => ({
      optimisticUpdater: (store) => store.get(input.promptId)?.setValue(true, 'isSaved'),
      updater: (store) => {
        if (store.getRootField('savePrompt')?.getValue('__typename') === 'MutationSavePromptSuccess') {
          adjustTotalCount(store, savedConnections, 1);
        }
      },
    }),
  });
