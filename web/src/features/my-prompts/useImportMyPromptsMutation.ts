import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import type { useImportMyPromptsMutation as ImportMyPromptsMutation } from './__generated__/useImportMyPromptsMutation.graphql';
import { transferMessages } from './transferMessages';

const mutation = graphql`
  mutation useImportMyPromptsMutation($input: ImportMyPromptsInput!) {
    importMyPrompts(input: $input) {
      __typename
      ... on MutationImportMyPromptsSuccess {
        data {
          count
          created
          updated
          skipped
          errors {
            position
            line
            title
            message
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** The lists, counts and category pages that show the viewer's prompts are all stale after an import. */
export const useImportMyPromptsMutation = () =>
  useMutation<ImportMyPromptsMutation>(mutation, {
    failureTitle: transferMessages.failed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
