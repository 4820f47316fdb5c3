import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { planMessages } from './planMessages';
import type { useCancelSubscriptionMutation as CancelSubscriptionMutation } from './__generated__/useCancelSubscriptionMutation.graphql';

const mutation = graphql`
  mutation useCancelSubscriptionMutation {
    cancelSubscription {
      __typename
      ... on MutationCancelSubscriptionSuccess {
        data {
          id
          subscription {
            status
            cancelAtPeriodEnd
            premiumExpiresAt
            purchasablePlans
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export const useCancelSubscriptionMutation = () =>
  useMutation<CancelSubscriptionMutation>(mutation, { failureTitle: planMessages.cancelFailed });
