import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { libraryMessages } from './libraryMessages';
import { adjustTotalCount } from './useSavePromptMutation';
import type { useUnsavePromptMutation as UnsavePromptMutation } from './__generated__/useUnsavePromptMutation.graphql';

const mutation = graphql`
  mutation useUnsavePromptMutation($input: UnsavePromptInput!, $savedConnections: [ID!]!, $createdConnections: [ID!]!) {
    unsavePrompt(input: $input) {
      __typename
      ... on MutationUnsavePromptSuccess {
        data {
          deletedSavedPromptId @deleteEdge(connections: $savedConnections)
          # Keeps the save buttons' limit check current.
          user {
            id
            savedPromptsCount
          }
          prompt @prependNode(connections: $createdConnections, edgeTypeName: "UserCreatedPromptsConnectionEdge") {
            id
            isSaved
            isOwn
            title
            content
            ...PromptCard_prompt
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * Removes a prompt from the viewer's saved prompts. The card shows it unsaved at once; a refusal
 * rolls that back. It leaves the saved lists on screen and, if the viewer wrote it, goes back to
 * the created ones (pass those only then).
 */
export const useUnsavePromptMutation = () =>
  useMutation<UnsavePromptMutation>(mutation, {
    failureTitle: libraryMessages.unsaveFailed,
    configure: ({ input, savedConnections }) => ({
      optimisticUpdater: (store) => store.get(input.promptId)?.setValue(false, 'isSaved'),
      updater: (store) => {
        if (store.getRootField('unsavePrompt')?.getValue('__typename') === 'MutationUnsavePromptSuccess') {
          adjustTotalCount(store, savedConnections, -1);
        }
      },
    }),
  });
