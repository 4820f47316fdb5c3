import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { apiTokensMessages } from './settings/apiTokensMessages';
import type { useCreateApiTokenMutation as CreateApiTokenMutation } from './__generated__/useCreateApiTokenMutation.graphql';

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on MutationCreateApiTokenSuccess {
        data {
          secret
          viewer {
            ...ApiTab_viewer
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Creates a personal API token; the answer carries its secret, the only time it is shown. */
export const useCreateApiTokenMutation = () => useMutation<CreateApiTokenMutation>(mutation, { failureTitle: apiTokensMessages.createFailed });
