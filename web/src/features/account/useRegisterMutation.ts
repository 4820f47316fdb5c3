import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RegisterInput,
  useRegisterMutation as RegisterMutation,
} from './__generated__/useRegisterMutation.graphql';

export type RegisterResult = RegisterMutation['response']['register'];

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
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on ConflictError {
        field
      }
    }
  }
`;

interface Handlers {
  onResult: (result: RegisterResult) => void;
  onError: (error: Error) => void;
}

/** Creates the account and logs it in (the server sets the session cookie). */
export function useRegisterMutation() {
  const [commit, isInFlight] = useMutation<RegisterMutation>(mutation);
  const register = useCallback(
    (input: RegisterInput, { onResult, onError }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const user = store.getRootField('register')?.getLinkedRecord('data');
          if (user) store.getRoot().setLinkedRecord(user, 'viewer');
        },
        onCompleted: (response) => onResult(response.register),
        onError,
      }),
    [commit],
  );
  return [register, isInFlight] as const;
}
