import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { useSession } from '../../router/session';
import { sessionMessages } from './sessionMessages';
import { useLogoutMutation } from './useLogoutMutation';

/** Logs out, starts a fresh visitor session on /auth and says so with a toast. */
export function useLogout() {
  const intl = useIntl();
  const notify = useNotify();
  const { endSession } = useSession();
  const [commit, isInFlight] = useLogoutMutation();

  const logout = useCallback(async () => {
    const result = await commit({});
    if (!result.ok) return;
    await endSession();
    notify.success(intl.formatMessage(sessionMessages.loggedOut), intl.formatMessage(sessionMessages.loggedOutBody));
  }, [commit, endSession, intl, notify]);

  return [logout, isInFlight] as const;
}
