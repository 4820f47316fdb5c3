import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { settingsToasts } from './settings/settingsMessages';
import type { useChangePasswordMutation as ChangePasswordMutation } from './__generated__/useChangePasswordMutation.graphql';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess {
        data {
          id
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Changes the password; the server ends every session of the user and answers with a new cookie for this one. */
export const useChangePasswordMutation = () =>
  useMutation<ChangePasswordMutation>(mutation, {
    failureTitle: settingsToasts.passwordFailed,
  });
