import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { planMessages } from './planMessages';
import type { useCreatePaymentPreferenceMutation as CreatePaymentPreferenceMutation } from './__generated__/useCreatePaymentPreferenceMutation.graphql';

const mutation = graphql`
  mutation useCreatePaymentPreferenceMutation($input: CreatePaymentPreferenceInput!) {
    createPaymentPreference(input: $input) {
      __typename
      ... on MutationCreatePaymentPreferenceSuccess {
        data {
          initPoint
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export const useCreatePaymentPreferenceMutation = () =>
  useMutation<CreatePaymentPreferenceMutation>(mutation, { failureTitle: planMessages.paymentFailed });
