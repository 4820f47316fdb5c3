import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { passwordResetMessages } from './auth/passwordResetMessages';
import type { useConfirmPasswordResetMutation as ConfirmPasswordResetMutation } from './__generated__/useConfirmPasswordResetMutation.graphql';

const mutation = graphql`
  mutation useConfirmPasswordResetMutation($input: ConfirmPasswordResetInput!) {
    confirmPasswordReset(input: $input) {
      __typename
      ... on MutationConfirmPasswordResetSuccess {
        data
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Sets the new password with the e-mailed token; the server ends every session of the account. */
export const useConfirmPasswordResetMutation = () =>
  useMutation<ConfirmPasswordResetMutation>(mutation, { failureTitle: passwordResetMessages.confirmFailed });
