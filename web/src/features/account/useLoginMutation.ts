import { graphql } from '../../relay/graphql';
import { viewerFromPayload } from './viewerFromPayload';
import { useMutation } from '../../relay/useMutation';
import { authToasts } from './auth/authMessages';
import type { useLoginMutation as LoginMutation } from './__generated__/useLoginMutation.graphql';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on MutationLoginSuccess {
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

/**
 * Logs in. On success the server sets the session cookie and the store's `viewer` becomes the
 * user, so every screen that reads the viewer (the auth page's redirect, the layout) follows.
 */
export const useLoginMutation = () =>
  useMutation<LoginMutation>(mutation, {
    failureTitle: authToasts.loginFailed,
    configure: viewerFromPayload('login'),
  });
