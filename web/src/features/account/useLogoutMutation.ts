import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from './__generated__/useLogoutMutation.graphql';

const mutation = graphql`
  mutation useLogoutMutation {
    logout
  }
`;

interface Handlers {
  onDone: () => void;
  onError: (error: Error) => void;
}

/**
 * Ends the session (the server clears the cookie). The caller then starts a fresh session on the
 * client (see `useSession().endSession`), which drops every record of the old user.
 */
export function useLogoutMutation() {
  const [commit, isInFlight] = useMutation<LogoutMutation>(mutation);
  const logout = useCallback(
    ({ onDone, onError }: Handlers) =>
      commit({
        variables: {},
        onCompleted: () => onDone(),
        onError,
      }),
    [commit],
  );
  return [logout, isInFlight] as const;
}
