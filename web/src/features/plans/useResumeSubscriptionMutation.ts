import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { planMessages } from './planMessages';
import type { useResumeSubscriptionMutation as ResumeSubscriptionMutation } from './__generated__/useResumeSubscriptionMutation.graphql';

const mutation = graphql`
  mutation useResumeSubscriptionMutation {
    resumeSubscription {
      __typename
      ... on MutationResumeSubscriptionSuccess {
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

export const useResumeSubscriptionMutation = () =>
  useMutation<ResumeSubscriptionMutation>(mutation, { failureTitle: planMessages.resumeFailed });
