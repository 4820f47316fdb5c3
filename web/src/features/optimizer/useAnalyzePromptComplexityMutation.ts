import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { complexityMessages } from './optimizerMessages';
import type { useAnalyzePromptComplexityMutation as AnalyzePromptComplexityMutation } from './__generated__/useAnalyzePromptComplexityMutation.graphql';

const mutation = graphql`
  mutation useAnalyzePromptComplexityMutation($input: AnalyzePromptComplexityInput!) {
    analyzePromptComplexity(input: $input) {
      __typename
      ... on MutationAnalyzePromptComplexitySuccess {
        data {
          score
          explanation
          strengths
          weaknesses
          suggestions
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Scores a prompt 0-10 (no credit spent). The complexity card shows a failure itself. */
export const useAnalyzePromptComplexityMutation = () =>
  useMutation<AnalyzePromptComplexityMutation>(mutation, { failureTitle: complexityMessages.failed });
