import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { contactMessages } from './contactMessages';
import type { useSendContactMessageMutation as SendContactMessageMutation } from './__generated__/useSendContactMessageMutation.graphql';

const mutation = graphql`
  mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on MutationSendContactMessageSuccess {
        data
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export const useSendContactMessageMutation = () =>
  useMutation<SendContactMessageMutation>(mutation, { failureTitle: contactMessages.failed });
