import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { libraryAdminMessages } from './libraryAdminMessages';
import type { useUpdateLibraryPromptMutation as UpdateLibraryPromptMutation } from './__generated__/useUpdateLibraryPromptMutation.graphql';

const mutation = graphql`
  mutation useUpdateLibraryPromptMutation($input: UpdateLibraryPromptInput!) {
    updateLibraryPrompt(input: $input) {
      __typename
      ... on MutationUpdateLibraryPromptSuccess {
        data {
          id
          title
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * Edits a library prompt. Where it shows (its categories, its place in them, what is locked for whom) is the
 * server's to say: the store is marked stale and the page reloads its data.
 */
export const useUpdateLibraryPromptMutation = () =>
  useMutation<UpdateLibraryPromptMutation>(mutation, {
    failureTitle: libraryAdminMessages.updateFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
