import { defineMessages } from 'react-intl';
import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import type { useOptimizeDialogMutation as OptimizeDialogMutation } from './__generated__/useOptimizeDialogMutation.graphql';

const messages = defineMessages({
  // 'Optimization failed' (dialog); Spanish in the Spanish interface.
  failed: { id: 'optimizeDialog.failed', defaultMessage: 'Falló la optimización' },
});

// The payload's viewer refreshes the credits the dialog (and every other screen) reads.
const mutation = graphql`
  mutation useOptimizeDialogMutation($input: OptimizePromptInput!) {
    optimizePrompt(input: $input) {
      __typename
      ... on MutationOptimizePromptSuccess {
        data {
          improvedPrompt
          engine
          model
          basedOn {
            id
            title
          }
          viewer {
            id
            subscription {
              optimizationsLeft
            }
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export const useOptimizeDialogMutation = () =>
  useMutation<OptimizeDialogMutation>(mutation, { failureTitle: messages.failed });
