import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { sessionMessages } from './sessionMessages';
import type { useLogoutMutation as LogoutMutation } from './__generated__/useLogoutMutation.graphql';

const mutation = graphql`
  mutation useLogoutMutation {
    logout
  }
`;

/**
 * Ends the session (the server clears the cookie). The caller then starts a fresh session on the
 * client (see `useSession().endSession`), which drops every record of the old user.
 */
export const useLogoutMutation = () =>
  useMutation<LogoutMutation>(mutation, {
    failureTitle: sessionMessages.logoutFailed,
  });
