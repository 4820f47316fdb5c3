import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { emailVerificationMessages } from './emailVerificationMessages';
import type { useVerifyEmailMutation as VerifyEmailMutation } from './__generated__/useVerifyEmailMutation.graphql';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on MutationVerifyEmailSuccess {
        data
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Confirms the address with the e-mailed token; works without a session. */
export const useVerifyEmailMutation = () => useMutation<VerifyEmailMutation>(mutation, { failureTitle: emailVerificationMessages.failed });
