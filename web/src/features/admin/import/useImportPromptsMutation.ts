import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import type { useImportPromptsMutation as ImportPromptsMutation } from './__generated__/useImportPromptsMutation.graphql';
import { importMessages } from './importMessages';

const mutation = graphql`
  mutation useImportPromptsMutation($input: ImportPromptsInput!) {
    importPrompts(input: $input) {
      __typename
      ... on MutationImportPromptsSuccess {
        data {
          count
          created
          updated
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

export const useImportPromptsMutation = () => useMutation<ImportPromptsMutation>(mutation, { failureTitle: importMessages.importFailed });
