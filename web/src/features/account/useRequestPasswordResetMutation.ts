import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { passwordResetMessages } from './auth/passwordResetMessages';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from './__generated__/useRequestPasswordResetMutation.graphql';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on MutationRequestPasswordResetSuccess {
        data
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Asks for a reset link; the answer is the server's message, the same whether or not the address has an account. */
export const useRequestPasswordResetMutation = () =>
  useMutation<RequestPasswordResetMutation>(mutation, { failureTitle: passwordResetMessages.requestFailed });
