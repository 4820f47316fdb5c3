import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  LoginInput,
  useLoginMutation as LoginMutation,
} from './__generated__/useLoginMutation.graphql';

export type LoginResult = LoginMutation['response']['login'];

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
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

interface Handlers {
  onResult: (result: LoginResult) => void;
  onError: (error: Error) => void;
}

/**
 * Logs in. On success the server sets the session cookie and the store's `viewer` becomes the
 * user, so every screen that reads the viewer (the auth page's redirect, the layout) follows.
 */
export function useLoginMutation() {
  const [commit, isInFlight] = useMutation<LoginMutation>(mutation);
  const login = useCallback(
    (input: LoginInput, { onResult, onError }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const user = store.getRootField('login')?.getLinkedRecord('data');
          if (user) store.getRoot().setLinkedRecord(user, 'viewer');
        },
        onCompleted: (response) => onResult(response.login),
        onError,
      }),
    [commit],
  );
  return [login, isInFlight] as const;
}
