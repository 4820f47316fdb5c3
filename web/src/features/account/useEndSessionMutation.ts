import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { sessionsMessages } from './settings/sessionsMessages';
import type { useEndSessionMutation as EndSessionMutation } from './__generated__/useEndSessionMutation.graphql';

const mutation = graphql`
  mutation useEndSessionMutation($id: ID!) {
    endSession(id: $id) {
      __typename
      ... on MutationEndSessionSuccess {
        data @deleteRecord
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Signs another device out; its row leaves the sessions table. */
export const useEndSessionMutation = () =>
  useMutation<EndSessionMutation>(mutation, { failureTitle: sessionsMessages.endFailed });
