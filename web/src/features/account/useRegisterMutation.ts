import { graphql } from '../../relay/graphql';
import { viewerFromPayload } from './viewerFromPayload';
import { useMutation } from '../../relay/useMutation';
import { authToasts } from './auth/authMessages';
import type { useRegisterMutation as RegisterMutation } from './__generated__/useRegisterMutation.graphql';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on MutationRegisterSuccess {
        data {
          id
          username
          displayName
          preferredLanguage
          ...AppLayout_viewer
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Creates the account and logs it in (the server sets the session cookie; the store's `viewer` becomes the user). */
export const useRegisterMutation = () =>
  useMutation<RegisterMutation>(mutation, {
    failureTitle: authToasts.registerFailed,
    configure: viewerFromPayload('register'),
  });
