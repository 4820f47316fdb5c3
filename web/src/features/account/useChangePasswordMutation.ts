import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ChangePasswordInput,
  useChangePasswordMutation as ChangePasswordMutation,
} from './__generated__/useChangePasswordMutation.graphql';

export type ChangePasswordResult = ChangePasswordMutation['response']['changePassword'];

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess {
        data {
          id
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
  onResult: (result: ChangePasswordResult) => void;
  onError: (error: Error) => void;
}

/** Changes the password; the server ends the user's other sessions. */
export function useChangePasswordMutation() {
  const [commit, isInFlight] = useMutation<ChangePasswordMutation>(mutation);
  const changePassword = useCallback(
    (input: ChangePasswordInput, { onResult, onError }: Handlers) =>
      commit({
        variables: { input },
        onCompleted: (response) => onResult(response.changePassword),
        onError,
      }),
    [commit],
  );
  return [changePassword, isInFlight] as const;
}
