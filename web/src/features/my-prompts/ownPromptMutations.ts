import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { CATEGORY_PROMPTS_KEY } from '../library/CategoryPromptList';
import { adjustTotalCount } from '../library/useSavePromptMutation';
import { ownPromptMessages } from './ownPromptMessages';
import type { ownPromptMutationsDeleteMutation } from './__generated__/ownPromptMutationsDeleteMutation.graphql';
import type { ownPromptMutationsRestoreMutation } from './__generated__/ownPromptMutationsRestoreMutation.graphql';
import type { ownPromptMutationsUpdateMutation } from './__generated__/ownPromptMutationsUpdateMutation.graphql';

// Each answer carries what the cards, the detail dialog and its versions show, so the store updates
// in place: no list is fetched again.
const updateMutation = graphql`
  mutation ownPromptMutationsUpdateMutation($input: UpdatePromptInput!) {
    updatePrompt(input: $input) {
      __typename
      ... on MutationUpdatePromptSuccess {
        data {
          id
          title
          content
          categories {
            id
          }
          ...PromptCard_prompt
          ...PromptVersions_prompt
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const restoreMutation = graphql`
  mutation ownPromptMutationsRestoreMutation($input: RestorePromptVersionInput!) {
    restorePromptVersion(input: $input) {
      __typename
      ... on MutationRestorePromptVersionSuccess {
        data {
          id
          title
          content
          categories {
            id
          }
          ...PromptCard_prompt
          ...PromptVersions_prompt
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const deleteMutation = graphql`
  mutation ownPromptMutationsDeleteMutation($input: DeletePromptInput!, $createdConnections: [ID!]!, $savedConnections: [ID!]!) {
    deletePrompt(input: $input) {
      __typename
      ... on MutationDeletePromptSuccess {
        data {
          deletedId @deleteEdge(connections: $createdConnections)
          deletedSavedPromptId @deleteEdge(connections: $savedConnections)
          # Keeps the save buttons' limit check current.
          user {
            id
            savedPromptsCount
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** The categories a prompt is filed under in the store: their pages list it (own prompts first). */
function categoryRecords(store: RecordSourceSelectorProxy, promptId: string) {
  return store.get(promptId)?.getLinkedRecords('categories')?.filter((category) => category != null) ?? [];
}

/** A prompt's category page reads it fresh next time (its place there changed). */
export function invalidateCategories(store: RecordSourceSelectorProxy, promptId: string) {
  for (const category of categoryRecords(store, promptId)) category.invalidateRecord();
}

/** Edits a prompt of the viewer's own; the category it is now filed under is marked stale. */
export const useUpdatePromptMutation = () =>
  useMutation<ownPromptMutationsUpdateMutation>(updateMutation, {
    failureTitle: ownPromptMessages.editFailed,
    configure: ({ input }) => ({ updater: (store) => invalidateCategories(store, input.id) }),
  });

/** Puts an earlier version back; the prompt as it was becomes the newest version. */
export const useRestorePromptVersionMutation = () =>
  useMutation<ownPromptMutationsRestoreMutation>(restoreMutation, {
    failureTitle: ownPromptMessages.restoreFailed,
    configure: ({ input }) => ({ updater: (store) => invalidateCategories(store, input.id) }),
  });

/**
 * Deletes a prompt of the viewer's own: it leaves My Prompts' lists (the connections given) and the
 * category pages in the store that list it.
 */
export const useDeletePromptMutation = () =>
  useMutation<ownPromptMutationsDeleteMutation>(deleteMutation, {
    failureTitle: ownPromptMessages.deleteFailed,
    configure: ({ input, savedConnections }) => ({
      updater: (store) => {
        const payload = store.getRootField('deletePrompt');
        if (payload?.getValue('__typename') !== 'MutationDeletePromptSuccess') return;
        if (payload.getLinkedRecord('data')?.getValue('deletedSavedPromptId') != null) adjustTotalCount(store, savedConnections, -1);
        for (const category of categoryRecords(store, input.id)) {
          const connection = ConnectionHandler.getConnection(category, CATEGORY_PROMPTS_KEY);
          if (connection) ConnectionHandler.deleteNode(connection, input.id);
        }
      },
    }),
  });
