import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLogoutMutation } from './useLogoutMutation';
import { useNotify } from '../../notify/useNotify';
import { useSession } from '../../router/session';

// SPEC §8 gives these toasts in English for the Spanish interface too; they are kept verbatim.
const messages = defineMessages({
  loggedOut: { id: 'session.loggedOut.title', defaultMessage: 'Logged out' },
  loggedOutBody: { id: 'session.loggedOut.body', defaultMessage: 'You have been successfully logged out.' },
  logoutFailed: { id: 'session.logoutFailed.title', defaultMessage: 'Logout failed' },
});

/** Logs out, starts a fresh visitor session on /auth and says so with a toast. */
export function useLogout() {
  const intl = useIntl();
  const notify = useNotify();
  const { endSession } = useSession();
  const [commit, isInFlight] = useLogoutMutation();

  const logout = useCallback(() => {
    commit({
      onDone: () => {
        void endSession().then(() =>
          notify.success(intl.formatMessage(messages.loggedOut), intl.formatMessage(messages.loggedOutBody)),
        );
      },
      onError: (error) => notify.error(intl.formatMessage(messages.logoutFailed), error.message),
    });
  }, [commit, endSession, intl, notify]);

  return [logout, isInFlight] as const;
}
