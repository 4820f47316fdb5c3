import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { libraryAdminMessages } from './libraryAdminMessages';
import type { useCreateLibraryPromptMutation as CreateLibraryPromptMutation } from './__generated__/useCreateLibraryPromptMutation.graphql';

const mutation = graphql`
  mutation useCreateLibraryPromptMutation($input: CreateLibraryPromptInput!) {
    createLibraryPrompt(input: $input) {
      __typename
      ... on MutationCreateLibraryPromptSuccess {
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
 * Adds a prompt to the shared library. Where it shows (its categories, its place in them, what is locked for whom) is the
 * server's to say: the store is marked stale and the page reloads its data.
 */
export const useCreateLibraryPromptMutation = () =>
  useMutation<CreateLibraryPromptMutation>(mutation, {
    failureTitle: libraryAdminMessages.createFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
