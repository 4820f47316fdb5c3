import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { planMessages } from './planMessages';
import type { useStartTrialMutation as StartTrialMutation } from './__generated__/useStartTrialMutation.graphql';

const mutation = graphql`
  mutation useStartTrialMutation {
    startTrial {
      __typename
      ... on MutationStartTrialSuccess {
        data {
          # Everything on screen that follows from the plan.
          id
          isPremium
          planType
          savedPromptsLimit
          plan {
            type
            optimizationsLimit
            optimizationsPeriod
            ...planText_plan
          }
          subscription {
            planType
            isPremium
            optimizationsLeft
            premiumExpiresAt
            status
            cancelAtPeriodEnd
            trialAvailable
            purchasablePlans
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * Starts the 7-day Pro trial. Everything the old plan locked (library content, credits) was
 * fetched for it: the store is marked stale so each screen reads it again (`useReloadRoute`).
 */
export const useStartTrialMutation = () =>
  useMutation<StartTrialMutation>(mutation, {
    failureTitle: planMessages.trialFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
