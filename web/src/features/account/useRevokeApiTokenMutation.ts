import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { apiTokensMessages } from './settings/apiTokensMessages';
import type { useRevokeApiTokenMutation as RevokeApiTokenMutation } from './__generated__/useRevokeApiTokenMutation.graphql';

const mutation = graphql`
  mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on MutationRevokeApiTokenSuccess {
        data @deleteRecord
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Revokes a token: it stops working at once and leaves the list. */
export const useRevokeApiTokenMutation = () => useMutation<RevokeApiTokenMutation>(mutation, { failureTitle: apiTokensMessages.revokeFailed });
