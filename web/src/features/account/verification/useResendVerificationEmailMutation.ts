import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { emailVerificationMessages } from './emailVerificationMessages';
import type { useResendVerificationEmailMutation as ResendVerificationEmailMutation } from './__generated__/useResendVerificationEmailMutation.graphql';

const mutation = graphql`
  mutation useResendVerificationEmailMutation {
    resendVerificationEmail {
      __typename
      ... on MutationResendVerificationEmailSuccess {
        data
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** E-mails a new confirmation link (the older one stops working); limited to 3 an hour by the server. */
export const useResendVerificationEmailMutation = () =>
  useMutation<ResendVerificationEmailMutation>(mutation, { failureTitle: emailVerificationMessages.resendFailed });
