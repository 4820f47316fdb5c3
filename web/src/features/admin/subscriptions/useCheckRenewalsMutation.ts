import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { subscriptionMessages } from './subscriptionMessages';
import type { useCheckRenewalsMutation as CheckRenewalsMutation } from './__generated__/useCheckRenewalsMutation.graphql';

const mutation = graphql`
  mutation useCheckRenewalsMutation {
    checkRenewals {
      __typename
      ... on MutationCheckRenewalsSuccess {
        data {
          renewalsChecked
          deactivated
          timestamp
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Runs the renewal check with the admin's session (the same check as the cron's authorized POST). */
export const useCheckRenewalsMutation = () => useMutation<CheckRenewalsMutation>(mutation, { failureTitle: subscriptionMessages.runFailed });
