import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { libraryAdminMessages } from './libraryAdminMessages';
import type { useDeleteLibraryPromptMutation as DeleteLibraryPromptMutation } from './__generated__/useDeleteLibraryPromptMutation.graphql';

const mutation = graphql`
  mutation useDeleteLibraryPromptMutation($input: DeleteLibraryItemInput!) {
    deleteLibraryPrompt(input: $input) {
      __typename
      ... on MutationDeleteLibraryPromptSuccess {
        data {
          deletedId
          removedSaves
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Deletes a library prompt (and users' saved entries of it); the store is marked stale and the page reloads its data. */
export const useDeleteLibraryPromptMutation = () =>
  useMutation<DeleteLibraryPromptMutation>(mutation, {
    failureTitle: libraryAdminMessages.deleteFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
